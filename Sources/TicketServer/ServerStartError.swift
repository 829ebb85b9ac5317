import Foundation
import NIOCore

/// Why the server could not start listening, in a sentence that names the address and what
/// to do; the system's own error for anything else.
public struct ServerStartError: Error, CustomStringConvertible {
    /// The sentence for the operator.
    public var description: String

    /// The error to report when listening on `host`:`port` failed with `error`; nil when it
    /// is not a failure to bind.
    public init?(binding host: String, port: Int, failedWith error: any Error) {
        guard let error = error as? IOError else { return nil }
        switch error.errnoCode {
        case EADDRINUSE:
            description = "Port \(port) on \(host) is already in use: stop the program that holds it, or choose another port with --port."
        case EACCES:
            description =
                "Listening on port \(port) needs privileges this user lacks: choose a port above 1023 with --port, or run behind a reverse proxy."
        case EADDRNOTAVAIL:
            description = "\(host) is not an address of this machine: choose one of its addresses with --host, or 0.0.0.0 for all."
        default:
            description = "Cannot listen on \(host):\(port): \(String(cString: strerror(error.errnoCode)))."
        }
    }
}
