/// Reads a notice date, `M/D/YYYY`, `MM/DD/YYYY` or `MM/DD/YY`, from OCR text.
///
/// ```swift
/// var input: Substring = " 3/ 7/2025 Fri"
/// DateValueParser.parse(&input)   // 2025-03-07, not repaired; input is now " Fri"
/// ```
///
/// The value may be spread by spaces around its separators (`3/ 7/2025`), use `-` or `.`
/// as separators, and hold OCR confusions in digit positions (`3/7/2O25`). A `/` read as
/// `1`, `l`, `I` or `|`, or lost altogether (`37/2025`), is repaired only when exactly one
/// reading gives a valid date; at least one separator must have survived. Years must lie in
/// 2000...2099; two-digit years mean 20YY.
///
/// Thermal printers' dotted zeros read as `6`, `8` or `9`. A month, day or year that is
/// impossible as read (`61/27/2024`, `9/8/2925`) is repaired when turning some of those
/// digits back into zeros gives exactly one possible value (`01`, `2025`). A month that may
/// be a stray mark in front of a one-digit month (``StrayMark``: `16/7/2024`) is repaired only
/// when the day or the year shows a dotted zero too (`18/10/2625`), and is left unread
/// otherwise.
enum DateValueParser {
    /// Parses a date at the start of `input` (after spaces and stray marks).
    /// - Parameter input: The text after a date label; on success it is advanced past the
    ///   date, on failure it is left unchanged.
    /// - Returns: The date, or nil when there is none or it is ambiguous.
    static func parse(_ input: inout Substring) -> ScannedValue<TicketDate>? {
        var rest = input
        rest.read(while: { $0.isWhitespace || ":;,.-~'\"`_*=".contains($0) })
        guard let blob = readBlob(&rest) else { return nil }
        var readings: [ScannedValue<TicketDate>] = []
        var hasShortYear = false
        for candidate in blob.candidates() {
            guard let date = date(from: candidate.value) else { continue }
            if readings.contains(where: { $0.value != date.value }) { return nil }
            readings.append(ScannedValue(value: date.value, isRepaired: candidate.isRepaired || date.isRepaired))
            hasShortYear = hasShortYear || candidate.value[2].count == 2
        }
        guard let reading = readings.first(where: { !$0.isRepaired }) ?? readings.first else {
            return nil
        }
        // `3/7/20 25` must not become 2020: a short year may not run on into more digits,
        // unless they are the time printed after the date (`3/7/25 10:42`).
        var next = rest
        next.skipSpaces()
        if hasShortYear, next.first?.isASCIIDigit == true, !startsWithTime(next) { return nil }
        input = rest
        return reading
    }

    /// True when `text` starts with a time whose colon was read (`10:42`).
    private static func startsWithTime(_ text: Substring) -> Bool {
        var rest = text
        return TimeValueParser.parse(&rest).map { !$0.isRepaired } == true
    }

    /// Reads the longest run of digit-like characters and separators, allowing spaces only
    /// around an explicit separator, and ending on a digit-like character.
    private static func readBlob(_ input: inout Substring) -> DateBlob? {
        var blob = DateBlob()
        var end = input.startIndex
        var cursor = input
        while let char = cursor.first {
            if char.repairedDigit != nil {
                blob.append(char)
                cursor.removeFirst()
                end = cursor.startIndex
            } else if "/-.\\".contains(char) {
                blob.append("/")
                cursor.removeFirst()
                cursor.skipSpaces()
            } else if char.isWhitespace {
                var lookahead = cursor
                lookahead.skipSpaces()
                guard let next = lookahead.first, "/-.\\".contains(next) else { break }
                cursor = lookahead
            } else {
                break
            }
        }
        guard end > input.startIndex else { return nil }
        blob.trimSeparators()
        input = input[end...]
        return blob
    }

    /// Builds a plausible date from three digit strings, month, day and year, turning misread
    /// zeros back where a part is impossible as read.
    private static func date(from parts: [String]) -> ScannedValue<TicketDate>? {
        guard parts.count == 3, (1...2).contains(parts[0].count), (1...2).contains(parts[1].count),
            parts[2].count == 2 || parts[2].count == 4,
            let month = zeroRepaired(parts[0], within: 1...12),
            let day = zeroRepaired(parts[1], within: 1...31),
            let year = zeroRepaired(parts[2], within: parts[2].count == 2 ? 0...99 : 2000...2099),
            day.isRepaired || year.isRepaired || !StrayMark.mayPrecede(parts[0], within: 1...12),
            let date = TicketDate(year: year.value < 100 ? 2000 + year.value : year.value, month: month.value, day: day.value)
        else { return nil }
        return ScannedValue(value: date, isRepaired: month.isRepaired || day.isRepaired || year.isRepaired)
    }

    /// The number `digits` spell when it lies in `range`; otherwise the only number in
    /// `range` that turning some of its dotted zeros back gives; nil when there is none or
    /// more than one.
    private static func zeroRepaired(_ digits: String, within range: ClosedRange<Int>) -> ScannedValue<Int>? {
        if let value = Int(digits), range.contains(value) { return ScannedValue(value: value, isRepaired: false) }
        let repairs = DottedZeros.repairs(of: digits, within: range)
        guard repairs.count == 1, let value = repairs.keys.first else { return nil }
        return ScannedValue(value: value, isRepaired: true)
    }
}
