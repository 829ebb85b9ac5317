/// Cursor-style reading helpers for the hand-written parsers.
extension Substring {
    /// Removes and returns the longest prefix whose characters satisfy `predicate`.
    @discardableResult
    mutating func read(while predicate: (Character) -> Bool) -> Substring {
        let end = firstIndex { !predicate($0) } ?? endIndex
        defer { self = self[end...] }
        return self[..<end]
    }

    /// Removes leading spaces and tabs.
    mutating func skipSpaces() {
        read(while: \.isWhitespace)
    }

    /// The text without the leading and trailing characters that satisfy `predicate`.
    func trimming(while predicate: (Character) -> Bool) -> Substring {
        let start = firstIndex { !predicate($0) } ?? endIndex
        let end = lastIndex { !predicate($0) }.map(index(after:)) ?? start
        return self[start..<end]
    }

    /// True when the text holds no letter or digit, only spaces and stray marks.
    var isJunk: Bool { !contains { $0.isASCIIAlphanumeric } }
}
