import Foundation
import Testing
import TicketTestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `ticketscan serve` and `ticketscan admin` as processes: start-up refusals, the admin
/// round trip, and a graceful stop that answers the scan in flight.
@Suite("ticketscan serve and admin as processes", .ownThread)
struct ServeProcessTests {
    static let secret = "process-test-secret-0123456789abcdef"

    /// A temporary working folder holding the database.
    struct Workspace {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID())")
        var database: String { "sqlite:\(folder.appendingPathComponent("db.sqlite").path)" }

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        /// Runs `ticketscan` in the folder with the secret in the environment (unless `secret` is nil).
        func run(_ arguments: [String], secret: String? = ServeProcessTests.secret) throws -> ScanProcessTests.Run {
            try ScanProcessTests.ticketscan(arguments) { configure($0, secret: secret) }
        }

        /// `ticketscan` with `arguments`, to be started by the caller.
        func makeProcess(_ arguments: [String]) throws -> Process {
            let process = Process()
            process.executableURL = try ScanProcessTests.executable()
            process.arguments = arguments
            configure(process, secret: ServeProcessTests.secret)
            return process
        }

        private func configure(_ process: Process, secret: String?) {
            process.currentDirectoryURL = folder
            var environment = ProcessInfo.processInfo.environment
            environment["TICKETSCAN_JWT_SECRET"] = secret
            environment["TICKETSCAN_DATABASE"] = nil
            process.environment = environment
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test("serve refuses to start without a secret, or with one too short for HS256")
    func refusesWithoutSecret() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let missing = try workspace.run(["serve", "--port", "0"], secret: nil)
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("No JWT secret: set TICKETSCAN_JWT_SECRET or pass --jwt-secret-file FILE."))
        let short = try workspace.run(["serve", "--port", "0"], secret: "short")
        #expect(short.status != 0)
        #expect(short.stderr.contains("The JWT secret is 5 bytes long; HS256 needs at least 32."))
    }

    @Test("admin: add a device, park it, sign a token, list sightings; unknown lots are named")
    func adminRoundTrip() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        #expect(try workspace.run(["admin", "device", "add", "phone-1", "--database", workspace.database]).stdout == "device phone-1: verified\n")
        #expect(
            try workspace.run(["admin", "checkin", "phone-1", "mu", "--database", workspace.database]).stdout == "device phone-1: checked in at MU\n"
        )
        let unknown = try workspace.run(["admin", "checkin", "phone-1", "NOPE", "--database", workspace.database])
        #expect(unknown.status != 0)
        #expect(unknown.stderr.contains("No active lot with code 'NOPE'."))
        let token = try workspace.run(["admin", "token", "phone-1", "--hours", "1", "--database", workspace.database])
        #expect(token.status == 0)
        #expect(token.stdout.split(separator: ".").count == 3)
        #expect(try workspace.run(["admin", "checkout", "phone-1", "--database", workspace.database]).stdout == "device phone-1: checked out\n")
        #expect(try workspace.run(["admin", "sightings", "--database", workspace.database]).stdout == "id\tlot\treported_at\treported_by\tnotes\n")
        #expect(FileManager.default.fileExists(atPath: workspace.folder.appendingPathComponent("db.sqlite").path))
    }

    @Test("SIGTERM lets the scan in flight finish with its sighting, then the server exits 0")
    func gracefulStop() async throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let database = ["--database", workspace.database]
        _ = try workspace.run(["admin", "device", "add", "phone-1"] + database)
        _ = try workspace.run(["admin", "device", "add", "phone-2"] + database)
        _ = try workspace.run(["admin", "checkin", "phone-2", "MU"] + database)
        let token = try workspace.run(["admin", "token", "phone-1"] + database).stdout.trimmingCharacters(in: .whitespacesAndNewlines)

        let port = try LocalPort.free()
        let server = try workspace.makeProcess(["serve", "--port", "\(port)", "--workers", "1", "--now", "2024-05-18T08:30:00-07:00"] + database)
        let errors = Pipe()
        server.standardError = errors
        server.standardOutput = FileHandle.nullDevice
        try server.run()
        defer { if server.isRunning { server.terminate() } }
        let base = URL(string: "http://127.0.0.1:\(port)")!
        try await Self.waitUntil("the server answers /health") { try await Self.get(base.appendingPathComponent("health")).status == 200 }

        // The upload stops halfway until SIGTERM has been sent, so the request is surely in flight.
        let photo = try Data(contentsOf: ScanProcessTests.root.appendingPathComponent("samples/clean-006.jpg"))
        let request = Self.multipartRequest(photo, port: port, token: token)
        let connection = try RawConnection(port: port)
        try connection.send(request.prefix(request.count / 2))
        try await Self.waitUntil("the upload takes a scan slot") {
            try await Self.get(base.appendingPathComponent("metrics")).body.contains("ticketscan_scan_slots_taken 1")
        }
        kill(server.processIdentifier, SIGTERM)
        try await Task.sleep(for: .milliseconds(200))
        try connection.send(request.suffix(from: request.count / 2))
        let response = connection.receiveAll()
        let status = Int(response.split(separator: " ").dropFirst().first ?? "") ?? 0
        let body = String(response.split(separator: "\r\n\r\n", maxSplits: 1).last ?? "")
        server.waitUntilExit()
        let log = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(status == 200)
        #expect(body.hasSuffix(#""is_recent":true,"sighting_id":1,"users_notified":1}"#))
        #expect(server.terminationStatus == 0)
        #expect(log.contains("stopped"))
        let sightings = try workspace.run(["admin", "sightings"] + database).stdout
        #expect(sightings.contains("1\tMU\t2024-05-18T14:37:00Z\tphone-1\tTicket scan: LOT 15"))
    }

    /// Waits up to 60 s until `condition` holds, polling; records an issue naming `what` if it never does.
    static func waitUntil(_ what: String, _ condition: () async throws -> Bool) async throws {
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            if (try? await condition()) == true { return }
            try await Task.sleep(for: .milliseconds(20))
        }
        Issue.record("timed out after 60 s waiting until \(what)")
        throw CancellationError()
    }

    static func get(_ url: URL) async throws -> (status: Int, body: String) {
        let (data, response) = try await URLSession.shared.data(from: url)
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    static let boundary = "process-test-boundary"

    /// A multipart/form-data body holding `photo` as the field `image`.
    static func multipartBody(_ photo: Data) -> Data {
        var body = Data(
            "--\(boundary)\r\nContent-Disposition: form-data; name=\"image\"; filename=\"ticket.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n".utf8
        )
        body += photo + Data("\r\n--\(boundary)--\r\n".utf8)
        return body
    }

    /// Posts `photo` to `/ticket-scan` of the server at `base` with `token`.
    static func upload(_ photo: Data, to base: URL, token: String) async throws -> (status: Int, body: String) {
        var request = URLRequest(url: base.appendingPathComponent("ticket-scan"))
        request.httpMethod = "POST"
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        request.setValue("multipart/form-data; boundary=\(boundary)", forHTTPHeaderField: "Content-Type")
        let (data, response) = try await URLSession.shared.upload(for: request, from: multipartBody(photo))
        return ((response as? HTTPURLResponse)?.statusCode ?? 0, String(decoding: data, as: UTF8.self))
    }

    /// A whole HTTP/1.1 request uploading `photo` as the field `image`, closing the connection after.
    static func multipartRequest(_ photo: Data, port: Int, token: String) -> [UInt8] {
        let body = multipartBody(photo)
        let head = """
            POST /ticket-scan HTTP/1.1\r
            Host: 127.0.0.1:\(port)\r
            Authorization: Bearer \(token)\r
            Content-Type: multipart/form-data; boundary=\(boundary)\r
            Content-Length: \(body.count)\r
            Connection: close\r
            \r

            """
        return Array(head.utf8) + Array(body)
    }
}

/// A blocking TCP connection to the server on loopback, to send a request in pieces.
final class RawConnection {
    private let socket: Int32

    init(port: Int) throws {
        socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard socket >= 0, connected == 0 else { throw POSIXError(.ECONNREFUSED) }
    }

    func send(_ bytes: some Collection<UInt8>) throws {
        var remaining = Array(bytes)[...]
        while !remaining.isEmpty {
            let written = remaining.withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard written > 0 else { throw POSIXError(.EPIPE) }
            remaining = remaining.dropFirst(written)
        }
    }

    /// Everything the server sends until it closes the connection.
    func receiveAll() -> String {
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            guard count > 0 else { break }
            received += buffer[..<count]
        }
        return String(decoding: received, as: UTF8.self)
    }

    deinit {
        close(socket)
    }
}
