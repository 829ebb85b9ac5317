package import CTesseract

/// An 8-bit grey image held in a Leptonica `PIX`, which this object owns and frees.
///
/// Operations return new images; the receiver is never modified. The type is deliberately not
/// `Sendable`: an image is made and consumed by one worker.
public final class GrayImage {
    /// The owned Leptonica image; never handed out beyond this module.
    package let pix: UnsafeMutablePointer<PIX>

    /// Takes ownership of `pix`, which must be an 8 bpp image without a colour map.
    ///
    /// Every Leptonica operation starts from an image, so this is where Leptonica's messages
    /// on stderr are switched off for users of the preprocessing alone, without an engine.
    package init(owning pix: UnsafeMutablePointer<PIX>) {
        Leptonica.silenced
        precondition(pixGetDepth(pix) == 8, "GrayImage needs an 8 bpp PIX")
        self.pix = pix
    }

    deinit {
        var owned: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&owned)
    }

    /// Width in pixels.
    public var width: Int { Int(pixGetWidth(pix)) }

    /// Height in pixels.
    public var height: Int { Int(pixGetHeight(pix)) }

    /// Creates an image from row-major 8-bit pixels (tests and synthetic input).
    ///
    /// - Parameters:
    ///   - width: pixels per row, at least 1.
    ///   - height: number of rows, at least 1.
    ///   - pixels: `width * height` grey values, 0 black to 255 white.
    public convenience init(width: Int, height: Int, pixels: [UInt8]) {
        precondition(width > 0 && height > 0 && pixels.count == width * height, "bad image size")
        guard let pix = pixCreateNoInit(Int32(width), Int32(height), 8) else {
            fatalError("cannot allocate a \(width)x\(height) image")
        }
        for y in 0..<height {
            for x in 0..<width {
                pixSetPixel(pix, Int32(x), Int32(y), UInt32(pixels[y * width + x]))
            }
        }
        self.init(owning: pix)
    }

    /// The grey value at (`x`, `y`), 0 black to 255 white.
    public func pixel(x: Int, y: Int) -> UInt8 {
        var value: UInt32 = 0
        pixGetPixel(pix, Int32(x), Int32(y), &value)
        return UInt8(truncatingIfNeeded: value)
    }

    /// Wraps the result of a Leptonica operation that returns a new 8 bpp image, or returns
    /// `fallback` when Leptonica gave none: it returns NULL when memory runs out and, for
    /// some operations, on degenerate content (background normalisation of a page without
    /// contrast). A stage that cannot be applied is skipped rather than ending the process.
    package func derived(_ result: UnsafeMutablePointer<PIX>?, or fallback: GrayImage) -> GrayImage {
        guard let result else { return fallback }
        return GrayImage(owning: result)
    }
}

@available(*, unavailable)
extension GrayImage: Sendable {}
