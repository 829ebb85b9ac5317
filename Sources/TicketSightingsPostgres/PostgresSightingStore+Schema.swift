import Logging
import PostgresNIO
import TicketCore

extension PostgresSightingStore {
    /// Creates TapOut's tables (docs/contract.md §7) and this service's scan log when they are
    /// absent; existing tables and their rows are left as they are. Two servers starting at
    /// once take turns on an advisory lock.
    static func migrate(_ connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query("SELECT pg_advisory_xact_lock(\(lockSpace), 0)", logger: logger)
        let statements: [PostgresQuery] = [
            """
            CREATE TABLE IF NOT EXISTS parking_lots (
                id SERIAL PRIMARY KEY,
                name TEXT NOT NULL,
                code TEXT NOT NULL,
                latitude DOUBLE PRECISION NOT NULL,
                longitude DOUBLE PRECISION NOT NULL,
                is_active BOOLEAN NOT NULL DEFAULT TRUE
            )
            """,
            """
            CREATE TABLE IF NOT EXISTS devices (
                id SERIAL PRIMARY KEY,
                device_id TEXT NOT NULL UNIQUE,
                email_verified BOOLEAN NOT NULL DEFAULT FALSE,
                push_token TEXT,
                is_push_enabled BOOLEAN NOT NULL DEFAULT TRUE,
                created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
                last_seen_at TIMESTAMPTZ
            )
            """,
            """
            CREATE TABLE IF NOT EXISTS parking_sessions (
                id SERIAL PRIMARY KEY,
                device_id INTEGER NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
                parking_lot_id INTEGER NOT NULL REFERENCES parking_lots(id),
                checked_in_at TIMESTAMPTZ NOT NULL DEFAULT now(),
                checked_out_at TIMESTAMPTZ,
                reminder_sent BOOLEAN NOT NULL DEFAULT FALSE
            )
            """,
            """
            CREATE TABLE IF NOT EXISTS taps_sightings (
                id SERIAL PRIMARY KEY,
                parking_lot_id INTEGER NOT NULL REFERENCES parking_lots(id),
                reported_by_device_id INTEGER REFERENCES devices(id) ON DELETE SET NULL,
                reported_at TIMESTAMPTZ NOT NULL DEFAULT now(),
                notes TEXT
            )
            """,
            """
            CREATE TABLE IF NOT EXISTS notifications (
                id SERIAL PRIMARY KEY,
                device_id INTEGER NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
                notification_type TEXT NOT NULL,
                title TEXT NOT NULL,
                message TEXT NOT NULL,
                parking_lot_id INTEGER REFERENCES parking_lots(id),
                created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
                read_at TIMESTAMPTZ
            )
            """,
            """
            CREATE TABLE IF NOT EXISTS ticketscan_scans (
                id BIGSERIAL PRIMARY KEY,
                device_id INTEGER NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
                scanned_at TIMESTAMPTZ NOT NULL
            )
            """,
            "CREATE INDEX IF NOT EXISTS ticketscan_scans_by_device ON ticketscan_scans (device_id, scanned_at)",
        ]
        for statement in statements {
            try await connection.query(statement, logger: logger)
        }
    }

    /// Adds the catalogue's lots that the database lacks, then moves `parking_lots`' id
    /// sequence past them so that TapOut's own inserts do not collide. Existing lots are the
    /// production database's truth and are never changed.
    static func seed(_ catalogue: LotCatalogue, _ connection: PostgresConnection, logger: Logger) async throws {
        for lot in catalogue.lots {
            try await connection.query(
                """
                INSERT INTO parking_lots (id, name, code, latitude, longitude, is_active)
                VALUES (\(lot.id), \(lot.name), \(lot.code), \(lot.latitude), \(lot.longitude), \(lot.isActive))
                ON CONFLICT (id) DO NOTHING
                """,
                logger: logger
            )
        }
        try await connection.query(
            """
            SELECT setval(pg_get_serial_sequence('parking_lots', 'id'), GREATEST((SELECT MAX(id) FROM parking_lots), 1))
            WHERE pg_get_serial_sequence('parking_lots', 'id') IS NOT NULL
            """,
            logger: logger
        )
    }
}
