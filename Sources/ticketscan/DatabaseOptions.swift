#if Server
import ArgumentParser
import TicketCore
import TicketSightings
import TicketSightingsSQLite

/// `--database URL`, shared by `serve` and `admin`.
struct DatabaseOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Record sightings in this database: sqlite:PATH (created when absent).", valueName: "URL"))
    var database = "sqlite:ticketscan.sqlite"

    func validate() throws {
        do {
            _ = try DatabaseLocation(url: database)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Opens and migrates the store, writing `catalogue` into its lots.
    func open(catalogue: LotCatalogue) throws -> any SightingStore {
        switch try DatabaseLocation(url: database) {
        case .sqlite(let path):
            do {
                return try SQLiteSightingStore(path: path, catalogue: catalogue)
            } catch {
                throw ValidationError("--database '\(database)': \(error)")
            }
        }
    }
}
#endif
