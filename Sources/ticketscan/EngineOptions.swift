import ArgumentParser
import Foundation
import TicketCore
import TicketOCR
import TicketPipeline

/// The options that configure the pipeline itself, shared by `scan`, `batch`, `regress` and
/// `serve`.
struct EngineOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Read the lot catalogue from this JSON file instead of the built-in one.", valueName: "FILE"))
    var lots: String?

    @Option(
        help: ArgumentHelp(
            "Read with eng.traineddata from this folder (a stock Tesseract model, such as Debian's in /usr/share/tesseract-ocr/5/tessdata) instead of TicketScan's built-in model.",
            valueName: "DIR"
        )
    )
    var tessdata: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Stop reading a photo after this many seconds, the reading under way at its next word, and answer with what its readings so far agree on. Most photos read in well under a second; hard ones (blurred, dark, stained) are read again and again, up to 20 s, for their last fields, and a photo of foliage for a minute. Default: no limit, except for serve (3 s).",
            valueName: "SECONDS"
        )
    )
    var budget: Double?

    /// The recognition model: `--tessdata`'s, or the built-in one.
    var model: RecognitionModel {
        tessdata.map { .tessdata($0) } ?? .builtIn
    }

    func validate() throws {
        if let lots, !FileManager.default.isReadableFile(atPath: lots) {
            throw ValidationError("--lots: cannot read '\(lots)'.")
        }
        if let budget, !(budget > 0 && budget.isFinite) {
            throw ValidationError("--budget must be a number of seconds above 0, such as 0.5.")
        }
    }

    /// The scan configuration, with the catalogue read from `--lots` or the built-in one and
    /// the reading budget of `--budget`, or `defaultBudget` without it.
    func configuration(defaultBudget: Double? = nil) throws -> ScanConfiguration {
        var configuration = ScanConfiguration(catalogue: try Self.catalogue(lots))
        configuration.readingBudget = budget ?? defaultBudget
        return configuration
    }

    /// The catalogue in the JSON file `lots`, or the built-in one when nil.
    static func catalogue(_ lots: String?) throws -> LotCatalogue {
        guard let lots else { return .default }
        do {
            return try LotCatalogue(json: Data(contentsOf: URL(fileURLWithPath: lots)))
        } catch {
            throw ValidationError("--lots '\(lots)': \(error)")
        }
    }
}
