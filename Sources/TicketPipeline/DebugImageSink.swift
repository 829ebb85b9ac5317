public import TicketOCR

/// Receives what a scan saw, for `--debug-dir`: the only place pixels or raw OCR text are
/// ever written, and only when a person asks for it on their own machine.
public protocol DebugImageSink {
    /// The decoded image turned upright per EXIF, at the scale it was decoded.
    func upright(_ image: GrayImage)
    /// Exactly the image Tesseract received for the reading that was kept.
    func ocrInput(_ image: GrayImage)
    /// The raw lines Tesseract read from that image, with their confidences.
    func ocrText(_ lines: [RecognizedLine])
}
