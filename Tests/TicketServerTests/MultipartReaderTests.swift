import Testing
import TicketMultipart

/// The streaming multipart reader on its own: what it reports, at any chunking, and what it
/// refuses instead of trapping.
@Suite("Multipart reader")
struct MultipartReaderTests {
    /// The events of reading `body` in chunks of `chunkSize`, content pieces joined, as text;
    /// and whether the body was complete.
    static func events(_ body: [UInt8], boundary: String = "b0undary", chunkSize: Int = 1) throws -> (events: [String], complete: Bool) {
        var reader = MultipartReader(boundary: boundary)
        var events: [String] = []
        var content: [UInt8] = []
        for start in stride(from: 0, to: body.count, by: chunkSize) {
            try reader.read(body[start..<min(start + chunkSize, body.count)]) { event in
                switch event {
                case .headers(let fields): events.append(fields.map { "\($0.name)=\($0.value)" }.joined(separator: ","))
                case .content(let bytes): content += bytes
                case .partEnd:
                    events.append("[" + String(decoding: content, as: UTF8.self) + "]")
                    content = []
                }
            }
        }
        return (events, reader.isComplete)
    }

    @Test("preamble, padding after a delimiter, content holding near-delimiters and the epilogue", arguments: [1, 2, 5, 13, 1000])
    func wellFormed(_ chunkSize: Int) throws {
        let body =
            "preamble\r\n--b0undar\r\n--b0undary  \t\r\nContent-Disposition: form-data; name=\"a\"\r\nX:\r\n\r\n"
            + "x\r\n--b0undarx\r--b0undary\r\n\r\n--b0undary\r\n\r\n\r\n--b0undary--\r\nepilogue --b0undary\r\n"
        let read = try Self.events(Array(body.utf8), chunkSize: chunkSize)
        #expect(read.events == ["Content-Disposition=form-data; name=\"a\",X=", "[x\r\n--b0undarx\r--b0undary\r\n]", "", "[]"])
        #expect(read.complete)
    }

    @Test("a header name with a byte of 0x80 or more is refused, not a trap", arguments: [0x80, 0xC3, 0xFF])
    func nonASCIIHeaderName(_ byte: UInt8) throws {
        let body = Array("--b0undary\r\nContent-".utf8) + [byte] + Array(": x\r\n\r\nx\r\n--b0undary--\r\n".utf8)
        #expect(throws: MultipartError.self) { try Self.events(body) }
    }

    @Test("header lines without a name, folded, or without a colon are refused", arguments: [": value", " folded: x", "no colon", "sp ace: x"])
    func badHeaderLines(_ line: String) throws {
        let body = Array("--b0undary\r\n\(line)\r\n\r\nx\r\n--b0undary--\r\n".utf8)
        #expect(throws: MultipartError.self) { try Self.events(body) }
    }

    @Test("header fields beyond 16 KB are refused without waiting for their end")
    func longHeaders() throws {
        let body = Array("--b0undary\r\nX-Filler: \(String(repeating: "a", count: 20_000))".utf8)
        #expect(throws: MultipartError("A part's header fields are longer than 16384 bytes.")) { try Self.events(body, chunkSize: 4096) }
    }

    @Test("a delimiter followed by other bytes than a line break is refused")
    func junkAfterDelimiter() throws {
        #expect(throws: MultipartError.self) { try Self.events(Array("--b0undaryX\r\n\r\nx\r\n--b0undary--".utf8)) }
    }

    @Test("a body without its closing delimiter is incomplete")
    func incomplete() throws {
        let read = try Self.events(Array("--b0undary\r\n\r\nx\r\n--b0undary\r\n\r\ny".utf8))
        #expect(read.events == ["", "[x]", ""])
        #expect(!read.complete)
    }
}
