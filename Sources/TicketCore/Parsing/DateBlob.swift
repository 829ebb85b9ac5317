/// The raw characters of a date as OCR read them, and the ways they can be split into
/// month, day and year.
struct DateBlob {
    /// Digit-like characters as read, with every explicit separator stored as `/`.
    private(set) var characters: [Character] = []

    /// Appends a digit-like character, or `/` for a separator.
    mutating func append(_ char: Character) {
        characters.append(char)
    }

    /// Drops separators before the first and after the last digit-like character.
    mutating func trimSeparators() {
        while characters.first == "/" { characters.removeFirst() }
        while characters.last == "/" { characters.removeLast() }
    }

    /// Every reading with exactly two separators, as three digit strings.
    ///
    /// Explicit separators are always separators. When fewer than two were read, each
    /// one-like character (`1 l I | i !`) may be a lost `/`, and a `/` may be inserted
    /// between two digits. Without any explicit separator there are no readings at all:
    /// such digits are too ambiguous to split.
    func candidates() -> [ScannedValue<[String]>] {
        let explicit = characters.filter { $0 == "/" }.count
        guard (1...2).contains(explicit), characters.count <= 12 else { return [] }
        var results: [ScannedValue<[String]>] = []
        expand(from: 0, into: [], separators: 0, repaired: false, explicit: explicit, results: &results)
        return results
    }

    private func expand(
        from index: Int,
        into current: [Character],
        separators: Int,
        repaired: Bool,
        explicit: Int,
        results: inout [ScannedValue<[String]>]
    ) {
        let explicitLeft = characters[index...].filter { $0 == "/" }.count
        guard separators + explicitLeft <= 2 else { return }
        guard index < characters.count else {
            let parts = String(current).split(separator: "/", omittingEmptySubsequences: false)
            if separators == 2, parts.allSatisfy({ !$0.isEmpty }) {
                results.append(ScannedValue(value: parts.map(String.init), isRepaired: repaired))
            }
            return
        }
        let char = characters[index]
        if char == "/" {
            expand(
                from: index + 1,
                into: current + ["/"],
                separators: separators + 1,
                repaired: repaired,
                explicit: explicit,
                results: &results
            )
            return
        }
        if separators < 2, let last = current.last, last != "/" {
            expand(
                from: index,
                into: current + ["/"],
                separators: separators + 1,
                repaired: true,
                explicit: explicit,
                results: &results
            )
        }
        if explicit < 2, separators < 2, char.isOneLike, current.last.map({ $0 != "/" }) == true {
            expand(
                from: index + 1,
                into: current + ["/"],
                separators: separators + 1,
                repaired: true,
                explicit: explicit,
                results: &results
            )
        }
        guard let digit = char.repairedDigit else { return }
        expand(
            from: index + 1,
            into: current + [digit],
            separators: separators,
            repaired: repaired || digit != char,
            explicit: explicit,
            results: &results
        )
    }
}
