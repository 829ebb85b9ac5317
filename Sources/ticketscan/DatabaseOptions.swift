#if Server
import ArgumentParser
import TicketCore
import TicketSightings
import TicketSightingsSQLite
#if Postgres
import TicketSightingsPostgres
#endif

/// `--database URL`, shared by `serve` and `admin`.
struct DatabaseOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Record sightings in this database: sqlite:PATH (created when absent) or postgres://user:password@host:port/database.", valueName: "URL"))
    var database = "sqlite:ticketscan.sqlite"

    func validate() throws {
        do {
            _ = try DatabaseLocation(url: database)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Opens and migrates the store, writing `catalogue` into its lots.
    func open(catalogue: LotCatalogue) async throws -> any SightingStore {
        try await Self.open(database, catalogue: catalogue)
    }

    /// Opens and migrates the store at `url`, with `catalogue`'s lots.
    static func open(_ url: String, catalogue: LotCatalogue) async throws -> any SightingStore {
        do {
            switch try DatabaseLocation(url: url) {
            case .sqlite(let path):
                return try SQLiteSightingStore(path: path, catalogue: catalogue)
            case .postgres(let url):
                #if Postgres
                return try await PostgresSightingStore(url: url, catalogue: catalogue)
                #else
                throw ValidationError("--database: this build has no PostgreSQL store (build with the trait Postgres).")
                #endif
            }
        } catch let error as DatabaseLocationError {
            throw ValidationError(error.description)
        } catch let error as ValidationError {
            throw error
        } catch {
            throw ValidationError("--database '\(DatabaseLocation.redacted(url))': \(error)")
        }
    }
}
#endif
