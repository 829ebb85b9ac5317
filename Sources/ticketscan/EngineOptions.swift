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
        guard let lots else { return ScanConfiguration() }
        do {
            let catalogue = try LotCatalogue(json: Data(contentsOf: URL(fileURLWithPath: lots)))
            return ScanConfiguration(catalogue: catalogue)
        } catch {
            throw ValidationError("--lots '\(lots)': \(error)")
        }
    }
}
