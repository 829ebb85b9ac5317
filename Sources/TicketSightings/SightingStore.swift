public import Foundation

/// The database the server and the admin commands work on: TapOut's devices, parking
/// sessions, sightings and notifications (docs/contract.md §7), plus the scan log behind the
/// per-device rate limit.
///
/// Implementations are `Sendable` facades over their connections: every method may be called
/// from any task, and each is one transaction.
///
/// ```swift
/// let store = try SQLiteSightingStore(path: "ticketscan.sqlite", catalogue: .default)
/// if let sighting = ScannedSighting(response: response, reportedBy: "device-1", now: Date()) {
///     let report = try await store.report(sighting)
/// }
/// ```
public protocol SightingStore: Sendable {
    /// The device whose `devices.device_id` is `deviceID`, nil when there is none.
    func device(_ deviceID: String) async throws(SightingStoreError) -> Device?

    /// Counts one scan for the device unless it already made `limit.scans` in the
    /// `limit.window` before `now`; also marks the device as seen at `now`.
    func admitScan(by deviceID: String, at now: Date, limit: ScanRateLimit) async throws(SightingStoreError) -> RateDecision

    /// Records the sighting a scanned notice stands for and notifies the devices parked at
    /// its lot when the notice is recent; the same lot and instant again returns the sighting
    /// recorded first with nobody notified.
    /// - Throws: ``SightingStoreError/unknownDevice(_:)`` when `reportedBy` names no device.
    func report(_ sighting: ScannedSighting) async throws(SightingStoreError) -> SightingReport

    /// Adds a device, or changes whether an existing one is verified.
    func addDevice(_ deviceID: String, emailVerified: Bool, at now: Date) async throws(SightingStoreError)

    /// Every device, by `device_id`.
    func devices() async throws(SightingStoreError) -> [Device]

    /// Removes the device with its parking sessions, notifications and scan log; the
    /// sightings it reported stay, reported by nobody. Returns whether there was one.
    func removeDevice(_ deviceID: String) async throws(SightingStoreError) -> Bool

    /// Opens a parking session for the device at the lot with this code, closing any other
    /// open session of the device first.
    func checkIn(_ deviceID: String, lotCode: String, at now: Date) async throws(SightingStoreError)

    /// Closes the device's open parking sessions; returns how many were open.
    func checkOut(_ deviceID: String, at now: Date) async throws(SightingStoreError) -> Int

    /// The sightings recorded from scans, newest first, at the lot with this code or at all lots.
    func scannedSightings(lotCode: String?) async throws(SightingStoreError) -> [SightingRecord]

    /// Releases the connections; later calls fail with ``SightingStoreError/unavailable(_:)``.
    func close() async throws(SightingStoreError)
}
