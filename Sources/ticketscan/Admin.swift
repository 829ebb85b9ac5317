#if Server
import ArgumentParser
import Foundation
import TicketServer
import TicketSightings

/// `ticketscan admin`: the TapOut data a person needs to try the server without the rest of TapOut.
struct Admin: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "admin",
        abstract: "Manage devices, tokens, parking sessions and sightings in the server's database.",
        discussion: """
            Name the server's database with --database or TICKETSCAN_DATABASE; a database \
            that does not exist yet is created when it is named. Without either, the admin \
            commands use sqlite:ticketscan.sqlite of this folder, the server's default, only \
            when it exists.

            Example: let a device scan, park it at the Quad Structure, and see what its scan recorded.
              ticketscan admin device add phone-1
              ticketscan admin checkin phone-1 MU
              ticketscan admin token phone-1 --hours 2
              ticketscan admin sightings --lot MU
            """,
        subcommands: [AdminDevice.self, AdminToken.self, AdminCheckIn.self, AdminCheckOut.self, AdminSightings.self]
    )
}

/// The database options of every admin command: `--database` and `--lots`.
struct AdminOptions: ParsableArguments {
    @OptionGroup var database: DatabaseOptions

    @Option(help: ArgumentHelp("Write the lots of this JSON catalogue into the database instead of the built-in ones.", valueName: "FILE"))
    var lots: String?

    /// Runs `body` on the opened store and closes it afterwards, also when `body` throws.
    func withStore<T>(_ body: (any SightingStore) async throws -> T) async throws -> T {
        let store = try await database.open(catalogue: EngineOptions.catalogue(lots), creatingUnnamed: false)
        do {
            let result = try await body(store)
            try await store.close()
            return result
        } catch {
            try? await store.close()
            throw error
        }
    }
}

/// `ticketscan admin token DEVICE_ID [--hours N]`.
struct AdminToken: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "token",
        abstract: "Print a bearer token for a verified device of the database, signed with the server's JWT secret.",
        discussion:
            "Example: curl -H \"Authorization: Bearer $(ticketscan admin token phone-1)\" -F image=@ticket.jpg http://127.0.0.1:8080/ticket-scan"
    )

    @Argument(help: "The device the token stands for.")
    var deviceID: String

    @Option(parsing: .unconditional, help: ArgumentHelp("Make the token expire after this many hours.", valueName: "HOURS"))
    var hours: Double = 24

    @OptionGroup var secret: JWTSecretOptions

    @OptionGroup var options: AdminOptions

    func validate() throws {
        guard hours > 0 else { throw ValidationError("--hours must be a number of hours above 0, such as 2.") }
    }

    func run() async throws {
        let device = try await options.withStore { store in try await store.device(deviceID) }
        guard let device else {
            throw CommandFailure(
                description: "There is no device '\(deviceID)', so its token would be refused with 401. "
                    + "Add it first: ticketscan admin device add \(deviceID)"
            )
        }
        guard device.emailVerified else {
            throw CommandFailure(
                description: "Device '\(deviceID)' is not email-verified, so its token would be refused "
                    + "with 401. Verify it first: ticketscan admin device add \(deviceID)"
            )
        }
        let tokens = try await DeviceTokens(secret: try secret.secret())
        print(try await tokens.token(for: deviceID, expiry: Date().addingTimeInterval(hours * 3600)))
    }
}

/// `ticketscan admin checkin DEVICE_ID LOT_CODE`.
struct AdminCheckIn: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkin",
        abstract: "Park a device at a lot, so that sightings there notify it."
    )

    @Argument(help: "The device to park.")
    var deviceID: String

    @Argument(help: "The lot's code, e.g. MU.")
    var lotCode: String

    @OptionGroup var options: AdminOptions

    func run() async throws {
        try await options.withStore { store in try await store.checkIn(deviceID, lotCode: lotCode, at: Date()) }
        print("device \(deviceID): checked in at \(lotCode.uppercased())")
    }
}

/// `ticketscan admin checkout DEVICE_ID`.
struct AdminCheckOut: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "checkout",
        abstract: "End a device's parking session."
    )

    @Argument(help: "The device to check out.")
    var deviceID: String

    @OptionGroup var options: AdminOptions

    func run() async throws {
        let closed = try await options.withStore { store in try await store.checkOut(deviceID, at: Date()) }
        print("device \(deviceID): \(closed == 0 ? "was not checked in" : "checked out")")
    }
}

/// `ticketscan admin sightings [--lot CODE]`.
struct AdminSightings: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "sightings",
        abstract: "List the sightings recorded from scans, newest first, one tab-separated line each."
    )

    @Option(help: ArgumentHelp("Only the sightings at the lot with this code.", valueName: "CODE"))
    var lot: String?

    @OptionGroup var options: AdminOptions

    func run() async throws {
        let sightings = try await options.withStore { store in try await store.scannedSightings(lotCode: lot) }
        let formatter = ISO8601DateFormatter()
        print("id\tlot\treported_at\treported_by\tnotes")
        for sighting in sightings {
            print(
                "\(sighting.id)\t\(sighting.lotCode)\t\(formatter.string(from: sighting.reportedAt))\t\(sighting.reportedBy ?? "-")\t\(sighting.notes)"
            )
        }
    }
}
#endif
