/// A mark in front of a value that OCR reads as `1`: a table's rule or a box's edge before a
/// one-digit month or hour (`|6/7/2024` read as `16/7/2024`, `|9:41 PM` as `19:41 PM`). The two
/// digits are impossible as read, and turning the second back into a dotted zero
/// (``DottedZeros``) would give a wrong value (October, 22:41); the first dropped gives another.
/// Such a value is ambiguous, and left unread, unless another part of it shows a dotted zero
/// misread: then the print has them, and the repair stands.
enum StrayMark {
    /// Whether `digits` is impossible in `range` as read and may be a stray mark read as `1` in
    /// front of a one-digit value in `range`.
    static func mayPrecede(_ digits: String, within range: ClosedRange<Int>) -> Bool {
        let number = { (text: String) in Int(text).map(range.contains) }
        return digits.count == 2 && digits.first == "1" && number(digits) == false && number(String(digits.dropFirst())) == true
    }
}
