internal import CTesseract
import Foundation
import TicketOCR

extension GrayImage {
    /// The image with the slant of its upright strokes taken out, for print sheared by
    /// perspective or set in italics: Tesseract's LSTM model reads upright print. The date line
    /// of lowlight-12mp-064, photographed from one side, leans 23° once its line is level, and
    /// reads `YM LAZU 24` as it is, `Date: 12/21/24` upright.
    ///
    /// The slant is that of the image's ink (Otsu), in whole degrees up to ``steepestSlant``
    /// either way (``BinaryImage/strokeSlant(upTo:)``). Rows are then shifted by it about the
    /// middle row, with linear interpolation, on a canvas widened so that no ink is shifted
    /// out. Meant for a line or a few lines of print: the slant of a whole slip photographed at
    /// an angle changes from line to line. Nil when the slant is under ``leastSlant``, so that
    /// upright print is left exactly as it is.
    func deslanted() -> GrayImage? {
        guard let degrees = BinaryImage(darkPixelsOf: self)?.strokeSlant(upTo: Self.steepestSlant),
            abs(degrees) >= Self.leastSlant
        else { return nil }
        let radians = degrees * .pi / 180
        // The rows at the top and the bottom move furthest: half the height times the tangent.
        let reach = Int32((Float(height) / 2 * abs(tan(radians))).rounded(.up)) + 1
        var widened = pixAddBorderGeneral(pix, reach, reach, 0, 0, 255)
        guard widened != nil else { return nil }
        defer { pixDestroy(&widened) }
        // Leptonica shears a negative angle's rows below `yloc` to the right, which stands
        // strokes that lean right upright.
        return derived(pixHShearLI(widened, Int32(height / 2), -radians, Int32(L_BRING_IN_WHITE)), or: self)
    }

    /// The steepest slant looked for, in degrees: beyond it print is too sheared to read.
    static let steepestSlant: Float = 30

    /// The smallest slant taken out, in degrees: Tesseract reads print leaning less as well.
    static let leastSlant: Float = 3
}
