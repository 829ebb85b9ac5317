/// Levenshtein distances for fuzzy matching of labels, banners and lot names.
enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions from `a` to `b`.
    static func between(_ a: some StringProtocol, _ b: some StringProtocol) -> Int {
        let target = Array(b)
        var row = Array(0...target.count)
        for (i, char) in a.enumerated() {
            var previousDiagonal = row[0]
            row[0] = i + 1
            for j in target.indices {
                let substitution = previousDiagonal + (char == target[j] ? 0 : 1)
                previousDiagonal = row[j + 1]
                row[j + 1] = min(substitution, row[j] + 1, row[j + 1] + 1)
            }
        }
        return row[target.count]
    }

    /// The smallest distance between `pattern` and any substring of `text` (Sellers' algorithm).
    static func bestSubstring(of pattern: some StringProtocol, in text: some StringProtocol) -> Int {
        let pattern = Array(pattern)
        var column = Array(0...pattern.count)
        var best = column[pattern.count]
        for char in text {
            var previousDiagonal = column[0]
            column[0] = 0
            for i in pattern.indices {
                let substitution = previousDiagonal + (pattern[i] == char ? 0 : 1)
                previousDiagonal = column[i + 1]
                column[i + 1] = min(substitution, column[i] + 1, column[i + 1] + 1)
            }
            best = min(best, column[pattern.count])
        }
        return best
    }
}
