/// Reads a notice time, 24-hour `HH:MM`/`H:MM` or 12-hour `h:MM AM/PM`, from OCR text.
///
/// ```swift
/// var input: Substring = "2:05 P.M. Loc"
/// TimeValueParser.parse(&input)   // 14:05, not repaired; input is now " Loc"
/// ```
///
/// The colon may be read as `.`, `;`, `,` or `°`, have spaces around it (`10 :42`), or be lost
/// (`1042`, `10 42`, which count as repairs). Digits may carry OCR confusions (`1O:42`).
/// The minutes are exactly two digits. A lone `A` or `P` after the minutes, or another word
/// of up to three letters starting with one (`1:34 Pl`, `9:23 PIA`), may be a damaged marker
/// or noise: the time is kept only when both readings give it (`11:04 ae`, `13:04 a`: morning
/// either way), so a `P` always rejects it, and so does an `A` after 12 (`12:04 a`: 00:04 or
/// 12:04).
///
/// Dotted zeros read as `6`, `8` or `9` (`69:00`, `14:6O`) are turned back when the hour or
/// the minutes are impossible as read, the fewest turned digits give exactly one value, and
/// the part that is possible as read could not be a misread zero itself: in `19:93` for
/// 10:00 both parts are misread, and repairing only the minutes would give a wrong 19:03.
/// A lone hour of a 12-hour time is never a zero, so `6:68 AM` is 06:08. An impossible hour
/// that may be a stray mark in front of an hour (``StrayMark``: `19:41 PM`) is repaired only
/// when the minutes show a dotted zero too (`19:69 PM`), and is left unread otherwise.
enum TimeValueParser {
    /// Parses a time at the start of `input` (after spaces and stray marks).
    /// - Parameter input: The text after a time label; on success it is advanced past the
    ///   time and any AM/PM marker, on failure it is left unchanged.
    /// - Returns: The time, or nil when there is none or it is invalid or ambiguous.
    static func parse(_ input: inout Substring) -> ScannedValue<TicketTime>? {
        var rest = input
        rest.read(while: { $0.isWhitespace || ":;,.-~'\"`_*=".contains($0) })
        guard let hour = readDigits(&rest, count: 1...2) else { return nil }
        let spaced = rest.first?.isWhitespace == true
        rest.skipSpaces()
        let hasSeparator = rest.first.map { ":.;,°".contains($0) } == true
        if hasSeparator {
            rest.removeFirst()
            rest.skipSpaces()
        } else if !spaced && hour.value.count == 1 {
            return nil
        }
        guard let minute = readDigits(&rest, count: 2...2), rest.first?.isASCIIDigit != true else { return nil }
        let valid = readMeridiem(&rest).compactMap { time(hour: hour.value, minute: minute.value, meridiem: $0) }
        guard let time = valid.first, valid.allSatisfy({ $0.value == time.value }) else { return nil }
        input = rest
        let repaired = hour.isRepaired || minute.isRepaired || !hasSeparator || valid.contains(where: \.isRepaired)
        return ScannedValue(value: time.value, isRepaired: repaired)
    }

    /// The time that `hour` and `minute` digits spell, with dotted zeros turned back where a
    /// part is impossible as read.
    private static func time(hour: String, minute: String, meridiem: Meridiem) -> ScannedValue<TicketTime>? {
        let hours = meridiem == .none ? 0...23 : 1...12
        let asRead = (
            hour: Int(hour).flatMap { hours.contains($0) ? $0 : nil },
            minute: Int(minute).flatMap { (0...59).contains($0) ? $0 : nil }
        )
        if let h = asRead.hour, let m = asRead.minute {
            return time(hour: h, minute: m, meridiem: meridiem).map { ScannedValue(value: $0, isRepaired: false) }
        }
        if asRead.hour != nil && couldBeMisread(hour, within: hours) { return nil }
        if asRead.minute != nil && StrayMark.mayPrecede(hour, within: hours) { return nil }
        if asRead.minute != nil && couldBeMisread(minute, within: 0...59) { return nil }
        guard let h = asRead.hour ?? fewestTurned(hour, within: hours),
            let m = asRead.minute ?? fewestTurned(minute, within: 0...59),
            let time = time(hour: h, minute: m, meridiem: meridiem)
        else { return nil }
        return ScannedValue(value: time, isRepaired: true)
    }

    /// Whether `digits`, possible as read, could be a misreading too: turning some of its
    /// dotted zeros back gives another value in `range` (`19` for 10, but not the `6` of
    /// `6:68 AM`, since 0 is no 12-hour hour).
    private static func couldBeMisread(_ digits: String, within range: ClosedRange<Int>) -> Bool {
        !DottedZeros.repairs(of: digits, within: range).isEmpty
    }

    /// The only value that turning the fewest dotted zeros of `digits` back gives.
    private static func fewestTurned(_ digits: String, within range: ClosedRange<Int>) -> Int? {
        let repairs = DottedZeros.repairs(of: digits, within: range)
        guard let fewest = repairs.values.min() else { return nil }
        let values = repairs.filter { $0.value == fewest }.keys
        return values.count == 1 ? values.first : nil
    }

    private enum Meridiem { case none, am, pm }

    /// Reads up to `count.upperBound` digit-like characters; nil when fewer than the lower bound.
    private static func readDigits(_ input: inout Substring, count: ClosedRange<Int>) -> ScannedValue<String>? {
        var digits = ""
        var repaired = false
        var rest = input
        while digits.count < count.upperBound, let char = rest.first, let digit = char.repairedDigit {
            digits.append(digit)
            repaired = repaired || digit != char
            rest.removeFirst()
        }
        guard digits.count >= count.lowerBound else { return nil }
        input = rest
        return ScannedValue(value: digits, isRepaired: repaired)
    }

    /// The letters of the longest word after the minutes that may be a damaged `AM` or `PM`.
    private static let longestDamagedMarker = 3

    /// The readings the text after the minutes allows: `AM`, `PM`, `a.m.`, `P.M` and the
    /// like, read; `.none` when no marker follows; `.am` or `.none` for any other word of up
    /// to three letters that starts with `A`, which may be either, and none at all for one
    /// that starts with `P`, which are left unread. Nothing follows the time on its line of a
    /// notice, so such a word is a damaged marker as often as noise: a close-up of rot270-047's
    /// `9:28 PM`, turned upright, reads `9:23 PIA`. A longer word (`10:42 PARKING`) is another word.
    private static func readMeridiem(_ input: inout Substring) -> [Meridiem] {
        var rest = input
        rest.skipSpaces()
        guard let first = rest.first, "AaPp".contains(first),
            rest.prefix(while: \.isASCIILetter).count <= Self.longestDamagedMarker
        else { return [.none] }
        rest.removeFirst()
        if rest.first == "." { rest.removeFirst() }
        rest.skipSpaces()
        let either: [Meridiem] = "Aa".contains(first) ? [.am, .none] : []
        guard let m = rest.first, "Mm".contains(m) else { return either }
        rest.removeFirst()
        if rest.first == "." { rest.removeFirst() }
        guard rest.first?.isASCIILetter != true else { return either }
        input = rest
        return "Aa".contains(first) ? [.am] : [.pm]
    }

    private static func time(hour: Int, minute: Int, meridiem: Meridiem) -> TicketTime? {
        switch meridiem {
        case .none: return TicketTime(hour: hour, minute: minute)
        case .am, .pm:
            guard (1...12).contains(hour) else { return nil }
            let base = hour == 12 ? 0 : hour
            return TicketTime(hour: meridiem == .pm ? base + 12 : base, minute: minute)
        }
    }
}
