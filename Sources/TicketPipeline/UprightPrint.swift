public import TicketOCR

/// Whether Tesseract read upright print: text turned upside down or on its side reads as
/// junk words of low confidence, while upright print reads as words it is sure of.
///
/// On the corpus, readings of turned text average at most 48 over their words (shadow-095
/// upside down), and upright print that holds no notice 70 to 96 (receipts, bills, flyers,
/// the vehicle section of a slip).
public struct UprightPrint: Sendable {
    /// The fewest words a reading needs for its confidence to tell anything.
    public var minimumWords = 5
    /// The mean word confidence, 0...100, from which on print is upright.
    public var minimumConfidence: Float = 65

    public init() {}

    /// Whether `lines`, a reading of one image, show upright print.
    public func isShown(by lines: [RecognizedLine]) -> Bool {
        let confidences = lines.flatMap(\.wordConfidences)
        guard confidences.count >= minimumWords else { return false }
        return confidences.reduce(0, +) / Float(confidences.count) >= minimumConfidence
    }
}
