internal import CTesseract
public import TicketOCR

/// Changes to a normalised slip (characters 20 px tall, strokes about 3 px wide) that give
/// Tesseract another view of print it misread: each undoes one way photos spoil print.
extension GrayImage {
    /// The image with its edges steepened by unsharp masking, against blur: each pixel moved
    /// away from the mean of the `2 * halfWidth + 1` square around it by `fraction` of its
    /// difference from that mean (Leptonica's `pixUnsharpMaskingGray`). A half-width of 4
    /// spans a stroke and the gap beside it, so the grey a blur spread around a stroke is
    /// pulled back into it.
    public func sharpened(halfWidth: Int, fraction: Float) -> GrayImage {
        derived(pixUnsharpMaskingGray(pix, Int32(halfWidth), fraction), or: self)
    }

    /// The image with dark strokes thinned by `width - 1` pixels, against print that bled or
    /// was smeared by motion: each pixel takes the lightest value of the `width`-pixel
    /// square around it (a grey dilation; Leptonica takes an even `width` as the next odd one).
    public func strokesThinned(width: Int) -> GrayImage {
        derived(pixDilateGray(pix, Int32(width), Int32(width)), or: self)
    }

    /// The image with its mid greys lightened by the gamma curve `gamma` (above 1), black and
    /// white kept, against the grey noise of dark photos that Tesseract's threshold takes
    /// for ink.
    public func lightened(gamma: Float) -> GrayImage {
        derived(pixGammaTRC(nil, pix, gamma, 0, 255), or: self)
    }

    /// The image with each pixel replaced by the median of the 3x3 square around it
    /// (Leptonica's `pixMedianFilter`): the specks of a noisy photo go, and strokes at least
    /// 2 px wide stay.
    func despeckled() -> GrayImage {
        derived(pixMedianFilter(pix, 3, 3), or: self)
    }
}
