public import TicketOCR
import TicketPreprocessing

/// How the image a notice was found on is changed for one more reading of fields still
/// unread (``ScanConfiguration/rereads``): Tesseract's misreadings change with the size and
/// the sharpness of the print.
public enum Reread: Sendable, Equatable {
    /// Scaled by this factor.
    case scaled(Float)
    /// Unsharp masked (``GrayImage/sharpened(halfWidth:fraction:)``).
    case sharpened(halfWidth: Int, fraction: Float)

    /// `image` changed so.
    func apply(to image: GrayImage) -> GrayImage {
        switch self {
        case .scaled(let factor): image.scaled(by: factor)
        case .sharpened(let halfWidth, let fraction): image.sharpened(halfWidth: halfWidth, fraction: fraction)
        }
    }
}
