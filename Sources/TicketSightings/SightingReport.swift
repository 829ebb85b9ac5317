/// What the reporter did with a scan: the response's `sighting_id` and `users_notified`.
public struct SightingReport: Sendable, Equatable {
    /// The sighting created, or the one recorded first for the same lot and instant.
    public var sightingID: Int64
    /// Notifications created by this scan: 0 for a ticket seen before or not recent.
    public var usersNotified: Int
    /// True when this scan created the sighting, false when it was recorded before.
    public var isNew: Bool

    /// Creates a report.
    public init(sightingID: Int64, usersNotified: Int, isNew: Bool) {
        self.sightingID = sightingID
        self.usersNotified = usersNotified
        self.isNew = isNew
    }
}
