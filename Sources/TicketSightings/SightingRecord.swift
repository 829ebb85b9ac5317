public import Foundation

/// A sighting recorded from a scan, with its lot, for `admin sightings`.
public struct SightingRecord: Sendable, Equatable {
    /// `taps_sightings.id`.
    public var id: Int64
    /// The lot's code, e.g. `MU`.
    public var lotCode: String
    /// The reporting device's `device_id`, nil when that device was deleted.
    public var reportedBy: String?
    /// The ticket's instant (or the scan's, when the ticket showed no date or time).
    public var reportedAt: Date
    /// `Ticket scan: LOT 15`.
    public var notes: String

    /// Creates a record.
    public init(id: Int64, lotCode: String, reportedBy: String?, reportedAt: Date, notes: String) {
        self.id = id
        self.lotCode = lotCode
        self.reportedBy = reportedBy
        self.reportedAt = reportedAt
        self.notes = notes
    }
}
