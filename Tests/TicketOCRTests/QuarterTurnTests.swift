import CTesseract
import CTicketImaging
import Testing
import TicketOCR

/// Quarter turns (Sources/CTicketImaging/quarter_turn.c) must give exactly Leptonica's
/// `pixRotateOrth` pixels: photos are turned upright with them, and slips turned to read.
@Suite("Quarter turns")
struct QuarterTurnTests {
    private static let ok = Int32(CTICKETIMAGING_OK.rawValue)

    /// Leptonica's and this module's turns of `gray`, compared pixel for pixel; `turns` may lie
    /// outside 0...3 here (Leptonica refuses that, so it gets the same turn within).
    private static func agree(_ gray: UnsafeMutablePointer<PIX>, turns: Int32) throws -> Bool {
        var leptonica = pixRotateOrth(gray, ((turns % 4) + 4) % 4)
        var ours: UnsafeMutablePointer<PIX>?
        defer {
            pixDestroy(&leptonica)
            pixDestroy(&ours)
        }
        #expect(CTicketImaging_turned8(gray, turns, &ours) == ok)
        let turned = try #require(ours)
        #expect(pixGetXRes(turned) == pixGetXRes(leptonica))
        #expect(pixGetYRes(turned) == pixGetYRes(leptonica))
        return try samePixels(leptonica, turned)
    }

    @Test("photos are turned exactly as Leptonica turns them", arguments: [1, 2, 3] as [Int32])
    func photos(turns: Int32) throws {
        for name in ["Landscape_1.jpg", "Landscape_6.jpg"] {
            let image = try ImageDecoder(limits: DecodeLimits(targetLongSide: 1500)).decode(try Fixture.bytes(name)).image
            #expect(try Self.agree(image.pix, turns: turns), "\(name)")
        }
    }

    /// Sides that are no multiple of a word (4 pixels) nor of a band (64 rows), one-pixel
    /// images, and a resolution that differs across and down.
    @Test(
        "odd sizes are turned exactly as Leptonica turns them",
        arguments: [(1, 1), (1, 9), (7, 1), (65, 3), (97, 130), (130, 97)] as [(Int32, Int32)]
    )
    func oddSizes(width: Int32, height: Int32) throws {
        var pix = pixCreate(width, height, 8)
        defer { pixDestroy(&pix) }
        pixSetResolution(pix, 72, 300)
        for y in 0..<height {
            for x in 0..<width {
                pixSetPixel(pix, x, y, UInt32((x * 7 + y * 13) % 256))
            }
        }
        for turns: Int32 in [1, 3, -1, 5] {
            #expect(try Self.agree(try #require(pix), turns: turns), "\(width)x\(height), \(turns) turns")
        }
    }

    @Test("an image that is not 8-bit grey is refused")
    func notGrey() throws {
        var pix = pixCreate(10, 10, 1)
        defer { pixDestroy(&pix) }
        var out: UnsafeMutablePointer<PIX>?
        #expect(CTicketImaging_turned8(pix, 1, &out) == Int32(CTICKETIMAGING_CORRUPT.rawValue))
        #expect(out == nil)
    }
}
