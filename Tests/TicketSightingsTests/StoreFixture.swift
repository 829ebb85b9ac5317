import Foundation
import GRDB
import TicketCore
import TicketSightings
import TicketSightingsSQLite

/// A fresh SQLite store in its own temporary folder, with devices `phone-1` ... `phone-4`.
struct StoreFixture {
    let folder: URL
    let store: SQLiteSightingStore

    init(devices: Int = 4) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sightings-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        store = try SQLiteSightingStore(path: folder.appendingPathComponent("db.sqlite").path, catalogue: .default)
        for index in 1...max(1, devices) {
            try await store.addDevice("phone-\(index)", emailVerified: true, at: Self.instant("2025-03-07T08:00:00-08:00"))
        }
    }

    /// The number of rows `sql` counts, read straight from the file.
    func count(_ sql: String) throws -> Int {
        let queue = try DatabaseQueue(path: folder.appendingPathComponent("db.sqlite").path)
        defer { try? queue.close() }
        return try queue.read { db in try Int.fetchOne(db, sql: sql) ?? 0 }
    }

    func remove() async {
        try? await store.close()
        try? FileManager.default.removeItem(at: folder)
    }

    static func instant(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        return formatter.date(from: text)!
    }

    /// A recent sighting at the Quad Structure (lot 2) of the ticket issued at `issued`.
    static func sighting(issued: String = "2025-03-07T10:42:00-08:00", lot: Int = 2, recent: Bool = true,
                         by device: String = "phone-1") -> ScannedSighting {
        ScannedSighting(lotID: lot, lotName: "Quad Structure", reportedBy: device, reportedAt: instant(issued),
                        notes: "Ticket scan: LOT 15", isRecent: recent, recordedAt: instant("2025-03-07T10:50:00-08:00"))
    }
}
