/// Levenshtein distances for fuzzy matching of labels, banners and lot names.
///
/// Text of ASCII characters (what OCR lines and the normalised lines of the parser mostly
/// are) is compared byte by byte, which gives the same distances as comparing characters
/// (each is one byte, `\r\n` aside) without Swift's grapheme-cluster comparisons: the notice
/// anchors are looked for in every line of every reading.
enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions from `a` to `b`.
    static func between(_ a: some StringProtocol, _ b: some StringProtocol) -> Int {
        if isBytewise(a), isBytewise(b) { return between(Array(a.utf8), Array(b.utf8)) }
        return between(Array(a), Array(b))
    }

    /// The smallest distance between `pattern` and any substring of `text` (Sellers' algorithm).
    static func bestSubstring(of pattern: some StringProtocol, in text: some StringProtocol) -> Int {
        if isBytewise(pattern), isBytewise(text) { return bestSubstring(of: Array(pattern.utf8), in: Array(text.utf8)) }
        return bestSubstring(of: Array(pattern), in: Array(text))
    }

    /// True when every character of `text` is one byte: ASCII without a carriage return (which
    /// with a line feed makes one character of two bytes).
    private static func isBytewise(_ text: some StringProtocol) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    }

    private static func between<Element: Equatable>(_ a: [Element], _ target: [Element]) -> Int {
        var row = Array(0...target.count)
        for (i, element) in a.enumerated() {
            var previousDiagonal = row[0]
            row[0] = i + 1
            for j in target.indices {
                let substitution = previousDiagonal + (element == target[j] ? 0 : 1)
                previousDiagonal = row[j + 1]
                row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
            }
        }
        return row[target.count]
    }

    private static func bestSubstring<Element: Equatable>(of pattern: [Element], in text: [Element]) -> Int {
        var column = Array(0...pattern.count)
        var best = column[pattern.count]
        for element in text {
            var previousDiagonal = column[0]
            column[0] = 0
            for i in pattern.indices {
                let substitution = previousDiagonal + (pattern[i] == element ? 0 : 1)
                previousDiagonal = column[i + 1]
                column[i + 1] = min(substitution, column[i] + 1, column[i + 1] + 1)
            }
            best = min(best, column[pattern.count])
        }
        return best
    }
}
