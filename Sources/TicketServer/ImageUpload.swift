import Foundation

public import Hummingbird
import MultipartKit

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
        let parser = MultipartParser(boundary: boundary)
        let collector = ImageFieldCollector(limit: limit)
        parser.onHeader = collector.header
        parser.onBody = collector.body
        parser.onPartComplete = collector.complete
        var received = 0
        do {
            for try await chunk in request.body {
                received += chunk.readableBytes
                guard received <= bodyLimit else { throw APIError.imageTooLarge }
                try parser.execute(chunk)
                if collector.tooLarge { throw APIError.imageTooLarge }
            }
        } catch let error as APIError {
            throw error
        } catch {
            throw .badRequest("The multipart/form-data body is malformed.")
        }
        guard collector.images.count == 1, let image = collector.images.first else {
            throw .badRequest(collector.images.isEmpty
                ? "The form has no complete file field `image`." : "The form has more than one field `image`.")
        }
        return image
    }
}

/// The callbacks of multipart-kit's parser: collects every complete part named `image`.
private final class ImageFieldCollector {
    private let limit: Int
    private var headers: [(name: String, value: String)] = []
    private var current: [UInt8]?
    private var partStarted = false
    private(set) var images: [[UInt8]] = []
    private(set) var tooLarge = false

    init(limit: Int) {
        self.limit = limit
    }

    func header(name: String, value: String) {
        headers.append((name, value))
    }

    func body(_ buffer: inout ByteBuffer) {
        startPartIfNeeded()
        guard current != nil else { return }
        guard current!.count + buffer.readableBytes <= limit else {
            tooLarge = true
            current = []
            return
        }
        current!.append(contentsOf: buffer.readableBytesView)
    }

    func complete() {
        startPartIfNeeded()
        if let current { images.append(current) }
        headers = []
        current = nil
        partStarted = false
    }

    private func startPartIfNeeded() {
        guard !partStarted else { return }
        partStarted = true
        let disposition = headers.last { $0.name.lowercased() == "content-disposition" }?.value
        if disposition.flatMap(Self.fieldName) == "image" { current = [] }
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
