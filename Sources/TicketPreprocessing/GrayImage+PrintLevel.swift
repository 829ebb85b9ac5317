internal import CTesseract
import TicketOCR

extension GrayImage {
    /// The image black and white at its print's own level: Otsu's threshold taken again among
    /// the greys lighter than Otsu's threshold of the whole (``Histogram/otsuThreshold(from:)``).
    /// On a slip whose solid banners, an occluder or dark ground hold the first threshold
    /// below faded print, which it then drops with the paper, the second falls between that
    /// print and its paper; the banners, the occluder and the ground stay black.
    func binarisedAtPrintLevel() -> GrayImage {
        let histogram = Histogram(self, step: 2)
        let threshold = histogram.otsuThreshold(from: histogram.otsuThreshold)
        guard let ink = BinaryImage(pixelsOf: self, below: threshold) else { return self }
        return derived(pixConvert1To8(nil, ink.pix, 255, 0), or: self)
    }
}
