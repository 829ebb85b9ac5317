import Foundation
import Testing
import TicketTestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Requests no client should send, over a real socket to `ticketscan serve`: each is refused
/// with a 4xx, and afterwards the server still scans with every slot free.
@Suite("ticketscan serve against hostile requests", .ownThread)
struct HostileRequestTests {
    /// The status code of a raw HTTP response, 0 when the server closed without one.
    static func status(of response: String) -> Int {
        Int(response.split(separator: " ").dropFirst().first ?? "") ?? 0
    }

    /// A POST of `body` to /ticket-scan with `token`, as multipart with the boundary `outer`:
    /// with its length and `Connection: close`, or `chunked` with no length.
    static func post(_ body: [UInt8], token: String, chunked: Bool = false) -> [UInt8] {
        let framing = chunked ? "Transfer-Encoding: chunked" : "Content-Length: \(body.count)\r\nConnection: close"
        return Array(
            """
            POST /ticket-scan HTTP/1.1\r
            Host: x\r
            Authorization: Bearer \(token)\r
            Content-Type: multipart/form-data; boundary=outer\r
            \(framing)\r
            \r

            """.utf8
        ) + body
    }

    @Test("1 MB of headers, a nested multipart, a non-ASCII part header and a chunked upload that never ends are 4xx; the server scans on")
    func hostileRequests() async throws {
        let workspace = try ServeProcessTests.Workspace()
        defer { workspace.remove() }
        let database = ["--database", workspace.database]
        _ = try workspace.run(["admin", "device", "add", "phone-1"] + database)
        let token = try workspace.run(["admin", "token", "phone-1"] + database).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        let port = try LocalPort.free()
        let server = try workspace.makeProcess(
            [
                "serve", "--port", "\(port)", "--workers", "1", "--slots", "2",
                "--upload-timeout", "2", "--now", "2024-05-18T08:30:00-07:00",
            ] + database
        )
        server.standardError = FileHandle.nullDevice
        server.standardOutput = FileHandle.nullDevice
        try server.run()
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        let base = URL(string: "http://127.0.0.1:\(port)")!
        try await ServeProcessTests.waitUntil("the server answers /health") {
            try await ServeProcessTests.get(base.appendingPathComponent("health")).status == 200
        }

        let huge = try RawConnection(port: port)
        try? huge.send(Array("GET /health HTTP/1.1\r\nHost: x\r\nX-Filler: \(String(repeating: "a", count: 1 << 20))\r\n\r\n".utf8))
        let hugeStatus = Self.status(of: huge.receiveAll())
        #expect((400..<500).contains(hugeStatus), "1 MB of headers: \(hugeStatus)")

        let nestedBody =
            "--outer\r\nContent-Disposition: form-data; name=\"image\"\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n"
            + "--inner\r\nContent-Disposition: file; filename=\"t.jpg\"\r\nContent-Type: image/jpeg\r\n\r\nxyz\r\n--inner--\r\n--outer--\r\n"
        let nested = try RawConnection(port: port)
        try nested.send(Self.post(Array(nestedBody.utf8), token: token))
        #expect(Self.status(of: nested.receiveAll()) == 400)

        // A part header name with bytes over 0x7F ended the process under multipart-kit 4.7.1
        // (found by schemathesis); it is a 400 like any malformed form.
        let foreign = try RawConnection(port: port)
        let foreignBody =
            Array("--outer\r\nContent-Disposition: form-data; name=\"image\"\r\nX-".utf8) + [0xC2, 0x80]
            + Array(": 1\r\n\r\nxyz\r\n--outer--\r\n".utf8)
        try foreign.send(Self.post(foreignBody, token: token))
        #expect(Self.status(of: foreign.receiveAll()) == 400)

        // Both slots held by uploads that never end: each is cut off after --upload-timeout.
        let started = ContinuousClock.now
        let endless = try (1...2).map { _ in
            let connection = try RawConnection(port: port)
            // Chunked, one chunk of 1 KB, and never the last chunk.
            try connection.send(Self.post(Array("400\r\n\(String(repeating: "z", count: 1024))\r\n".utf8), token: token, chunked: true))
            return connection
        }
        for connection in endless {
            let response = connection.receiveAll()
            #expect(Self.status(of: response) == 408)
            #expect(response.contains(#""error":"upload_timed_out""#))
        }
        #expect(ContinuousClock.now - started < .seconds(30))

        let photo = try Data(contentsOf: ScanProcessTests.root.appendingPathComponent("samples/clean-006.jpg"))
        let scan = try await ServeProcessTests.upload(photo, to: base, token: token)
        #expect(scan.status == 200)
        #expect(scan.body.contains(#""ticket_location":"LOT 15""#))
        let metrics = try await ServeProcessTests.get(base.appendingPathComponent("metrics")).body
        #expect(metrics.contains("ticketscan_scan_slots_taken 0"))
        server.terminate()
        server.waitUntilExit()
        #expect(server.terminationStatus == 0, "the server stops cleanly after all that")
    }
}
