import GRDB
import TicketCore

extension SQLiteSightingStore {
    /// TapOut's tables (docs/contract.md §7) and the scan log of the rate limit. Migrations
    /// are append-only: a released one is never edited.
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: TapOut tables and the scan log") { db in
            try db.execute(
                sql: """
                    CREATE TABLE parking_lots (
                        id INTEGER PRIMARY KEY,
                        name TEXT NOT NULL,
                        code TEXT NOT NULL,
                        latitude DOUBLE PRECISION NOT NULL,
                        longitude DOUBLE PRECISION NOT NULL,
                        is_active BOOLEAN NOT NULL DEFAULT 1
                    );
                    CREATE TABLE devices (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        device_id TEXT NOT NULL UNIQUE,
                        email_verified BOOLEAN NOT NULL DEFAULT 0,
                        push_token TEXT,
                        is_push_enabled BOOLEAN NOT NULL DEFAULT 1,
                        created_at DATETIME NOT NULL,
                        last_seen_at DATETIME
                    );
                    CREATE TABLE parking_sessions (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        device_id INTEGER NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
                        parking_lot_id INTEGER NOT NULL REFERENCES parking_lots(id),
                        checked_in_at DATETIME NOT NULL,
                        checked_out_at DATETIME,
                        reminder_sent BOOLEAN NOT NULL DEFAULT 0
                    );
                    CREATE INDEX parking_sessions_open_by_lot ON parking_sessions (parking_lot_id)
                        WHERE checked_out_at IS NULL;
                    CREATE TABLE taps_sightings (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        parking_lot_id INTEGER NOT NULL REFERENCES parking_lots(id),
                        reported_by_device_id INTEGER REFERENCES devices(id) ON DELETE SET NULL,
                        reported_at DATETIME NOT NULL,
                        notes TEXT
                    );
                    CREATE UNIQUE INDEX taps_sightings_one_per_scanned_ticket ON taps_sightings (parking_lot_id, reported_at)
                        WHERE notes LIKE 'Ticket scan: %';
                    CREATE TABLE notifications (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        device_id INTEGER NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
                        notification_type TEXT NOT NULL,
                        title TEXT NOT NULL,
                        message TEXT NOT NULL,
                        parking_lot_id INTEGER REFERENCES parking_lots(id),
                        created_at DATETIME NOT NULL,
                        read_at DATETIME
                    );
                    CREATE TABLE ticketscan_scans (
                        id INTEGER PRIMARY KEY AUTOINCREMENT,
                        device_id INTEGER NOT NULL REFERENCES devices(id) ON DELETE CASCADE,
                        scanned_at DATETIME NOT NULL
                    );
                    CREATE INDEX ticketscan_scans_by_device ON ticketscan_scans (device_id, scanned_at);
                    """
            )
        }
        return migrator
    }

    /// Writes the catalogue into `parking_lots`: the catalogue is the truth for its own ids.
    static func seed(_ catalogue: LotCatalogue, into db: Database) throws {
        for lot in catalogue.lots {
            try db.execute(
                sql: """
                    INSERT INTO parking_lots (id, name, code, latitude, longitude, is_active) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT (id) DO UPDATE SET name = excluded.name, code = excluded.code,
                        latitude = excluded.latitude, longitude = excluded.longitude, is_active = excluded.is_active
                    """,
                arguments: [lot.id, lot.name, lot.code, lot.latitude, lot.longitude, lot.isActive]
            )
        }
    }
}
