#if Server
import ArgumentParser
import Foundation
import TicketServer

/// Where the HS256 secret shared with the TapOut backend comes from: `TICKETSCAN_JWT_SECRET`
/// or `--jwt-secret-file`.
struct JWTSecretOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Read the JWT signing secret from this file instead of TICKETSCAN_JWT_SECRET (surrounding whitespace is ignored).",
            valueName: "FILE"
        )
    )
    var jwtSecretFile: String?

    /// The environment variable that holds the secret when no file is given.
    static let environmentVariable = "TICKETSCAN_JWT_SECRET"

    /// The secret's bytes.
    /// - Throws: `ValidationError` when neither source gives a secret, or it is shorter than
    ///   HS256 allows (``DeviceTokens/minimumSecretBytes``).
    func secret() throws -> [UInt8] {
        let text: String
        if let jwtSecretFile {
            guard let contents = try? String(contentsOfFile: jwtSecretFile, encoding: .utf8) else {
                throw ValidationError("--jwt-secret-file: cannot read '\(jwtSecretFile)'.")
            }
            text = contents
        } else if let value = ProcessInfo.processInfo.environment[Self.environmentVariable] {
            text = value
        } else {
            throw ValidationError("No JWT secret: set \(Self.environmentVariable) or pass --jwt-secret-file FILE.")
        }
        let secret = Array(text.trimmingCharacters(in: .whitespacesAndNewlines).utf8)
        guard secret.count >= DeviceTokens.minimumSecretBytes else {
            throw ValidationError(WeakSecretError(bytes: secret.count).description)
        }
        return secret
    }
}
#endif
