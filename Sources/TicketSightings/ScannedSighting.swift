public import Foundation
public import TicketCore

/// What a scan with a mapped lot asks the reporter to record (docs/contract.md §7).
public struct ScannedSighting: Sendable, Equatable {
    /// The mapped lot's id: `taps_sightings.parking_lot_id`.
    public var lotID: Int
    /// The lot's display name, for the notification text.
    public var lotName: String
    /// The scanning device's `device_id`; nil for a batch import, which no device reports.
    public var reportedBy: String?
    /// The ticket's instant, or the scan's `now` when its date or time is missing:
    /// `taps_sightings.reported_at`, and with the lot what makes two scans the same ticket.
    public var reportedAt: Date
    /// `taps_sightings.notes`: `Ticket scan: LOT 15`.
    public var notes: String
    /// Whether the notice is recent, so that parked users are notified.
    public var isRecent: Bool
    /// When the scan happened by the server's own clock: `notifications.created_at`.
    public var recordedAt: Date

    /// The prefix of `notes` that marks the sightings recorded from scans.
    public static let notesPrefix = "Ticket scan: "

    /// Creates a sighting from its parts.
    public init(
        lotID: Int,
        lotName: String,
        reportedBy: String?,
        reportedAt: Date,
        notes: String,
        isRecent: Bool,
        recordedAt: Date
    ) {
        self.lotID = lotID
        self.lotName = lotName
        self.reportedBy = reportedBy
        self.reportedAt = reportedAt
        self.notes = notes
        self.isRecent = isRecent
        self.recordedAt = recordedAt
    }

    /// The sighting a scan response stands for; nil when it maps no lot.
    /// - Parameters:
    ///   - response: A scan's response.
    ///   - reportedBy: The scanning device's `device_id`, nil for a batch import.
    ///   - now: The instant recency was judged against (pinned by `--now` in tests).
    ///   - recordedAt: The server's clock.
    public init?(response: TicketScanResponse, reportedBy: String?, now: Date, recordedAt: Date = Date()) {
        guard let lotID = response.mappedLotId, let lotName = response.mappedLotName,
            let location = response.ticketLocation
        else { return nil }
        self.init(
            lotID: lotID,
            lotName: lotName,
            reportedBy: reportedBy,
            reportedAt: response.ticketInstant ?? now,
            notes: Self.notesPrefix + location,
            isRecent: response.isRecent,
            recordedAt: recordedAt
        )
    }

    /// The title of the notifications this sighting sends.
    public var notificationTitle: String { "TAPS spotted at \(lotName)" }

    /// The text of the notifications this sighting sends.
    public var notificationMessage: String {
        "A parking notice was just issued at \(lotName). Check your parking before you get one too."
    }
}
