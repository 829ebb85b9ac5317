public import Foundation

/// Real PostgreSQL servers for the tests, run by `scripts/test-postgres.sh` (loopback, an
/// unprivileged owner, trust authentication, a folder of their own).
///
/// ``shared`` is the server named by `TICKETSCAN_TEST_POSTGRES_URL` (what `make test` and CI
/// start), or else one this test process starts on first use and destroys when it exits.
/// Every test gets a database of its own on it; a test that stops its server uses a
/// ``Cluster`` of its own.
public enum TestPostgres {
    /// The URL of the shared server's `postgres` database.
    public static func sharedURL() throws -> String {
        try shared.get()
    }

    /// A new, empty database on the shared server; returns its URL.
    public static func freshDatabase() throws -> String {
        let server = try sharedURL()
        let name = "t_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
        try psql(server, "CREATE DATABASE \(name)")
        return database(name, on: server)
    }

    /// Runs `sql` with psql on the database at `url` and returns its unaligned output.
    @discardableResult
    public static func psql(_ url: String, _ sql: String) throws -> String {
        let plain = String(url.split(separator: "?")[0])
        return try run("/usr/bin/psql", [plain, "-qtA", "-v", "ON_ERROR_STOP=1", "-c", sql])
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// `url` (of any database on a server) pointing at database `name`, without TLS.
    public static func database(_ name: String, on url: String) -> String {
        let base = url.split(separator: "?")[0]
        return base[..<(base.lastIndex(of: "/") ?? base.endIndex)] + "/\(name)?sslmode=disable"
    }

    private static let shared = Result<String, any Error> {
        if let url = ProcessInfo.processInfo.environment["TICKETSCAN_TEST_POSTGRES_URL"], !url.isEmpty { return url }
        let cluster = try Cluster()
        ownCluster = cluster.folder.path
        atexit { if let folder = TestPostgres.ownCluster { _ = try? TestPostgres.script(["destroy", folder]) } }
        return cluster.url
    }

    nonisolated(unsafe) private static var ownCluster: String?

    /// A PostgreSQL server of its own, on a free port, that a test may stop and start again.
    public final class Cluster: Sendable {
        /// The cluster's folder.
        public let folder: URL
        /// Its port on 127.0.0.1.
        public let port: Int
        /// The URL of its `postgres` database.
        public let url: String

        /// Creates and starts the cluster.
        public init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("ticketscan-pg-\(UUID())")
            port = try LocalPort.free()
            url = try TestPostgres.script(["start", folder.path, "\(port)"]).trimmingCharacters(in: .whitespacesAndNewlines)
        }

        /// Stops the server (fast shutdown: sessions are cut, committed data stays).
        public func stop() throws { _ = try TestPostgres.script(["stop", folder.path]) }

        /// Starts the stopped server again on the same port.
        public func start() throws { _ = try TestPostgres.script(["start", folder.path, "\(port)"]) }

        /// Stops the server and deletes its folder.
        public func destroy() { _ = try? TestPostgres.script(["destroy", folder.path]) }
    }

    static func script(_ arguments: [String]) throws -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return try run(root.appendingPathComponent("scripts/test-postgres.sh").path, arguments)
    }

    @discardableResult
    static func run(_ executable: String, _ arguments: [String]) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let (out, err) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestPostgresError(
                command: ([executable] + arguments).joined(separator: " "),
                output: String(decoding: errors, as: UTF8.self)
            )
        }
        return String(decoding: output, as: UTF8.self)
    }
}

/// A PostgreSQL helper command that failed, with what it printed.
public struct TestPostgresError: Error, CustomStringConvertible {
    public var command: String
    public var output: String
    public var description: String { "\(command) failed: \(output)" }
}
