public import Foundation
import TicketCore
public import TicketSightings

/// Everything `ticketscan serve` is configured with, apart from the store and the scanners.
public struct ServerSettings: Sendable {
    /// The address to listen on.
    public var host: String
    /// The port to listen on; 0 picks a free one.
    public var port: Int
    /// The HS256 secret the apps' tokens are signed with.
    public var jwtSecret: [UInt8]
    /// The most bytes an uploaded image may have (docs/contract.md §8: 10 MB).
    public var maxImageBytes: Int
    /// Scans per device per window.
    public var rateLimit: ScanRateLimit
    /// The instant recency is judged against, nil for the clock (`--now`).
    public var pinnedNow: Date?
    /// Seconds a refused request is told to wait when every scan slot is taken.
    public var overloadRetryAfter: Int
    /// How long an upload may take before it is refused with 408 and its slot given back.
    public var uploadTimeout: Duration
    /// How long a connection may stay idle (keep-alive, or a client sending nothing) before
    /// the server closes it.
    public var idleTimeout: Duration

    /// The contract's limits on `host:port`.
    public init(
        host: String = "127.0.0.1",
        port: Int = 8080,
        jwtSecret: [UInt8],
        maxImageBytes: Int = 10_000_000,
        rateLimit: ScanRateLimit = .standard,
        pinnedNow: Date? = nil,
        overloadRetryAfter: Int = 2,
        uploadTimeout: Duration = .seconds(60),
        idleTimeout: Duration = .seconds(30)
    ) {
        self.host = host
        self.port = port
        self.jwtSecret = jwtSecret
        self.maxImageBytes = maxImageBytes
        self.rateLimit = rateLimit
        self.pinnedNow = pinnedNow
        self.overloadRetryAfter = overloadRetryAfter
        self.uploadTimeout = uploadTimeout
        self.idleTimeout = idleTimeout
    }

    /// The instant a scan starting now judges recency against.
    var now: Date { pinnedNow ?? Date() }
}
