internal import CTesseract
import Foundation
import TicketOCR

extension GrayImage {
    /// The part of the image inside `rect` (clipped to the image).
    func cropped(to rect: Rect) -> GrayImage {
        var box = boxCreate(Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
        defer { boxDestroy(&box) }
        return derived(pixClipRectangle(pix, box, nil))
    }

    /// The skew of the text lines in degrees (clockwise positive), or nil when too uncertain.
    ///
    /// Leptonica's sweep-and-search over a binarised copy; `range` bounds the angles tried.
    func textSkew(range: Float) -> Float? {
        var binary = pixThresholdToBinary(pix, Int32(Histogram(self, step: 2).otsuThreshold))
        guard binary != nil else { return nil }
        defer { pixDestroy(&binary) }
        var angle: Float = 0, confidence: Float = 0
        let failed = pixFindSkewSweepAndSearch(binary, &angle, &confidence, 2, 2, range, 1, 0.01)
        return failed == 0 && confidence >= 2.5 ? angle : nil
    }

    /// The image rotated by `degrees` (clockwise positive) about its centre, grown to keep
    /// every pixel, with white brought in at the corners.
    func rotated(degrees: Float) -> GrayImage {
        let radians = degrees * .pi / 180
        return derived(pixRotate(pix, radians, Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE),
                                 Int32(width), Int32(height)))
    }

    /// Shading and uneven light evened out: the background brought to a uniform white.
    func backgroundNormalised() -> GrayImage {
        derived(pixBackgroundNormSimple(pix, nil, nil))
    }
}
