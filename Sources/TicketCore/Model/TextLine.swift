/// One line of recognised text, as the OCR engine reports it.
///
/// ```swift
/// let line = TextLine("Date: 3/7/2025", confidence: 87)
/// ```
public struct TextLine: Sendable, Equatable {
    /// The recognised characters of the line, unmodified.
    public var text: String
    /// The recogniser's mean word confidence for the line, from 0 to 100.
    public var confidence: Float

    /// Creates a line of recognised text.
    /// - Parameters:
    ///   - text: The recognised characters.
    ///   - confidence: The mean word confidence, 0...100; 100 when unknown.
    public init(_ text: String, confidence: Float = 100) {
        self.text = text
        self.confidence = confidence
    }
}
