internal import CTesseract
import TicketOCR

extension GrayImage {
    /// The image with its contrast stretched tile by tile (Leptonica's `pixContrastNorm`, its
    /// maps smoothed over 5 x 5 tiles): within each square tile of `tile` pixels the darkest
    /// grey becomes black and the lightest white. Tiles whose greys differ by less than
    /// `minimumDifference` take their neighbours' stretch.
    func contrastNormalised(tile: Int, minimumDifference: Int) -> GrayImage {
        derived(pixContrastNorm(nil, pix, Int32(tile), Int32(tile), Int32(minimumDifference), 2, 2), or: self)
    }
}
