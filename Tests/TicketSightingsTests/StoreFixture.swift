import Foundation
import GRDB
import TicketCore
import TicketSightings
import TicketSightingsPostgres
import TicketSightingsSQLite
import TicketTestSupport

/// The stores the reporter suite runs against.
enum StoreKind: String, CaseIterable, Sendable, CustomStringConvertible {
    case sqlite, postgres

    var description: String { rawValue }
}

/// A fresh store of either kind, with devices `phone-1` ... `phone-4`: an SQLite file in its
/// own temporary folder, or a database of its own on the test PostgreSQL server.
struct StoreFixture {
    let kind: StoreKind
    /// The SQLite file's path, or the PostgreSQL database's URL.
    let location: String
    let store: any SightingStore

    init(_ kind: StoreKind, devices: Int = 4) async throws {
        self.kind = kind
        switch kind {
        case .sqlite:
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("sightings-\(UUID())")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            location = folder.appendingPathComponent("db.sqlite").path
        case .postgres:
            location = try TestPostgres.freshDatabase()
        }
        store = try await Self.open(kind, location, catalogue: .default)
        for index in 1...max(1, devices) {
            try await store.addDevice("phone-\(index)", emailVerified: true, at: Self.instant("2025-03-07T08:00:00-08:00"))
        }
    }

    static func open(_ kind: StoreKind, _ location: String, catalogue: LotCatalogue) async throws -> any SightingStore {
        switch kind {
        case .sqlite: try SQLiteSightingStore(path: location, catalogue: catalogue)
        // A long timeout: the suite's other tests can keep the two cooperative threads busy
        // for seconds, and these tests are about what is recorded, not how fast.
        case .postgres: try await PostgresSightingStore(url: location, catalogue: catalogue, timeout: .seconds(30))
        }
    }

    /// Opens the same database again, as a second server or a restart would.
    func reopen(catalogue: LotCatalogue = .default) async throws -> any SightingStore {
        try await Self.open(kind, location, catalogue: catalogue)
    }

    /// The number `sql` counts, read straight from the database.
    func count(_ sql: String) throws -> Int {
        switch kind {
        case .sqlite:
            let queue = try DatabaseQueue(path: location)
            defer { try? queue.close() }
            return try queue.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
        case .postgres:
            return Int(try TestPostgres.psql(location, sql)) ?? -1
        }
    }

    func remove() async {
        try? await store.close()
        if kind == .sqlite { try? FileManager.default.removeItem(atPath: (location as NSString).deletingLastPathComponent) }
    }

    static func instant(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    /// A sighting at the Quad Structure (lot 2) of the ticket issued at `issued`.
    static func sighting(
        issued: String = "2025-03-07T10:42:00-08:00",
        lot: Int = 2,
        recent: Bool = true,
        by device: String? = "phone-1"
    ) -> ScannedSighting {
        ScannedSighting(
            lotID: lot,
            lotName: "Quad Structure",
            reportedBy: device,
            reportedAt: instant(issued),
            notes: "Ticket scan: LOT 15",
            isRecent: recent,
            recordedAt: instant("2025-03-07T10:50:00-08:00")
        )
    }
}
