#if Server
import ArgumentParser
import Foundation
import TicketCore
import TicketSightings
import TicketSightingsSQLite
#if Postgres
import TicketSightingsPostgres
#endif

/// `--database URL`, shared by `serve` and `admin`, with `TICKETSCAN_DATABASE` and then
/// `sqlite:ticketscan.sqlite` in its place when it is not given.
struct DatabaseOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "The sightings database: sqlite:PATH or postgres://user:password@host:port/database. Default: $TICKETSCAN_DATABASE, else sqlite:ticketscan.sqlite.",
            valueName: "URL"
        )
    )
    var database: String?

    /// The environment variable read when `--database` is not given.
    static let environmentVariable = "TICKETSCAN_DATABASE"

    /// The database when neither `--database` nor the environment names one.
    static let defaultURL = "sqlite:ticketscan.sqlite"

    /// The database's URL: `--database`, else the environment's, else ``defaultURL``.
    var url: String {
        database ?? ProcessInfo.processInfo.environment[Self.environmentVariable] ?? Self.defaultURL
    }

    func validate() throws {
        do {
            _ = try DatabaseLocation(url: url)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Whether the database was named, by `--database` or the environment, rather than taken
    /// by default.
    var isNamed: Bool { database != nil || ProcessInfo.processInfo.environment[Self.environmentVariable] != nil }

    /// Opens and migrates the store, writing `catalogue` into its lots.
    /// - Parameter creatingUnnamed: whether the default SQLite file is created when it does
    ///   not exist (the server's part). The admin commands create a database only when it is
    ///   named, so that a command run in the wrong folder does not leave a new file there.
    func open(catalogue: LotCatalogue, creatingUnnamed: Bool) async throws -> any SightingStore {
        if case .sqlite(let path) = try? DatabaseLocation(url: url), !FileManager.default.fileExists(atPath: path) {
            guard creatingUnnamed || isNamed else {
                throw CommandFailure(
                    description: "There is no database at '\(path)' in this folder. Name the server's "
                        + "database with --database or \(Self.environmentVariable), such as --database sqlite:/var/lib/ticketscan/db.sqlite."
                )
            }
            Diagnostics.info("Creating the database \(path).")
        }
        return try await Self.open(url, catalogue: catalogue)
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
