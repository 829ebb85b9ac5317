public import TicketOCR

/// Receives what a scan saw, for `--debug-dir`: the only place pixels or raw OCR text are
/// ever written, and only when a person asks for it on their own machine.
public protocol DebugImageSink {
    /// The decoded image turned upright per EXIF, at the scale it was decoded.
    func upright(_ image: GrayImage)
    /// One reading of the photo, numbered from 1 in the order they were made: exactly the
    /// image Tesseract received, how it was segmented, and the raw lines it read with their
    /// confidences.
    func attempt(_ number: Int, input: GrayImage, segmentation: PageSegmentation, lines: [RecognizedLine])
}
