import TicketOCR

/// Decodes inputs that start with the JPEG signature through the C shim (libjpeg-turbo) and
/// the EXIF reader. Any decode or refusal is fine; a crash, a sanitizer report, a leak or a
/// timeout is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard ImageFormat(sniffing: bytes) == .jpeg else { return -1 }
    _ = try? ImageDecoder().decode(bytes)
    return 0
}
