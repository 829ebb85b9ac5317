/// The Tesseract page segmentation modes TicketScan uses (`tesseract --psm`).
public enum PageSegmentation: Int32, Sendable, CaseIterable {
    /// Fully automatic layout analysis without orientation detection (psm 3).
    case automatic = 3
    /// A single uniform block of text (psm 6): a cropped slip.
    case singleBlock = 6
    /// A single line of text (psm 7): a value read again on its own.
    case singleLine = 7
    /// As much text as possible in no particular order (psm 11).
    case sparseText = 11
}
