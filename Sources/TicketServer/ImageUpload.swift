import Foundation
import Hummingbird
import TicketMultipart

/// Reads the file field `image` of a `multipart/form-data` upload as its body streams in,
/// keeping only that field's bytes and refusing the upload as soon as it exceeds the limit.
enum ImageUpload {
    /// Bytes allowed for the form around the image: boundaries, part headers, small fields.
    static let formOverhead = 64 * 1024

    /// The bytes of the upload's `image` field, read within `timeout`.
    /// - Parameters:
    ///   - request: The request, its body not yet read.
    ///   - limit: The most bytes the image may have.
    ///   - timeout: How long the whole upload may take: a client that trickles its body, or
    ///     never ends it, gives its scan slot back after this.
    /// - Throws: ``APIError`` 413 (`image_too_large`) as soon as the image, or the body,
    ///   is larger than allowed (at once when `Content-Length` says so); 400 when the body is
    ///   not multipart/form-data with exactly one complete `image` field; 408 when the upload
    ///   takes longer than `timeout`.
    static func read(_ request: Request, limit: Int, timeout: Duration) async throws(APIError) -> [UInt8] {
        do {
            return try await withThrowingTaskGroup(of: [UInt8].self) { group in
                group.addTask { try await read(request, limit: limit) }
                group.addTask {
                    try await Task.sleep(for: timeout)
                    throw APIError.uploadTimedOut(after: timeout)
                }
                defer { group.cancelAll() }
                guard let image = try await group.next() else { throw APIError.uploadTimedOut(after: timeout) }
                return image
            }
        } catch let error as APIError {
            throw error
        } catch {
            throw .badRequest("The multipart/form-data body is malformed.")
        }
    }

    /// The bytes of the upload's `image` field, however long it takes.
    static func read(_ request: Request, limit: Int) async throws(APIError) -> [UInt8] {
        let boundary = try MultipartBoundary.parse(contentType: request.headers[.contentType])
        let bodyLimit = limit + formOverhead
        if let length = request.headers[.contentLength].flatMap(Int.init), length > bodyLimit {
            throw .imageTooLarge
        }
        var reader = MultipartReader(boundary: boundary)
        let collector = ImageFieldCollector(limit: limit)
        var received = 0
        do {
            for try await chunk in request.body {
                received += chunk.readableBytes
                guard received <= bodyLimit else { throw APIError.imageTooLarge }
                try reader.read(chunk.readableBytesView, collector.handle)
                if collector.tooLarge { throw APIError.imageTooLarge }
            }
        } catch let error as APIError {
            throw error
        } catch let error as MultipartError {
            throw .badRequest(error.message)
        } catch {
            throw .badRequest("The multipart/form-data body is malformed.")
        }
        guard reader.isComplete else {
            throw .badRequest("The multipart/form-data body ends before its closing boundary.")
        }
        if collector.nested {
            throw .badRequest("The field `image` must hold the photo itself, not a nested multipart body.")
        }
        guard collector.images.count == 1, let image = collector.images.first else {
            throw .badRequest(
                collector.images.isEmpty
                    ? "The form has no complete file field `image`." : "The form has more than one field `image`."
            )
        }
        return image
    }
}

/// Collects every complete part named `image` from a ``MultipartReader``'s events.
private final class ImageFieldCollector {
    private let limit: Int
    private var current: [UInt8]?
    private(set) var images: [[UInt8]] = []
    private(set) var tooLarge = false
    /// Whether an `image` part declared a multipart type of its own (RFC 2388's
    /// multipart/mixed, which RFC 7578 retired): its bytes would be no photo.
    private(set) var nested = false

    init(limit: Int) {
        self.limit = limit
    }

    func handle(_ event: MultipartReader.Event) {
        switch event {
        case .headers(let fields):
            let disposition = fields.last { $0.name.lowercased() == "content-disposition" }?.value
            guard disposition.flatMap(Self.fieldName) == "image" else { return }
            let type = fields.last { $0.name.lowercased() == "content-type" }?.value
            if type?.lowercased().hasPrefix("multipart/") == true {
                nested = true
            } else {
                current = []
            }
        case .content(let bytes):
            guard current != nil else { return }
            guard current!.count + bytes.count <= limit else {
                tooLarge = true
                current = []
                return
            }
            current!.append(contentsOf: bytes)
        case .partEnd:
            if let current { images.append(current) }
            current = nil
        }
    }

    /// The `name` parameter of a `form-data` Content-Disposition, unquoted.
    static func fieldName(of disposition: String) -> String? {
        let parameters = disposition.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard parameters.first?.lowercased() == "form-data" else { return nil }
        for parameter in parameters.dropFirst() {
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "name" else { continue }
            var value = Substring(parts[1].trimmingCharacters(in: .whitespaces))
            if value.count >= 2, value.first == "\"", value.last == "\"" { value = value.dropFirst().dropLast() }
            return String(value)
        }
        return nil
    }
}
