import Foundation
import Hummingbird
import Logging
import TicketCore
import TicketPipeline
import TicketSightings

/// `POST /ticket-scan`: token, scan slot, upload, rate limit, scan on the pool, report, response.
///
/// Refusals come before any work they would waste: the token first (401), then a scan slot
/// (503, before the upload is read), then the upload itself (400, 408, 413), then the device's
/// rate limit (429): only complete uploads count as scans, so a dropped connection costs the
/// student nothing. A scan's outcome, whatever it is, is a 200 with its TicketScanResponse.
struct ScanEndpoint<Store: SightingStore>: Sendable {
    let settings: ServerSettings
    let store: Store
    let pool: ScannerPool
    let tokens: DeviceTokens
    let metrics: ServerMetrics

    func handle(_ request: Request, context: ScanRequestContext) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await scan(request, logger: context.logger)
            let elapsed = ContinuousClock.now - started
            metrics.recordScan(response, elapsed: elapsed)
            context.logger.info(
                "scan",
                metadata: [
                    "outcome": .string(response.errorCode?.rawValue ?? "success"),
                    "lot": .string(response.mappedLotCode ?? "-"),
                    "recent": .stringConvertible(response.isRecent),
                    "sighting_id": .string(response.sightingId.map(String.init) ?? "-"),
                    "users_notified": .stringConvertible(response.usersNotified),
                    "elapsed_ms": .stringConvertible(Int((elapsed.inSeconds * 1000).rounded())),
                ]
            )
            return Response(
                status: .ok,
                headers: [.contentType: "application/json"],
                body: .init(byteBuffer: ByteBuffer(string: response.jsonText))
            )
        } catch {
            metrics.recordRefusal(error)
            context.logger.notice("scan refused", metadata: ["reason": .string(error.code), "status": .stringConvertible(error.status.code)])
            throw error
        }
    }

    private func scan(_ request: Request, logger: Logger) async throws(APIError) -> TicketScanResponse {
        let deviceID = try await tokens.deviceID(authorization: request.headers[.authorization])
        guard let device = try await storeCall({ () throws(SightingStoreError) in try await store.device(deviceID) }) else {
            throw .unregisteredDevice
        }
        guard device.emailVerified else { throw .unauthorized("Verify your email address before scanning notices.") }
        logger.debug("scan by device", metadata: ["device": .string(device.deviceID)])
        guard let slot = pool.reserve() else { throw .overloaded(retryAfter: settings.overloadRetryAfter) }
        let image = try await ImageUpload.read(request, limit: settings.maxImageBytes, timeout: settings.uploadTimeout)
        if case .refused(let retryAfter) = try await storeCall({ () throws(SightingStoreError) in
            try await store.admitScan(by: device.deviceID, at: Date(), limit: settings.rateLimit)
        }) {
            throw .rateLimited(retryAfter: retryAfter)
        }
        let now = settings.now
        var response = await slot.scan(image, now: now).response
        if let sighting = ScannedSighting(response: response, reportedBy: device.deviceID, now: now) {
            let report = try await storeCall { () throws(SightingStoreError) in try await store.report(sighting) }
            response.sightingId = Int(report.sightingID)
            response.usersNotified = report.usersNotified
        }
        return response
    }

    /// Runs a store call, turning its errors into the refusals the client sees.
    private func storeCall<T>(_ body: () async throws(SightingStoreError) -> T) async throws(APIError) -> T {
        do {
            return try await body()
        } catch .unknownDevice {
            throw .unregisteredDevice
        } catch .unavailable {
            throw .storeUnavailable(retryAfter: 5)
        } catch {
            throw APIError(
                status: .internalServerError,
                code: "store_rejected",
                message: "The sighting could not be recorded."
            )
        }
    }
}
