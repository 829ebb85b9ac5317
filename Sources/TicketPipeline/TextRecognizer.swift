public import TicketOCR

/// Something that turns a prepared image into text lines: Tesseract in production, a fake in
/// tests of the pipeline's decisions.
public protocol TextRecognizer: AnyObject {
    /// The lines of `image`, top to bottom, found with the page segmentation `segmentation`.
    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine]
}

/// The Tesseract engine with the settings the pipeline uses.
public final class TesseractRecognizer: TextRecognizer {
    private let engine: TesseractEngine

    /// Creates the engine once; reuse the recognizer for every image of a worker.
    public init(tessdata: String? = nil,
                variables: [String: String] = [:]) throws(OCRError) {
        engine = try TesseractEngine(tessdata: tessdata, variables: variables)
    }

    public func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        try engine.recognize(image, segmentation: segmentation)
    }
}

@available(*, unavailable)
extension TesseractRecognizer: Sendable {}
