import Foundation
import Testing
import TicketCore
import TicketSightings
import TicketSightingsSQLite

@Suite("SQLite sighting store")
struct SQLiteSightingStoreTests {
    let now = StoreFixture.instant("2025-03-07T10:50:00-08:00")

    @Test("a recent ticket notifies every device parked at its lot, and only those")
    func notifiesParkedDevices() async throws {
        let fixture = try await StoreFixture()
        defer { Task { await fixture.remove() } }
        try await fixture.store.checkIn("phone-2", lotCode: "MU", at: now)
        try await fixture.store.checkIn("phone-3", lotCode: "mu", at: now)
        try await fixture.store.checkIn("phone-4", lotCode: "ARC", at: now)

        let report = try await fixture.store.report(StoreFixture.sighting())

        #expect(report.usersNotified == 2)
        #expect(try fixture.count("SELECT COUNT(*) FROM taps_sightings") == 1)
        #expect(try fixture.count("""
            SELECT COUNT(*) FROM notifications n JOIN devices d ON d.id = n.device_id
            WHERE n.notification_type = 'TAPS_SPOTTED' AND n.parking_lot_id = 2 AND d.device_id IN ('phone-2', 'phone-3')
            """) == 2)
        #expect(try fixture.count("SELECT COUNT(*) FROM notifications") == 2)
    }

    @Test("the same lot and instant again returns the first sighting and notifies nobody twice")
    func idempotent() async throws {
        let fixture = try await StoreFixture()
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

    @Test("many scans of one ticket at once make one sighting and one notification per parked device")
    func concurrentScans() async throws {
        let fixture = try await StoreFixture()
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

    @Test("an old ticket is recorded but notifies nobody")
    func oldTicket() async throws {
        let fixture = try await StoreFixture()
        defer { Task { await fixture.remove() } }
        try await fixture.store.checkIn("phone-2", lotCode: "MU", at: now)

        let report = try await fixture.store.report(StoreFixture.sighting(recent: false))

        #expect(report.usersNotified == 0)
        #expect(try fixture.count("SELECT COUNT(*) FROM taps_sightings") == 1)
        #expect(try fixture.count("SELECT COUNT(*) FROM notifications") == 0)
    }

    @Test("a checked-out device is not notified; checking in elsewhere moves the device")
    func sessions() async throws {
        let fixture = try await StoreFixture()
        defer { Task { await fixture.remove() } }
        try await fixture.store.checkIn("phone-2", lotCode: "MU", at: now)
        #expect(try await fixture.store.checkOut("phone-2", at: now) == 1)
        #expect(try await fixture.store.checkOut("phone-2", at: now) == 0)
        try await fixture.store.checkIn("phone-3", lotCode: "MU", at: now)
        try await fixture.store.checkIn("phone-3", lotCode: "HUTCH", at: now)

        #expect(try await fixture.store.report(StoreFixture.sighting()).usersNotified == 0)
        #expect(try fixture.count("SELECT COUNT(*) FROM parking_sessions WHERE checked_out_at IS NULL") == 1)
    }

    @Test("unknown devices and lots are named in the error")
    func unknownNames() async throws {
        let fixture = try await StoreFixture()
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

    @Test("10 scans an hour: the 11th waits until the oldest leaves the window")
    func rateLimit() async throws {
        let fixture = try await StoreFixture()
        defer { Task { await fixture.remove() } }
        for minute in 0..<10 {
            let decision = try await fixture.store.admitScan(
                by: "phone-1", at: now.addingTimeInterval(Double(minute) * 60), limit: .standard)
            #expect(decision == .admitted)
        }
        let eleventh = try await fixture.store.admitScan(by: "phone-1", at: now.addingTimeInterval(600), limit: .standard)
        #expect(eleventh == .refused(retryAfter: 3000))
        #expect(try await fixture.store.admitScan(by: "phone-2", at: now.addingTimeInterval(600), limit: .standard) == .admitted)
        let later = try await fixture.store.admitScan(by: "phone-1", at: now.addingTimeInterval(3600), limit: .standard)
        #expect(later == .admitted)
    }

    @Test("reopening keeps the data; the catalogue renames and deactivates lots")
    func reopen() async throws {
        let fixture = try await StoreFixture()
        defer { Task { await fixture.remove() } }
        let first = try await fixture.store.report(StoreFixture.sighting())
        try await fixture.store.close()

        var lots = LotCatalogue.default.lots
        lots[2].isActive = false
        lots[1].name = "Quad Parking Structure"
        let reopened = try SQLiteSightingStore(path: fixture.folder.appendingPathComponent("db.sqlite").path,
                                               catalogue: LotCatalogue(lots: lots))
        defer { Task { try? await reopened.close() } }

        #expect(try await reopened.report(StoreFixture.sighting()).sightingID == first.sightingID)
        #expect(try await reopened.scannedSightings(lotCode: "MU").map(\.id) == [first.sightingID])
        #expect(try await reopened.scannedSightings(lotCode: "ARC").isEmpty)
        #expect(try fixture.count("SELECT COUNT(*) FROM parking_lots WHERE name = 'Quad Parking Structure'") == 1)
        await #expect(throws: SightingStoreError.unknownLot("ARC")) {
            try await reopened.checkIn("phone-1", lotCode: "ARC", at: now)
        }
    }

    @Test("a closed store and an unwritable file are unavailable, not a crash")
    func unavailable() async throws {
        let fixture = try await StoreFixture()
        defer { Task { await fixture.remove() } }
        try await fixture.store.close()
        await #expect {
            try await fixture.store.report(StoreFixture.sighting())
        } throws: { error in
            guard case .unavailable = error as? SightingStoreError else { return false }
            return true
        }
        #expect {
            try SQLiteSightingStore(path: "/proc/ticketscan/db.sqlite", catalogue: .default)
        } throws: { error in
            guard case .unavailable = error as? SightingStoreError else { return false }
            return true
        }
    }
}
