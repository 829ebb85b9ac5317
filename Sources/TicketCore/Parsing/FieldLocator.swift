/// Finds the labelled date, time and location of a notice's header block.
///
/// The block starts at the first header line (`PARKING NOTICE`, `UNIVERSITY OF CALIFORNIA`,
/// `TRANSPORTATION SVCS`, `PARKING INVOICE`), or at the top when none was read, and ends
/// before the first `INVOICE`/`PAYMENT`/`VEHICLE INFORMATION` banner or line that starts
/// with a decoy word (`Due`, `Permit`, `Exp…`, or `Issue` once a date label was read). Within
/// it, each field takes the first labelled value that reads; a time printed right after a
/// date (`Date: 3/7/2025 10:42`, `Date/Time: 3/7/25 10:42 AM`) is the time. A label alone on its line (`Date:` then `3/7/2025`,
/// or all labels above all values) is answered by a matching value on one of the next
/// five lines, unless a line of prose comes first: the value of a `Location` label whose
/// value was smudged away is not the end of the violation text below it (`IT DISPLAYED.`).
///
/// Confidence rule: a value is dropped when the recogniser's confidence in the words it was
/// read from (``TextLine/confidence(of:)``) is below `minimumConfidence`, or below
/// `minimumConfidenceForRepairs` when it needed an OCR repair: a wrong value is worse than
/// none. Junk dropped after a lot number that cannot be a digit OCR lost is not among a lot's
/// words (``LocationNormaliser/vouchingEnd(of:)``).
struct FieldLocator {
    /// The confidence below which repaired values are not trusted.
    static let minimumConfidenceForRepairs: Float = 50
    /// The confidence below which no value is trusted.
    static let minimumConfidence: Float = 40

    /// The confidence a value read after a leader (``skipLeaderReadAsJunk(before:in:on:)``)
    /// needs: what a reread's value needs. The leader's last dot may merge into the value's
    /// first digit: rendered notices with dot leaders read `3/7/2025` as `9/7/2025` at 77,
    /// where their values read cleanly at 92 to 97. A value below it is not read again as a
    /// doubt either: a close-up of its words holds the dot too.
    static let minimumConfidenceAfterLeader = TicketParser.minimumConfidenceForRereads

    /// How many words after a label are read again when they do not read as a date or time.
    static let wordsOfUnreadValue = 3

    /// How many lines after a label alone on its line may hold its value.
    static let linesToAnswer = 5

    /// The confidence below which no value is trusted in this search: ``minimumConfidence``
    /// unless the caller asks for more.
    private let floor: Float
    /// Whether a leader read as junk words is skipped (``skipLeaderReadAsJunk(before:in:on:)``).
    private let skipsLeadersReadAsJunk: Bool
    /// The catalogue whose lots' names may stand without their label
    /// (``unlabelledValue(on:besides:catalogue:)``); nil when none may.
    private let catalogue: LotCatalogue?
    private var fields = TicketFields()
    private var doubts: [DoubtfulValue] = []
    /// The values that stood alone on field lines, their labels lost (``unlabelledValue(on:besides:catalogue:)``).
    private var unlabelled = TicketFields()
    private var pending: [(label: FieldLabel, linesLeft: Int)] = []

    /// The fields of the header block of `lines`, each read from words of confidence
    /// `minimumConfidence` or more, skipping leaders read as junk when `skippingLeaders`.
    static func fields(in lines: [TextLine], minimumConfidence: Float, skippingLeaders: Bool) -> TicketFields {
        locate(in: lines, floor: minimumConfidence, skippingLeaders: skippingLeaders, catalogue: nil).fields
    }

    /// The fields of the header block of `lines`; the labelled values that were read but
    /// not trusted, or that did not read as a date or time at all, for fields that no trusted
    /// value filled; and the values that stood alone on its field lines, their labels lost
    /// (``unlabelledValue(on:besides:catalogue:)``, a lot's name of `catalogue` among them), for
    /// a page that shows a notice to fill its unread fields from.
    static func fieldsAndDoubts(
        in lines: [TextLine],
        minimumConfidence: Float,
        skippingLeaders: Bool,
        catalogue: LotCatalogue?
    ) -> (fields: TicketFields, doubts: [DoubtfulValue], unlabelled: TicketFields) {
        let locator = locate(in: lines, floor: minimumConfidence, skippingLeaders: skippingLeaders, catalogue: catalogue)
        return (locator.fields, locator.doubts.filter { !locator.fields.isRead($0.label) }, locator.unlabelled)
    }

    private init(floor: Float, skippingLeaders: Bool, catalogue: LotCatalogue?) {
        self.floor = floor
        skipsLeadersReadAsJunk = skippingLeaders
        self.catalogue = catalogue
    }

    /// Reads the header block of `lines` line by line; its first ``fieldLinesAtMost`` lines
    /// without a banner phrase are the field lines, on which a value may stand unlabelled.
    private static func locate(in lines: [TextLine], floor: Float, skippingLeaders: Bool, catalogue: LotCatalogue?) -> FieldLocator {
        var locator = FieldLocator(floor: floor, skippingLeaders: skippingLeaders, catalogue: catalogue)
        let (block, anchors) = fieldBlock(of: lines, endingAtDecoys: true)
        let fieldLines = Set(block.filter { anchors[$0].isEmpty }.prefix(fieldLinesAtMost))
        for index in block { locator.read(lines[index], isFieldLine: fieldLines.contains(index)) }
        return locator
    }

    /// The field labels that start a line of `lines`, with or without a value.
    static func labels(in lines: [TextLine]) -> Set<FieldLabel> {
        Set(
            lines.compactMap { line in
                var text = line.text[...]
                return LabelMatcher.match(&text)
            }
        )
    }

    /// How many lines of a notice's header block may hold a field: the notice number and
    /// the three fields, and two lines of marks or split print.
    static let fieldLinesAtMost = 6

    /// The first ``fieldLinesAtMost`` lines that show no banner phrase, from the first header
    /// line (or the top) to the first `INVOICE`/`PAYMENT`/`VEHICLE INFORMATION` banner (or the
    /// end): those that can hold a field's label and value. Unlike the header block, a line
    /// that starts with a decoy word does not end them: a label misread as `Die` looks like
    /// `Due` and is a date line all the same.
    static func fieldLines(in lines: [TextLine]) -> [TextLine] {
        let (block, anchors) = fieldBlock(of: lines, endingAtDecoys: false)
        return Array(block.filter { anchors[$0].isEmpty }.map { lines[$0] }.prefix(fieldLinesAtMost))
    }

    /// The index of the `INVOICE`/`PAYMENT`/`VEHICLE INFORMATION` banner that ends the field
    /// lines; nil when no such banner was read.
    static func fieldBlockEnd(in lines: [TextLine]) -> Int? {
        let (block, _) = fieldBlock(of: lines, endingAtDecoys: false)
        return block.upperBound < lines.endIndex ? block.upperBound : nil
    }

    /// The indexes of the lines from the first header line (or the top) to the first
    /// `INVOICE`/`PAYMENT`/`VEHICLE INFORMATION` banner, or with `endingAtDecoys` the first line
    /// that starts with a decoy word, whichever comes first (or the end); and the banner phrases
    /// of every line.
    private static func fieldBlock(
        of lines: [TextLine],
        endingAtDecoys: Bool
    )
        -> (indexes: Range<Int>, anchors: [Set<NoticeAnchor>])
    {
        let anchors = lines.map { NoticeAnchors.anchors(in: $0.text) }
        let start = anchors.firstIndex { $0.contains(where: \.opensFieldBlock) } ?? 0
        var afterDateLabel = false
        let end = lines.indices[start...].first { index in
            let text = lines[index].text[...]
            if anchors[index].contains(where: \.closesFieldBlock)
                || (endingAtDecoys && LabelMatcher.startsWithDecoy(text, afterDateLabel: afterDateLabel))
            {
                return true
            }
            var label = text
            afterDateLabel = afterDateLabel || LabelMatcher.match(&label) == .date
            return false
        }
        return (start..<(end ?? lines.endIndex), anchors)
    }

    private mutating func read(_ line: TextLine, isFieldLine: Bool) {
        pending = pending.map { ($0.label, $0.linesLeft - 1) }.filter { $0.linesLeft >= 0 }
        var rest = line.text[...]
        var labelled = false
        while !rest.isJunk {
            if let label = LabelMatcher.match(&rest) {
                labelled = true
                if rest.isJunk {
                    if !pending.contains(where: { $0.label == label }) { pending.append((label, Self.linesToAnswer)) }
                } else if !take(label, from: &rest, in: line) {
                    return
                }
            } else if !labelled, let index = pendingIndex(answeredBy: &rest, in: line) {
                pending.remove(at: index)
            } else {
                if !labelled, Self.isProse(line.text) {
                    pending.removeAll()
                } else if !labelled, isFieldLine {
                    unlabelled.fill(from: Self.unlabelledValue(on: line, besides: unlabelled, catalogue: catalogue))
                }
                return
            }
        }
    }

    /// The first pending label whose value `input` starts with, after taking that value.
    private mutating func pendingIndex(answeredBy input: inout Substring, in line: TextLine) -> Int? {
        for index in pending.indices {
            let label = pending[index].label
            if label == .location, !Self.looksLikeLocation(line.column(startingIn: input)) { continue }
            if take(label, from: &input, in: line) { return index }
        }
        return nil
    }

    /// Whether a line reads as a sentence of fine print: at least three words with lower-case
    /// letters (`**Notice** See the reverse side for important`), which no field value has.
    private static func isProse(_ text: String) -> Bool {
        text.split(separator: " ").filter { word in word.contains { $0.isLowercase } }.count >= 3
    }

    /// Whether an unlabelled line can be a location: a lot, or a few capitalised words
    /// without digits (so neither fine print nor a notice number) that are not the start of
    /// a banner cut short (`PARKING INVOI`).
    private static func looksLikeLocation(_ text: Substring) -> Bool {
        guard let words = LocationNormaliser.words(of: text)?.value else { return false }
        if words.first == "LOT" { return true }
        let phrase = words.joined(separator: " ")
        let isBanner = NoticeAnchor.allCases.contains { $0.phrases.contains { $0.hasPrefix(phrase) } }
        return !isBanner && words.count <= 4 && !text.contains { $0.isASCIIDigit || ($0.isLowercase && $0 != "l") }
    }

    /// Reads a value for `label` from `input` and keeps it unless the field is already set.
    /// Returns false, leaving `input` unchanged, when no trustworthy value is there.
    private mutating func take(_ label: FieldLabel, from input: inout Substring, in line: TextLine) -> Bool {
        let afterLeader = skipsLeadersReadAsJunk && Self.skipLeaderReadAsJunk(before: label, in: &input, on: line)
        let floor = afterLeader ? max(floor, Self.minimumConfidenceAfterLeader) : floor
        // A location runs to the end of its line, so it ends where its column does.
        var rest = label == .location ? line.column(startingIn: input) : input
        let start = input.startIndex
        func isTrusted(_ isRepaired: Bool) -> Bool {
            let end = label == .location ? LocationNormaliser.vouchingEnd(of: input[..<rest.startIndex]) : rest.startIndex
            return line.confidence(of: start..<end)
                >= (isRepaired ? max(floor, Self.minimumConfidenceForRepairs) : floor)
        }
        guard let value = Self.value(of: label, from: &rest) else {
            // A date or time has a shape to check a second reading against; a location has not.
            if label != .location, let words = line.words(of: start..<input.endIndex), !words.isEmpty {
                let value = words.lowerBound..<min(words.upperBound, words.lowerBound + Self.wordsOfUnreadValue)
                doubts.append(DoubtfulValue(fields: TicketFields(), line: line, words: value, label: label))
            }
            return false
        }
        guard isTrusted(value.isRepaired) else {
            if !afterLeader, let words = line.words(of: start..<rest.startIndex), !words.isEmpty {
                doubts.append(DoubtfulValue(fields: value.value, line: line, words: words, label: label))
            }
            return false
        }
        fields.fill(from: value.value)
        input = input[rest.startIndex...]
        var time = rest
        if label == .date, TimeValueParser.parse(&time) != nil { _ = take(.time, from: &input, in: line) }
        return true
    }

    /// Skips a leader between a label and its value that Tesseract read as words of junk, each
    /// below ``minimumConfidence`` (`Date Wanweeeeseseneeee 3/7/2025`, `Time Vie eeeee een ee
    /// nen 11:06 AM`, each junk word at 0 to 4), when no value for `label` starts `input` and
    /// one follows the junk. Only after a label read at ``minimumConfidenceAfterLeader`` or
    /// more, or spelled out letter for letter at ``minimumConfidence`` or more: a garbled label
    /// before junk may be another one's (`Dat lnm 8/1/2025`, at 38, was a due date), while a
    /// label word that took the leader's first dot (`Date. wwe 3/7/2025`, at 63: spaced dots
    /// read as `wwe`) is as sure as its letters. A leader read as dots is skipped with the
    /// label (``LabelMatcher``); this one needs the words' confidences. Returns whether it
    /// skipped.
    ///
    /// A location is read from any words, junk too, so its leader is skipped whatever reads at
    /// the start, and only before a lot number (`Location. «ww LOT 15`, each junk word below
    /// ``minimumConfidence``): a lot's name whose first word read below 40 (`PAV1LION
    /// STRUCTURE`) must not lose it.
    private static func skipLeaderReadAsJunk(before label: FieldLabel, in input: inout Substring, on line: TextLine) -> Bool {
        var atStart = input
        let labelConfidence = line.confidence(of: line.text.startIndex..<input.startIndex)
        let spelledOut = line.text[..<input.startIndex].split(whereSeparator: { !$0.isLetter })
            .contains { $0.uppercased() == label.word }
        guard labelConfidence >= minimumConfidenceAfterLeader || (spelledOut && labelConfidence >= minimumConfidence),
            label == .location || value(of: label, from: &atStart) == nil
        else { return false }
        var rest = input
        while true {
            var next = rest
            next.skipSpaces()
            let word = next.read(while: { !$0.isWhitespace })
            guard !word.isEmpty, line.confidence(of: word.startIndex..<word.endIndex) < minimumConfidence else { break }
            rest = next
        }
        rest.skipSpaces()
        var afterLeader = rest
        guard rest.startIndex > input.startIndex, let found = value(of: label, from: &afterLeader),
            label != .location || found.value.location?.hasPrefix("LOT ") == true
        else { return false }
        input = rest
        return true
    }

    /// Reads a value for `label` from the start of `input`, alone in otherwise unread
    /// fields.
    static func value(of label: FieldLabel, from input: inout Substring) -> ScannedValue<TicketFields>? {
        switch label {
        case .date:
            DateValueParser.parse(&input).map { ScannedValue(value: TicketFields(date: $0.value), isRepaired: $0.isRepaired) }
        case .time:
            TimeValueParser.parse(&input).map { ScannedValue(value: TicketFields(time: $0.value), isRepaired: $0.isRepaired) }
        case .location:
            LocationNormaliser.parse(&input).map {
                ScannedValue(value: TicketFields(location: $0.value), isRepaired: $0.isRepaired)
            }
        }
    }
}
