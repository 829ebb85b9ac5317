public import Foundation

extension TicketScanResponse {
    /// The instant of the ticket's date and time in Pacific time, nil when either is missing
    /// (or the time never happened, in a spring-forward gap).
    public var ticketInstant: Date? {
        guard let dateParts = ticketDate?.split(separator: "-").compactMap({ Int($0) }), dateParts.count == 3,
            let timeParts = ticketTime?.split(separator: ":").compactMap({ Int($0) }), timeParts.count == 2,
            let date = TicketDate(year: dateParts[0], month: dateParts[1], day: dateParts[2]),
            let time = TicketTime(hour: timeParts[0], minute: timeParts[1])
        else { return nil }
        return RecencyRule.instant(date: date, time: time)
    }
}
