/// Thermal printers print zeros with a dot inside, which Tesseract reads as `6`, `8` or `9`
/// (`61/27/2024`, `69:00`). These are the numbers a digit string could have been printed as.
enum DottedZeros {
    /// The digits that a dotted zero is misread as.
    static let suspects: Set<Character> = ["6", "8", "9"]

    /// Every number in `range` that turning some (at least one) of the suspect digits of
    /// `digits` into `0` gives, with the fewest digits turned to reach it; empty when
    /// `digits` has no suspect or more than four.
    static func repairs(of digits: String, within range: ClosedRange<Int>) -> [Int: Int] {
        let characters = Array(digits)
        let positions = characters.indices.filter { suspects.contains(characters[$0]) }
        guard !positions.isEmpty, positions.count <= 4 else { return [:] }
        var found: [Int: Int] = [:]
        for mask in 1..<(1 << positions.count) {
            var repaired = characters
            for (bit, index) in positions.enumerated() where mask & (1 << bit) != 0 { repaired[index] = "0" }
            guard let value = Int(String(repaired)), range.contains(value) else { continue }
            found[value] = min(found[value] ?? .max, mask.nonzeroBitCount)
        }
        return found
    }
}
