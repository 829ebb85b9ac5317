import ArgumentParser
import Glibc

/// The `ticketscan` command: reads UC Davis parking notices from photos.
@main
struct Ticketscan: AsyncParsableCommand {
    /// This build's version, printed by `--version`.
    static let version = "0.9.0"

    static let configuration = CommandConfiguration(
        commandName: "ticketscan",
        abstract: "Read the date, time and location of UC Davis parking notices from photos.",
        discussion: """
            Every scan prints a TicketScanResponse as one JSON line. Photos never leave this \
            machine; only the date, time and location of a notice are ever extracted.
            """,
        version: "ticketscan \(version)",
        subcommands: [Scan.self, Batch.self, Regress.self] + serverCommands
    )

    static func main() async {
        // Past a file size limit (`ulimit -f`), a write would end the process with SIGXFSZ.
        // Ignored, the write fails with EFBIG instead: the store answers 503 until the limit
        // is raised, a batch stops with a message, and nothing is lost in between.
        signal(SIGXFSZ, SIG_IGN)
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
        } catch {
            // A mistake in the arguments: the message, with the usage of the command given.
            exit(withError: error)
        }
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            // A failure while running: its sentence alone, since the arguments were right.
            exit(withError: CommandFailure.reported(error))
        }
    }
}
