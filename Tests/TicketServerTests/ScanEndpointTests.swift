import Foundation
import Hummingbird
import Testing
import TicketPipeline
import TicketServer
import TicketSightings
import TicketSightingsSQLite

/// `POST /ticket-scan` in process: real multipart uploads of sample photos, real Tesseract,
/// a real SQLite file.
@Suite("POST /ticket-scan")
struct ScanEndpointTests {
    /// clean-006.jpg: LOT 15 (MU), 2024-05-18 07:37 Pacific; 53 minutes later it is recent.
    static let recentNow = "2024-05-18T08:30:00-07:00"

    @Test("a recent ticket becomes a sighting that notifies the two devices parked at its lot; the same ticket again notifies nobody")
    func recentTicket() async throws {
        let fixture = try await ServerFixture(now: Self.recentNow)
        let token = try await fixture.token("phone-1")
        try await fixture.test { client in
            let first = try await ServerFixture.scan(client, token: token)
            #expect(first.status == .ok)
            #expect(first.headers[.contentType] == "application/json")
            #expect(
                first.text == """
                    {"success":true,"error_code":null,"error_message":null,"ticket_date":"2024-05-18","ticket_time":"07:37",\
                    "ticket_location":"LOT 15","mapped_lot_id":2,"mapped_lot_name":"Quad Structure","mapped_lot_code":"MU",\
                    "is_recent":true,"sighting_id":1,"users_notified":2}
                    """
            )
            let again = try await ServerFixture.scan(client, token: try await fixture.token("phone-2"))
            #expect(again.text.hasSuffix(#""is_recent":true,"sighting_id":1,"users_notified":0}"#))
        }
    }

    @Test("an old ticket records a sighting and notifies nobody")
    func oldTicket() async throws {
        let fixture = try await ServerFixture(now: "2024-05-18T11:00:00-07:00")
        let token = try await fixture.token("phone-1")
        try await fixture.test { client in
            let response = try await ServerFixture.scan(client, token: token)
            #expect(response.status == .ok)
            #expect(response.text.hasSuffix(#""mapped_lot_code":"MU","is_recent":false,"sighting_id":1,"users_notified":0}"#))
        }
    }

    @Test("a location that is no known lot records no sighting")
    func unmappedLot() async throws {
        let fixture = try await ServerFixture(now: "2026-03-30T19:00:00-07:00")
        let token = try await fixture.token("phone-1")
        try await fixture.test { client in
            let response = try await ServerFixture.scan(client, token: token, file: "clean-014.jpg")
            #expect(response.status == .ok)
            #expect(response.text.contains(#""ticket_location":"LOT 17","mapped_lot_id":null"#))
            #expect(response.text.hasSuffix(#""sighting_id":null,"users_notified":0}"#))
            #expect(try await fixture.store.scannedSightings(lotCode: nil).isEmpty)
        }
    }

    @Test("a text file named .jpg is a scan outcome: 200 with invalid_image")
    func textFileNamedJPEG() async throws {
        let fixture = try await ServerFixture(now: Self.recentNow)
        let token = try await fixture.token("phone-1")
        let form = MultipartForm(parts: [.init(name: "image", filename: "ticket.jpg", bytes: Array("just some text\n".utf8))])
        try await fixture.test { client in
            let response = try await ServerFixture.scan(client, token: token, form: form)
            #expect(response.status == .ok)
            #expect(
                response.text == """
                    {"success":false,"error_code":"invalid_image","error_message":"The photo could not be opened. Try again with a JPEG or PNG photo of the notice.",\
                    "ticket_date":null,"ticket_time":null,"ticket_location":null,"mapped_lot_id":null,"mapped_lot_name":null,\
                    "mapped_lot_code":null,"is_recent":false,"sighting_id":null,"users_notified":0}
                    """
            )
        }
    }

    @Test("the 11th scan of a device in an hour is 429 with Retry-After; other devices go on")
    func rateLimit() async throws {
        let fixture = try await ServerFixture(now: Self.recentNow)
        let token = try await fixture.token("phone-1")
        let form = MultipartForm(parts: [.init(name: "image", filename: "ticket.jpg", bytes: [0xFF, 0xD8, 0xFF])])
        try await fixture.test { client in
            for _ in 0..<10 {
                #expect(try await ServerFixture.scan(client, token: token, form: form).status == .ok)
            }
            let refused = try await ServerFixture.scan(client, token: token, form: form)
            #expect(refused.status == .tooManyRequests)
            let retryAfter = try #require(refused.headers[.retryAfter].flatMap(Int.init))
            #expect((3500...3600).contains(retryAfter))
            #expect(refused.text == #"{"error":"rate_limited","message":"At most 10 scans per hour. Try again in \#(retryAfter) seconds."}"#)
            let other = try await ServerFixture.scan(client, token: try await fixture.token("phone-2"), form: form)
            #expect(other.status == .ok)
        }
    }

    @Test("a 12 MB upload is 413 with image_too_large, refused on its Content-Length")
    func tooLarge() async throws {
        let fixture = try await ServerFixture(now: Self.recentNow)
        let token = try await fixture.token("phone-1")
        let form = MultipartForm(parts: [.init(name: "image", filename: "ticket.jpg", bytes: [UInt8](repeating: 0xFF, count: 12_000_000))])
        try await fixture.test { client in
            let response = try await ServerFixture.scan(client, token: token, form: form)
            #expect(response.status == .contentTooLarge)
            #expect(response.text.hasPrefix(#"{"success":false,"error_code":"image_too_large","error_message":"The photo is larger than 10 MB."#))
        }
    }

    @Test("when every scan slot is taken the server answers 503 with Retry-After before reading the upload")
    func overloaded() async throws {
        let fixture = try await ServerFixture(now: Self.recentNow, slots: 1)
        let token = try await fixture.token("phone-1")
        let held = try #require(fixture.pool.reserve())
        try await fixture.test { client in
            let response = try await ServerFixture.scan(client, token: token)
            #expect(response.status == .serviceUnavailable)
            #expect(response.headers[.retryAfter] == "2")
            #expect(response.text == #"{"error":"overloaded","message":"Every scanner is busy. Try again in a moment."}"#)
            withExtendedLifetime(held) {}
        }
    }

    @Test("health, metrics by outcome, JSON for unknown paths, 405 with Allow for a known path's other methods")
    func healthAndMetrics() async throws {
        let fixture = try await ServerFixture(now: Self.recentNow)
        let token = try await fixture.token("phone-1")
        let form = MultipartForm(parts: [.init(name: "image", filename: "ticket.jpg", bytes: Array("text".utf8))])
        try await fixture.test { client in
            _ = try await ServerFixture.scan(client, token: token, form: form)
            _ = try await ServerFixture.scan(client, token: nil, form: form)
            let health = try await client.execute(uri: "/health", method: .get)
            #expect(health.status == .ok)
            #expect(health.text == #"{"status":"ok","workers":1}"#)
            let metrics = try await client.execute(uri: "/metrics", method: .get).text
            #expect(metrics.contains(#"ticketscan_scans_total{outcome="invalid_image"} 1"#))
            #expect(metrics.contains(#"ticketscan_requests_refused_total{reason="unauthorized"} 1"#))
            #expect(metrics.contains("ticketscan_scan_duration_seconds_count 1"))
            #expect(metrics.contains("ticketscan_scan_slots_taken 0"))
            let missing = try await client.execute(uri: "/nothing", method: .get)
            #expect(missing.status == .notFound)
            #expect(missing.text == #"{"error":"not_found","message":"Not Found"}"#)
            for (path, method, allow) in [("/ticket-scan", HTTPRequest.Method.get, "POST"), ("/health", .delete, "GET"), ("/metrics", .post, "GET")] {
                let wrong = try await client.execute(uri: path, method: method)
                #expect(wrong.status == .methodNotAllowed)
                #expect(wrong.headers[.allow] == allow)
                #expect(wrong.text == #"{"error":"method_not_allowed","message":"This path answers \#(allow) only."}"#)
            }
        }
    }
}
