import ArgumentParser

/// The `ticketscan` command: reads UC Davis parking notices from photos.
@main
struct Ticketscan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ticketscan",
        abstract: "Read the date, time and location of UC Davis parking notices from photos.",
        discussion: """
            Every scan prints a TicketScanResponse as one JSON line. Photos never leave this \
            machine; only the date, time and location of a notice are ever extracted.
            """,
        subcommands: [Scan.self, Batch.self, Regress.self]
    )

    static func main() {
        OpenMPThreadLimit.enforce()
        var command: any ParsableCommand
        do {
            command = try parseAsRoot()
            try command.run()
        } catch {
            exit(withError: error)
        }
    }
}
