extension TicketScanResponse {
    /// The response as compact JSON with every key of docs/contract.md §4 in the contract's
    /// order and absent values as `null`.
    ///
    /// `JSONEncoder` also writes every key (see `encode(to:)`), but Foundation on Linux does
    /// not keep the order of keys; send this text where the order matters, e.g. to pin a
    /// response in a test or to serve it byte for byte.
    public var jsonText: String {
        let members: [(String, String)] = [
            ("success", String(success)),
            ("error_code", JSONLiteral.string(errorCode?.rawValue)),
            ("error_message", JSONLiteral.string(errorMessage)),
            ("ticket_date", JSONLiteral.string(ticketDate)),
            ("ticket_time", JSONLiteral.string(ticketTime)),
            ("ticket_location", JSONLiteral.string(ticketLocation)),
            ("mapped_lot_id", mappedLotId.map(String.init) ?? "null"),
            ("mapped_lot_name", JSONLiteral.string(mappedLotName)),
            ("mapped_lot_code", JSONLiteral.string(mappedLotCode)),
            ("is_recent", String(isRecent)),
            ("sighting_id", sightingId.map(String.init) ?? "null"),
            ("users_notified", String(usersNotified)),
        ]
        return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }
}
