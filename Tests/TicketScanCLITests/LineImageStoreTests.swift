import CLineImageStore
import CTesseract
import Foundation
import Testing

/// Tesseract keeps each line image as a PNG in memory; in the executables, which link
/// Sources/CLineImageStore, they are written uncompressed.
@Suite("Line image store")
struct LineImageStoreTests {
    @Test("every library's pixWriteMem is the one that stores PNGs uncompressed, for the Leptonica loaded")
    func interposed() {
        #expect(CLineImageStore_isActive() == 1)
    }

    /// A 300x100 grey image: a flat background with a band of stripes, which zlib shrinks to a
    /// few hundred bytes.
    private static func stripes() throws -> UnsafeMutablePointer<PIX> {
        let pix = try #require(pixCreate(300, 100, 8))
        pixSetAllArbitrary(pix, 230)
        for x in stride(from: 0, to: 300, by: 6) {
            for y in 40..<60 { pixSetPixel(pix, Int32(x), Int32(y), 20) }
        }
        return pix
    }

    private static func pngBytes(of pix: UnsafeMutablePointer<PIX>) throws -> (UnsafeMutablePointer<UInt8>, Int) {
        var data: UnsafeMutablePointer<UInt8>?
        var size = 0
        #expect(pixWriteMem(&data, &size, pix, Int32(IFF_PNG)) == 0)
        return (try #require(data), size)
    }

    @Test("a PNG is stored without compression, reads back to the same pixels, and the PIX is left as it was")
    func uncompressed() throws {
        var pix: UnsafeMutablePointer<PIX>? = try Self.stripes()
        defer { pixDestroy(&pix) }
        let (data, size) = try Self.pngBytes(of: pix!)
        defer { free(data) }
        #expect(size >= 300 * 100)
        #expect(pix!.pointee.special == 0)
        var decoded = pixReadMem(data, size)
        defer { pixDestroy(&decoded) }
        var same: Int32 = 0
        #expect(pixEqual(pix, decoded, &same) == 0 && same == 1)
    }

    @Test("a PNG whose compression was chosen keeps it")
    func chosenCompression() throws {
        var pix: UnsafeMutablePointer<PIX>? = try Self.stripes()
        defer { pixDestroy(&pix) }
        pixSetZlibCompression(pix, 9)
        let (data, size) = try Self.pngBytes(of: pix!)
        defer { free(data) }
        #expect(size < 300 * 100 / 10)
    }
}
