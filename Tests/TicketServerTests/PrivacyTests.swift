import Foundation
import Logging
import Synchronization
import Testing
import TicketServer

/// docs/contract.md §3: only the date, time and location leave the pipeline. A scan of a
/// sample whose notice number, plate, VIN and vehicle are known leaves none of them in the
/// logs at trace level, in the response or in the database file.
@Suite("Privacy")
struct PrivacyTests {
    /// Printed on clean-006.jpg, and read by Tesseract (`ticketscan scan --debug-dir`).
    static let secrets = ["24D67107", "78BQ180", "CHEVROLET", "GREEN", "Plate", "VIN", "45.00", "7308", "PARKING INVOICE", "Notice #"]

    @Test("nothing but the three fields reaches the logs, the response or the database")
    func nothingPrivateLeaks() async throws {
        let lines = LogLines()
        let logger = Logger(label: "privacy") { label in CapturingLogHandler(label: label, lines: lines) }
        let fixture = try await ServerFixture(now: ScanEndpointTests.recentNow, logger: logger)
        let token = try await fixture.token("phone-1")
        let folder = fixture.folder
        let (response, database) = try await fixture.test { client in
            let response = try await ServerFixture.scan(client, token: token).text
            let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).compactMap {
                FileManager.default.contents(atPath: folder.appendingPathComponent($0).path)
            }
            return (response, files)
        }
        #expect(response.contains(#""ticket_location":"LOT 15""#))
        #expect(database.count >= 2, "the database file and its write-ahead log")
        let logs = lines.all
        #expect(logs.contains { $0.hasPrefix("info scan ") && $0.contains("success") }, "the scan was not logged at all")
        for secret in Self.secrets {
            #expect(!response.contains(secret))
            #expect(!logs.contains { $0.contains(secret) }, "the logs hold \(secret)")
            #expect(!database.contains { $0.range(of: Data(secret.utf8)) != nil }, "the database holds \(secret)")
        }
        #expect(!logs.contains { $0.contains(token) }, "the logs hold the bearer token")
    }
}

/// Keeps every log line, at every level, as text with its metadata.
struct CapturingLogHandler: LogHandler {
    let label: String
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .trace

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let all = metadata.merging(event.metadata ?? [:]) { $1 }
        lines.append("\(event.level) \(event.message) \(all) \(event.error.map { "\($0)" } ?? "")")
    }
}

/// The lines a ``CapturingLogHandler`` kept, shared by every copy of the handler.
final class LogLines: Sendable {
    private let lines = Mutex<[String]>([])

    func append(_ line: String) { lines.withLock { $0.append(line) } }

    var all: [String] { lines.withLock { $0 } }
}
