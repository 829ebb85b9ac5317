/// One line of text found by Tesseract.
public struct RecognizedLine: Sendable, Equatable {
    /// The line's text without its trailing newline.
    public var text: String
    /// The mean of the confidences of the line's words, 0...100.
    public var confidence: Float
    /// Tesseract's confidence for each word of the line, 0...100, in order: the words are
    /// `text`'s runs of non-space characters, joined by single spaces. Empty when unknown.
    public var wordConfidences: [Float]
    /// Each word's bounding box, in the same order; empty when unknown.
    public var wordBoxes: [Box] = []
    /// The line's bounding box in the recognised image's pixels: the union of its words'.
    public var box: Box

    /// An axis-aligned rectangle in image pixels.
    public struct Box: Sendable, Equatable {
        public var x, y, width, height: Int
        public init(x: Int, y: Int, width: Int, height: Int) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }

        /// The smallest box holding every box of `boxes`; nil when there is none.
        public static func enclosing(_ boxes: some Sequence<Box>) -> Box? {
            boxes.reduce(nil) { union, next in union?.union(next) ?? next }
        }

        /// The smallest box holding both.
        public func union(_ other: Box) -> Box {
            let left = min(x, other.x)
            let top = min(y, other.y)
            return Box(
                x: left,
                y: top,
                width: max(x + width, other.x + other.width) - left,
                height: max(y + height, other.y + other.height) - top
            )
        }
    }

    public init(text: String, confidence: Float, wordConfidences: [Float] = [], box: Box) {
        (self.text, self.confidence, self.wordConfidences, self.box) = (text, confidence, wordConfidences, box)
    }
}
