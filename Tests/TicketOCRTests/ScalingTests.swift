import CTesseract
import CTicketImaging
import Testing
import TicketOCR

/// Scaling (Sources/CTicketImaging/scale.c: area mapping below 0.7, linear interpolation from
/// 0.7 up) must give exactly Leptonica's pixels: the slip finder and the normalised slip are
/// tuned on them.
@Suite("Scaling")
struct ScalingTests {
    private static func agree(_ gray: UnsafeMutablePointer<PIX>, scale: Float) throws -> Bool {
        var leptonica = pixScaleGeneral(gray, scale, scale, 0, 0)
        var ours: UnsafeMutablePointer<PIX>?
        defer {
            pixDestroy(&leptonica)
            pixDestroy(&ours)
        }
        #expect(CTicketImaging_scale(gray, scale, &ours) == Int32(CTICKETIMAGING_OK.rawValue))
        return try samePixels(leptonica, ours)
    }

    /// Factors below 0.7 are shrunk here by area mapping (the finder's thumbnail of a 12 MP
    /// photo is about 0.6), factors from 0.7 up by interpolation (normalised slips, enlarged
    /// readings); 0.5, 0.25, 2, 4 and 0.02 are Leptonica's own paths.
    @Test(
        "photos are scaled exactly as Leptonica scales them",
        arguments: [0.595238, 0.69, 0.45, 0.3, 0.11, 0.7, 0.85, 1.25, 1.73, 3.1, 0.5, 0.25, 2, 4, 0.02] as [Float]
    )
    func photos(scale: Float) throws {
        for name in ["Landscape_1.jpg", "Landscape_5.jpg"] {
            let image = try ImageDecoder(limits: DecodeLimits(targetLongSide: 1500)).decode(try Fixture.bytes(name)).image
            #expect(try Self.agree(image.pix, scale: scale), "\(name) at \(scale)")
        }
    }

    /// Odd sizes, a width that is no multiple of the four pixels of a Leptonica word, and
    /// pixels at 0 and 255 next to each other.
    @Test(
        "odd sizes and extreme values are scaled exactly as Leptonica scales them",
        arguments: [(101, 37), (7, 300), (1203, 5)] as [(Int32, Int32)]
    )
    func pattern(width: Int32, height: Int32) throws {
        var pix = pixCreate(width, height, 8)
        defer { pixDestroy(&pix) }
        for y in 0..<height {
            for x in 0..<width { pixSetPixel(pix, x, y, (x * 7 + y * 13) % 3 == 0 ? 255 : UInt32((x * y) % 256)) }
        }
        for scale: Float in [0.61, 0.37, 0.2, 0.93, 1.5, 2.6] {
            #expect(try Self.agree(try #require(pix), scale: scale), "\(width)x\(height) at \(scale)")
        }
    }
}
