import Foundation
import GRDB
import Testing
import TicketTestSupport

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// `ticketscan serve` on SQLite under faults: killed with SIGKILL mid-load, and out of space
/// for its database. What was acknowledged stays, exactly once; nothing is half-written.
@Suite("ticketscan serve under faults", .ownThread)
struct ServeFaultTests {
    /// Eight notices at the four lots, each a different sighting; with ``now`` only clean-006
    /// (LOT 15, 07:37) is recent.
    static let photos = ["clean-006", "clean-007", "clean-008", "clean-010", "clean-011", "clean-012", "scan-016", "scan-019"]
    static let now = "2024-05-18T08:30:00-07:00"
    static let lots = ["HUTCH": 1, "MU": 2, "ARC": 3, "TERCERO": 4]

    /// A workspace with `clients` scanning devices (their tokens) and one listener device
    /// parked at each lot, so a recent sighting at a lot notifies exactly one device.
    static func prepare(_ workspace: ServeProcessTests.Workspace, clients: Int) throws -> [String] {
        let database = ["--database", workspace.database]
        for lot in lots.keys {
            _ = try workspace.run(["admin", "device", "add", "listener-\(lot)"] + database)
            _ = try workspace.run(["admin", "checkin", "listener-\(lot)", lot] + database)
        }
        return try (1...clients).map { client in
            _ = try workspace.run(["admin", "device", "add", "phone-\(client)"] + database)
            return try workspace.run(["admin", "token", "phone-\(client)"] + database).stdout.trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// Starts `serve` on the workspace's database and waits until it answers; its log goes to
    /// `serve.log` in the workspace.
    static func startServer(_ workspace: ServeProcessTests.Workspace) async throws -> (process: Process, base: URL) {
        let port = try LocalPort.free()
        let server = try workspace.makeProcess([
            "serve", "--port", "\(port)", "--workers", "2", "--scans-per-hour", "10000", "--now", now,
            "--database", workspace.database,
        ])
        let log = workspace.folder.appendingPathComponent("serve.log")
        if !FileManager.default.fileExists(atPath: log.path) { _ = FileManager.default.createFile(atPath: log.path, contents: nil) }
        let handle = try FileHandle(forWritingTo: log)
        try handle.seekToEnd()
        server.standardError = handle
        server.standardOutput = FileHandle.nullDevice
        try server.run()
        let base = URL(string: "http://127.0.0.1:\(port)")!
        try await ServeProcessTests.waitUntil("the server answers /health") {
            try await ServeProcessTests.get(base.appendingPathComponent("health")).status == 200
        }
        return (server, base)
    }

    static func photo(_ name: String) throws -> Data {
        try Data(contentsOf: ScanProcessTests.root.appendingPathComponent("samples/\(name).jpg"))
    }

    /// The JSON object of a response body.
    static func json(_ body: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(body.utf8)) as? [String: Any])
    }

    /// What the clients were answered before the server died.
    actor Ledger {
        /// Sighting id acknowledged for each photo (by index), from 200 responses.
        var acknowledged: [Int: Int] = [:]

        func record(photo: Int, status: Int, body: String) throws {
            guard status == 200, let id = try ServeFaultTests.json(body)["sighting_id"] as? Int else { return }
            if let earlier = acknowledged[photo] { #expect(earlier == id, "photo \(photo) acknowledged as \(earlier), then \(id)") }
            acknowledged[photo] = id
        }
    }

    @Test("SIGKILL mid-load, then a restart: every acknowledged sighting is there once with its notifications")
    func killedMidLoad() async throws {
        let workspace = try ServeProcessTests.Workspace()
        defer { workspace.remove() }
        let tokens = try Self.prepare(workspace, clients: 4)
        let photos = try Self.photos.map(Self.photo)
        let (server, base) = try await Self.startServer(workspace)
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }

        // Four clients post the photos in turn until the server dies under them.
        let ledger = Ledger()
        async let load: Void = withTaskGroup(of: Void.self) { group in
            for (client, token) in tokens.enumerated() {
                group.addTask {
                    for round in 0... {
                        let index = (client * 2 + round) % photos.count
                        do {
                            let answer = try await ServeProcessTests.upload(photos[index], to: base, token: token)
                            try await ledger.record(photo: index, status: answer.status, body: answer.body)
                        } catch {
                            return  // the server is gone
                        }
                    }
                }
            }
        }
        try await ServeProcessTests.waitUntil("five scans are acknowledged") { await ledger.acknowledged.count >= 5 }
        kill(server.processIdentifier, SIGKILL)
        server.waitUntilExit()
        await load
        let acknowledged = await ledger.acknowledged
        #expect(server.terminationReason == .uncaughtSignal)

        // After a restart, each photo again: the acknowledged ones find their sighting.
        let (restarted, restartedBase) = try await Self.startServer(workspace)
        defer { if restarted.isRunning { kill(restarted.processIdentifier, SIGKILL) } }
        var recentAtLot: [Int: Int] = [:]
        var sightings: [Int: Int] = [:]
        for (index, photo) in photos.enumerated() {
            let answer = try await ServeProcessTests.upload(photo, to: restartedBase, token: tokens[0])
            #expect(answer.status == 200)
            let response = try Self.json(answer.body)
            let id = try #require(response["sighting_id"] as? Int, "\(Self.photos[index]): \(answer.body)")
            let lot = try #require(response["mapped_lot_id"] as? Int)
            sightings[id] = lot
            if response["is_recent"] as? Bool == true { recentAtLot[lot, default: 0] += 1 }
            if let earlier = acknowledged[index] {
                #expect(id == earlier, "\(Self.photos[index]) was acknowledged as sighting \(earlier)")
                #expect(response["users_notified"] as? Int == 0)
            }
        }
        #expect(sightings.count == photos.count)
        #expect(recentAtLot == [2: 1])
        restarted.terminate()
        restarted.waitUntilExit()

        let stored = try Self.inspect(workspace)
        #expect(stored.integrity == "ok")
        #expect(stored.sightingLots == sightings)
        // One listener per lot: a lot's notifications are its recent sightings, each once.
        #expect(stored.notificationsByLot == recentAtLot)
    }

    @Test("out of file space: 503 store_unavailable, nothing recorded; once space returns, the scan is recorded once")
    func outOfSpace() async throws {
        let workspace = try ServeProcessTests.Workspace()
        defer { workspace.remove() }
        let token = try Self.prepare(workspace, clients: 1)[0]
        let (server, base) = try await Self.startServer(workspace)
        defer { if server.isRunning { kill(server.processIdentifier, SIGKILL) } }
        let first = try await ServeProcessTests.upload(try Self.photo("clean-007"), to: base, token: token)
        #expect(first.status == 200)

        // No file of the server may grow any more: the database's next write fails (EFBIG).
        let wal = workspace.folder.appendingPathComponent("db.sqlite-wal").path
        let walSize = try #require(FileManager.default.attributesOfItem(atPath: wal)[.size] as? Int)
        try Self.limitFileSize(of: server.processIdentifier, to: rlim_t(walSize))
        let photo = try Self.photo("clean-006")
        for _ in 1...2 {
            let refused = try await ServeProcessTests.upload(photo, to: base, token: token)
            #expect(refused.status == 503)
            #expect(refused.body.contains(#""error":"store_unavailable""#))
        }
        #expect(server.isRunning)

        try Self.limitFileSize(of: server.processIdentifier, to: rlim_t.max)
        let recovered = try await ServeProcessTests.upload(photo, to: base, token: token)
        #expect(recovered.status == 200)
        #expect(try Self.json(recovered.body)["users_notified"] as? Int == 1)
        server.terminate()
        server.waitUntilExit()

        let stored = try Self.inspect(workspace)
        #expect(stored.integrity == "ok")
        #expect(stored.sightingLots.count == 2)
        #expect(stored.notificationsByLot == [2: 1])
    }

    /// What the stopped server left in its database: SQLite's integrity check, the lot of
    /// each sighting by id, and the number of notifications per lot.
    static func inspect(
        _ workspace: ServeProcessTests.Workspace
    ) throws
        -> (integrity: String?, sightingLots: [Int: Int], notificationsByLot: [Int: Int])
    {
        let database = try DatabaseQueue(path: workspace.folder.appendingPathComponent("db.sqlite").path)
        return try database.read { db in
            let integrity = try String.fetchOne(db, sql: "PRAGMA integrity_check")
            let sightings = try Row.fetchAll(db, sql: "SELECT id, parking_lot_id FROM taps_sightings")
            let notifications = try Row.fetchAll(db, sql: "SELECT parking_lot_id, COUNT(*) AS n FROM notifications GROUP BY parking_lot_id")
            return (
                integrity,
                Dictionary(uniqueKeysWithValues: sightings.map { ($0["id"] as Int, $0["parking_lot_id"] as Int) }),
                Dictionary(uniqueKeysWithValues: notifications.map { ($0["parking_lot_id"] as Int, $0["n"] as Int) })
            )
        }
    }

    /// Sets the file size limit (RLIMIT_FSIZE) of the running process `pid` with glibc's
    /// `prlimit`, which Swift's Glibc module leaves out (a GNU extension), found with `dlsym`.
    static func limitFileSize(of pid: Int32, to bytes: rlim_t) throws {
        typealias PRLimit = @convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32
        let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prlimit"))
        var limit = rlimit(rlim_cur: bytes, rlim_max: rlim_t.max)
        guard unsafeBitCast(symbol, to: PRLimit.self)(pid, Int32(RLIMIT_FSIZE.rawValue), &limit, nil) == 0 else {
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EPERM)
        }
    }
}
