/// A Tesseract failure, with the library's own words where it gives any.
public struct OCRError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Code: Sendable, Equatable {
        /// `TessBaseAPIInit4` failed: the tessdata folder or the language's traineddata is missing.
        case initialisationFailed
        /// `TessBaseAPIRecognize` returned an error.
        case recognitionFailed
    }

    public let code: Code
    public let message: String

    public init(code: Code, message: String) {
        self.code = code
        self.message = message
    }

    public var description: String { message }
}
