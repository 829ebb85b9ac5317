public import Foundation

/// How many scans a device may make in a sliding window (docs/contract.md §8: 10 per hour).
public struct ScanRateLimit: Sendable, Equatable {
    /// Scans allowed in any window.
    public var scans: Int
    /// The window's length.
    public var window: TimeInterval

    /// The contract's limit: 10 scans per device per hour.
    public static let standard = ScanRateLimit(scans: 10, window: 3600)

    /// Creates a limit of `scans` per `window` seconds.
    public init(scans: Int, window: TimeInterval) {
        self.scans = scans
        self.window = window
    }
}

/// Whether a scan may go ahead under the device's ``ScanRateLimit``.
public enum RateDecision: Sendable, Equatable {
    /// The scan was counted and may go ahead.
    case admitted
    /// The device has used its scans; the oldest one leaves the window after this many
    /// seconds (at least 1), the value of a 429's `Retry-After`.
    case refused(retryAfter: Int)

    /// The decision for a device whose scans in the window started at `oldest` (nil when
    /// there were none), given how many there were.
    /// - Parameters:
    ///   - count: Scans counted in the window ending at `now`.
    ///   - oldest: The earliest of them.
    ///   - limit: The limit to apply.
    ///   - now: The current instant.
    public init(count: Int, oldest: Date?, limit: ScanRateLimit, now: Date) {
        guard count >= limit.scans, let oldest else {
            self = .admitted
            return
        }
        let wait = oldest.addingTimeInterval(limit.window).timeIntervalSince(now)
        self = .refused(retryAfter: max(1, Int(wait.rounded(.up))))
    }
}
