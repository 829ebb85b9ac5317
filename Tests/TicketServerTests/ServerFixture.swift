import Foundation
import Hummingbird
import Logging
import TicketCore
import TicketPipeline
import TicketServer
import TicketSightings
import TicketSightingsPostgres
import TicketSightingsSQLite

/// A server with one scanner, its clock pinned at `now`, on a fresh SQLite file or on a
/// PostgreSQL database, with devices `phone-1` (verified, not parked), `phone-2` and `phone-3`
/// (verified, parked at MU) and `unverified` (not verified).
struct ServerFixture {
    static let secret = Array("test-secret-0123456789abcdef-0123456789".utf8)
    let folder: URL
    let store: any SightingStore
    let pool: ScannerPool
    let settings: ServerSettings
    let metrics = ServerMetrics()
    let logger: Logger

    /// - Parameters:
    ///   - postgres: The URL of a PostgreSQL database to use instead of an SQLite file.
    ///   - storeTimeout: How long the PostgreSQL store waits for the database.
    init(
        now: String,
        rateLimit: ScanRateLimit = .standard,
        slots: Int = 4,
        postgres: String? = nil,
        storeTimeout: Duration = .seconds(5),
        logger: Logger = Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
    ) async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("server-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let postgres {
            store = try await PostgresSightingStore(url: postgres, catalogue: .default, timeout: storeTimeout)
        } else {
            store = try SQLiteSightingStore(path: folder.appendingPathComponent("db.sqlite").path, catalogue: .default)
        }
        let clock = Date()
        for device in ["phone-1", "phone-2", "phone-3"] {
            try await store.addDevice(device, emailVerified: true, at: clock)
        }
        try await store.addDevice("unverified", emailVerified: false, at: clock)
        try await store.checkIn("phone-2", lotCode: "MU", at: clock)
        try await store.checkIn("phone-3", lotCode: "MU", at: clock)
        pool = try ScannerPool(workers: 1, slots: slots) { try TicketScanner(configuration: ScanConfiguration()) }
        settings = ServerSettings(port: 0, jwtSecret: Self.secret, rateLimit: rateLimit, pinnedNow: try Self.instant(now))
        self.logger = logger
    }

    static func instant(_ text: String) throws -> Date {
        guard let date = Instant.parse(text) else { throw CancellationError() }
        return date
    }

    /// Runs `body` against the router in process, then stops the pool and removes the folder.
    func test<T>(_ body: @Sendable (RouterClient) async throws -> T) async throws -> T {
        let router = try await buildRouter(settings: settings, store: store, pool: pool, metrics: metrics)
        defer {
            pool.shutdown()
            try? FileManager.default.removeItem(at: folder)
        }
        let result = try await body(RouterClient(responder: router.buildResponder(), logger: logger))
        try await store.close()
        return result
    }

    /// A token for `device` signed with the fixture's secret.
    func token(_ device: String, expiry: Date = Date().addingTimeInterval(3600), secret: [UInt8] = Self.secret) async throws -> String {
        try await DeviceTokens(secret: secret).token(for: device, expiry: expiry)
    }

    /// Posts `body` (default: the sample photo `file` as the field `image`) to /ticket-scan.
    static func scan(
        _ client: RouterClient,
        token: String?,
        file: String = "clean-006.jpg",
        form: MultipartForm? = nil
    ) async throws -> RouterClient.Response {
        let form = try form ?? MultipartForm(parts: [.init(name: "image", filename: "ticket.jpg", bytes: Samples.bytes(file))])
        var headers: HTTPFields = [.contentType: form.contentType]
        if let token { headers[.authorization] = "Bearer \(token)" }
        return try await client.execute(uri: "/ticket-scan", method: .post, headers: headers, body: ByteBuffer(bytes: form.body))
    }
}

/// The committed sample photos in samples/.
enum Samples {
    static func bytes(_ name: String) throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return [UInt8](try Data(contentsOf: root.appendingPathComponent("samples").appendingPathComponent(name)))
    }

    /// A file at the top of the repository, e.g. `openapi.yaml`.
    static func repositoryFile(_ name: String) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try String(contentsOf: root.appendingPathComponent(name), encoding: .utf8)
    }
}

/// A multipart/form-data body as the apps send it.
struct MultipartForm: Sendable {
    struct Part: Sendable {
        var name: String
        var filename: String?
        var contentType = "image/jpeg"
        var bytes: [UInt8]
    }

    var parts: [Part]
    var boundary = "----TicketScanTestBoundary7MA4YWxkTrZu0gW"

    var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    var body: [UInt8] {
        var body: [UInt8] = []
        for part in parts {
            var head = "--\(boundary)\r\nContent-Disposition: form-data; name=\"\(part.name)\""
            if let filename = part.filename { head += "; filename=\"\(filename)\"" }
            head += "\r\nContent-Type: \(part.contentType)\r\n\r\n"
            body += Array(head.utf8) + part.bytes + Array("\r\n".utf8)
        }
        return body + Array("--\(boundary)--\r\n".utf8)
    }
}
