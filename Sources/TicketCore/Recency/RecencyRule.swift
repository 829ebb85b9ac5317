public import Foundation

/// Decides whether a notice was issued recently enough to alert parked students.
///
/// A ticket is recent when `-skew <= now - ticket < window`. The ticket's date and time
/// are Pacific wall-clock time (America/Los_Angeles, with daylight saving time):
///
/// - a wall time that never happened (spring forward, `02:30` on 2025-03-09) has no
///   instant and is never recent;
/// - a wall time that happened twice (fall back, `01:30` on 2025-11-02) is recent only
///   when both of its instants are.
///
/// Both choices lean towards not alerting: an alert is only raised when every reading of
/// the printed time agrees it is recent.
public struct RecencyRule: Sendable {
    /// How long after issue a ticket stays recent.
    public let window: TimeInterval
    /// How far in the future a ticket may lie and still be recent (printer clock skew).
    public let skew: TimeInterval

    /// Creates a rule.
    /// - Parameters:
    ///   - window: How long after issue a ticket stays recent, in seconds.
    ///   - skew: How far in the future a ticket may lie, in seconds.
    public init(window: TimeInterval, skew: TimeInterval) {
        self.window = window
        self.skew = skew
    }

    /// The rule of docs/contract.md §6: a 3-hour window and 5 minutes of clock skew.
    public static let standard = RecencyRule(window: 3 * 3600, skew: 5 * 60)

    /// Whether a ticket printed with `date` and `time` is recent at `now`.
    /// - Parameters:
    ///   - date: The ticket's date; nil (unread) is never recent.
    ///   - time: The ticket's Pacific wall-clock time; nil (unread) is never recent.
    ///   - now: The current instant.
    public func isRecent(date: TicketDate?, time: TicketTime?, now: Date) -> Bool {
        guard let date, let time else { return false }
        let instants = Self.instants(date: date, time: time)
        return !instants.isEmpty
            && instants.allSatisfy { instant in
                let age = now.timeIntervalSince(instant)
                return age >= -skew && age < window
            }
    }
}
