import CTesseract
import CTicketImaging
import Testing
import TicketOCR

/// The grey histogram and the global threshold (Sources/CTicketImaging/dark_pixels.c) must
/// count and set exactly what Leptonica's `pixGetGrayHistogram` and `pixThresholdToBinary` do:
/// the slip's border, levelling and straightening were tuned on them.
@Suite("Histogram and dark pixels")
struct DarkPixelsTests {
    private static let ok = Int32(CTICKETIMAGING_OK.rawValue)

    private static func histogramsAgree(_ gray: UnsafeMutablePointer<PIX>, step: Int32) -> Bool {
        var numa = pixGetGrayHistogram(gray, step)
        defer { numaDestroy(&numa) }
        var ours = [Double](repeating: -1, count: 256)
        #expect(ours.withUnsafeMutableBufferPointer { CTicketImaging_grayHistogram(gray, step, $0.baseAddress) } == ok)
        return (0..<256).allSatisfy { index in
            var value: Float = 0
            numaGetFValue(numa, Int32(index), &value)
            return Double(value) == ours[index]
        }
    }

    private static func thresholdsAgree(_ gray: UnsafeMutablePointer<PIX>, threshold: Int32) throws -> Bool {
        var leptonica = pixThresholdToBinary(gray, threshold)
        var ours: UnsafeMutablePointer<PIX>?
        defer {
            pixDestroy(&leptonica)
            pixDestroy(&ours)
        }
        #expect(CTicketImaging_darkPixels(gray, threshold, &ours) == ok)
        return try samePixels(leptonica, ours)
    }

    @Test("photos are counted and thresholded exactly as Leptonica does it")
    func photos() throws {
        for name in ["Landscape_2.jpg", "Landscape_7.jpg"] {
            let image = try ImageDecoder(limits: DecodeLimits(targetLongSide: 1500)).decode(try Fixture.bytes(name)).image
            for step: Int32 in [1, 2, 3] {
                #expect(Self.histogramsAgree(image.pix, step: step), "\(name), step \(step)")
            }
            for threshold: Int32 in [0, 1, 97, 128, 255, 256] {
                #expect(try Self.thresholdsAgree(image.pix, threshold: threshold), "\(name), threshold \(threshold)")
            }
        }
    }

    /// Widths around a word of the binary image (32 pixels), and every grey value.
    @Test("odd widths are counted and thresholded exactly as Leptonica does it", arguments: [1, 31, 32, 33, 95, 257] as [Int32])
    func oddWidths(width: Int32) throws {
        var pix = pixCreate(width, 11, 8)
        defer { pixDestroy(&pix) }
        for y: Int32 in 0..<11 {
            for x in 0..<width {
                pixSetPixel(pix, x, y, UInt32((x * 31 + y * 17) % 256))
            }
        }
        let gray = try #require(pix)
        #expect(Self.histogramsAgree(gray, step: 1) && Self.histogramsAgree(gray, step: 2))
        for threshold: Int32 in [1, 100, 200, 256] {
            #expect(try Self.thresholdsAgree(gray, threshold: threshold), "threshold \(threshold)")
        }
    }

    @Test("an image that is not 8-bit grey, or a step below 1, is refused")
    func refused() throws {
        var binary = pixCreate(10, 10, 1)
        var gray = pixCreate(10, 10, 8)
        defer {
            pixDestroy(&binary)
            pixDestroy(&gray)
        }
        var counts = [Double](repeating: 0, count: 256)
        let corrupt = Int32(CTICKETIMAGING_CORRUPT.rawValue)
        #expect(counts.withUnsafeMutableBufferPointer { CTicketImaging_grayHistogram(binary, 1, $0.baseAddress) } == corrupt)
        #expect(counts.withUnsafeMutableBufferPointer { CTicketImaging_grayHistogram(gray, 0, $0.baseAddress) } == corrupt)
        var out: UnsafeMutablePointer<PIX>?
        #expect(CTicketImaging_darkPixels(binary, 128, &out) == corrupt)
        #expect(out == nil)
    }
}
