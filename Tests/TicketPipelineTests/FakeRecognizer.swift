import TicketOCR
import TicketPipeline

/// A recognizer that answers each call with the next prepared page of lines.
final class FakeRecognizer: TextRecognizer {
    private var pages: [[String]]
    private let failure: OCRError?
    private(set) var calls = 0
    private(set) var imageSizes: [(width: Int, height: Int)] = []

    init(pages: [[String]], failure: OCRError? = nil) {
        self.pages = pages
        self.failure = failure
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        calls += 1
        imageSizes.append((image.width, image.height))
        if let failure { throw failure }
        return Self.lines(pages.isEmpty ? [] : pages.removeFirst())
    }

    /// `texts` as recognised lines, one under the other, at confidence 90.
    static func lines(_ texts: [String]) -> [RecognizedLine] {
        texts.enumerated().map { index, text in
            RecognizedLine(text: text, confidence: 90, box: .init(x: 0, y: index * 40, width: 400, height: 30))
        }
    }
}
