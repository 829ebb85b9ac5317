import CTesseract
import CTicketImaging
import Testing
import TicketOCR

/// Background normalisation (Sources/CTicketImaging/background_norm.c) must give exactly the
/// pixels of Leptonica's `pixBackgroundNormSimple` followed by `pixGammaTRC`: every slip is
/// evened out with it before its text is found and read.
@Suite("Background normalisation")
struct BackgroundNormalisationTests {
    private static func agree(_ gray: UnsafeMutablePointer<PIX>, whiteLevel: Int32 = 200) throws -> Bool {
        var even = pixBackgroundNormSimple(gray, nil, nil)
        var leptonica = pixGammaTRC(nil, even, 1, 0, whiteLevel)
        var ours: UnsafeMutablePointer<PIX>?
        defer {
            pixDestroy(&even)
            pixDestroy(&leptonica)
            pixDestroy(&ours)
        }
        #expect(CTicketImaging_backgroundNormalised(gray, whiteLevel, &ours) == Int32(CTICKETIMAGING_OK.rawValue))
        return try samePixels(leptonica, ours)
    }

    @Test(
        "photos are normalised exactly as Leptonica normalises them",
        arguments: ["Landscape_0.jpg", "Landscape_4.jpg", "Landscape_8.jpg"]
    )
    func photos(name: String) throws {
        let image = try ImageDecoder(limits: DecodeLimits(targetLongSide: 1200)).decode(try Fixture.bytes(name)).image
        #expect(try Self.agree(image.pix))
        #expect(try Self.agree(image.pix, whiteLevel: 180))
    }

    /// Sides that are no multiple of a tile (10 x 15 pixels), dark blocks that leave tiles
    /// without background, and images too small for a map (Leptonica then stretches a copy).
    @Test(
        "odd sizes, dark tiles and tiny images are normalised exactly as Leptonica does it",
        arguments: [(4, 4), (23, 9), (61, 47), (203, 151)] as [(Int32, Int32)]
    )
    func shapes(width: Int32, height: Int32) throws {
        var pix = pixCreate(width, height, 8)
        defer { pixDestroy(&pix) }
        for y in 0..<height {
            for x in 0..<width {
                let shade = 150 + (x + 2 * y) % 90
                let ink = (x / 7 + y / 5) % 4 == 0 || (x > width / 2 && y > height / 2)
                pixSetPixel(pix, x, y, UInt32(ink ? 30 + (x * y) % 25 : shade))
            }
        }
        #expect(try Self.agree(try #require(pix)))
    }

    @Test("an image that is not 8-bit grey is refused")
    func notGrey() throws {
        var pix = pixCreate(40, 40, 32)
        defer { pixDestroy(&pix) }
        var out: UnsafeMutablePointer<PIX>?
        #expect(CTicketImaging_backgroundNormalised(pix, 200, &out) == Int32(CTICKETIMAGING_CORRUPT.rawValue))
        #expect(out == nil)
    }
}
