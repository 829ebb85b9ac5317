/// A wall-clock time of day as printed on a notice, 24-hour.
///
/// ```swift
/// TicketTime(hour: 9, minute: 5)?.text   // "09:05"
/// ```
public struct TicketTime: Sendable, Hashable {
    /// The hour, 0...23.
    public let hour: Int
    /// The minute, 0...59.
    public let minute: Int

    /// Creates a time, or nil when the hour or minute is out of range.
    /// - Parameters:
    ///   - hour: The hour, 0...23.
    ///   - minute: The minute, 0...59.
    public init?(hour: Int, minute: Int) {
        guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.hour = hour
        self.minute = minute
    }

    /// The time as `HH:MM`, 24-hour.
    public var text: String { "\(hour.zeroPadded(2)):\(minute.zeroPadded(2))" }
}
