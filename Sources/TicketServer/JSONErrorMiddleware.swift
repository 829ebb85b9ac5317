import Foundation
import Hummingbird

/// Gives the router's own refusals the same JSON body as ``APIError``, so that every error
/// body of the server is JSON, and turns the router's 404 for a known path asked with another
/// method into 405 with `Allow`.
struct JSONErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    /// The method each path of the router answers.
    let methods: [String: HTTPRequest.Method]

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as HTTPError {
            if error.status == .notFound, let allow = methods[request.uri.path] {
                throw APIError.methodNotAllowed(allow: allow)
            }
            let code = error.status.reasonPhrase.lowercased().replacingOccurrences(of: " ", with: "_")
            throw APIError(status: error.status, code: code, message: error.body ?? error.status.reasonPhrase)
        }
    }
}
