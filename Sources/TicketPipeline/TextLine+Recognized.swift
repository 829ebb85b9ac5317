public import TicketCore
public import TicketOCR

extension TextLine {
    /// What the parser needs of a line Tesseract recognised: its text, confidences and
    /// columns.
    public init(_ recognized: RecognizedLine) {
        self.init(recognized.text, confidence: recognized.confidence, wordConfidences: recognized.wordConfidences)
        columnStarts = Self.columnStarts(of: recognized.wordBoxes)
    }

    /// The indexes of the words whose boxes lie more than ``TextLine/minimumColumnGap`` times
    /// the words' median height to the right of the word before.
    static func columnStarts(of boxes: [RecognizedLine.Box]) -> [Int] {
        guard boxes.count >= 2 else { return [] }
        let heights = boxes.map(\.height).sorted()
        let gap = TextLine.minimumColumnGap * Float(heights[heights.count / 2])
        return boxes.indices.dropFirst().filter { index in
            let previous = boxes[index - 1]
            return Float(boxes[index].x - (previous.x + previous.width)) > gap
        }
    }
}
