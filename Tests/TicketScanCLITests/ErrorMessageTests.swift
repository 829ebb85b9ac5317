import Foundation
import Testing

/// What a person sees when something is wrong: one plain sentence naming the thing at fault,
/// no Swift internals, and the usage of the command given only when the arguments are at fault.
@Suite("Error messages as a person reads them")
struct ErrorMessageTests {
    static let photo = ScanProcessTests.root.appendingPathComponent("samples/clean-010.jpg").path

    /// Writes `text` to a temporary file and returns its path.
    static func file(_ text: String, named name: String = "lots-\(UUID()).json") throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url.path
    }

    /// Signs of Swift's internals leaking into a message.
    static let internals = ["CodingKeys", "NSCocoaErrorDomain", "Code=", "errno", "descriptor:", "USAGE: ticketscan <subcommand>"]

    @Test("--lots missing a key names the lot and the key, without the root usage")
    func lotsMissingKey() throws {
        let lots = try Self.file(#"[{"id": 1, "code": "MU", "notice_text": "LOT 15", "latitude": 0, "longitude": 0}]"#)
        defer { try? FileManager.default.removeItem(atPath: lots) }
        let run = try ScanProcessTests.ticketscan(["scan", "--lots", lots, Self.photo])
        #expect(run.status != 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "Error: --lots '\(lots)': The lots file is not a JSON array of lots: lot 1 has no \"name\".\n")
    }

    @Test("--lots with no lot is refused")
    func lotsEmpty() throws {
        let lots = try Self.file("[]")
        defer { try? FileManager.default.removeItem(atPath: lots) }
        let run = try ScanProcessTests.ticketscan(["scan", "--lots", lots, Self.photo])
        #expect(run.status != 0)
        #expect(run.stderr.contains("The lots file holds no lots: give at least one, or leave out --lots for the built-in catalogue."))
    }

    @Test("regress outside the repository says where it looked and what to do")
    func regressOutsideTheRepository() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("elsewhere-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try ScanProcessTests.ticketscan(["regress"]) { $0.currentDirectoryURL = folder }
        #expect(run.status != 0)
        #expect(run.stderr.contains("There is no "))
        #expect(run.stderr.contains("samples/manifest.json: run regress in the repository's top folder"))
        #expect(!Self.internals.contains { run.stderr.contains($0) })
    }

    @Test("a busy port is named, with what to do")
    func busyPort() throws {
        let workspace = try ServeProcessTests.Workspace()
        defer { workspace.remove() }
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(listener, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        #expect(bound == 0 && listen(listener, 1) == 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(listener, $0, &length) }
        }
        let port = Int(UInt16(bigEndian: address.sin_port))
        let run = try workspace.run(["serve", "--port", "\(port)", "--workers", "1", "--database", workspace.database])
        #expect(run.status != 0)
        #expect(
            run.stderr.contains(
                "Port \(port) on 127.0.0.1 is already in use: stop the program that holds it, "
                    + "or choose another port with --port."
            )
        )
        #expect(!Self.internals.contains { run.stderr.contains($0) })
    }

    @Test("a mistake in a subcommand's arguments shows that subcommand's usage")
    func subcommandUsage() throws {
        let run = try ScanProcessTests.ticketscan(["batch", "--jobs", "0", "photos"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("Error: --jobs must be at least 1."))
        #expect(run.stderr.contains("Usage: ticketscan batch"))
        #expect(!run.stderr.contains("ticketscan <subcommand>"))
    }

    @Test("scan refuses a folder and points at batch")
    func scanFolder() throws {
        let folder = ScanProcessTests.root.appendingPathComponent("samples").path
        let run = try ScanProcessTests.ticketscan(["scan", folder])
        #expect(run.status != 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("'\(folder)' is a folder, and scan reads photo files. To scan the photos in it, run: ticketscan batch \(folder)"))
    }

    @Test("--version prints the version")
    func version() throws {
        let run = try ScanProcessTests.ticketscan(["--version"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("ticketscan 0."))
    }
}
