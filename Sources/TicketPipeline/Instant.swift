public import Foundation

/// Parses the ISO 8601 instants the CLI accepts: `2025-03-07T12:30:00-08:00`, `...Z`, and the
/// same with fractional seconds.
public enum Instant {
    public static func parse(_ text: String) -> Date? {
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime], [.withInternetDateTime, .withFractionalSeconds]] {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
