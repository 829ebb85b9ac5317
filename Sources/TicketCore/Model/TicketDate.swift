/// A calendar date as printed on a notice, in the Gregorian calendar.
///
/// ```swift
/// TicketDate(year: 2025, month: 3, day: 7)?.iso   // "2025-03-07"
/// TicketDate(year: 2025, month: 2, day: 29)       // nil
/// ```
public struct TicketDate: Sendable, Hashable, Comparable {
    /// The year, 1...9999.
    public let year: Int
    /// The month, 1...12.
    public let month: Int
    /// The day of the month, 1...28, 29, 30 or 31 depending on the month.
    public let day: Int

    /// Creates a date, or nil when the day does not exist in the Gregorian calendar.
    /// - Parameters:
    ///   - year: The year, 1...9999.
    ///   - month: The month, 1...12.
    ///   - day: The day of the month; leap years are honoured.
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            day >= 1, day <= Self.daysIn(month: month, year: year)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date in ISO 8601 form, `YYYY-MM-DD`.
    public var iso: String {
        "\(year.zeroPadded(4))-\(month.zeroPadded(2))-\(day.zeroPadded(2))"
    }

    /// Orders dates chronologically.
    public static func < (lhs: TicketDate, rhs: TicketDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2:
            let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
            return isLeap ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }
}
