internal import CTicketModel
import Foundation

/// The recognition model a ``TesseractEngine`` reads with.
///
/// ```swift
/// let engine = try TesseractEngine()                                   // TicketScan's own
/// let stock = try TesseractEngine(model: .tessdata("/usr/share/tesseract-ocr/5/tessdata"))
/// ```
public enum RecognitionModel: Sendable, Equatable {
    /// TicketScan's own model, compiled into the program: Tesseract's English LSTM fine-tuned
    /// on printed notices, receipts and plain English in many typefaces and wear
    /// (`scripts/model/train.sh`; its recipe is `Sources/CTicketModel/ticketscan.recipe`).
    case builtIn
    /// `language.traineddata` in the folder `folder` (Debian's stock models are in
    /// `/usr/share/tesseract-ocr/5/tessdata`).
    case tessdata(_ folder: String, language: String = "eng")

    /// Where the model comes from, for messages.
    public var description: String {
        switch self {
        case .builtIn: "TicketScan's built-in model"
        case .tessdata(let folder, let language): "Tesseract language '\(language)' from \(folder)"
        }
    }

    /// The name Tesseract loads the model under.
    var language: String {
        switch self {
        case .builtIn: "ticketscan"
        case .tessdata(_, let language): language
        }
    }

    /// The model's bytes, in Tesseract's traineddata format: the built-in ones where they lie,
    /// or the file's, read by us so that Tesseract never opens (and complains about) a file.
    /// - Throws: ``OCRError`` with code `.initialisationFailed` when the file cannot be read.
    func traineddata() throws(OCRError) -> Data {
        switch self {
        case .builtIn:
            return Data(
                bytesNoCopy: UnsafeMutableRawPointer(mutating: CTicketModel_traineddata()),
                count: CTicketModel_traineddataSize(),
                deallocator: .none
            )
        case .tessdata(let folder, let language):
            let file = URL(fileURLWithPath: folder).appendingPathComponent("\(language).traineddata")
            guard let data = try? Data(contentsOf: file) else {
                throw OCRError(code: .initialisationFailed, message: "cannot load \(description): cannot read \(file.path)")
            }
            guard TraineddataContainer.holdsNetwork(data) else {
                throw OCRError(
                    code: .initialisationFailed,
                    message: "cannot load \(description): \(file.path) is not a Tesseract LSTM model"
                )
            }
            return data
        }
    }
}
