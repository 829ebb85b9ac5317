public import Foundation

extension TicketScanResponse {
    /// Builds the response for a parsed page: `not_a_ticket`, `fields_unreadable`, or a
    /// success with the mapped lot and recency. `sightingId` is nil and `usersNotified` 0
    /// until a reporter fills them in.
    ///
    /// A location that maps to a lot (``LotCatalogue/lot(forLocation:)``) is given as that
    /// lot's notice text: a long word read with one letter wrong (`PAVILION STRUCTUFE`) names
    /// the lot all the same, and what the notice printed is the lot's own text.
    /// - Parameters:
    ///   - reading: What the parser made of the page.
    ///   - catalogue: The lots the location may map to.
    ///   - now: The current instant, for recency.
    ///   - rule: The recency rule; `.standard` unless a test needs another.
    public init(reading: TicketReading, catalogue: LotCatalogue, now: Date, rule: RecencyRule = .standard) {
        guard case .ticket(let fields) = reading else {
            self = .failure(.notATicket)
            return
        }
        guard !fields.isEmpty else {
            self = .failure(.fieldsUnreadable)
            return
        }
        let lot = fields.location.flatMap(catalogue.lot(forLocation:))
        self.init(
            success: true,
            ticketDate: fields.date?.iso,
            ticketTime: fields.time?.text,
            ticketLocation: lot?.printedLocation ?? fields.location,
            mappedLot: lot,
            isRecent: rule.isRecent(date: fields.date, time: fields.time, now: now)
        )
    }
}
