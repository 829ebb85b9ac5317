public import TicketOCR

/// Something that turns a prepared image into text lines: Tesseract in production, a fake in
/// tests of the pipeline's decisions.
public protocol TextRecognizer: AnyObject {
    /// The lines of `image`, top to bottom, found with the page segmentation `segmentation`.
    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine]

    /// The lines of `image` above the row `cut` chooses from the boxes of all its lines, read
    /// exactly as ``recognize(_:segmentation:)`` reads them, and that row; all lines and nil
    /// when `cut` chooses none, no line lies below it, or the recognizer cannot stop early.
    func recognize(
        _ image: GrayImage,
        segmentation: PageSegmentation,
        cut: ([RecognizedLine.Box]) -> Int?
    ) throws(OCRError) -> (lines: [RecognizedLine], cut: Int?)

    /// Makes every recognition from now on stop at the first word it reaches after
    /// `deadline`, with the lines read so far as its result; nil for none.
    func stopRecognition(at deadline: ContinuousClock.Instant?)

    /// Makes every recognition from now on turn its image black and white with
    /// `thresholding`.
    func threshold(with thresholding: Thresholding)
}

extension TextRecognizer {
    /// Ignores the deadline: for recognizers that cannot stop early (the fakes of tests).
    public func stopRecognition(at deadline: ContinuousClock.Instant?) {}

    /// Ignores the thresholding: for recognizers that read no pixels (the fakes of tests).
    public func threshold(with thresholding: Thresholding) {}

    /// Reads every line: for recognizers that cannot stop early (the fakes of tests).
    public func recognize(
        _ image: GrayImage,
        segmentation: PageSegmentation,
        cut: ([RecognizedLine.Box]) -> Int?
    ) throws(OCRError) -> (lines: [RecognizedLine], cut: Int?) {
        (try recognize(image, segmentation: segmentation), nil)
    }
}

/// The Tesseract engine with the settings the pipeline uses.
public final class TesseractRecognizer: TextRecognizer {
    private var state: State
    private var deadline: ContinuousClock.Instant?
    private var thresholding = Thresholding.global

    private enum State {
        case ready(TesseractEngine)
        case loading(EngineLoad)
        case failed(OCRError)
    }

    /// The pipeline's Tesseract settings.
    ///
    /// `tessedit_do_invert=0`: by default Tesseract reads every line it is unsure of a second
    /// time as white on black. The pipeline's images are black on white once normalised, so
    /// that second reading only costs time: on the corpus it took 21% of the wall time
    /// (66.7 s -> 52.6 s), and without it two more lots map and one hallucination goes, for
    /// one date and one time fewer.
    ///
    /// `textord_all_prop=1`: Tesseract's layout analysis tests every row for fixed-pitch
    /// print (the slips' is) to cut it into words, but the LSTM engine reads each row whole
    /// and finds its own spaces, so the test is wasted: without it every corpus response is
    /// the same, for 3.0% fewer instructions.
    ///
    /// `paragraph_text_based=0`: after recognition Tesseract groups the lines into paragraphs
    /// from their text, walking the results again line by line (2.5% of a scan of a page of
    /// noise). The pipeline reads lines, not paragraphs; grouped from the layout alone,
    /// before recognition, every corpus response is the same, for 0.65% fewer instructions.
    public static let settings = ["tessedit_do_invert": "0", "textord_all_prop": "1", "paragraph_text_based": "0"]

    /// Creates the engine once; reuse the recognizer for every image of a worker.
    /// - Parameters:
    ///   - model: the recognition model, TicketScan's own by default.
    ///   - variables: settings on top of ``settings``.
    public init(model: RecognitionModel = .builtIn, variables: [String: String] = [:]) throws(OCRError) {
        state = .ready(try TesseractEngine(model: model, variables: Self.settings.merging(variables) { $1 }))
    }

    /// Starts creating the engine on another thread and returns at once, so that the caller
    /// can decode and prepare its first photo meanwhile: loading the traineddata takes about
    /// as long as decoding and preprocessing a 12 MP photo (43 ms). The first recognition
    /// waits for the engine; ``loaded()`` tells whether loading failed.
    /// - Parameter variables: settings on top of ``settings``.
    public init(loadingInBackground model: RecognitionModel, variables: [String: String] = [:]) {
        let settings = Self.settings.merging(variables) { $1 }
        state = .loading(EngineLoad { () throws(OCRError) in try TesseractEngine(model: model, variables: settings) })
    }

    /// Waits until the engine is loaded; throws the error loading it failed with (which every
    /// recognition throws too).
    public func loaded() throws(OCRError) {
        _ = try engine()
    }

    private func engine() throws(OCRError) -> TesseractEngine {
        switch state {
        case .ready(let engine):
            return engine
        case .failed(let error):
            throw error
        case .loading(let load):
            switch load.wait() {
            case .success(let engine):
                state = .ready(engine)
                return engine
            case .failure(let error):
                state = .failed(error)
                throw error
            }
        }
    }

    public func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        try engine().recognize(image, segmentation: segmentation, thresholding: thresholding, deadline: deadline)
    }

    public func recognize(
        _ image: GrayImage,
        segmentation: PageSegmentation,
        cut: ([RecognizedLine.Box]) -> Int?
    ) throws(OCRError) -> (lines: [RecognizedLine], cut: Int?) {
        try engine().recognize(image, segmentation: segmentation, thresholding: thresholding, deadline: deadline, cut: cut)
    }

    public func stopRecognition(at deadline: ContinuousClock.Instant?) {
        self.deadline = deadline
    }

    public func threshold(with thresholding: Thresholding) {
        self.thresholding = thresholding
    }
}

@available(*, unavailable)
extension TesseractRecognizer: Sendable {}
