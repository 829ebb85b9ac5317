/// What the reporter did with a scan: the response's `sighting_id` and `users_notified`.
public struct SightingReport: Sendable, Equatable {
    /// The sighting created, or the one recorded first for the same lot and instant.
    public var sightingID: Int64
    /// Notifications created by this scan: 0 for a ticket seen before or not recent.
    public var usersNotified: Int

    /// Creates a report.
    public init(sightingID: Int64, usersNotified: Int) {
        self.sightingID = sightingID
        self.usersNotified = usersNotified
    }
}
