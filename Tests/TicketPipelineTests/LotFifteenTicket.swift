import TicketCore
import TicketPipeline

/// The notice the batch and regression tests read: LOT 15 on 2025-03-07 at 10:42, judged at
/// 12:30 that day, when it is recent.
enum LotFifteenTicket {
    /// The instant recency is judged against.
    static let now = Instant.parse("2025-03-07T12:30:00-08:00")!

    /// The notice's fields.
    static let fields = TicketFields(
        date: TicketDate(year: 2025, month: 3, day: 7),
        time: TicketTime(hour: 10, minute: 42),
        location: "LOT 15"
    )

    /// The response for the notice at ``now``.
    static let response = TicketScanResponse(reading: .ticket(fields), catalogue: .default, now: now)
}
