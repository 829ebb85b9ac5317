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
        try Self.open(database, catalogue: catalogue)
    }

    /// Opens and migrates the store at `url`, writing `catalogue` into its lots.
    static func open(_ url: String, catalogue: LotCatalogue) throws -> any SightingStore {
        do {
            switch try DatabaseLocation(url: url) {
            case .sqlite(let path):
                return try SQLiteSightingStore(path: path, catalogue: catalogue)
            }
        } catch let error as DatabaseLocationError {
            throw ValidationError(error.description)
        } catch {
            throw ValidationError("--database '\(url)': \(error)")
        }
    }
}
#endif
