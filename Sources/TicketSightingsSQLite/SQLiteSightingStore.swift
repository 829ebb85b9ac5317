public import Foundation
import GRDB
public import TicketCore
public import TicketSightings

/// The embedded ``SightingStore``: one SQLite file in WAL mode, created and migrated on open,
/// with the lot catalogue written into `parking_lots`.
///
/// Every method is one write transaction; SQLite runs them one at a time, so two scans of the
/// same ticket cannot both create a sighting (a partial unique index on the lot and instant
/// of scanned sightings enforces it as well).
public struct SQLiteSightingStore: SightingStore {
    private let pool: DatabasePool

    /// Opens (or creates) the database at `path`, migrates it and seeds `catalogue`.
    /// - Parameters:
    ///   - path: The SQLite file; its folder must exist.
    ///   - catalogue: The lots to write into `parking_lots`: new ids are added, existing ones
    ///     get the catalogue's name, code, position and activity.
    /// - Throws: ``SightingStoreError/unavailable(_:)`` when the file cannot be opened or written.
    public init(path: String, catalogue: LotCatalogue) throws(SightingStoreError) {
        var configuration = Configuration()
        configuration.busyMode = .timeout(10)
        configuration.label = "ticketscan"
        do {
            pool = try DatabasePool(path: path, configuration: configuration)
            try Self.migrator.migrate(pool)
            try pool.write { db in try Self.seed(catalogue, into: db) }
        } catch {
            throw Self.storeError(error)
        }
    }

    public func device(_ deviceID: String) async throws(SightingStoreError) -> Device? {
        try await read { db in try Self.fetchDevice(deviceID, in: db) }
    }

    public func admitScan(by deviceID: String, at now: Date, limit: ScanRateLimit) async throws(SightingStoreError) -> RateDecision {
        try await write { db in
            guard let device = try Self.fetchDevice(deviceID, in: db) else { throw SightingStoreError.unknownDevice(deviceID) }
            let windowStart = now.addingTimeInterval(-limit.window)
            try db.execute(
                sql: "DELETE FROM ticketscan_scans WHERE device_id = ? AND scanned_at <= ?",
                arguments: [device.id, windowStart]
            )
            let row = try Row.fetchOne(
                db,
                sql: "SELECT COUNT(*) AS count, MIN(scanned_at) AS oldest FROM ticketscan_scans WHERE device_id = ?",
                arguments: [device.id]
            )
            let decision = RateDecision(count: row?["count"] ?? 0, oldest: row?["oldest"], limit: limit, now: now)
            if decision == .admitted {
                try db.execute(
                    sql: "INSERT INTO ticketscan_scans (device_id, scanned_at) VALUES (?, ?)",
                    arguments: [device.id, now]
                )
            }
            try db.execute(sql: "UPDATE devices SET last_seen_at = ? WHERE id = ?", arguments: [now, device.id])
            return decision
        }
    }

    public func report(_ sighting: ScannedSighting) async throws(SightingStoreError) -> SightingReport {
        try await write { db in
            var reporter: Int64?
            if let deviceID = sighting.reportedBy {
                guard let device = try Self.fetchDevice(deviceID, in: db) else { throw SightingStoreError.unknownDevice(deviceID) }
                reporter = device.id
            }
            if let existing = try Int64.fetchOne(
                db,
                sql: """
                    SELECT id FROM taps_sightings
                    WHERE parking_lot_id = ? AND reported_at = ? AND notes LIKE 'Ticket scan: %'
                    """,
                arguments: [sighting.lotID, sighting.reportedAt]
            ) {
                return SightingReport(sightingID: existing, usersNotified: 0, isNew: false)
            }
            try db.execute(
                sql: """
                    INSERT INTO taps_sightings (parking_lot_id, reported_by_device_id, reported_at, notes)
                    VALUES (?, ?, ?, ?)
                    """,
                arguments: [sighting.lotID, reporter, sighting.reportedAt, sighting.notes]
            )
            let sightingID = db.lastInsertedRowID
            guard sighting.isRecent else { return SightingReport(sightingID: sightingID, usersNotified: 0, isNew: true) }
            try db.execute(
                sql: """
                    INSERT INTO notifications (device_id, notification_type, title, message, parking_lot_id, created_at)
                    SELECT DISTINCT device_id, 'TAPS_SPOTTED', ?, ?, ?, ?
                    FROM parking_sessions WHERE parking_lot_id = ? AND checked_out_at IS NULL
                    """,
                arguments: [
                    sighting.notificationTitle, sighting.notificationMessage, sighting.lotID,
                    sighting.recordedAt, sighting.lotID,
                ]
            )
            return SightingReport(sightingID: sightingID, usersNotified: db.changesCount, isNew: true)
        }
    }

    public func addDevice(_ deviceID: String, emailVerified: Bool, at now: Date) async throws(SightingStoreError) {
        try await write { db in
            try db.execute(
                sql: """
                    INSERT INTO devices (device_id, email_verified, created_at) VALUES (?, ?, ?)
                    ON CONFLICT (device_id) DO UPDATE SET email_verified = excluded.email_verified
                    """,
                arguments: [deviceID, emailVerified, now]
            )
        }
    }

    public func devices() async throws(SightingStoreError) -> [Device] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT id, device_id, email_verified FROM devices ORDER BY device_id")
                .map { Device(id: $0[0], deviceID: $0[1], emailVerified: $0[2]) }
        }
    }

    public func removeDevice(_ deviceID: String) async throws(SightingStoreError) -> Bool {
        // The foreign keys (on in GRDB's connections) delete its sessions, notifications and
        // scan log, and clear it from the sightings it reported.
        try await write { db in
            try db.execute(sql: "DELETE FROM devices WHERE device_id = ?", arguments: [deviceID])
            return db.changesCount > 0
        }
    }

    public func checkIn(_ deviceID: String, lotCode: String, at now: Date) async throws(SightingStoreError) {
        try await write { db in
            guard let device = try Self.fetchDevice(deviceID, in: db) else { throw SightingStoreError.unknownDevice(deviceID) }
            guard
                let lotID = try Int64.fetchOne(
                    db,
                    sql: "SELECT id FROM parking_lots WHERE upper(code) = upper(?) AND is_active",
                    arguments: [lotCode]
                )
            else { throw SightingStoreError.unknownLot(lotCode) }
            try Self.closeSessions(of: device, at: now, in: db)
            try db.execute(
                sql: """
                    INSERT INTO parking_sessions (device_id, parking_lot_id, checked_in_at) VALUES (?, ?, ?)
                    """,
                arguments: [device.id, lotID, now]
            )
        }
    }

    public func checkOut(_ deviceID: String, at now: Date) async throws(SightingStoreError) -> Int {
        try await write { db in
            guard let device = try Self.fetchDevice(deviceID, in: db) else { throw SightingStoreError.unknownDevice(deviceID) }
            return try Self.closeSessions(of: device, at: now, in: db)
        }
    }

    public func scannedSightings(lotCode: String?) async throws(SightingStoreError) -> [SightingRecord] {
        try await read { db in
            try Row.fetchAll(
                db,
                sql: """
                    SELECT s.id, l.code, d.device_id, s.reported_at, s.notes
                    FROM taps_sightings s
                    JOIN parking_lots l ON l.id = s.parking_lot_id
                    LEFT JOIN devices d ON d.id = s.reported_by_device_id
                    WHERE s.notes LIKE 'Ticket scan: %' AND (?1 IS NULL OR upper(l.code) = upper(?1))
                    ORDER BY s.reported_at DESC, s.id DESC
                    """,
                arguments: [lotCode]
            ).map { row in
                SightingRecord(id: row[0], lotCode: row[1], reportedBy: row[2], reportedAt: row[3], notes: row[4])
            }
        }
    }

    public func close() async throws(SightingStoreError) {
        do {
            try pool.close()
        } catch {
            throw Self.storeError(error)
        }
    }

    private static func fetchDevice(_ deviceID: String, in db: Database) throws -> Device? {
        try Row.fetchOne(
            db,
            sql: "SELECT id, device_id, email_verified FROM devices WHERE device_id = ?",
            arguments: [deviceID]
        )
        .map { Device(id: $0[0], deviceID: $0[1], emailVerified: $0[2]) }
    }

    @discardableResult
    private static func closeSessions(of device: Device, at now: Date, in db: Database) throws -> Int {
        try db.execute(
            sql: "UPDATE parking_sessions SET checked_out_at = ? WHERE device_id = ? AND checked_out_at IS NULL",
            arguments: [now, device.id]
        )
        return db.changesCount
    }

    private func read<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(SightingStoreError) -> T {
        do {
            return try await pool.read(body)
        } catch {
            throw Self.storeError(error)
        }
    }

    private func write<T: Sendable>(_ body: @escaping @Sendable (Database) throws -> T) async throws(SightingStoreError) -> T {
        do {
            return try await pool.write(body)
        } catch {
            throw Self.storeError(error)
        }
    }
}
