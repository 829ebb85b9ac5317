import Foundation
import TicketOCR
import TicketPipeline

/// A recognizer that answers each call with the next prepared page of lines.
final class FakeRecognizer: TextRecognizer {
    private var pages: [[String]]
    private let failure: OCRError?
    private let wordConfidence: Float?
    private let delay: Duration
    private(set) var calls = 0
    private(set) var imageSizes: [(width: Int, height: Int)] = []
    /// The segmentation of each call, in order.
    private(set) var segmentations: [PageSegmentation] = []
    /// The thresholding each call was asked for, in order.
    private(set) var thresholdings: [Thresholding] = []
    private var thresholding = Thresholding.global

    /// A recognizer that answers with `pages` in turn, each word at `wordConfidence` when
    /// given (no word confidences otherwise), or throws `failure`; each call takes `delay`.
    init(pages: [[String]], wordConfidence: Float? = nil, failure: OCRError? = nil, delay: Duration = .zero) {
        self.pages = pages
        self.wordConfidence = wordConfidence
        self.failure = failure
        self.delay = delay
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        calls += 1
        imageSizes.append((image.width, image.height))
        segmentations.append(segmentation)
        thresholdings.append(thresholding)
        if delay > .zero { Thread.sleep(forTimeInterval: delay.inSeconds) }
        if let failure { throw failure }
        let lines = Self.lines(pages.isEmpty ? [] : pages.removeFirst())
        guard let wordConfidence else { return lines }
        return lines.map { line in
            var scored = line
            scored.wordConfidences = line.text.split(separator: " ").map { _ in wordConfidence }
            return scored
        }
    }

    func threshold(with thresholding: Thresholding) {
        self.thresholding = thresholding
    }

    /// A notice's banners with a `date` and a `location` line between them, each word with
    /// its confidence (`dateConfidences`, `locationConfidences`) and box.
    static func scoredNotice(
        date: String,
        _ dateConfidences: [Float],
        location: String,
        _ locationConfidences: [Float]
    ) -> [RecognizedLine] {
        func line(_ text: String, _ confidences: [Float], y: Int) -> RecognizedLine {
            var line = RecognizedLine(
                text: text,
                confidence: confidences.min() ?? 90,
                wordConfidences: confidences,
                box: .init(x: 10, y: y, width: 300, height: 24)
            )
            line.wordBoxes = confidences.indices.map { .init(x: 10 + 100 * $0, y: y, width: 90, height: 24) }
            return line
        }
        return [
            line("PARKING NOTICE", [95, 95], y: 10), line("UNIVERSITY OF CALIFORNIA,", [95, 95, 95], y: 40),
            line(date, dateConfidences, y: 70), line(location, locationConfidences, y: 100),
            line("INVOICE INFORMATION", [95, 95], y: 130),
        ]
    }

    /// `texts` as recognised lines, one under the other, each word at confidence 90: print
    /// that a reading shows upright (``UprightPrint``).
    static func wordedLines(_ texts: [String]) -> [RecognizedLine] {
        lines(texts).map { line in
            var worded = line
            worded.wordConfidences = line.text.split(separator: " ").map { _ in 90 }
            return worded
        }
    }

    /// `texts` as recognised lines, one under the other, at confidence 90.
    static func lines(_ texts: [String]) -> [RecognizedLine] {
        texts.enumerated().map { index, text in
            RecognizedLine(text: text, confidence: 90, box: .init(x: 0, y: index * 40, width: 400, height: 30))
        }
    }
}
