import TicketMultipart

/// Reads the input as a `multipart/form-data` body with the boundary `b0undary`, in chunks
/// whose sizes the first byte chooses, so that delimiters and header lines are split
/// everywhere. A refusal is fine; a crash, a sanitizer report or a timeout is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMultipart(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    guard let first = bytes.first else { return 0 }
    let chunkSize = Int(first % 17) + 1
    var reader = MultipartReader(boundary: "b0undary")
    var received = 0
    do {
        for start in stride(from: 1, to: size, by: chunkSize) {
            try reader.read(bytes[start..<min(start + chunkSize, size)]) { event in
                if case .content(let piece) = event { received += piece.count }
            }
        }
    } catch {}
    precondition(received <= size, "more content than input")
    return 0
}
