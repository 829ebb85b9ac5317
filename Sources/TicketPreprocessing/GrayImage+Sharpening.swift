internal import CTesseract
public import TicketOCR

extension GrayImage {
    /// The image with its edges steepened by unsharp masking: each pixel moved away from the
    /// mean of the `2 * halfWidth + 1` square around it by `fraction` of its difference
    /// from that mean (Leptonica's `pixUnsharpMaskingGray`).
    ///
    /// On a normalised slip (characters 20 px tall, strokes about 3 px wide), a half-width
    /// of 4 spans a stroke and the gap beside it: blur that spread a stroke into its
    /// surroundings is pulled back into it.
    public func sharpened(halfWidth: Int, fraction: Float) -> GrayImage {
        derived(pixUnsharpMaskingGray(pix, Int32(halfWidth), fraction), or: self)
    }
}
