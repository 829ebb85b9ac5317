import Foundation
import Hummingbird

/// Gives the router's own refusals (404 for an unknown path, 405 for a wrong method) the same
/// JSON body as ``APIError``, so that every error body of the server is JSON.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            let code = error.status.reasonPhrase.lowercased().replacingOccurrences(of: " ", with: "_")
            throw APIError(status: error.status, code: code, message: error.body ?? error.status.reasonPhrase)
        }
    }
}
