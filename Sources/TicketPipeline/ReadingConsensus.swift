import TicketCore

/// What several readings of one slip agree on.
///
/// The slip is a notice when any reading found it to be one. Each field takes the value the
/// readings that read it agree on; when two readings give different values, neither is
/// trusted and the field stays unread: a wrong value is worse than none.
struct ReadingConsensus {
    /// Some reading found a notice.
    private(set) var isNotice = false
    private var dates: Set<TicketDate> = []
    private var times: Set<TicketTime> = []
    private var locations: Set<String> = []

    /// Adds one reading.
    mutating func add(_ reading: TicketReading) {
        guard case .ticket(let fields) = reading else { return }
        isNotice = true
        if let date = fields.date { dates.insert(date) }
        if let time = fields.time { times.insert(time) }
        if let location = fields.location { locations.insert(location) }
    }

    /// A notice with all three fields agreed on: no further reading can add anything.
    var isComplete: Bool { isNotice && dates.count == 1 && times.count == 1 && locations.count == 1 }

    /// The agreed reading.
    var reading: TicketReading {
        guard isNotice else { return .notATicket }
        return .ticket(TicketFields(
            date: dates.count == 1 ? dates.first : nil,
            time: times.count == 1 ? times.first : nil,
            location: locations.count == 1 ? locations.first : nil))
    }
}
