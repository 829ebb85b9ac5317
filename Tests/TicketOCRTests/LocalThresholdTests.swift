import CTesseract
import CTicketImaging
import Testing
import TicketOCR

/// Sauvola's local threshold (Sources/CTicketImaging/local_threshold.c) must decide every
/// pixel exactly as Leptonica's `pixSauvolaBinarize` does: the slip finder was tuned on it.
@Suite("Sauvola's local threshold")
struct LocalThresholdTests {
    /// Both binarisations of `gray`, compared pixel for pixel.
    private static func agree(_ gray: UnsafeMutablePointer<PIX>, halfWindow: Int32, factor: Float) throws -> Bool {
        var leptonica: UnsafeMutablePointer<PIX>?
        var ours: UnsafeMutablePointer<PIX>?
        defer {
            pixDestroy(&leptonica)
            pixDestroy(&ours)
        }
        #expect(pixSauvolaBinarize(gray, halfWindow, factor, 1, nil, nil, nil, &leptonica) == 0)
        #expect(CTicketImaging_sauvolaInk(gray, halfWindow, factor, &ours) == Int32(CTICKETIMAGING_OK.rawValue))
        return try samePixels(leptonica, ours)
    }

    @Test(
        "photos are thresholded exactly as Leptonica does it",
        arguments: [("Landscape_0.jpg", 3, 0.2), ("Landscape_3.jpg", 15, 0.2), ("Landscape_6.jpg", 7, 0.34)] as [(String, Int32, Float)]
    )
    func photos(name: String, halfWindow: Int32, factor: Float) throws {
        let image = try ImageDecoder(limits: DecodeLimits(targetLongSide: 800)).decode(try Fixture.bytes(name)).image
        #expect(try Self.agree(image.pix, halfWindow: halfWindow, factor: factor))
    }

    /// Hard edges, flat areas and pixels at 0 and 255, at every distance from the border.
    @Test("a pattern of extremes and noise is thresholded exactly as Leptonica does it")
    func pattern() throws {
        var pix = pixCreate(97, 61, 8)
        defer { pixDestroy(&pix) }
        var state: UInt32 = 12345
        for y in 0..<61 {
            for x in 0..<97 {
                state = state &* 1_103_515_245 &+ 12345
                let value: UInt32 = x < 20 ? 255 : x < 30 ? 0 : y % 7 < 3 ? 40 : (state >> 16) % 256
                pixSetPixel(pix, Int32(x), Int32(y), value)
            }
        }
        #expect(try Self.agree(try #require(pix), halfWindow: 4, factor: 0.2))
    }

    @Test("a window that does not fit in the image is refused, as Leptonica refuses it")
    func windowTooLarge() throws {
        var pix = pixCreate(20, 20, 8)
        defer { pixDestroy(&pix) }
        var out: UnsafeMutablePointer<PIX>?
        #expect(CTicketImaging_sauvolaInk(pix, 9, 0.2, &out) == Int32(CTICKETIMAGING_TOO_LARGE.rawValue))
        #expect(out == nil)
    }
}
