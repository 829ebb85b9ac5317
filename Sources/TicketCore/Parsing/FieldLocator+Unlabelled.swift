extension FieldLocator {
    /// The confidence a date or time read without its label needs: the floor of values on a
    /// page without banners (``TicketParser``), since only its shape says which field it is.
    static let minimumConfidenceUnlabelled: Float = 70

    /// The confidence a lot number read without its label needs. One misread digit names
    /// another lot, and with no label to anchor the line nothing else checks it: a `LOT 15`
    /// of `samples/` was read `LOT 16` at 82 on a line whose label was lost.
    static let minimumConfidenceUnlabelledLot: Float = 90

    /// How many words without digits may stand before a value whose label they were: labels
    /// printed white on dark boxes, or worn, read as junk (`Tt Lot 47`, `Tiere Lean Lot 15`).
    static let garbledLabelWordsAtMost = 2

    /// The value of a field `fields` has not read that `line`, a field line of a notice that
    /// starts with no label and is no fine print, holds alone, its label lost: a date (with a
    /// time after it), a time, or a lot number alone (`LOT 47`), the whole of the line but for
    /// at most ``garbledLabelWordsAtMost`` words without digits before it. Empty when it holds
    /// none that can be trusted.
    ///
    /// The field lines are the first ``fieldLinesAtMost`` lines of the header block that show
    /// no banner phrase (the block ends at a decoy such as `Due Date`). A value is taken when
    /// it needed no OCR repair and every word of it has confidence
    /// ``minimumConfidenceUnlabelled`` or more (``minimumConfidenceUnlabelledLot`` for a lot).
    /// A lot's name without its label is taken only when `catalogue` vouches for it
    /// (``LotCatalogue/isVouchedName(_:)``: an active lot's long name word for word,
    /// `PAVILION STRUCTURE`): a banner cut short or a line of the violation reads as
    /// capitalised words too.
    static func unlabelledValue(on line: TextLine, besides fields: TicketFields, catalogue: LotCatalogue?) -> TicketFields {
        var start = line.text[...]
        for _ in 0...garbledLabelWordsAtMost {
            start.read(while: { !$0.isASCIIAlphanumeric })
            for label in FieldLabel.allCases where !fields.isRead(label) {
                if let value = wholeValue(of: label, from: start, on: line, catalogue: catalogue) { return value }
            }
            let word = start.read(while: { !$0.isWhitespace })
            if word.isEmpty || word.contains(where: \.isASCIIDigit) { break }
        }
        return TicketFields()
    }

    /// The value of `label` that the rest of `line` from `start` is, with nothing but marks
    /// after it (a date may have its time after it), read without repair and with
    /// confidence, and for a location a lot number or a name `catalogue` vouches for; nil
    /// otherwise.
    private static func wholeValue(
        of label: FieldLabel,
        from start: Substring,
        on line: TextLine,
        catalogue: LotCatalogue?
    ) -> TicketFields? {
        var rest = start
        guard let value = value(of: label, from: &rest), !value.isRepaired else { return nil }
        var fields = value.value
        if label == .location, fields.location.map({ isLotNumber($0) || catalogue?.isVouchedName($0) == true }) != true { return nil }
        var afterTime = rest
        if label == .date, let time = TimeValueParser.parse(&afterTime), !time.isRepaired {
            fields.time = time.value
            rest = afterTime
        }
        let floor = label == .location ? minimumConfidenceUnlabelledLot : minimumConfidenceUnlabelled
        guard rest.isJunk, line.confidence(of: start.startIndex..<rest.startIndex) >= floor else { return nil }
        return fields
    }

    /// Whether a normalised location is a lot number alone (`LOT 47`).
    private static func isLotNumber(_ location: String) -> Bool {
        let words = location.split(separator: " ")
        return words.count == 2 && words[0] == "LOT"
    }
}
