public import Foundation
import JWTKit

/// Signs and checks the apps' HS256 bearer tokens with the backend's shared secret.
public struct DeviceTokens: Sendable {
    private let keys: JWTKeyCollection

    /// The fewest bytes a secret may have: HS256's own output size. jwt-kit traps on shorter
    /// keys in debug builds, and a short secret can be guessed.
    public static let minimumSecretBytes = 32

    /// Tokens signed with `secret` (HS256 only: a token naming any other algorithm, `none`
    /// included, is refused).
    /// - Throws: ``WeakSecretError`` when `secret` is shorter than ``minimumSecretBytes``.
    public init(secret: [UInt8]) async throws(WeakSecretError) {
        guard secret.count >= Self.minimumSecretBytes else { throw WeakSecretError(bytes: secret.count) }
        keys = JWTKeyCollection()
        await keys.add(hmac: HMACKey(from: secret), digestAlgorithm: .sha256)
    }

    /// A token for `deviceID` that expires at `expiry`.
    public func token(for deviceID: String, expiry: Date) async throws -> String {
        try await keys.sign(DeviceClaims(deviceID: deviceID, expiry: expiry))
    }

    /// The `device_id` a valid token in an `Authorization` header value stands for; whether
    /// that device exists and is verified is the store's to say.
    /// - Throws: ``APIError`` 401 for a missing, malformed, unsigned, wrongly signed or
    ///   expired token.
    func deviceID(authorization: String?) async throws(APIError) -> String {
        guard let authorization, authorization.lowercased().hasPrefix("bearer ") else {
            throw .unauthorized("Send the app's token as `Authorization: Bearer <JWT>`.")
        }
        let token = authorization.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces)
        do {
            return try await keys.verify(token, as: DeviceClaims.self).sub.value
        } catch {
            throw .unauthorized("The token is invalid or expired. Sign in again.")
        }
    }
}

/// A JWT secret too short to sign tokens with.
public struct WeakSecretError: Error, Equatable, CustomStringConvertible {
    /// The secret's length in bytes.
    public var bytes: Int

    /// The error for a secret of `bytes` bytes.
    public init(bytes: Int) {
        self.bytes = bytes
    }

    public var description: String {
        "The JWT secret is \(bytes) bytes long; HS256 needs at least \(DeviceTokens.minimumSecretBytes)."
    }
}
