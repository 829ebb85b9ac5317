internal import CTesseract
import Foundation

/// One Tesseract LSTM engine: owns a `TessBaseAPI` from initialisation to `deinit`.
///
/// Initialising an engine loads the traineddata and costs far more than recognising a small
/// image, so create one per worker and reuse it. An engine is not thread-safe and therefore
/// not `Sendable`: share engines only through a pool that gives each to one worker at a time.
///
/// ```swift
/// let engine = try TesseractEngine()
/// for line in try engine.recognize(image) { print(line.text, line.confidence) }
/// ```
public final class TesseractEngine {
    private let handle: OpaquePointer
    /// The value last given to each parameter, so that setting one again to the same value
    /// skips the call into Tesseract.
    private var values: [String: String] = [:]

    /// Loads `model` with the LSTM engine.
    ///
    /// - Parameter variables: Tesseract parameters set at initialisation (`-c name=value`).
    /// - Throws: ``OCRError`` with code `.initialisationFailed` when the model cannot be loaded
    ///   (a missing tessdata folder or traineddata file).
    public init(model: RecognitionModel = .builtIn, variables: [String: String] = [:]) throws(OCRError) {
        Leptonica.silenced
        let traineddata = try model.traineddata()
        guard let handle = TessBaseAPICreate() else {
            throw OCRError(code: .initialisationFailed, message: "cannot create a Tesseract engine")
        }
        // Tesseract writes its diagnostics through tprintf to `debug_file`; /dev/null keeps
        // them off our stderr from the first message on.
        var settings = ["debug_file": "/dev/null"]
        settings.merge(variables) { _, new in new }
        guard Self.initialise(handle, traineddata: traineddata, language: model.language, variables: settings) == 0 else {
            TessBaseAPIDelete(handle)
            throw OCRError(code: .initialisationFailed, message: "cannot load \(model.description)")
        }
        self.handle = handle
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    /// `TessBaseAPIInit5` on the model's bytes (Tesseract copies them); 0 on success. Tesseract
    /// is never given a path: when it cannot open a file it prints to stderr before any
    /// setting could silence it.
    private static func initialise(
        _ handle: OpaquePointer,
        traineddata: Data,
        language: String,
        variables: [String: String]
    ) -> Int32 {
        let names = variables.keys.sorted()
        var nameCStrings = names.map { strdup($0) }
        var valueCStrings = names.map { strdup(variables[$0]!) }
        defer { for string in nameCStrings + valueCStrings { free(string) } }
        return traineddata.withUnsafeBytes { bytes in
            TessBaseAPIInit5(
                handle,
                bytes.bindMemory(to: CChar.self).baseAddress,
                Int32(bytes.count),
                language,
                OEM_LSTM_ONLY,
                nil,
                0,
                &nameCStrings,
                &valueCStrings,
                names.count,
                0
            )
        }
    }

    /// Sets a Tesseract parameter; returns false if Tesseract does not know it. A
    /// `thresholding_` parameter holds until the next recognition, which sets its own
    /// ``Thresholding``.
    @discardableResult
    public func set(_ name: String, _ value: String) -> Bool {
        if values[name] == value { return true }
        guard TessBaseAPISetVariable(handle, name, value) != 0 else { return false }
        values[name] = value
        return true
    }

    /// Recognises `image` and returns its text lines, top to bottom as Tesseract orders them.
    ///
    /// - Parameters:
    ///   - segmentation: the page segmentation mode.
    ///   - resolution: the image's resolution in dpi, which scales Tesseract's size limits.
    ///   - thresholding: how the image is turned black and white.
    ///   - deadline: when given, recognition stops at the first word it reaches after this
    ///     instant, and the lines read so far are the result (layout analysis, which comes
    ///     first, is not stopped).
    ///   - cancel: when given, recognition also stops at the first word it reaches after
    ///     another thread raised it.
    /// - Throws: ``OCRError`` with code `.recognitionFailed`.
    public func recognize(
        _ image: GrayImage,
        segmentation: PageSegmentation = .automatic,
        resolution: Int = 300,
        thresholding: Thresholding = .global,
        deadline: ContinuousClock.Instant? = nil,
        cancel: RecognitionCancel? = nil
    ) throws(OCRError) -> [RecognizedLine] {
        setImage(image, segmentation: segmentation, resolution: resolution, thresholding: thresholding)
        defer { TessBaseAPIClear(handle) }
        try recognize(until: RecognitionStop(row: nil, imageHeight: image.height, deadline: deadline, cancel: cancel))
        return lines()
    }

    private func setImage(_ image: GrayImage, segmentation: PageSegmentation, resolution: Int, thresholding: Thresholding) {
        OpenMP.confineToCallingThread()
        for (name, value) in thresholding.parameters { set(name, value) }
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(rawValue: UInt32(segmentation.rawValue)))
        TessBaseAPISetImage2(handle, image.pix)
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
    }

    private static let recognitionFailed = OCRError(
        code: .recognitionFailed,
        message: "Tesseract could not recognise the image"
    )

    /// Recognises the text lines of `image` down to a row chosen from its layout: the lines
    /// that layout analysis finds are passed to `cut`, and recognition stops at the first
    /// word that starts below the row it returns (all lines are read when it returns nil).
    ///
    /// Layout analysis is done once, on the whole image, and recognition reuses it, so the
    /// lines read are exactly those, and read exactly as, a full ``recognize(_:segmentation:resolution:)``
    /// would read them: only the time for the lines below the cut is saved.
    ///
    /// - Parameters:
    ///   - deadline: when given, recognition also stops at the first word it reaches after
    ///     this instant.
    ///   - cancel: when given, recognition also stops at the first word it reaches after
    ///     another thread raised it.
    /// - Returns: the lines read (the words after the stop are left empty, so no line holds
    ///   them), and the row recognition stopped at (nil when it read all, or stopped at the
    ///   deadline or the cancel first).
    /// - Throws: ``OCRError`` with code `.recognitionFailed`.
    public func recognize(
        _ image: GrayImage,
        segmentation: PageSegmentation,
        resolution: Int = 300,
        thresholding: Thresholding = .global,
        deadline: ContinuousClock.Instant? = nil,
        cancel: RecognitionCancel? = nil,
        cut: ([RecognizedLine.Box]) -> Int?
    ) throws(OCRError) -> (lines: [RecognizedLine], cut: Int?) {
        setImage(image, segmentation: segmentation, resolution: resolution, thresholding: thresholding)
        defer { TessBaseAPIClear(handle) }
        guard let layout = TessBaseAPIAnalyseLayout(handle) else { return ([], nil) }
        var boxes: [RecognizedLine.Box] = []
        repeat {
            boxes.append(Self.box(of: layout, at: RIL_TEXTLINE))
        } while TessPageIteratorNext(layout, RIL_TEXTLINE) != 0
        TessPageIteratorDelete(layout)
        let stop = RecognitionStop(row: cut(boxes), imageHeight: image.height, deadline: deadline, cancel: cancel)
        try recognize(until: stop)
        return (lines(), stop.reachedRow ? stop.row : nil)
    }

    /// Recognises the image set, watched by `stop` when it may stop recognition early.
    private func recognize(until stop: RecognitionStop) throws(OCRError) {
        guard stop.row != nil || stop.deadline != nil || stop.cancel != nil, let monitor = TessMonitorCreate() else {
            guard TessBaseAPIRecognize(handle, nil) == 0 else { throw Self.recognitionFailed }
            return
        }
        defer { TessMonitorDelete(monitor) }
        TessMonitorSetCancelThis(monitor, Unmanaged.passUnretained(stop).toOpaque())
        TessMonitorSetProgressFunc(monitor, RecognitionStop.progress)
        TessMonitorSetCancelFunc(monitor, RecognitionStop.cancel)
        let status = withExtendedLifetime(stop) { TessBaseAPIRecognize(handle, monitor) }
        guard status == 0 || stop.stopped else { throw Self.recognitionFailed }
    }

    /// Walks the result iterator word by word, gathering the words that hold text into their
    /// text lines. A line's confidence is the mean of its words' and its box their union:
    /// words Tesseract read as nothing (specks it found no character in) take no part, so a
    /// line reads alike whether or not recognition was stopped below it (Tesseract only
    /// removes such words at the end of a complete recognition).
    private func lines() -> [RecognizedLine] {
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        let page = TessResultIteratorGetPageIterator(iterator)
        var result: [RecognizedLine] = []
        var words: [(text: String, confidence: Float, box: RecognizedLine.Box)] = []
        func finishLine() {
            guard let box = RecognizedLine.Box.enclosing(words.map(\.box)) else { return }
            var line = RecognizedLine(
                text: words.map(\.text).joined(separator: " "),
                confidence: words.map(\.confidence).reduce(0, +) / Float(words.count),
                wordConfidences: words.map(\.confidence),
                box: box
            )
            line.wordBoxes = words.map(\.box)
            result.append(line)
            words = []
        }
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 { finishLine() }
            guard let text = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            defer { TessDeleteText(text) }
            let word = String(cString: text).filter { !$0.isWhitespace }
            guard !word.isEmpty else { continue }
            words.append((word, TessResultIteratorConfidence(iterator, RIL_WORD), Self.box(of: page, at: RIL_WORD)))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        finishLine()
        return result
    }
}

extension TesseractEngine {
    /// The bounding box of the element at `level` where `page` stands.
    private static func box(of page: OpaquePointer?, at level: TessPageIteratorLevel) -> RecognizedLine.Box {
        var left: Int32 = 0
        var top: Int32 = 0
        var right: Int32 = 0
        var bottom: Int32 = 0
        TessPageIteratorBoundingBox(page, level, &left, &top, &right, &bottom)
        return RecognizedLine.Box(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }
}

/// Tesseract's progress monitor, told to cancel recognition at the first word whose top
/// edge lies below `row`, or at the first word it reaches after `deadline` or after `cancel`
/// was raised. Tesseract reports each word's box (bottom-up coordinates) just before
/// recognising it, then asks whether to cancel; the words left are faked out empty.
private final class RecognitionStop {
    let row: Int?
    let imageHeight: Int
    let deadline: ContinuousClock.Instant?
    let cancel: RecognitionCancel?
    private(set) var reachedRow = false
    private(set) var reachedDeadline = false

    init(row: Int?, imageHeight: Int, deadline: ContinuousClock.Instant?, cancel: RecognitionCancel? = nil) {
        (self.row, self.imageHeight, self.deadline, self.cancel) = (row, imageHeight, deadline, cancel)
    }

    /// Whether recognition was told to stop.
    var stopped: Bool { reachedRow || reachedDeadline || cancel?.isCancelled == true }

    static let progress: TessProgressFunc = { monitor, _, _, top, _ in
        guard let monitor, let context = TessMonitorGetCancelThis(monitor) else { return true }
        let stop = Unmanaged<RecognitionStop>.fromOpaque(context).takeUnretainedValue()
        if let row = stop.row, stop.imageHeight - Int(top) > row { stop.reachedRow = true }
        return true
    }

    static let cancel: TessCancelFunc = { context, _ in
        guard let context else { return false }
        let stop = Unmanaged<RecognitionStop>.fromOpaque(context).takeUnretainedValue()
        if let deadline = stop.deadline, !stop.reachedDeadline, ContinuousClock.now >= deadline {
            stop.reachedDeadline = true
        }
        return stop.stopped
    }
}

@available(*, unavailable)
extension TesseractEngine: Sendable {}
