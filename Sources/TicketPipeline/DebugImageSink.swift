public import TicketOCR

/// Receives the images of a scan for `--debug-dir`: the only place pixels are ever written.
public protocol DebugImageSink {
    /// The decoded image turned upright per EXIF, at the scale it was decoded.
    func upright(_ image: GrayImage)
    /// Exactly the image Tesseract received for the reading that was kept.
    func ocrInput(_ image: GrayImage)
}
