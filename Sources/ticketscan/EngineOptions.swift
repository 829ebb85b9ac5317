import ArgumentParser
import Foundation
import TicketCore
import TicketPipeline

/// The options that configure the pipeline itself, shared by `scan` and `regress`.
struct EngineOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Read the lot catalogue from this JSON file instead of the built-in one.", valueName: "FILE"))
    var lots: String?

    @Option(help: ArgumentHelp("Load Tesseract's traineddata from this folder instead of the system one.", valueName: "DIR"))
    var tessdata: String?

    func validate() throws {
        if let lots, !FileManager.default.isReadableFile(atPath: lots) {
            throw ValidationError("--lots: cannot read '\(lots)'.")
        }
    }

    /// The scan configuration, with the catalogue read from `--lots` or the built-in one.
    func configuration() throws -> ScanConfiguration {
        ScanConfiguration(catalogue: try Self.catalogue(lots))
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
