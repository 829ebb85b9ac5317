internal import CTesseract
import TicketOCR

extension GrayImage {
    /// The part of the image inside `rect` (clipped to the image).
    func cropped(to rect: Rect) -> GrayImage {
        var box = boxCreate(Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
        defer { boxDestroy(&box) }
        return derived(pixClipRectangle(pix, box, nil), or: self)
    }

    /// The skew of the text lines in degrees (clockwise positive) and Leptonica's confidence,
    /// or nil when no angle within `range` stands out.
    func textSkew(range: Float) -> (degrees: Float, confidence: Float)? {
        var binary = pixThresholdToBinary(pix, Int32(Histogram(self, step: 2).otsuThreshold))
        guard binary != nil else { return nil }
        defer { pixDestroy(&binary) }
        var angle: Float = 0, confidence: Float = 0
        let failed = pixFindSkewSweepAndSearch(binary, &angle, &confidence, 4, 2, range, 1, 0.01)
        return failed == 0 && confidence >= 2.5 ? (angle, confidence) : nil
    }

    /// The image rotated by `degrees` (clockwise positive) about its centre, grown to keep
    /// every pixel, with white brought in at the corners; quarter turns are exact.
    func rotated(degrees: Float) -> GrayImage {
        let normalised = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        if normalised.truncatingRemainder(dividingBy: 90) == 0 { return rotated(quarterTurns: Int(normalised / 90)) }
        let radians = degrees * .pi / 180
        return derived(pixRotate(pix, radians, Int32(L_ROTATE_AREA_MAP), Int32(L_BRING_IN_WHITE),
                                 Int32(width), Int32(height)), or: self)
    }

    /// Shading and uneven light evened out: the background brought to a uniform white.
    func backgroundNormalised() -> GrayImage {
        derived(pixBackgroundNormSimple(pix, nil, nil), or: self)
    }
}

extension GrayImage {
    /// How many text-line-like shapes the image holds with its lines running horizontally:
    /// dark marks are joined along rows across the gaps between letters, and the long, flat
    /// blobs this makes are counted.
    ///
    /// Text turned by 90° gives tall blobs instead (its line gaps are wider than the joins),
    /// so comparing the counts of an image and of its quarter turn tells the lines' axis.
    /// - Parameter characterHeight: the typical height of the text's characters, in pixels.
    func horizontalTextLines(characterHeight: Double) -> Int {
        guard let ink = BinaryImage(darkPixelsOf: self) else { return 0 }
        return ink.horizontalTextLines(characterHeight: characterHeight)
    }

    /// The direction of the text lines, in degrees clockwise from horizontal within 0..<180,
    /// to the nearest 15°: the turn of a half-size copy that shows the most line-shaped
    /// blobs. Nil when no turn shows any.
    func textLineAxis(characterHeight: Double) -> Float? {
        let half = scaled(by: 0.5)
        guard let ink = BinaryImage(darkPixelsOf: half) else { return nil }
        let scores = stride(from: Float(0), to: 180, by: 15).compactMap { degrees in
            ink.rotated(degrees: degrees).map { (degrees, $0.horizontalTextLines(characterHeight: characterHeight / 2)) }
        }
        guard let best = scores.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return nil }
        return best.0
    }
}

extension BinaryImage {
    /// See ``GrayImage/horizontalTextLines(characterHeight:)``.
    func horizontalTextLines(characterHeight: Double) -> Int {
        guard let joined = closed(width: max(3, Int(characterHeight / 2)), height: 1) else { return 0 }
        let tallest = Int(2.5 * characterHeight)
        return joined.components().count { box in
            box.height >= 4 && box.height <= tallest && box.width >= 5 * box.height
        }
    }
}
