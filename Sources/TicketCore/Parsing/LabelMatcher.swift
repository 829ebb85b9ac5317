/// Recognises field labels at the start of an OCR line, fuzzily.
///
/// ```swift
/// var input: Substring = "| Dale; 3/7/2025"
/// LabelMatcher.match(&input)   // .date; input is now "3/7/2025"
/// ```
///
/// A label is the first word of the line, after stray marks and at most two junk tokens of
/// one or two characters (`i Date:`, `fy Date Issued:`, `i) Time`), unless such a token
/// could be a damaged `Due` (`Ue Date:`). Its letters are compared upper case, with OCR
/// digits read as letters (`L0cation`), `RN` read as `M` (`Tirne`), within one edit for
/// `DATE`/`TIME` and two for `LOCATION`. The label may be worded otherwise:
/// - an `Issue` word may come first (`Issue Date:`, `ISSUE TIME`), within one edit;
/// - an `Issued` word may follow, within two edits (`Date Issued:`, `Time lSsueg-`,
///   `I$sued`) or as its end before a colon (`Time ed:`);
/// - `Issued` alone, and `Date/Time` (`Date & Time`, `Date and Time`), label the date, and
///   the time printed after it on the line (see ``FieldLocator``);
/// - a `Violation` word may come first (`Violation Date:`), within two edits, and `of Issue`
///   may follow (`Date of Issue:`);
/// - `Lot:` labels the location, but only with its colon: `LOT 15` is a location, not a label.
///
/// Any separator may follow (`:`, `;`, `.`, dot leaders, none), and the rest of a dot leader
/// that OCR read as a word of its own (``skipDotLeaderRead(_:after:)``). A label later in a
/// line does not count, so `Due Date:` and `Permit Exp:` are never labels.
enum LabelMatcher {
    /// Reads a field label at the start of `input`.
    /// - Parameter input: A line or the rest of one; on success it is advanced to the value,
    ///   on failure it is left unchanged.
    /// - Returns: The label, or nil when the line does not start with one.
    static func match(_ input: inout Substring) -> FieldLabel? {
        var rest = input
        skipStrayMarks(&rest)
        guard let word = readWord(&rest), let label = label(startingWith: word, before: &rest) else { return nil }
        if label == .date { skipTimeOfDateAndTime(&rest) }
        var afterIssued = rest
        afterIssued.skipSpaces()
        if let next = readWord(&afterIssued), isIssued(next, before: afterIssued) || isOfIssue(next, before: &afterIssued) {
            rest = afterIssued
        }
        let separator = rest.read(while: { $0.isWhitespace || ":;.,=~'\"`_-".contains($0) })
        skipDotLeaderRead(&rest, after: separator)
        skipTableRule(&rest)
        input = rest
        return label
    }

    /// The marks a table's vertical rule between a label's cell and its value's reads as, alone
    /// between spaces (`Violation Time: j 11:06 AM`, `Date: | 3/7/2025`). `l`, `I`, `i` and
    /// `!` are left: alone before a value they may be its first digit (`I 1:06` is `11:06`).
    private static let tableRuleMarks: Set<Character> = ["|", "j", "J", "[", "]"]

    /// Skips a table's vertical rule read as a mark of its own before the value
    /// (``tableRuleMarks``).
    private static func skipTableRule(_ rest: inout Substring) {
        guard let mark = rest.first, tableRuleMarks.contains(mark), rest.dropFirst().first?.isWhitespace != false else { return }
        rest.removeFirst()
        rest.skipSpaces()
    }

    /// Skips the rest of a dot leader that OCR read as a word of its own before the value
    /// (`........e.eeeeee 11/26/2026`, `.....eeeeeeeeeee 14:05`, `wu... LOT 15`,
    /// `.......4..644-2 3/7/2025`): a word that holds two dots in a row, which no date, time or
    /// location does, or, after a separator of three dots or more, a word without digits that
    /// holds a dot or is one letter three times or more. `LOT` after a leader stays, and so
    /// does a date written with dots (`11.26.2026`).
    private static func skipDotLeaderRead(_ rest: inout Substring, after separator: Substring) {
        var probe = rest
        let word = probe.read(while: { !$0.isWhitespace })
        let leaderLike = word.contains(".") || (word.count >= 3 && Set(word).count == 1)
        let afterLeader = separator.count(where: { $0 == "." }) >= 3 && leaderLike
        guard word.contains("..") || (afterLeader && !word.contains(where: \.isASCIIDigit)) else { return }
        probe.skipSpaces()
        rest = probe
    }

    /// True when a line starts with a word that introduces a decoy date: `Due` (also as
    /// `pue`, `vue`, `Ue`), `Permit` or `Exp…`; and, once the notice's date label has been
    /// read (`afterDateLabel`), an `Issue` or `Issued` date label, which then dates something
    /// else (a permit).
    static func startsWithDecoy(_ line: Substring, afterDateLabel: Bool) -> Bool {
        var rest = line
        skipStrayMarks(&rest)
        guard let word = readWord(&rest) else { return false }
        var label = line
        return isDamagedDue(word) || word.hasPrefix("EXP") || matches(word, "PERMIT", within: 1)
            || (afterDateLabel && isIssue(word) && match(&label) == .date)
    }

    /// The label that `word`, read at the start of a line, begins; `rest` is advanced past a
    /// field word that follows an `Issue` word.
    private static func label(startingWith word: String, before rest: inout Substring) -> FieldLabel? {
        if let label = fieldLabel(word) { return label }
        if word == "LOT", rest.drop(while: { $0 == " " }).first.map({ ":;".contains($0) }) == true { return .location }
        if matches(word, "VIOLATION", within: 2) {
            var afterViolation = rest
            afterViolation.skipSpaces()
            guard let next = readWord(&afterViolation), let label = fieldLabel(next) else { return nil }
            rest = afterViolation
            return label
        }
        guard isIssue(word) else { return nil }
        var afterIssue = rest
        afterIssue.skipSpaces()
        if let next = readWord(&afterIssue), let label = fieldLabel(next) {
            rest = afterIssue
            return label
        }
        return .date
    }

    /// The field whose label word `word` is, within the label's tolerance.
    private static func fieldLabel(_ word: String) -> FieldLabel? {
        FieldLabel.allCases.first { matches(word, $0.word, within: $0.tolerance) }
    }

    /// True for `ISSUE` or `ISSUED`, within one edit.
    private static func isIssue(_ word: String) -> Bool {
        matches(word, "ISSUE", within: 1) || matches(word, "ISSUED", within: 1)
    }

    /// Skips the `/Time` of a `Date/Time` label (`Date / Time`, `Date & Time`, `Date and
    /// Time`); leaves `rest` unchanged when no time word follows.
    private static func skipTimeOfDateAndTime(_ rest: inout Substring) {
        var probe = rest
        probe.skipSpaces()
        if probe.first.map({ "/|\\&+".contains($0) }) == true {
            probe.removeFirst()
        } else if readWord(&probe) != "AND" {
            return
        }
        probe.skipSpaces()
        guard let word = readWord(&probe), matches(word, FieldLabel.time.word, within: FieldLabel.time.tolerance) else {
            return
        }
        rest = probe
    }

    /// Skips stray marks and up to two junk tokens of one or two characters; a token that
    /// could be a damaged `Due` is never junk.
    private static func skipStrayMarks(_ input: inout Substring) {
        input.read(while: { !$0.isASCIIAlphanumeric })
        for _ in 0..<2 {
            var probe = input
            let token = probe.read(while: { !$0.isWhitespace })
            guard token.count <= 2, probe.first?.isWhitespace == true,
                !isDamagedDue(String(token.compactMap(\.repairedLetter)))
            else { return }
            probe.read(while: { !$0.isASCIIAlphanumeric })
            input = probe
        }
    }

    /// True for an `Issued` word within two edits (`lSsueg`, `I$sued`), or for its end alone
    /// right before a colon, its start lost (`Time ed:`, `Date sued:`).
    private static func isIssued(_ word: String, before rest: Substring) -> Bool {
        matches(word.replacing("L", with: "I"), "ISSUED", within: 2)
            || (word.count >= 2 && "ISSUED".hasSuffix(word) && rest.first == ":")
    }

    /// True for the `OF` of `of Issue` when an `Issue` word follows it in `rest`, which is
    /// then advanced past that word.
    private static func isOfIssue(_ word: String, before rest: inout Substring) -> Bool {
        guard word == "OF" else { return false }
        rest.skipSpaces()
        return readWord(&rest).map(isIssue) ?? false
    }

    /// True for `DUE` and words one OCR edit from it (`PUE`, `VUE`, `UE`).
    private static func isDamagedDue(_ word: String) -> Bool {
        word.count >= 2 && EditDistance.between(word, "DUE") <= 1
    }

    /// Reads a word of letters and letter-like digits, upper case with OCR repairs.
    private static func readWord(_ input: inout Substring) -> String? {
        let raw = input.read(while: { $0.isASCIILetter || "0158|$".contains($0) })
        guard raw.contains(where: \.isASCIILetter) else { return nil }
        return String(raw.map { $0 == "$" ? "S" : $0 }.compactMap(\.repairedLetter))
    }

    private static func matches(_ word: String, _ label: String, within tolerance: Int) -> Bool {
        let mFixed = word.replacing("RN", with: "M")
        return EditDistance.between(word, label) <= tolerance
            || EditDistance.between(mFixed, label) <= tolerance
    }
}
