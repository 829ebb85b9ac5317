import Foundation
import Hummingbird
import Testing
import TicketSightings
import TicketTestSupport

/// Servers on PostgreSQL: several at once on one database, and one that outlives a restart
/// of its database.
@Suite("Servers on PostgreSQL")
struct PostgresServerTests {
    static let generous = ScanRateLimit(scans: 100, window: 3600)

    @Test("two servers scanning the same ticket at once, many times, make one sighting and one notification per parked device")
    func twoServersOneTicket() async throws {
        let database = try TestPostgres.freshDatabase()
        let first = try await ServerFixture(
            now: ScanEndpointTests.recentNow,
            rateLimit: Self.generous,
            slots: 8,
            postgres: database,
            storeTimeout: .seconds(30)
        )
        let second = try await ServerFixture(
            now: ScanEndpointTests.recentNow,
            rateLimit: Self.generous,
            slots: 8,
            postgres: database,
            storeTimeout: .seconds(30)
        )
        let tokens = [try await first.token("phone-1"), try await second.token("phone-2")]
        let bodies = try await first.test { firstClient in
            try await second.test { secondClient in
                try await withThrowingTaskGroup(of: (Int, String).self) { group in
                    for index in 0..<12 {
                        let client = index.isMultiple(of: 2) ? firstClient : secondClient
                        group.addTask {
                            let response = try await ServerFixture.scan(client, token: tokens[index % 2])
                            return (Int(response.status.code), response.text)
                        }
                    }
                    return try await group.reduce(into: []) { $0.append($1) }
                }
            }
        }
        #expect(bodies.allSatisfy { $0.0 == 200 })
        #expect(bodies.filter { $0.1.hasSuffix(#""sighting_id":1,"users_notified":2}"#) }.count == 1)
        #expect(bodies.filter { $0.1.hasSuffix(#""sighting_id":1,"users_notified":0}"#) }.count == 11)
        #expect(try TestPostgres.psql(database, "SELECT COUNT(*) FROM taps_sightings") == "1")
        #expect(
            try TestPostgres.psql(
                database,
                """
                SELECT string_agg(d.device_id, ',' ORDER BY d.device_id) FROM notifications n JOIN devices d ON d.id = n.device_id
                """
            ) == "phone-2,phone-3"
        )
    }

    @Test("PostgreSQL restarted mid-run: 503 while it is down, then scans go on, and no acknowledged scan is lost")
    func databaseRestart() async throws {
        let cluster = try TestPostgres.Cluster()
        defer { cluster.destroy() }
        try TestPostgres.psql(cluster.url, "CREATE DATABASE tapout")
        let database = TestPostgres.database("tapout", on: cluster.url)
        let fixture = try await ServerFixture(now: ScanEndpointTests.recentNow, postgres: database)
        let token = try await fixture.token("phone-1")
        let (before, during, after, attempts) = try await fixture.test { client in
            let before = try await ServerFixture.scan(client, token: token)
            try cluster.stop()
            let started = ContinuousClock.now
            let during = try await ServerFixture.scan(client, token: token, file: "clean-010.jpg")
            let waited = ContinuousClock.now - started
            try cluster.start()
            var attempts = 0
            var after: RouterClient.Response
            repeat {
                attempts += 1
                after = try await ServerFixture.scan(client, token: token, file: "clean-010.jpg")
            } while after.status == .serviceUnavailable && attempts < 20
            #expect(waited < .seconds(10), "a request while the database is down is answered within its timeout")
            return (before, during, after, attempts)
        }
        #expect(before.status == .ok)
        #expect(before.text.hasSuffix(#""sighting_id":1,"users_notified":2}"#))
        #expect(during.status == .serviceUnavailable)
        #expect(during.headers[.retryAfter] == "5")
        #expect(during.text == #"{"error":"store_unavailable","message":"The sighting database is unavailable. Try again in a moment."}"#)
        #expect(after.status == .ok)
        #expect(after.text.hasSuffix(#""is_recent":false,"sighting_id":2,"users_notified":0}"#))
        #expect(attempts <= 3)
        #expect(
            try TestPostgres.psql(database, "SELECT string_agg(notes || '@' || id, ',' ORDER BY id) FROM taps_sightings")
                == "Ticket scan: LOT 15@1,Ticket scan: LOT 15@2"
        )
        #expect(try TestPostgres.psql(database, "SELECT COUNT(*) FROM notifications") == "2")
    }
}
