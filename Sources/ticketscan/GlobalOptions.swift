import ArgumentParser
import Foundation
import TicketPipeline

/// The options of the subcommands that scan photos against a clock: `--now` and the engine's.
struct GlobalOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Judge recency against this instant instead of the clock (ISO 8601, e.g. 2025-03-07T12:30:00-08:00).",
            valueName: "ISO8601"
        )
    )
    var now: String?

    @OptionGroup var engine: EngineOptions

    func validate() throws {
        if let now, Instant.parse(now) == nil {
            throw ValidationError("--now '\(now)' is not an ISO 8601 instant such as 2025-03-07T12:30:00-08:00.")
        }
    }

    /// The instant recency is judged against.
    var instant: Date { now.flatMap(Instant.parse) ?? Date() }
}
