import Foundation
import Hummingbird
import Testing

@testable import TicketServer

/// The upload: streamed, bounded, and every malformed form a 400 with a JSON body.
@Suite("Multipart uploads")
struct MultipartUploadTests {
    static let image = (0..<5000).map { UInt8(truncatingIfNeeded: $0 &* 31) }

    static func request(_ form: MultipartForm, contentType: String? = nil, chunkSize: Int) -> Request {
        let body = form.body
        let chunks = stride(from: 0, to: body.count, by: chunkSize).map {
            ByteBuffer(bytes: body[$0..<min($0 + chunkSize, body.count)])
        }
        let stream = AsyncStream<ByteBuffer> { continuation in
            for chunk in chunks { continuation.yield(chunk) }
            continuation.finish()
        }
        var head = HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/ticket-scan")
        head.headerFields[.contentType] = contentType ?? form.contentType
        return Request(head: head, body: RequestBody(asyncSequence: stream))
    }

    @Test("the image field comes out whole at every chunk size, beside other fields", arguments: [1, 2, 3, 7, 64, 1000, 100_000])
    func everyChunkSize(_ chunkSize: Int) async throws {
        let form = MultipartForm(parts: [
            .init(name: "note", filename: nil, contentType: "text/plain", bytes: Array("--not the boundary\r\n".utf8)),
            .init(name: "image", filename: "ticket.jpg", bytes: Self.image),
        ])
        let read = try await ImageUpload.read(Self.request(form, chunkSize: chunkSize), limit: 10_000)
        #expect(read == Self.image)
    }

    @Test("a body without Content-Length is cut off once the image passes the limit")
    func streamedLimit() async throws {
        let form = MultipartForm(parts: [.init(name: "image", filename: "ticket.jpg", bytes: Self.image)])
        await #expect(throws: APIError.imageTooLarge) {
            try await ImageUpload.read(Self.request(form, chunkSize: 512), limit: 4999)
        }
    }

    @Test("an upload that never ends is refused with 408 once its time is up")
    func neverEnding() async throws {
        let stream = AsyncStream<ByteBuffer> { continuation in
            continuation.yield(ByteBuffer(string: "--b\r\nContent-Disposition: form-data; name=\"image\"\r\n\r\nsome bytes"))
        }
        var head = HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/ticket-scan")
        head.headerFields[.contentType] = "multipart/form-data; boundary=b"
        let request = Request(head: head, body: RequestBody(asyncSequence: stream))
        let started = ContinuousClock.now
        await #expect(throws: APIError.uploadTimedOut(after: .milliseconds(300))) {
            try await ImageUpload.read(request, limit: 10_000, timeout: .milliseconds(300))
        }
        // 0.3 s alone; the bound is loose because other tests keep the two cooperative threads
        // busy (51 s measured in a ThreadSanitizer run of the whole suite).
        #expect(ContinuousClock.now - started < .seconds(120))
    }

    @Test("the boundary parameter may sit anywhere and be quoted")
    func boundaryPlacement() async throws {
        let form = MultipartForm(parts: [.init(name: "image", filename: "t.jpg", bytes: Self.image)], boundary: "simple-boundary")
        for contentType in [
            "multipart/form-data; charset=utf-8; boundary=simple-boundary",
            "Multipart/Form-Data; BOUNDARY=\"simple-boundary\"",
        ] {
            #expect(try await ImageUpload.read(Self.request(form, contentType: contentType, chunkSize: 100), limit: 10_000) == Self.image)
        }
    }

    @Test(
        "malformed forms are 400",
        arguments: [
            "application/json",
            "multipart/form-data",
            "multipart/form-data; boundary=",
            "multipart/form-data; boundary=\"\"",
            "multipart/form-data; boundary=\(String(repeating: "b", count: 200))",
            "multipart/form-data; boundary=a; boundary=b",
            "multipart/form-data; boundary=bad\u{7F}char",
        ]
    )
    func badContentType(_ contentType: String) async throws {
        let form = MultipartForm(parts: [.init(name: "image", filename: "t.jpg", bytes: Self.image)])
        await #expect {
            try await ImageUpload.read(Self.request(form, contentType: contentType, chunkSize: 100), limit: 10_000)
        } throws: { error in
            (error as? APIError)?.status == .badRequest
        }
    }

    @Test("no image field, two image fields, a part without headers, a nested multipart or a body cut short are 400")
    func badForms() async throws {
        let boundary = "b0undary"
        let bodies: [String] = [
            "--b0undary\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"t.jpg\"\r\n\r\nxyz\r\n--b0undary--\r\n",
            "--b0undary\r\nContent-Disposition: form-data; name=\"image\"\r\n\r\na\r\n--b0undary\r\nContent-Disposition: form-data; name=\"image\"\r\n\r\nb\r\n--b0undary--\r\n",
            "--b0undary\r\n\r\nno headers\r\n--b0undary--\r\n",
            "--b0undary\r\nContent-Disposition: form-data; name=\"image\"\r\nContent-Type: multipart/mixed; boundary=inner\r\n\r\n"
                + "--inner\r\nContent-Disposition: file; filename=\"t.jpg\"\r\n\r\nxyz\r\n--inner--\r\n--b0undary--\r\n",
            "--b0undary\r\nContent-Disposition: form-data; name=\"image\"\r\n\r\ncut short",
            "",
        ]
        for body in bodies {
            var head = HTTPRequest(method: .post, scheme: "http", authority: "localhost", path: "/ticket-scan")
            head.headerFields[.contentType] = "multipart/form-data; boundary=\(boundary)"
            let request = Request(head: head, body: RequestBody(buffer: ByteBuffer(string: body)))
            await #expect {
                try await ImageUpload.read(request, limit: 10_000)
            } throws: { error in
                (error as? APIError)?.status == .badRequest
            }
        }
    }

    @Test("through the server: a request without the image field is 400 with a JSON body")
    func missingFieldOverHTTP() async throws {
        let fixture = try await ServerFixture(now: ScanEndpointTests.recentNow)
        let token = try await fixture.token("phone-1")
        let form = MultipartForm(parts: [.init(name: "file", filename: "ticket.jpg", bytes: Self.image)])
        try await fixture.test { client in
            let response = try await ServerFixture.scan(client, token: token, form: form)
            #expect(response.status == .badRequest)
            #expect(response.text == #"{"error":"bad_request","message":"The form has no complete file field `image`."}"#)
        }
    }
}
