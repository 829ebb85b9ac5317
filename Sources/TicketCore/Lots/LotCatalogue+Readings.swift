extension LotCatalogue {
    /// The location that differing readings of one notice give once OCR noise is allowed
    /// for: the one reading that is exactly the notice text of an active lot, when every
    /// other reading is a misreading of it. Nil when no reading or more than one is a notice
    /// text, or when any other reading could name another place.
    ///
    /// A misreading has the same digits, in the same order, and its letters, spaces aside,
    /// differ by at most one edit per six letters of the notice text, as in
    /// ``lot(forLocation:)``: `PAVILION STRUCTUR` and `PAYI LION STRUCTURE` are misreadings
    /// of `PAVILION STRUCTURE`, but `LOT 55` is not one of `LOT 25`, and nothing is one of
    /// `LOT 15` but `LOT 15` itself.
    ///
    /// ```swift
    /// LotCatalogue.default.printedLocation(among: ["PAVILION STRUCTURE", "PAVILION STRUCTUR"])
    /// // "PAVILION STRUCTURE"
    /// LotCatalogue.default.printedLocation(among: ["LOT 25", "LOT 55"])   // nil
    /// ```
    /// - Parameter readings: The normalised locations the readings gave.
    public func printedLocation(among readings: Set<String>) -> String? {
        let printed = lots.filter(\.isActive).compactMap { LocationNormaliser.words(of: $0.noticeText[...])?.value }
        let exact = readings.filter { reading in
            LocationNormaliser.words(of: reading[...]).map { words in printed.contains(words.value) } ?? false
        }
        guard exact.count == 1, let text = exact.first else { return nil }
        return readings.allSatisfy { Self.isMisreading($0, of: text) } ? text : nil
    }

    /// The fewest letters a lot's notice text needs for ``isVouchedName(_:)``.
    static let minimumVouchedLetters = 10

    /// Whether a location the recogniser was unsure of may be trusted all the same: it is
    /// exactly the notice text of an active lot, a name of at least ``minimumVouchedLetters``
    /// letters and no digit (`PAVILION STRUCTURE`). OCR does not make such a name out of
    /// other print, however low its confidence in the words (blur and curl give 0 to a
    /// `STRUCTURE` read right), while a lot number is one misread digit from another lot's.
    ///
    /// - Parameter location: A normalised location, as the parser gives it.
    public func isVouchedName(_ location: String) -> Bool {
        guard !location.contains(where: \.isASCIIDigit),
            location.filter(\.isASCIILetter).count >= Self.minimumVouchedLetters,
            let words = LocationNormaliser.words(of: location[...])?.value
        else { return false }
        return lots.contains { lot in
            lot.isActive && LocationNormaliser.words(of: lot.noticeText[...])?.value == words
        }
    }

    private static func isMisreading(_ reading: String, of text: String) -> Bool {
        func letters(_ value: String) -> String { value.filter { !$0.isASCIIDigit && !$0.isWhitespace } }
        guard reading.filter(\.isASCIIDigit) == text.filter(\.isASCIIDigit) else { return false }
        return EditDistance.between(letters(reading), letters(text)) <= letters(text).count / 6
    }
}
