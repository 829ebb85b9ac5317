/// The three fields TicketScan extracts from a notice; nothing else is ever extracted.
///
/// Each field is nil when it could not be read with confidence.
public struct TicketFields: Sendable, Equatable {
    /// The date the notice was issued.
    public var date: TicketDate?
    /// The time the notice was issued, Pacific wall-clock time.
    public var time: TicketTime?
    /// The location as printed, upper case with single spaces, e.g. `LOT 15`.
    public var location: String?

    /// Creates a set of fields; all of them default to unread.
    public init(date: TicketDate? = nil, time: TicketTime? = nil, location: String? = nil) {
        self.date = date
        self.time = time
        self.location = location
    }

    /// True when none of the three fields could be read.
    public var isEmpty: Bool { date == nil && time == nil && location == nil }

    /// How many of the three fields were read.
    public var readCount: Int { FieldLabel.allCases.count(where: isRead) }

    /// Each field of `other` that this one has not read yet.
    public mutating func fill(from other: TicketFields) {
        date = date ?? other.date
        time = time ?? other.time
        location = location ?? other.location
    }

    /// Whether the field `label` names was read.
    public func isRead(_ label: FieldLabel) -> Bool {
        switch label {
        case .date: date != nil
        case .time: time != nil
        case .location: location != nil
        }
    }
}
