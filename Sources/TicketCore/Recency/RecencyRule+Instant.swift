public import Foundation

extension RecencyRule {
    /// The Pacific time zone that notices are printed in; nil only without time zone data,
    /// in which case no ticket has an instant and none is recent.
    static let pacific = TimeZone(identifier: "America/Los_Angeles")

    /// The instant a ticket's Pacific wall-clock time denotes.
    ///
    /// For a time that happened twice (fall back) this is the first, daylight-time, one;
    /// for a time that never happened (spring forward) it is nil.
    /// - Parameters:
    ///   - date: The ticket's date.
    ///   - time: The ticket's wall-clock time in America/Los_Angeles.
    public static func instant(date: TicketDate, time: TicketTime) -> Date? {
        instants(date: date, time: time).first
    }

    /// Every instant at which Pacific clocks showed `date` and `time`, earliest first:
    /// none in a spring-forward gap, two in a fall-back overlap, one otherwise.
    static func instants(date: TicketDate, time: TicketTime) -> [Date] {
        guard let pacific else { return [] }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .gmt
        let components = DateComponents(
            year: date.year,
            month: date.month,
            day: date.day,
            hour: time.hour,
            minute: time.minute
        )
        guard let wallClockAsUTC = calendar.date(from: components) else { return [] }
        let offsets = Set(
            [-86_400.0, 0, 86_400].map {
                pacific.secondsFromGMT(for: wallClockAsUTC.addingTimeInterval($0))
            }
        )
        return offsets.compactMap { offset in
            let instant = wallClockAsUTC.addingTimeInterval(TimeInterval(-offset))
            return pacific.secondsFromGMT(for: instant) == offset ? instant : nil
        }.sorted()
    }
}
