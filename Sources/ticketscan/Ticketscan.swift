import ArgumentParser

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
        OpenMPThreadLimit.enforce()
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
