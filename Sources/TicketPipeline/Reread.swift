import TicketOCR
import TicketPreprocessing

/// How the image a notice was found on is changed for one more reading of fields still
/// unread (``ReadingStep/reread(_:)``): Tesseract's misreadings change with the size, the
/// sharpness, the stroke width and the greys of the print.
public enum Reread: Sendable, Equatable {
    /// Scaled by this factor.
    case scaled(Float)
    /// Unsharp masked (``GrayImage/sharpened(halfWidth:fraction:)``).
    case sharpened(halfWidth: Int, fraction: Float)
    /// Its strokes thinned (``GrayImage/strokesThinned(width:)``).
    case strokesThinned(width: Int)
    /// Its mid greys lightened (``GrayImage/lightened(gamma:)``).
    case lightened(gamma: Float)

    /// How much the change scales the image.
    var scale: Float {
        if case .scaled(let factor) = self { factor } else { 1 }
    }

    /// `image` changed so.
    func apply(to image: GrayImage) -> GrayImage {
        switch self {
        case .scaled(let factor): image.scaled(by: factor)
        case .sharpened(let halfWidth, let fraction): image.sharpened(halfWidth: halfWidth, fraction: fraction)
        case .strokesThinned(let width): image.strokesThinned(width: width)
        case .lightened(let gamma): image.lightened(gamma: gamma)
        }
    }
}
