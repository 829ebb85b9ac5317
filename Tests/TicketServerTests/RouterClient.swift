import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import TicketServer

/// Sends requests straight to the server's router, in process, as the server would hand them
/// over: no socket, no HTTP parsing. An error the router throws becomes its response, as in
/// the running server (`HTTPResponseError`), or a 500.
struct RouterClient: Sendable {
    let responder: any HTTPResponder<ScanRequestContext>
    /// The logger each request's context carries, as the application's would.
    let logger: Logger

    /// What the router answered: its head and its whole body.
    struct Response: Sendable {
        var status: HTTPResponse.Status
        var headers: HTTPFields
        var body: ByteBuffer

        /// The body as text.
        var text: String { String(buffer: body) }
    }

    func execute(uri: String, method: HTTPRequest.Method, headers: HTTPFields = [:], body: ByteBuffer? = nil) async throws -> Response {
        var headers = headers
        if let body { headers[.contentLength] = String(body.readableBytes) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
            body: RequestBody(buffer: body ?? ByteBuffer())
        )
        let context = ScanRequestContext(source: .init(channel: NIOAsyncTestingChannel(), logger: logger))
        let response: Hummingbird.Response
        do {
            response = try await responder.respond(to: request, context: context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            response = Hummingbird.Response(status: .internalServerError)
        }
        let writer = BodyCollector()
        try await response.body.write(writer)
        return Response(status: response.status, headers: response.headers, body: writer.collected)
    }
}

/// Gathers a response body as the router writes it.
private final class BodyCollector: ResponseBodyWriter {
    var collected = ByteBuffer()

    func write(_ buffer: ByteBuffer) async throws {
        collected.writeImmutableBuffer(buffer)
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
