extension LotCatalogue {
    /// The active lot a notice's location names, or nil when none does with certainty.
    ///
    /// Both sides are normalised (upper case, single spaces, OCR repairs: `L0T 15.`,
    /// `LOT15`, `LOT l5` are `LOT 15`) and compared word by word. An exact match wins;
    /// otherwise a word of six letters or more may differ by one edit (`PAVILON`), if that
    /// leaves exactly one lot; otherwise a long name may be read with its words split or
    /// joined elsewhere (``isResplit(_:_:)``), if that leaves exactly one lot. Words with
    /// digits must be equal: `LOT 16` is never `LOT 15`.
    /// - Parameter location: The location as read from the notice.
    public func lot(forLocation location: String) -> Lot? {
        guard let words = LocationNormaliser.words(of: location[...])?.value else { return nil }
        let candidates = lots.filter(\.isActive).compactMap { lot in
            LocationNormaliser.words(of: lot.noticeText[...]).map { (lot, $0.value) }
        }
        // The rules in order: the first that any lot fits decides, when exactly one does.
        let rules: [([String], [String]) -> Bool] = [(==), Self.isNear, Self.isResplit]
        for rule in rules {
            let fits = candidates.filter { rule(words, $0.1) }
            if !fits.isEmpty { return fits.count == 1 ? fits[0].0 : nil }
        }
        return nil
    }

    /// Whether `read` is `printed`, a lot's name of at least ``minimumVouchedLetters``
    /// letters and no digit, with its words split or joined elsewhere and at most one letter
    /// misread, added or lost: `PAV LION STRUCTURE` and `PAVII ION STRUCTURE` (an `L` read as
    /// `I` and a space) are `PAVILION STRUCTURE`. A lot number is never matched this way.
    private static func isResplit(_ read: [String], _ printed: [String]) -> Bool {
        let (readLetters, printedLetters) = (read.joined(), printed.joined())
        guard !(readLetters + printedLetters).contains(where: \.isASCIIDigit),
            printedLetters.count >= minimumVouchedLetters
        else { return false }
        return EditDistance.between(readLetters, printedLetters) <= 1
    }

    private static func isNear(_ read: [String], _ printed: [String]) -> Bool {
        read.count == printed.count
            && zip(read, printed).allSatisfy { word, expected in
                if word == expected { return true }
                let hasDigits = (word + expected).contains(where: \.isASCIIDigit)
                return !hasDigits && min(word.count, expected.count) >= 6
                    && EditDistance.between(word, expected) <= 1
            }
    }
}

extension Lot {
    /// The lot's notice text as a response gives a location: upper case, OCR repairs made,
    /// single spaces (`LOT 15`); nil when it holds no readable location.
    var printedLocation: String? {
        LocationNormaliser.canonical(noticeText[...])?.value
    }
}
