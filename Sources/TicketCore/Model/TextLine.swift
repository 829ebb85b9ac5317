/// One line of recognised text, as the OCR engine reports it.
///
/// ```swift
/// let line = TextLine("Date: 3/7/2025", confidence: 87, wordConfidences: [91, 83])
/// ```
public struct TextLine: Sendable, Equatable {
    /// The recognised characters of the line, unmodified.
    public var text: String
    /// The recogniser's mean word confidence for the line, from 0 to 100.
    public var confidence: Float
    /// The recogniser's confidence for each run of non-space characters of `text`, in
    /// order, from 0 to 100; empty when unknown.
    public var wordConfidences: [Float]
    /// The indexes of the words that start a column of their own, in order: a gap wider than
    /// ``minimumColumnGap`` lies before them (`Location: LOT 25      1`, where the `1` is the
    /// slip's edge). Empty when unknown.
    public var columnStarts: [Int] = []

    /// The least gap between two words, in the line's median word height, that parts two
    /// columns. A space between words is under one height; the slip's edge or a shadow read
    /// as a word lies farther off. How far a value stands from its label (a tab stop, a value
    /// flush right) does not matter: a value's column starts at its first letter or digit.
    /// Gaps of 2 and 5 heights leave every response of `samples/` the same.
    public static let minimumColumnGap: Float = 3

    /// Creates a line of recognised text.
    /// - Parameters:
    ///   - text: The recognised characters.
    ///   - confidence: The mean word confidence, 0...100; 100 when unknown.
    ///   - wordConfidences: The confidence of each word of `text`; empty when unknown.
    public init(_ text: String, confidence: Float = 100, wordConfidences: [Float] = []) {
        self.text = text
        self.confidence = confidence
        self.wordConfidences = wordConfidences
    }

    /// How sure the recogniser was of the characters in `range` of `text`: the lowest
    /// confidence of the words it touches that hold a letter or a digit, so that junk read
    /// beside a value (`Time: = 22:24`) does not lower it and a doubtful digit does. The
    /// line's confidence when word confidences are unknown or do not match the words.
    func confidence(of range: Range<String.Index>) -> Float {
        guard let words = words(of: range), !words.isEmpty else { return confidence }
        return wordConfidences[words].min() ?? confidence
    }

    /// `part`, a part of ``text``, up to the first word after its first letter or digit that
    /// starts a column (``columnStarts``): `LOT 25` of `LOT 25      1`. All of `part` when no
    /// such word lies in it.
    func column(startingIn part: Substring) -> Substring {
        guard let words = scoredWords, let first = part.firstIndex(where: { $0.isLetter || $0.isNumber }),
            let end = columnStarts.lazy.map({ words[$0].startIndex }).first(where: { $0 > first && $0 < part.endIndex })
        else { return part }
        return part[..<end]
    }

    /// The indexes of the words of `text` that `range` touches with a letter or a digit;
    /// nil when word confidences are unknown or do not match the words.
    func words(of range: Range<String.Index>) -> Range<Int>? {
        guard let words = scoredWords else { return nil }
        let touched = words.indices.filter { index in
            let word = words[index]
            return word.startIndex < range.upperBound && range.lowerBound < word.endIndex
                && word[max(word.startIndex, range.lowerBound)..<min(word.endIndex, range.upperBound)]
                    .contains { $0.isLetter || $0.isNumber }
        }
        guard let first = touched.first, let last = touched.last else { return 0..<0 }
        return first..<(last + 1)
    }

    /// The words of `text`, the runs of non-space characters that ``wordConfidences`` and
    /// ``columnStarts`` count; nil when confidences are unknown or do not match them.
    private var scoredWords: [Substring]? {
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        return words.count == wordConfidences.count ? words : nil
    }
}
