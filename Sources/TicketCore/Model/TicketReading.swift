/// What the parser made of a page of recognised text.
public enum TicketReading: Sendable, Equatable {
    /// The text is not a UC Davis parking notice (a receipt, another city's citation, a blank page).
    case notATicket
    /// The text is a UC Davis parking notice; empty fields mean none could be read.
    case ticket(TicketFields)

    /// The fields of a notice; nil for text that is no notice.
    public var fields: TicketFields? {
        if case .ticket(let fields) = self { fields } else { nil }
    }
}
