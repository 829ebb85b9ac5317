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

    /// Loads `language` from `tessdata` (nil: the library's default folder) with the LSTM engine.
    ///
    /// - Parameter variables: Tesseract parameters set at initialisation (`-c name=value`).
    /// - Throws: ``OCRError`` with code `.initialisationFailed` when the traineddata is missing.
    public init(tessdata: String? = nil, language: String = "eng",
                variables: [String: String] = [:]) throws(OCRError) {
        Leptonica.silenced
        guard let handle = TessBaseAPICreate() else {
            throw OCRError(code: .initialisationFailed, message: "cannot create a Tesseract engine")
        }
        // Tesseract writes its diagnostics through tprintf to `debug_file`; /dev/null keeps
        // them off our stderr from the first message on.
        var settings = ["debug_file": "/dev/null"]
        settings.merge(variables) { _, new in new }
        let status = Self.initialise(handle, tessdata: tessdata, language: language, variables: settings)
        guard status == 0 else {
            TessBaseAPIDelete(handle)
            let folder = tessdata ?? "the default tessdata folder"
            throw OCRError(code: .initialisationFailed,
                           message: "cannot load Tesseract language '\(language)' from \(folder)")
        }
        self.handle = handle
    }

    deinit {
        TessBaseAPIEnd(handle)
        TessBaseAPIDelete(handle)
    }

    private static func initialise(_ handle: OpaquePointer, tessdata: String?, language: String,
                                   variables: [String: String]) -> Int32 {
        let names = variables.keys.sorted()
        var nameCStrings = names.map { strdup($0) }
        var valueCStrings = names.map { strdup(variables[$0]!) }
        defer { (nameCStrings + valueCStrings).forEach { free($0) } }
        return TessBaseAPIInit4(handle, tessdata, language, OEM_LSTM_ONLY, nil, 0,
                                &nameCStrings, &valueCStrings, names.count, 0)
    }

    /// Sets a Tesseract parameter; returns false if Tesseract does not know it.
    @discardableResult
    public func set(_ name: String, _ value: String) -> Bool {
        TessBaseAPISetVariable(handle, name, value) != 0
    }

    /// Recognises `image` and returns its text lines, top to bottom as Tesseract orders them.
    ///
    /// - Parameters:
    ///   - segmentation: the page segmentation mode.
    ///   - resolution: the image's resolution in dpi, which scales Tesseract's size limits.
    /// - Throws: ``OCRError`` with code `.recognitionFailed`.
    public func recognize(_ image: GrayImage, segmentation: PageSegmentation = .automatic,
                          resolution: Int = 300) throws(OCRError) -> [RecognizedLine] {
        TessBaseAPISetPageSegMode(handle, TessPageSegMode(rawValue: UInt32(segmentation.rawValue)))
        TessBaseAPISetImage2(handle, image.pix)
        TessBaseAPISetSourceResolution(handle, Int32(resolution))
        defer { TessBaseAPIClear(handle) }
        guard TessBaseAPIRecognize(handle, nil) == 0 else {
            throw OCRError(code: .recognitionFailed, message: "Tesseract could not recognise the image")
        }
        return lines()
    }

    /// Walks the result iterator word by word, gathering the words of each text line.
    private func lines() -> [RecognizedLine] {
        guard let iterator = TessBaseAPIGetIterator(handle) else { return [] }
        defer { TessResultIteratorDelete(iterator) }
        let page = TessResultIteratorGetPageIterator(iterator)
        var result: [RecognizedLine] = []
        var current: RecognizedLine?
        repeat {
            if TessPageIteratorIsAtBeginningOf(page, RIL_TEXTLINE) != 0 {
                if let line = current, !line.text.isEmpty { result.append(line) }
                current = RecognizedLine(
                    text: "", confidence: TessResultIteratorConfidence(iterator, RIL_TEXTLINE),
                    box: Self.box(of: page, at: RIL_TEXTLINE))
            }
            guard let text = TessResultIteratorGetUTF8Text(iterator, RIL_WORD) else { continue }
            defer { TessDeleteText(text) }
            let word = String(cString: text).filter { !$0.isWhitespace }
            guard !word.isEmpty, current != nil else { continue }
            current!.text += current!.text.isEmpty ? word : " " + word
            current!.wordConfidences.append(TessResultIteratorConfidence(iterator, RIL_WORD))
            current!.wordBoxes.append(Self.box(of: page, at: RIL_WORD))
        } while TessResultIteratorNext(iterator, RIL_WORD) != 0
        if let line = current, !line.text.isEmpty { result.append(line) }
        return result
    }
}

extension TesseractEngine {
    /// The bounding box of the element at `level` where `page` stands.
    private static func box(of page: OpaquePointer?, at level: TessPageIteratorLevel) -> RecognizedLine.Box {
        var left: Int32 = 0, top: Int32 = 0, right: Int32 = 0, bottom: Int32 = 0
        TessPageIteratorBoundingBox(page, level, &left, &top, &right, &bottom)
        return RecognizedLine.Box(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }
}

@available(*, unavailable)
extension TesseractEngine: Sendable {}
