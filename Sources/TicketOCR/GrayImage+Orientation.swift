internal import CTesseract
internal import CTicketImaging

extension GrayImage {
    /// The image turned upright as its EXIF orientation asks.
    public func upright(_ orientation: ExifOrientation) -> GrayImage {
        switch orientation {
        case .up: self
        case .upMirrored: derived(pixFlipLR(nil, pix), or: self)
        case .down: rotated(quarterTurns: 2)
        case .downMirrored: derived(pixFlipTB(nil, pix), or: self)
        case .leftMirrored: rotated(quarterTurns: 1).flippedInPlace(leftRight: true)
        case .right: rotated(quarterTurns: 1)
        case .rightMirrored: rotated(quarterTurns: 1).flippedInPlace(leftRight: false)
        case .left: rotated(quarterTurns: 3)
        }
    }

    /// The image rotated clockwise by `quarterTurns` * 90°, pixel for pixel as Leptonica's
    /// `pixRotateOrth` turns it (`CTicketImaging_turned8`).
    public func rotated(quarterTurns: Int) -> GrayImage {
        let turns = ((quarterTurns % 4) + 4) % 4
        guard turns != 0 else { return self }
        var turned: UnsafeMutablePointer<PIX>?
        _ = CTicketImaging_turned8(pix, Int32(turns), &turned)
        return derived(turned, or: self)
    }

    /// Flips a freshly made image that nobody else holds, avoiding a copy.
    private func flippedInPlace(leftRight: Bool) -> GrayImage {
        _ = leftRight ? pixFlipLR(pix, pix) : pixFlipTB(pix, pix)
        return self
    }
}
