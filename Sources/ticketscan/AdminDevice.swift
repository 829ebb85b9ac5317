#if Server
import ArgumentParser
import Foundation
import TicketSightings

/// `ticketscan admin device add|list|remove`.
struct AdminDevice: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "device",
        abstract: "Add, list and remove devices.",
        subcommands: [AdminDeviceAdd.self, AdminDeviceList.self, AdminDeviceRemove.self]
    )
}

/// `ticketscan admin device add`.
struct AdminDeviceAdd: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a device, verified unless --unverified (an existing device gets the new verification)."
    )

    @Argument(help: "The app's device identifier, the `sub` of its tokens.")
    var deviceID: String

    @Flag(help: "Add the device as not email-verified: its scans are refused with 401.")
    var unverified = false

    @OptionGroup var options: AdminOptions

    func run() async throws {
        try await options.withStore { store in
            try await store.addDevice(deviceID, emailVerified: !unverified, at: Date())
        }
        print("device \(deviceID): \(unverified ? "unverified" : "verified")")
    }
}

/// `ticketscan admin device list`.
struct AdminDeviceList: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the devices, one tab-separated line each."
    )

    @OptionGroup var options: AdminOptions

    func run() async throws {
        let devices = try await options.withStore { store in try await store.devices() }
        print("device_id\temail_verified")
        for device in devices { print("\(device.deviceID)\t\(device.emailVerified)") }
    }
}

/// `ticketscan admin device remove DEVICE_ID`.
struct AdminDeviceRemove: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "remove",
        abstract: "Remove a device with its parking sessions and notifications; the sightings it reported stay."
    )

    @Argument(help: "The device to remove.")
    var deviceID: String

    @OptionGroup var options: AdminOptions

    func run() async throws {
        guard try await options.withStore({ store in try await store.removeDevice(deviceID) }) else {
            throw CommandFailure(description: "There is no device '\(deviceID)'; ticketscan admin device list shows the devices.")
        }
        print("device \(deviceID): removed")
    }
}
#endif
