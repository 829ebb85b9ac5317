public import Foundation
public import Logging
import PostgresNIO
public import TicketCore
public import TicketSightings

/// The ``SightingStore`` for several servers on one PostgreSQL database, the TapOut
/// backend's own: TapOut's tables are created when absent and otherwise left as they are.
///
/// Two servers scanning the same ticket at once must make one sighting and one set of
/// notifications. Each report takes a transaction-scoped advisory lock on its lot
/// (`pg_advisory_xact_lock`), then looks for the sighting and inserts it and its
/// notifications; the second transaction waits for the first to commit and finds its
/// sighting. A unique index would need a schema change on TapOut's `taps_sightings`, whose
/// existing rows (the old backend's included) may not satisfy it, and would still leave the
/// notifications to be made exactly once; the lock needs no change to TapOut's tables.
/// The rate limit holds across servers the same way: the device's row is locked
/// (`SELECT ... FOR UPDATE`) while its scans in the window are counted.
///
/// Connections come from a pool of at most `maximumConnections`, which reconnects on its own
/// after the database restarts; while the database is down every call fails within
/// `timeout` with ``SightingStoreError/unavailable(_:)``, never hangs.
public final class PostgresSightingStore: SightingStore {
    private let client: PostgresClient
    private let running: Task<Void, Never>
    private let logger: Logger
    private let timeout: Duration

    /// The first number of the advisory locks this store takes, `'tkts'` in ASCII; the
    /// second is the lot id (reports) or 0 (migrations).
    static let lockSpace: Int32 = 0x746B_7473

    /// Connects to `url`, creates TapOut's tables and the scan log when absent, and adds the
    /// catalogue's lots that the database does not have (existing lots are never changed).
    /// - Parameters:
    ///   - url: `postgres://user:password@host:port/database[?sslmode=disable|prefer|require]`.
    ///   - catalogue: The lots to add when absent.
    ///   - maximumConnections: The pool's bound.
    ///   - timeout: How long one call may wait for the database.
    ///   - startupTimeout: How long connecting and migrating may take: a database that is
    ///     still starting, or servers starting together and taking turns at the migration
    ///     lock, must not stop a server from starting.
    ///   - logger: Receives the driver's messages (never query parameters).
    /// - Throws: ``SightingStoreError/unavailable(_:)`` when the database cannot be reached
    ///   or migrated, ``SightingStoreError/rejected(_:)`` for a malformed URL.
    public init(
        url: String,
        catalogue: LotCatalogue,
        maximumConnections: Int = 8,
        timeout: Duration = .seconds(5),
        startupTimeout: Duration = .seconds(30),
        logger: Logger = Logger(label: "ticketscan.postgres")
    ) async throws(SightingStoreError) {
        var configuration: PostgresClient.Configuration
        do {
            configuration = try PostgresClient.Configuration.parse(url: url)
        } catch {
            throw .rejected(error.description)
        }
        configuration.options.maximumConnections = max(1, maximumConnections)
        configuration.options.connectTimeout = timeout
        let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
        self.client = client
        self.logger = logger
        self.timeout = timeout
        running = Task { await client.run() }
        do {
            try await transaction(within: max(timeout, startupTimeout)) { connection, logger in
                try await Self.migrate(connection, logger: logger)
                try await Self.seed(catalogue, connection, logger: logger)
            }
        } catch {
            running.cancel()
            await running.value
            throw error
        }
    }

    public func device(_ deviceID: String) async throws(SightingStoreError) -> Device? {
        try await transaction { connection, logger in try await Self.fetchDevice(deviceID, lock: false, connection, logger: logger) }
    }

    public func admitScan(by deviceID: String, at now: Date, limit: ScanRateLimit) async throws(SightingStoreError) -> RateDecision {
        try await transaction { connection, logger in
            guard let device = try await Self.fetchDevice(deviceID, lock: true, connection, logger: logger) else {
                throw SightingStoreError.unknownDevice(deviceID)
            }
            let windowStart = now.addingTimeInterval(-limit.window)
            try await connection.query(
                "DELETE FROM ticketscan_scans WHERE device_id = \(device.id) AND scanned_at <= \(windowStart)",
                logger: logger
            )
            var count = 0
            var oldest: Date?
            for try await (rowCount, rowOldest) in try await connection.query(
                "SELECT COUNT(*), MIN(scanned_at) FROM ticketscan_scans WHERE device_id = \(device.id)",
                logger: logger
            ).decode((Int, Date?).self) {
                (count, oldest) = (rowCount, rowOldest)
            }
            let decision = RateDecision(count: count, oldest: oldest, limit: limit, now: now)
            if decision == .admitted {
                try await connection.query(
                    "INSERT INTO ticketscan_scans (device_id, scanned_at) VALUES (\(device.id), \(now))",
                    logger: logger
                )
            }
            try await connection.query("UPDATE devices SET last_seen_at = \(now) WHERE id = \(device.id)", logger: logger)
            return decision
        }
    }

    public func report(_ sighting: ScannedSighting) async throws(SightingStoreError) -> SightingReport {
        try await transaction { connection, logger in
            var reporter: Int64?
            if let deviceID = sighting.reportedBy {
                guard let device = try await Self.fetchDevice(deviceID, lock: false, connection, logger: logger) else {
                    throw SightingStoreError.unknownDevice(deviceID)
                }
                reporter = device.id
            }
            let lot = Int32(clamping: sighting.lotID)
            try await connection.query("SELECT pg_advisory_xact_lock(\(Self.lockSpace), \(lot))", logger: logger)
            if let existing = try await Self.single(
                Int64.self,
                connection.query(
                    """
                    SELECT id::int8 FROM taps_sightings
                    WHERE parking_lot_id = \(lot) AND reported_at = \(sighting.reportedAt) AND notes LIKE 'Ticket scan: %'
                    ORDER BY id LIMIT 1
                    """,
                    logger: logger
                )
            ) {
                return SightingReport(sightingID: existing, usersNotified: 0, isNew: false)
            }
            let sightingID =
                try await Self.single(
                    Int64.self,
                    connection.query(
                        """
                        INSERT INTO taps_sightings (parking_lot_id, reported_by_device_id, reported_at, notes)
                        VALUES (\(lot), \(reporter), \(sighting.reportedAt), \(sighting.notes)) RETURNING id::int8
                        """,
                        logger: logger
                    )
                ) ?? 0
            guard sighting.isRecent else { return SightingReport(sightingID: sightingID, usersNotified: 0, isNew: true) }
            let notified =
                try await Self.single(
                    Int.self,
                    connection.query(
                        """
                        WITH created AS (
                            INSERT INTO notifications (device_id, notification_type, title, message, parking_lot_id, created_at)
                            SELECT DISTINCT device_id, 'TAPS_SPOTTED', \(sighting.notificationTitle), \(sighting.notificationMessage),
                                   \(lot), \(sighting.recordedAt)
                            FROM parking_sessions WHERE parking_lot_id = \(lot) AND checked_out_at IS NULL
                            RETURNING 1
                        )
                        SELECT COUNT(*)::int8 FROM created
                        """,
                        logger: logger
                    )
                ) ?? 0
            return SightingReport(sightingID: sightingID, usersNotified: notified, isNew: true)
        }
    }

    public func addDevice(_ deviceID: String, emailVerified: Bool, at now: Date) async throws(SightingStoreError) {
        _ = try await transaction { connection, logger in
            try await connection.query(
                """
                INSERT INTO devices (device_id, email_verified, created_at) VALUES (\(deviceID), \(emailVerified), \(now))
                ON CONFLICT (device_id) DO UPDATE SET email_verified = excluded.email_verified
                """,
                logger: logger
            )
        }
    }

    public func devices() async throws(SightingStoreError) -> [Device] {
        try await transaction { connection, logger in
            var devices: [Device] = []
            for try await (id, device, verified) in try await connection.query(
                "SELECT id, device_id, email_verified FROM devices ORDER BY device_id",
                logger: logger
            ).decode((Int64, String, Bool).self) {
                devices.append(Device(id: id, deviceID: device, emailVerified: verified))
            }
            return devices
        }
    }

    public func removeDevice(_ deviceID: String) async throws(SightingStoreError) -> Bool {
        // The foreign keys delete its sessions, notifications and scan log, and clear it from
        // the sightings it reported.
        try await transaction { connection, logger in
            let removed = try await Self.single(
                Int64.self,
                connection.query(
                    "DELETE FROM devices WHERE device_id = \(deviceID) RETURNING id",
                    logger: logger
                )
            )
            return removed != nil
        }
    }

    public func checkIn(_ deviceID: String, lotCode: String, at now: Date) async throws(SightingStoreError) {
        try await transaction { connection, logger in
            guard let device = try await Self.fetchDevice(deviceID, lock: true, connection, logger: logger) else {
                throw SightingStoreError.unknownDevice(deviceID)
            }
            guard
                let lot = try await Self.single(
                    Int64.self,
                    connection.query(
                        "SELECT id::int8 FROM parking_lots WHERE upper(code) = upper(\(lotCode)) AND is_active ORDER BY id LIMIT 1",
                        logger: logger
                    )
                )
            else { throw SightingStoreError.unknownLot(lotCode) }
            try await Self.closeSessions(of: device, at: now, connection, logger: logger)
            try await connection.query(
                """
                INSERT INTO parking_sessions (device_id, parking_lot_id, checked_in_at) VALUES (\(device.id), \(lot), \(now))
                """,
                logger: logger
            )
        }
    }

    public func checkOut(_ deviceID: String, at now: Date) async throws(SightingStoreError) -> Int {
        try await transaction { connection, logger in
            guard let device = try await Self.fetchDevice(deviceID, lock: true, connection, logger: logger) else {
                throw SightingStoreError.unknownDevice(deviceID)
            }
            return try await Self.closeSessions(of: device, at: now, connection, logger: logger)
        }
    }

    public func scannedSightings(lotCode: String?) async throws(SightingStoreError) -> [SightingRecord] {
        try await transaction { connection, logger in
            var records: [SightingRecord] = []
            for try await (id, code, device, reportedAt, notes) in try await connection.query(
                """
                SELECT s.id::int8, l.code, d.device_id, s.reported_at, s.notes
                FROM taps_sightings s
                JOIN parking_lots l ON l.id = s.parking_lot_id
                LEFT JOIN devices d ON d.id = s.reported_by_device_id
                WHERE s.notes LIKE 'Ticket scan: %' AND (\(lotCode)::text IS NULL OR upper(l.code) = upper(\(lotCode)::text))
                ORDER BY s.reported_at DESC, s.id DESC
                """,
                logger: logger
            ).decode((Int64, String, String?, Date, String).self) {
                records.append(SightingRecord(id: id, lotCode: code, reportedBy: device, reportedAt: reportedAt, notes: notes))
            }
            return records
        }
    }

    public func close() async throws(SightingStoreError) {
        running.cancel()
        await running.value
    }

    /// Runs `body` in one transaction on a pooled connection, within `deadline` (the store's
    /// timeout when nil); errors become ``SightingStoreError``s (``storeError(_:)``).
    private func transaction<T: Sendable>(
        within deadline: Duration? = nil,
        _ body: @escaping @Sendable (PostgresConnection, Logger) async throws -> T
    ) async throws(SightingStoreError) -> T {
        let (client, logger, timeout) = (self.client, self.logger, deadline ?? self.timeout)
        do {
            return try await withThrowingTaskGroup(of: T.self) { group in
                group.addTask {
                    try await client.withTransaction(logger: logger) { connection in try await body(connection, logger) }
                }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw SightingStoreError.unavailable("no answer from PostgreSQL within \(timeout)")
                }
                defer { group.cancelAll() }
                guard let result = try await group.next() else { throw CancellationError() }
                return result
            }
        } catch {
            throw Self.storeError(error)
        }
    }

    private static func fetchDevice(
        _ deviceID: String,
        lock: Bool,
        _ connection: PostgresConnection,
        logger: Logger
    ) async throws -> Device? {
        let query: PostgresQuery =
            lock
            ? "SELECT id::int8, device_id, email_verified FROM devices WHERE device_id = \(deviceID) FOR UPDATE"
            : "SELECT id::int8, device_id, email_verified FROM devices WHERE device_id = \(deviceID)"
        for try await (id, device, verified) in try await connection.query(query, logger: logger).decode((Int64, String, Bool).self) {
            return Device(id: id, deviceID: device, emailVerified: verified)
        }
        return nil
    }

    @discardableResult
    private static func closeSessions(
        of device: Device,
        at now: Date,
        _ connection: PostgresConnection,
        logger: Logger
    ) async throws -> Int {
        try await single(
            Int.self,
            connection.query(
                """
                WITH closed AS (
                    UPDATE parking_sessions SET checked_out_at = \(now)
                    WHERE device_id = \(device.id) AND checked_out_at IS NULL RETURNING 1
                )
                SELECT COUNT(*)::int8 FROM closed
                """,
                logger: logger
            )
        ) ?? 0
    }

    /// The first column of the first row, nil without rows.
    static func single<T: PostgresDecodable & Sendable>(_ type: T.Type, _ rows: PostgresRowSequence) async throws -> T? {
        for try await value in rows.decode(T.self) { return value }
        return nil
    }
}
