internal import CTesseract
internal import CTicketImaging
import TicketOCR

extension GrayImage {
    /// The part of the image inside `rect` (clipped to the image).
    func cropped(to rect: Rect) -> GrayImage {
        var box = boxCreate(Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
        defer { boxDestroy(&box) }
        return derived(pixClipRectangle(pix, box, nil), or: self)
    }

    /// The image rotated by `degrees` (clockwise positive) about its centre, grown to keep
    /// every pixel, with white brought in at the corners; quarter turns are exact.
    func rotated(degrees: Float) -> GrayImage {
        let normalised = (degrees.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        if normalised.truncatingRemainder(dividingBy: 90) == 0 { return rotated(quarterTurns: Int(normalised / 90)) }
        let radians = degrees * .pi / 180
        return derived(
            pixRotate(
                pix,
                radians,
                Int32(L_ROTATE_AREA_MAP),
                Int32(L_BRING_IN_WHITE),
                Int32(width),
                Int32(height)
            ),
            or: self
        )
    }

    /// Shading and uneven light evened out: the background brought to a uniform white.
    ///
    /// Leptonica brings the background to 200, not 255, to leave headroom; the levels are
    /// then stretched so that the paper is white again. Otherwise the white that a later
    /// rotation brings in at the corners is the lightest class, and Tesseract's global
    /// threshold falls between it and the paper, losing faint print.
    ///
    /// Pixel for pixel Leptonica's `pixBackgroundNormSimple` and then `pixGammaTRC`, in one
    /// pass over the pixels (`CTicketImaging_backgroundNormalised`).
    func backgroundNormalised() -> GrayImage {
        var even: UnsafeMutablePointer<PIX>?
        _ = CTicketImaging_backgroundNormalised(pix, Self.normalisedBackground, &even)
        return derived(even, or: self)
    }

    /// The image with the darkness that reaches its border painted white: the car, table or
    /// hand around a slip that the crop took in. Tesseract's global threshold can fall
    /// between that darkness and the paper, and then it finds no text at all.
    /// - Parameter darkPixels: this image's dark pixels (``BinaryImage/init(darkPixelsOf:)``)
    ///   when the caller has them already; found here otherwise.
    func borderDarknessWhitened(darkPixels: BinaryImage? = nil) -> GrayImage {
        guard
            let surroundings = (darkPixels ?? BinaryImage(darkPixelsOf: self))?.borderComponents()?
                .dilated(width: 7, height: 7),
            let copy = pixCopy(nil, pix)
        else { return self }
        pixSetMasked(copy, surroundings.pix, 255)
        return derived(copy, or: self)
    }

    /// The grey level Leptonica's background normalisation brings paper to.
    private static let normalisedBackground: Int32 = 200
}

extension GrayImage {
    /// The direction of the text lines, in degrees clockwise from horizontal within 0..<180,
    /// to the nearest 15°: the turn of a half-size copy that shows the most line-shaped
    /// blobs (the smallest turn among equals). Nil when no turn shows any.
    ///
    /// Only the turns below 90° are sampled: the lines of each are counted along its rows and
    /// across them, and the count across is the count along the turn 90° further. With print
    /// that runs along the image's height (`direction`), only the turns within 45° of it
    /// count.
    func textLineAxis(characterHeight: Double, direction: PrintDirection? = nil) -> Float? {
        let turns = Array(stride(from: Float(0), to: 90, by: 15))
        guard let ink = BinaryImage(darkPixelsOf: scaled(by: 0.5)),
            let counts = ink.textLines(turns: turns, characterHeight: characterHeight / 2)
        else { return nil }
        let scores = zip(turns, counts).flatMap { degrees, count in
            [(degrees, count.along), (degrees + 90, count.across)]
        }.sorted { $0.0 < $1.0 }.filter { turn in direction != .alongHeight || (45...135).contains(turn.0) }
        guard let best = scores.max(by: { $0.1 < $1.1 }), best.1 > 0 else { return nil }
        return best.0
    }
}
