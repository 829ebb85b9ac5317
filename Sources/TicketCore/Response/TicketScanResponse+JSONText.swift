extension TicketScanResponse {
    /// The response as compact JSON with every key of CONTRACT section 4 in the contract's
    /// order and absent values as `null`.
    ///
    /// `JSONEncoder` also writes every key (see `encode(to:)`), but Foundation on Linux does
    /// not keep the order of keys; send this text where the order matters, e.g. to pin a
    /// response in a test or to serve it byte for byte.
    public var jsonText: String {
        let members: [(String, String)] = [
            ("success", String(success)),
            ("error_code", Self.literal(errorCode?.rawValue)),
            ("error_message", Self.literal(errorMessage)),
            ("ticket_date", Self.literal(ticketDate)),
            ("ticket_time", Self.literal(ticketTime)),
            ("ticket_location", Self.literal(ticketLocation)),
            ("mapped_lot_id", mappedLotId.map(String.init) ?? "null"),
            ("mapped_lot_name", Self.literal(mappedLotName)),
            ("mapped_lot_code", Self.literal(mappedLotCode)),
            ("is_recent", String(isRecent)),
            ("sighting_id", sightingId.map(String.init) ?? "null"),
            ("users_notified", String(usersNotified)),
        ]
        return "{" + members.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
    }

    /// A JSON string literal, or `null`.
    private static func literal(_ value: String?) -> String {
        guard let value else { return "null" }
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                text += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                    + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
