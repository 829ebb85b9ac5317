public import TicketCore
public import TicketOCR

extension TextLine {
    /// What the parser needs of a line Tesseract recognised: its text and confidences.
    public init(_ recognized: RecognizedLine) {
        self.init(recognized.text, confidence: recognized.confidence, wordConfidences: recognized.wordConfidences)
    }
}
