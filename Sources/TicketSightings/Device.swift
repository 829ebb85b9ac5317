/// A row of TapOut's `devices` table, as far as scanning needs it.
public struct Device: Sendable, Equatable {
    /// The row id, which sessions, sightings and notifications refer to.
    public var id: Int64
    /// The app's device identifier: a JWT's `sub`.
    public var deviceID: String
    /// Whether the device's user verified their email; unverified devices may not scan.
    public var emailVerified: Bool

    /// Creates a device.
    public init(id: Int64, deviceID: String, emailVerified: Bool) {
        self.id = id
        self.deviceID = deviceID
        self.emailVerified = emailVerified
    }
}
