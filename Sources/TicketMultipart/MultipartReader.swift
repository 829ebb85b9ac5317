/// A streaming reader of a `multipart/form-data` body (RFC 2046 section 5.1, RFC 7578).
///
/// Fed the body in chunks of any size, it reports each part's header fields, then its content
/// in pieces, then its end. It holds at most one part's header section and a delimiter's
/// length of content, and refuses what the RFCs do not allow with ``MultipartError`` instead
/// of trapping: multipart-kit 4.7.1 indexed a 128-entry table with any header-name byte, so a
/// byte of 0x80 or more in a part's header name ended the process.
///
/// ```swift
/// var reader = MultipartReader(boundary: "b0undary")
/// try reader.read(chunk) { event in ... }
/// guard reader.isComplete else { ... }  // the closing delimiter was never seen
/// ```
public struct MultipartReader {
    /// What the reader found in the bytes given so far.
    public enum Event {
        /// A part begins, with its header fields in order.
        case headers([(name: String, value: String)])
        /// The next bytes of the current part's content.
        case content(ArraySlice<UInt8>)
        /// The current part ended with its delimiter.
        case partEnd
    }

    /// The most bytes of header fields one part may have.
    public static let maxHeaderBytes = 16 * 1024

    private enum State {
        case preamble, afterDelimiter, headers, content, epilogue
    }

    /// CRLF, "--" and the boundary: what ends a part's content.
    private let delimiter: [UInt8]
    private var state = State.preamble
    /// Bytes received and not yet consumed; they start at `start`.
    private var buffer: [UInt8]
    private var start = 0
    private var fields: [(name: String, value: String)] = []
    private var headerBytes = 0

    /// - Parameter boundary: a boundary of 1 to 70 characters, as RFC 2046 allows.
    public init(boundary: String) {
        delimiter = Array("\r\n--\(boundary)".utf8)
        // The first delimiter may open the body, without the CRLF that precedes later ones.
        buffer = Array("\r\n".utf8)
    }

    /// Whether the closing delimiter has been read: the body is complete.
    public var isComplete: Bool { state == .epilogue }

    /// Reads the next bytes of the body, reporting what they complete to `handle`.
    public mutating func read(_ bytes: some Collection<UInt8>, _ handle: (Event) throws -> Void) throws {
        guard state != .epilogue else { return }
        buffer.append(contentsOf: bytes)
        while try step(handle) {}
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// Consumes what it can in the current state; false when more bytes are needed.
    private mutating func step(_ handle: (Event) throws -> Void) throws -> Bool {
        switch state {
        case .preamble:
            // The preamble is ignored; keep only what could be the start of a delimiter.
            guard let found = firstDelimiter() else {
                start = max(start, buffer.count - (delimiter.count - 1))
                return false
            }
            start = found + delimiter.count
            state = .afterDelimiter
        case .afterDelimiter:
            // "--" closes the body; otherwise optional white space, then CRLF.
            guard buffer.count - start >= 2 else { return false }
            if buffer[start] == UInt8(ascii: "-"), buffer[start + 1] == UInt8(ascii: "-") {
                state = .epilogue
                return false
            }
            var index = start
            while index < buffer.count, buffer[index] == UInt8(ascii: " ") || buffer[index] == UInt8(ascii: "\t") {
                index += 1
            }
            // Padding is scanned again with each chunk until its line ends: keep it short.
            guard index - start <= 256 else {
                throw MultipartError("A multipart delimiter is followed by more than 256 bytes of white space.")
            }
            guard buffer.count - index >= 2 else { return false }
            guard buffer[index] == UInt8(ascii: "\r"), buffer[index + 1] == UInt8(ascii: "\n") else {
                throw MultipartError("A multipart delimiter is followed by something else than a line break.")
            }
            start = index + 2
            state = .headers
            fields = []
            headerBytes = 0
        case .headers:
            guard let lineEnd = lineBreak() else {
                guard headerBytes + buffer.count - start <= Self.maxHeaderBytes else {
                    throw MultipartError("A part's header fields are longer than \(Self.maxHeaderBytes) bytes.")
                }
                return false
            }
            headerBytes += lineEnd - start + 2
            guard headerBytes <= Self.maxHeaderBytes else {
                throw MultipartError("A part's header fields are longer than \(Self.maxHeaderBytes) bytes.")
            }
            let line = buffer[start..<lineEnd]
            start = lineEnd + 2
            if line.isEmpty {
                state = .content
                try handle(.headers(fields))
            } else {
                fields.append(try Self.field(line))
            }
        case .content:
            if let found = firstDelimiter() {
                if found > start { try handle(.content(buffer[start..<found])) }
                try handle(.partEnd)
                start = found + delimiter.count
                state = .afterDelimiter
            } else {
                // Everything but what could be the start of the delimiter is content.
                let safe = buffer.count - (delimiter.count - 1)
                if safe > start {
                    try handle(.content(buffer[start..<safe]))
                    start = safe
                }
                return false
            }
        case .epilogue:
            return false
        }
        return true
    }

    /// The index of the first complete delimiter at or after `start`.
    private func firstDelimiter() -> Int? {
        var index = start
        let last = buffer.count - delimiter.count
        while index <= last {
            guard let carriageReturn = buffer[index...last].firstIndex(of: UInt8(ascii: "\r")) else { return nil }
            if buffer[carriageReturn..<(carriageReturn + delimiter.count)].elementsEqual(delimiter) {
                return carriageReturn
            }
            index = carriageReturn + 1
        }
        return nil
    }

    /// The index of the CR of the first CRLF at or after `start`.
    private func lineBreak() -> Int? {
        var index = start
        while let carriageReturn = buffer[index...].firstIndex(of: UInt8(ascii: "\r")) {
            guard carriageReturn + 1 < buffer.count else { return nil }
            if buffer[carriageReturn + 1] == UInt8(ascii: "\n") { return carriageReturn }
            index = carriageReturn + 1
        }
        return nil
    }

    /// A `name: value` header line; the name must be an RFC 9110 token.
    private static func field(_ line: ArraySlice<UInt8>) throws -> (name: String, value: String) {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")), colon > line.startIndex,
            line[..<colon].allSatisfy(isTokenByte)
        else {
            throw MultipartError("A part has a header line that is not `name: value`.")
        }
        let value = line[(colon + 1)...].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        let trimmed = value.reversed().drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }.reversed()
        return (String(decoding: line[..<colon], as: UTF8.self), String(decoding: trimmed, as: UTF8.self))
    }

    /// RFC 9110's `tchar`: letters, digits and !#$%&'*+-.^_`|~.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        default:
            Array("!#$%&'*+-.^_`|~".utf8).contains(byte)
        }
    }
}

/// A body that is not well-formed `multipart/form-data`, with the reason.
public struct MultipartError: Error, Equatable {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }
}
