import Foundation
public import Hummingbird
import TicketCore

/// A refused request, with the JSON body every error of the server has:
/// `{"error": "unauthorized", "message": "..."}`, and `Retry-After` where waiting helps.
///
/// An upload over the size limit is the one refusal whose body is a `TicketScanResponse`
/// (`image_too_large`), so that the apps show its `error_message` as for any scan.
public struct APIError: HTTPResponseError, Equatable {
    public var status: HTTPResponse.Status
    /// A stable machine-readable code, e.g. `rate_limited`.
    public var code: String
    /// A sentence for whoever reads the logs or the app's error screen.
    public var message: String
    /// Seconds to wait before trying again, sent as `Retry-After`.
    public var retryAfter: Int?
    /// The method the path does answer, sent as `Allow` with a 405.
    public var allow: HTTPRequest.Method?

    static func badRequest(_ message: String) -> APIError {
        APIError(status: .badRequest, code: "bad_request", message: message)
    }

    static func unauthorized(_ message: String) -> APIError {
        APIError(status: .unauthorized, code: "unauthorized", message: message)
    }

    static func methodNotAllowed(allow: HTTPRequest.Method) -> APIError {
        APIError(
            status: .methodNotAllowed,
            code: "method_not_allowed",
            message: "This path answers \(allow.rawValue) only.",
            allow: allow
        )
    }

    static let unregisteredDevice = unauthorized("This device is not registered. Sign in again.")

    static func rateLimited(retryAfter: Int) -> APIError {
        APIError(
            status: .tooManyRequests,
            code: "rate_limited",
            message: "At most 10 scans per hour. Try again in \(retryAfter) seconds.",
            retryAfter: retryAfter
        )
    }

    static func overloaded(retryAfter: Int) -> APIError {
        APIError(
            status: .serviceUnavailable,
            code: "overloaded",
            message: "Every scanner is busy. Try again in a moment.",
            retryAfter: retryAfter
        )
    }

    static func storeUnavailable(retryAfter: Int) -> APIError {
        APIError(
            status: .serviceUnavailable,
            code: "store_unavailable",
            message: "The sighting database is unavailable. Try again in a moment.",
            retryAfter: retryAfter
        )
    }

    static func uploadTimedOut(after timeout: Duration) -> APIError {
        APIError(
            status: .requestTimeout,
            code: "upload_timed_out",
            message: "The photo took longer than \(timeout.components.seconds) seconds to upload. Try again on a better connection."
        )
    }

    static let imageTooLarge = APIError(
        status: .contentTooLarge,
        code: ScanErrorCode.imageTooLarge.rawValue,
        message: ScanErrorCode.imageTooLarge.message
    )

    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var headers: HTTPFields = [.contentType: "application/json"]
        if let retryAfter { headers[.retryAfter] = String(retryAfter) }
        if let allow { headers[.allow] = allow.rawValue }
        let body =
            status == .contentTooLarge
            ? TicketScanResponse.failure(.imageTooLarge).jsonText
            : "{\"error\":\(JSONLiteral.string(code)),\"message\":\(JSONLiteral.string(message))}"
        return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(string: body)))
    }
}
