import Foundation
import Testing

/// `ticketscan admin` as an operator uses it: devices listed and removed, tokens only for
/// devices that can scan, and no database made by accident.
@Suite("ticketscan admin")
struct AdminCommandTests {
    @Test("a token is refused for a device that does not exist or is not verified")
    func tokens() throws {
        let workspace = try ServeProcessTests.Workspace()
        defer { workspace.remove() }
        let database = ["--database", workspace.database]
        _ = try workspace.run(["admin", "device", "add", "phone-1", "--unverified"] + database)

        let ghost = try workspace.run(["admin", "token", "ghost"] + database)
        #expect(ghost.status != 0)
        #expect(ghost.stdout.isEmpty)
        #expect(ghost.stderr.contains("There is no device 'ghost', so its token would be refused with 401."))
        let unverified = try workspace.run(["admin", "token", "phone-1"] + database)
        #expect(unverified.status != 0)
        #expect(unverified.stderr.contains("Device 'phone-1' is not email-verified"))

        _ = try workspace.run(["admin", "device", "add", "phone-1"] + database)
        let token = try workspace.run(["admin", "token", "phone-1"] + database)
        #expect(token.status == 0)
        #expect(token.stdout.split(separator: ".").count == 3)
    }

    @Test("without --database, admin uses the server's default file only when it exists, and never creates it")
    func noSilentDatabase() throws {
        let workspace = try ServeProcessTests.Workspace()
        defer { workspace.remove() }
        let run = try workspace.run(["admin", "device", "add", "phone-1"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("There is no database at 'ticketscan.sqlite' in this folder."))
        #expect(!FileManager.default.fileExists(atPath: workspace.folder.appendingPathComponent("ticketscan.sqlite").path))

        let named = try workspace.run(["admin", "device", "add", "phone-1", "--database", "sqlite:ticketscan.sqlite"])
        #expect(named.status == 0)
        #expect(named.stderr == "Creating the database ticketscan.sqlite.\n")
        #expect(try workspace.run(["admin", "device", "list"]).stdout == "device_id\temail_verified\nphone-1\ttrue\n")
    }

    @Test("devices are listed, and removed with their sessions")
    func listAndRemove() throws {
        let workspace = try ServeProcessTests.Workspace()
        defer { workspace.remove() }
        let database = ["--database", workspace.database]
        _ = try workspace.run(["admin", "device", "add", "phone-2"] + database)
        _ = try workspace.run(["admin", "device", "add", "phone-1", "--unverified"] + database)
        _ = try workspace.run(["admin", "checkin", "phone-2", "MU"] + database)
        #expect(
            try workspace.run(["admin", "device", "list"] + database).stdout
                == "device_id\temail_verified\nphone-1\tfalse\nphone-2\ttrue\n"
        )

        #expect(try workspace.run(["admin", "device", "remove", "phone-2"] + database).stdout == "device phone-2: removed\n")
        #expect(try workspace.run(["admin", "device", "list"] + database).stdout == "device_id\temail_verified\nphone-1\tfalse\n")
        let again = try workspace.run(["admin", "device", "remove", "phone-2"] + database)
        #expect(again.status != 0)
        #expect(again.stderr.contains("There is no device 'phone-2'"))
        let checkout = try workspace.run(["admin", "checkout", "phone-2"] + database)
        #expect(checkout.status != 0)
    }
}
