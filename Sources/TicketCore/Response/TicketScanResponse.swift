/// The result of one scan, as the apps receive it (docs/contract.md §4).
///
/// `jsonText` writes every key, in the contract's order, with explicit `null`s:
/// ```json
/// {"success":true,"error_code":null,"error_message":null,"ticket_date":"2025-03-07",
///  "ticket_time":"10:42","ticket_location":"LOT 15","mapped_lot_id":2,
///  "mapped_lot_name":"Quad Structure","mapped_lot_code":"MU","is_recent":true,
///  "sighting_id":null,"users_notified":0}
/// ```
public struct TicketScanResponse: Sendable, Equatable {
    /// True when the image was read as a UC Davis parking notice with at least one field.
    public var success: Bool
    /// Why the scan failed; nil on success.
    public var errorCode: ScanErrorCode?
    /// A sentence the student can act on; nil on success.
    public var errorMessage: String?
    /// The ticket's date, `YYYY-MM-DD`.
    public var ticketDate: String?
    /// The ticket's time, `HH:MM`, 24-hour Pacific time.
    public var ticketTime: String?
    /// The location as printed, upper case, e.g. `LOT 15`.
    public var ticketLocation: String?
    /// The id of the lot the location names; nil when it names no known lot.
    public var mappedLotId: Int?
    /// The name of the mapped lot, e.g. `Quad Structure`.
    public var mappedLotName: String?
    /// The code of the mapped lot, e.g. `MU`.
    public var mappedLotCode: String?
    /// Whether the ticket was issued within the recency window (docs/contract.md §6).
    public var isRecent: Bool
    /// The sighting the reporter created or matched; nil without a reporter or mapped lot.
    public var sightingId: Int?
    /// How many parked users this scan alerted.
    public var usersNotified: Int

    /// A failed scan: no fields, not recent, nobody notified.
    /// - Parameter code: Why the scan failed; its `message` becomes `errorMessage`.
    public static func failure(_ code: ScanErrorCode) -> TicketScanResponse {
        TicketScanResponse(success: false, errorCode: code, errorMessage: code.message, isRecent: false)
    }

    init(
        success: Bool,
        errorCode: ScanErrorCode? = nil,
        errorMessage: String? = nil,
        ticketDate: String? = nil,
        ticketTime: String? = nil,
        ticketLocation: String? = nil,
        mappedLot: Lot? = nil,
        isRecent: Bool
    ) {
        self.success = success
        self.errorCode = errorCode
        self.errorMessage = errorMessage
        self.ticketDate = ticketDate
        self.ticketTime = ticketTime
        self.ticketLocation = ticketLocation
        self.mappedLotId = mappedLot?.id
        self.mappedLotName = mappedLot?.name
        self.mappedLotCode = mappedLot?.code
        self.isRecent = isRecent
        self.sightingId = nil
        self.usersNotified = 0
    }
}
