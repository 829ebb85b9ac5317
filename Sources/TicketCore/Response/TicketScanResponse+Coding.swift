extension TicketScanResponse: Codable {
    private enum CodingKeys: String, CodingKey {
        case success
        case errorCode = "error_code"
        case errorMessage = "error_message"
        case ticketDate = "ticket_date"
        case ticketTime = "ticket_time"
        case ticketLocation = "ticket_location"
        case mappedLotId = "mapped_lot_id"
        case mappedLotName = "mapped_lot_name"
        case mappedLotCode = "mapped_lot_code"
        case isRecent = "is_recent"
        case sightingId = "sighting_id"
        case usersNotified = "users_notified"
    }

    /// Decodes a response; absent or `null` optional keys decode as nil.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        success = try container.decode(Bool.self, forKey: .success)
        errorCode = try container.decodeIfPresent(ScanErrorCode.self, forKey: .errorCode)
        errorMessage = try container.decodeIfPresent(String.self, forKey: .errorMessage)
        ticketDate = try container.decodeIfPresent(String.self, forKey: .ticketDate)
        ticketTime = try container.decodeIfPresent(String.self, forKey: .ticketTime)
        ticketLocation = try container.decodeIfPresent(String.self, forKey: .ticketLocation)
        mappedLotId = try container.decodeIfPresent(Int.self, forKey: .mappedLotId)
        mappedLotName = try container.decodeIfPresent(String.self, forKey: .mappedLotName)
        mappedLotCode = try container.decodeIfPresent(String.self, forKey: .mappedLotCode)
        isRecent = try container.decode(Bool.self, forKey: .isRecent)
        sightingId = try container.decodeIfPresent(Int.self, forKey: .sightingId)
        usersNotified = try container.decode(Int.self, forKey: .usersNotified)
    }

    /// Encodes every key of docs/contract.md §4, nil as `null`. Foundation on Linux does not
    /// keep the order of keys; use `jsonText` for the contract's order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(success, forKey: .success)
        try container.encode(errorCode, forKey: .errorCode)
        try container.encode(errorMessage, forKey: .errorMessage)
        try container.encode(ticketDate, forKey: .ticketDate)
        try container.encode(ticketTime, forKey: .ticketTime)
        try container.encode(ticketLocation, forKey: .ticketLocation)
        try container.encode(mappedLotId, forKey: .mappedLotId)
        try container.encode(mappedLotName, forKey: .mappedLotName)
        try container.encode(mappedLotCode, forKey: .mappedLotCode)
        try container.encode(isRecent, forKey: .isRecent)
        try container.encode(sightingId, forKey: .sightingId)
        try container.encode(usersNotified, forKey: .usersNotified)
    }
}
