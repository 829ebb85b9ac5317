import ArgumentParser
import Foundation
import TicketCore
import TicketPipeline

/// Options shared by every subcommand that scans.
struct GlobalOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Judge recency against this instant instead of the clock (ISO 8601, e.g. 2025-03-07T12:30:00-08:00).", valueName: "ISO8601"))
    var now: String?

    @Option(help: ArgumentHelp("Read the lot catalogue from this JSON file instead of the built-in one.", valueName: "FILE"))
    var lots: String?

    @Option(help: ArgumentHelp("Load Tesseract's traineddata from this folder instead of the system one.", valueName: "DIR"))
    var tessdata: String?

    func validate() throws {
        if let now, Instant.parse(now) == nil {
            throw ValidationError("--now '\(now)' is not an ISO 8601 instant such as 2025-03-07T12:30:00-08:00.")
        }
        if let lots, !FileManager.default.isReadableFile(atPath: lots) {
            throw ValidationError("--lots: cannot read '\(lots)'.")
        }
    }

    /// The instant recency is judged against.
    var instant: Date { now.flatMap(Instant.parse) ?? Date() }

    /// The scan configuration these options describe.
    func configuration() throws -> ScanConfiguration {
        try Self.configuration(lots: lots)
    }

    /// A scan configuration with the catalogue read from `lots`, or the built-in one.
    static func configuration(lots: String?) throws -> ScanConfiguration {
        guard let lots else { return ScanConfiguration() }
        do {
            let catalogue = try LotCatalogue(json: Data(contentsOf: URL(fileURLWithPath: lots)))
            return ScanConfiguration(catalogue: catalogue)
        } catch {
            throw ValidationError("--lots '\(lots)': \(error)")
        }
    }
}
