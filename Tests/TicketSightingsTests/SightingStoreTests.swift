import Foundation
import Testing
import TicketCore
import TicketSightings
import TicketSightingsPostgres
import TicketSightingsSQLite
import TicketTestSupport

/// One suite for both stores: each test runs on SQLite and on a real PostgreSQL.
@Suite("Sighting stores")
struct SightingStoreTests {
    let now = StoreFixture.instant("2025-03-07T10:50:00-08:00")

    @Test("a recent ticket notifies every device parked at its lot, and only those", arguments: StoreKind.allCases)
    func notifiesParkedDevices(_ kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        defer { Task { await fixture.remove() } }
        try await fixture.store.checkIn("phone-2", lotCode: "MU", at: now)
        try await fixture.store.checkIn("phone-3", lotCode: "mu", at: now)
        try await fixture.store.checkIn("phone-4", lotCode: "ARC", at: now)

        let report = try await fixture.store.report(StoreFixture.sighting())

        #expect(report.usersNotified == 2)
        #expect(try fixture.count("SELECT COUNT(*) FROM taps_sightings") == 1)
        #expect(
            try fixture.count(
                """
                SELECT COUNT(*) FROM notifications n JOIN devices d ON d.id = n.device_id
                WHERE n.notification_type = 'TAPS_SPOTTED' AND n.parking_lot_id = 2 AND d.device_id IN ('phone-2', 'phone-3')
                """
            ) == 2
        )
        #expect(try fixture.count("SELECT COUNT(*) FROM notifications") == 2)
    }

    @Test("the same lot and instant again returns the first sighting and notifies nobody twice", arguments: StoreKind.allCases)
    func idempotent(_ kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        defer { Task { await fixture.remove() } }
        try await fixture.store.checkIn("phone-2", lotCode: "MU", at: now)

        let first = try await fixture.store.report(StoreFixture.sighting(by: "phone-1"))
        let again = try await fixture.store.report(StoreFixture.sighting(by: "phone-3"))
        let otherTime = try await fixture.store.report(StoreFixture.sighting(issued: "2025-03-07T10:43:00-08:00"))

        #expect(first.usersNotified == 1)
        #expect(again == SightingReport(sightingID: first.sightingID, usersNotified: 0, isNew: false))
        #expect(first.isNew)
        #expect(otherTime.sightingID != first.sightingID)
        #expect(try fixture.count("SELECT COUNT(*) FROM taps_sightings") == 2)
        #expect(try fixture.count("SELECT COUNT(*) FROM notifications") == 2)
    }

    @Test("many scans of one ticket at once make one sighting and one notification per parked device", arguments: StoreKind.allCases)
    func concurrentScans(_ kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        defer { Task { await fixture.remove() } }
        try await fixture.store.checkIn("phone-2", lotCode: "MU", at: now)
        try await fixture.store.checkIn("phone-3", lotCode: "MU", at: now)
        let store = fixture.store

        let reports = try await withThrowingTaskGroup(of: SightingReport.self) { group in
            for index in 0..<40 {
                group.addTask { try await store.report(StoreFixture.sighting(by: "phone-\(index % 4 + 1)")) }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(Set(reports.map(\.sightingID)).count == 1)
        #expect(reports.map(\.usersNotified).sorted().last == 2)
        #expect(reports.map(\.usersNotified).reduce(0, +) == 2)
        #expect(try fixture.count("SELECT COUNT(*) FROM taps_sightings") == 1)
        #expect(try fixture.count("SELECT COUNT(*) FROM notifications") == 2)
    }

    @Test("an old ticket is recorded but notifies nobody", arguments: StoreKind.allCases)
    func oldTicket(_ kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        defer { Task { await fixture.remove() } }
        try await fixture.store.checkIn("phone-2", lotCode: "MU", at: now)

        let report = try await fixture.store.report(StoreFixture.sighting(recent: false))

        #expect(report.usersNotified == 0)
        #expect(try fixture.count("SELECT COUNT(*) FROM taps_sightings") == 1)
        #expect(try fixture.count("SELECT COUNT(*) FROM notifications") == 0)
    }

    @Test("a checked-out device is not notified; checking in elsewhere moves the device", arguments: StoreKind.allCases)
    func sessions(_ kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        defer { Task { await fixture.remove() } }
        try await fixture.store.checkIn("phone-2", lotCode: "MU", at: now)
        #expect(try await fixture.store.checkOut("phone-2", at: now) == 1)
        #expect(try await fixture.store.checkOut("phone-2", at: now) == 0)
        try await fixture.store.checkIn("phone-3", lotCode: "MU", at: now)
        try await fixture.store.checkIn("phone-3", lotCode: "HUTCH", at: now)

        #expect(try await fixture.store.report(StoreFixture.sighting()).usersNotified == 0)
        #expect(try fixture.count("SELECT COUNT(*) FROM parking_sessions WHERE checked_out_at IS NULL") == 1)
    }

    @Test("unknown devices and lots are named in the error", arguments: StoreKind.allCases)
    func unknownNames(_ kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        defer { Task { await fixture.remove() } }
        await #expect(throws: SightingStoreError.unknownLot("LOT99")) {
            try await fixture.store.checkIn("phone-1", lotCode: "LOT99", at: now)
        }
        await #expect(throws: SightingStoreError.unknownDevice("ghost")) {
            try await fixture.store.report(StoreFixture.sighting(by: "ghost"))
        }
        #expect(try await fixture.store.device("ghost") == nil)
        #expect(try await fixture.store.device("phone-1")?.emailVerified == true)
    }

    @Test("10 scans an hour: the 11th waits until the oldest leaves the window", arguments: StoreKind.allCases)
    func rateLimit(_ kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        defer { Task { await fixture.remove() } }
        for minute in 0..<10 {
            let decision = try await fixture.store.admitScan(
                by: "phone-1",
                at: now.addingTimeInterval(Double(minute) * 60),
                limit: .standard
            )
            #expect(decision == .admitted)
        }
        let eleventh = try await fixture.store.admitScan(by: "phone-1", at: now.addingTimeInterval(600), limit: .standard)
        #expect(eleventh == .refused(retryAfter: 3000))
        #expect(try await fixture.store.admitScan(by: "phone-2", at: now.addingTimeInterval(600), limit: .standard) == .admitted)
        let later = try await fixture.store.admitScan(by: "phone-1", at: now.addingTimeInterval(3600), limit: .standard)
        #expect(later == .admitted)
    }

    @Test(
        "a second store on the same database, as a second server, finds the first one's sightings and limits",
        arguments: StoreKind.allCases
    )
    func secondStore(_ kind: StoreKind) async throws {
        let fixture = try await StoreFixture(kind)
        defer { Task { await fixture.remove() } }
        let first = try await fixture.store.report(StoreFixture.sighting())
        let second = try await fixture.reopen()
        defer { Task { try? await second.close() } }
        for minute in 0..<10 {
            _ = try await fixture.store.admitScan(by: "phone-1", at: now.addingTimeInterval(Double(minute)), limit: .standard)
        }

        #expect(try await second.report(StoreFixture.sighting()).sightingID == first.sightingID)
        #expect(try await second.scannedSightings(lotCode: "mu").map(\.id) == [first.sightingID])
        #expect(
            try await second.admitScan(by: "phone-1", at: now.addingTimeInterval(20), limit: .standard)
                == .refused(retryAfter: 3580)
        )
    }

    @Test("an import without a reporting device records the sighting with no device")
    func withoutDevice() async throws {
        for kind in StoreKind.allCases {
            let fixture = try await StoreFixture(kind)
            let report = try await fixture.store.report(StoreFixture.sighting(recent: false, by: nil))
            #expect(report.isNew)
            #expect(try await fixture.store.scannedSightings(lotCode: nil).map(\.reportedBy) == [nil])
            await fixture.remove()
        }
    }

    @Test("SQLite: the catalogue renames and deactivates the lots of its own file")
    func sqliteCatalogue() async throws {
        let fixture = try await StoreFixture(.sqlite)
        defer { Task { await fixture.remove() } }
        var lots = LotCatalogue.default.lots
        lots[2].isActive = false
        lots[1].name = "Quad Parking Structure"
        let reopened = try await fixture.reopen(catalogue: LotCatalogue(lots: lots))
        defer { Task { try? await reopened.close() } }

        #expect(try fixture.count("SELECT COUNT(*) FROM parking_lots WHERE name = 'Quad Parking Structure'") == 1)
        await #expect(throws: SightingStoreError.unknownLot("ARC")) {
            try await reopened.checkIn("phone-1", lotCode: "ARC", at: now)
        }
    }

    @Test("PostgreSQL: an existing TapOut database keeps its rows; only missing lots are added")
    func postgresLeavesExistingRows() async throws {
        let url = try TestPostgres.freshDatabase()
        try TestPostgres.psql(
            url,
            """
            CREATE TABLE parking_lots (id SERIAL PRIMARY KEY, name TEXT NOT NULL, code TEXT NOT NULL,
                latitude DOUBLE PRECISION NOT NULL, longitude DOUBLE PRECISION NOT NULL, is_active BOOLEAN NOT NULL DEFAULT TRUE,
                opened_in INTEGER);
            INSERT INTO parking_lots (id, name, code, latitude, longitude, is_active, opened_in)
                VALUES (2, 'Quad Structure (old name)', 'MU', 38.5, -121.7, FALSE, 1998);
            """
        )
        let store = try await PostgresSightingStore(url: url, catalogue: .default)
        defer { Task { try? await store.close() } }
        let rows = try TestPostgres.psql(url, "SELECT id, name, is_active, opened_in FROM parking_lots ORDER BY id")
        #expect(
            rows.split(separator: "\n") == [
                "1|Pavilion Structure|t|", "2|Quad Structure (old name)|f|1998", "3|Lot 25|t|", "4|Tercero Parking Lot|t|",
            ]
        )
        #expect(try TestPostgres.psql(url, "SELECT nextval('parking_lots_id_seq')") == "5")
    }

    @Test("a closed store, an unwritable file and a server nobody answers on are unavailable, not a crash or a hang")
    func unavailable() async throws {
        for kind in StoreKind.allCases {
            let fixture = try await StoreFixture(kind)
            try await fixture.store.close()
            await #expect {
                try await fixture.store.report(StoreFixture.sighting())
            } throws: { error in
                guard case .unavailable = error as? SightingStoreError else { return false }
                return true
            }
            await fixture.remove()
        }
        #expect {
            try SQLiteSightingStore(path: "/proc/ticketscan/db.sqlite", catalogue: .default)
        } throws: { error in
            guard case .unavailable = error as? SightingStoreError else { return false }
            return true
        }
        let port = try LocalPort.free()
        let started = ContinuousClock.now
        await #expect {
            try await PostgresSightingStore(
                url: "postgres://nobody@127.0.0.1:\(port)/none?sslmode=disable",
                catalogue: .default,
                timeout: .seconds(2),
                startupTimeout: .seconds(2)
            )
        } throws: { error in
            guard case .unavailable = error as? SightingStoreError else { return false }
            return true
        }
        #expect(ContinuousClock.now - started < .seconds(10))
    }
}
