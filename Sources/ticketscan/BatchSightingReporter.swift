#if Server
import ArgumentParser
import Foundation
import Synchronization
import TicketCore
import TicketPipeline
import TicketSightings

/// `batch --report-sightings --database URL`: the options.
struct SightingReportOptions: ParsableArguments {
    @Flag(help: "Record each mapped ticket with a date and time as a sighting in --database, as the server does; a re-run records nothing twice.")
    var reportSightings = false

    @Option(
        help: ArgumentHelp(
            "The database --report-sightings records into: sqlite:PATH or postgres://user:password@host:port/database.",
            valueName: "URL"
        )
    )
    var database: String?

    func validate() throws {
        guard reportSightings else {
            if database != nil { throw ValidationError("--database is only used with --report-sightings.") }
            return
        }
        guard let database else { throw ValidationError("--report-sightings needs --database URL.") }
        do {
            _ = try DatabaseLocation(url: database)
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The reporter, or nil without `--report-sightings`.
    func reporter(catalogue: LotCatalogue, now: Date) throws -> BatchSightingReporter? {
        guard reportSightings, let database else { return nil }
        let store = try BatchSightingReporter.wait { try await DatabaseOptions.open(database, catalogue: catalogue) }
        return BatchSightingReporter(store: store, now: now)
    }
}

/// Records a batch's mapped tickets through the server's sighting reporter, as a batch
/// delivers its records one at a time on a worker thread.
///
/// Only tickets with a date and a time are recorded: a sighting's instant is the ticket's,
/// so that a re-run (or `--resume` after a crash between recording and writing a line) finds
/// the sighting recorded before and adds nothing. Imported sightings name no reporting device.
final class BatchSightingReporter: Sendable {
    private let store: any SightingStore
    private let now: Date
    private let counts = Mutex((recorded: 0, matched: 0, withoutInstant: 0, notified: 0))

    init(store: any SightingStore, now: Date) {
        self.store = store
        self.now = now
    }

    /// Records `record`'s ticket and fills in its `sighting_id` and `users_notified`.
    func report(_ record: inout BatchRecord) throws {
        guard let sighting = ScannedSighting(response: record.response, reportedBy: nil, now: now) else { return }
        guard record.response.ticketInstant != nil else {
            counts.withLock { $0.withoutInstant += 1 }
            return
        }
        let store = self.store
        let report = try Self.wait { try await store.report(sighting) }
        record.response.sightingId = Int(report.sightingID)
        record.response.usersNotified = report.usersNotified
        counts.withLock {
            if report.isNew { $0.recorded += 1 } else { $0.matched += 1 }
            $0.notified += report.usersNotified
        }
    }

    /// Closes the store.
    func close() throws {
        let store = self.store
        try Self.wait { try await store.close() }
    }

    /// One line for the batch summary.
    var summary: String {
        let counts = counts.withLock { $0 }
        return "sightings: \(counts.recorded) recorded, \(counts.matched) recorded before, "
            + "\(counts.withoutInstant) mapped without date or time not recorded, \(counts.notified) users notified"
    }

    /// Runs a store call from the batch's synchronous code (its main thread and its worker
    /// threads, none of them the cooperative pool's) and waits there for its result.
    static func wait<T: Sendable>(_ body: @escaping @Sendable () async throws -> T) throws -> T {
        let result = Mutex<Result<T, any Error>?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task {
            do {
                let value = try await body()
                result.withLock { $0 = .success(value) }
            } catch {
                result.withLock { $0 = .failure(error) }
            }
            done.signal()
        }
        done.wait()
        return try result.withLock { $0! }.get()
    }
}
#endif
