import Foundation
import Testing
import TicketCore
import TicketSightings

@Suite("What a scan asks the reporter to record")
struct ScannedSightingTests {
    static func response(date: String?, time: String?, location: String = "LOT 15") -> TicketScanResponse {
        var response = TicketScanResponse.failure(.fieldsUnreadable)
        response.success = true
        response.errorCode = nil
        response.errorMessage = nil
        response.ticketDate = date
        response.ticketTime = time
        response.ticketLocation = location
        response.mappedLotId = 2
        response.mappedLotName = "Quad Structure"
        response.mappedLotCode = "MU"
        response.isRecent = true
        return response
    }

    @Test("the ticket's Pacific instant, in daylight time and in standard time")
    func ticketInstant() throws {
        let now = Date(timeIntervalSince1970: 0)
        let summer = try #require(ScannedSighting(response: Self.response(date: "2025-07-04", time: "10:42"), reportedBy: "p", now: now))
        let winter = try #require(ScannedSighting(response: Self.response(date: "2025-03-07", time: "10:42"), reportedBy: "p", now: now))
        #expect(summer.reportedAt == ISO8601DateFormatter().date(from: "2025-07-04T17:42:00Z"))
        #expect(winter.reportedAt == ISO8601DateFormatter().date(from: "2025-03-07T18:42:00Z"))
        #expect(winter.notes == "Ticket scan: LOT 15")
        #expect(winter.lotID == 2)
        #expect(winter.isRecent)
    }

    @Test("without a date or time the sighting is reported at now")
    func missingTime() throws {
        let now = Date(timeIntervalSince1970: 1_741_373_000)
        let sighting = try #require(ScannedSighting(response: Self.response(date: "2025-03-07", time: nil), reportedBy: "p", now: now))
        #expect(sighting.reportedAt == now)
    }

    @Test("a location that maps to no lot is no sighting")
    func unmapped() {
        var response = Self.response(date: "2025-03-07", time: "10:42", location: "LOT 17")
        response.mappedLotId = nil
        response.mappedLotName = nil
        response.mappedLotCode = nil
        #expect(ScannedSighting(response: response, reportedBy: "p", now: Date()) == nil)
        #expect(ScannedSighting(response: .failure(.notATicket), reportedBy: "p", now: Date()) == nil)
    }

    @Test("the rate decision counts down to the oldest scan leaving the window")
    func rateDecision() {
        let now = Date(timeIntervalSince1970: 10_000)
        let limit = ScanRateLimit(scans: 2, window: 100)
        #expect(RateDecision(count: 1, oldest: now, limit: limit, now: now) == .admitted)
        #expect(RateDecision(count: 2, oldest: now.addingTimeInterval(-30.5), limit: limit, now: now) == .refused(retryAfter: 70))
        #expect(RateDecision(count: 2, oldest: now.addingTimeInterval(-100), limit: limit, now: now) == .refused(retryAfter: 1))
    }

    @Test("--database takes sqlite:PATH and postgres:// URLs, and names what is wrong with anything else")
    func databaseLocation() throws {
        #expect(try DatabaseLocation(url: "sqlite:ticketscan.sqlite") == .sqlite(path: "ticketscan.sqlite"))
        #expect(try DatabaseLocation(url: "sqlite:///var/db.sqlite") == .sqlite(path: "/var/db.sqlite"))
        #expect(try DatabaseLocation(url: "postgresql://u:p@db:5433/tapout") == .postgres(url: "postgresql://u:p@db:5433/tapout"))
        #expect(DatabaseLocation.redacted("postgres://tapout:s3cret@db:5432/tapout") == "postgres://tapout:***@db:5432/tapout")
        #expect(DatabaseLocation.redacted("postgres://tapout@db/tapout") == "postgres://tapout@db/tapout")
        #expect(throws: DatabaseLocationError(url: "sqlite:", reason: "it names no file")) { try DatabaseLocation(url: "sqlite:") }
        #expect(throws: DatabaseLocationError(url: "mysql://x", reason: "expected sqlite:PATH or postgres://user@host:port/database")) {
            try DatabaseLocation(url: "mysql://x")
        }
    }
}
