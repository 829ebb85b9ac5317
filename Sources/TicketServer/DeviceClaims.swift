public import Foundation
public import JWTKit

/// The claims of the apps' bearer tokens: `sub` is the device's `device_id`, `exp` is required.
public struct DeviceClaims: JWTPayload, Equatable {
    /// The device's `devices.device_id`.
    public var sub: SubjectClaim
    /// When the token stops being accepted.
    public var exp: ExpirationClaim

    /// Claims for `deviceID` that expire at `expiry`.
    public init(deviceID: String, expiry: Date) {
        sub = SubjectClaim(value: deviceID)
        exp = ExpirationClaim(value: expiry)
    }

    public func verify(using algorithm: some JWTAlgorithm) async throws {
        try exp.verifyNotExpired()
    }
}
