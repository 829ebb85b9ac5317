import ArgumentParser
import Glibc

/// The `ticketscan` command: reads UC Davis parking notices from photos.
@main
struct Ticketscan: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ticketscan",
        abstract: "Read the date, time and location of UC Davis parking notices from photos.",
        discussion: """
            Every scan prints a TicketScanResponse as one JSON line. Photos never leave this \
            machine; only the date, time and location of a notice are ever extracted.
            """,
        subcommands: [Scan.self, Batch.self, Regress.self] + serverCommands
    )

    static func main() async {
        // Past a file size limit (`ulimit -f`), a write would end the process with SIGXFSZ.
        // Ignored, the write fails with EFBIG instead: the store answers 503 until the limit
        // is raised, a batch stops with a message, and nothing is lost in between.
        signal(SIGXFSZ, SIG_IGN)
        do {
            var command = try parseAsRoot()
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            exit(withError: error)
        }
    }
}
