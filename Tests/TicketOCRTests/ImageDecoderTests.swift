import Testing
import TicketOCR

@Suite("Image decoding")
struct ImageDecoderTests {
    let decoder = ImageDecoder()

    @Test("a JPEG decodes to grey with DCT scaling towards the target size")
    func dctScaling() throws {
        let bytes = try Fixture.bytes("Landscape_1.jpg")
        let full = try ImageDecoder(limits: DecodeLimits(targetLongSide: 0)).decode(bytes)
        #expect((full.image.width, full.image.height) == (1800, 1200))
        let reduced = try ImageDecoder(limits: DecodeLimits(targetLongSide: 1000)).decode(bytes)
        // 1000 * 8 / 1800 = 4.4 -> scale 4/8.
        #expect((reduced.image.width, reduced.image.height) == (900, 600))
        #expect((reduced.sourceWidth, reduced.sourceHeight) == (1800, 1200))
    }

    @Test(
        "a photo decoded scaled down says so, and the finer decoder gives it at twice the size",
        arguments: ["Landscape_1.jpg", "Portrait_6.jpg"]
    )
    func finerCopy(file: String) throws {
        let bytes = try Fixture.bytes(file)
        let reduced = try ImageDecoder(limits: DecodeLimits(targetLongSide: 1000)).decode(bytes)
        #expect(reduced.isScaledDown)
        let finer = try ImageDecoder(limits: DecodeLimits(targetLongSide: 1000)).finer.decode(bytes)
        #expect(!finer.isScaledDown)
        #expect((finer.image.width, finer.image.height) == (2 * reduced.image.width, 2 * reduced.image.height))
        #expect(try !decoder.decode(bytes).isScaledDown, "1800 px is within the default 2400")
    }

    @Test("empty, text and HTML files are not images")
    func notImages() {
        for bytes in [[], Array("Date: 3/7/2025\n".utf8), Array("<!doctype html><html></html>".utf8)] {
            #expect(throws: ImageError.unsupportedFormat) { try decoder.decode(bytes) }
        }
    }

    @Test("a JPEG cut short anywhere is corrupt, never half-read", arguments: [3, 20, 200, 5_000, 100_000, 300_000])
    func truncatedJPEG(length: Int) throws {
        let bytes = try Fixture.bytes("Landscape_1.jpg")
        #expect(throws: ImageError.self) { try decoder.decode(Array(bytes.prefix(length))) }
        do {
            _ = try decoder.decode(Array(bytes.prefix(length)))
        } catch {
            guard case .corrupt(let message) = error else {
                Issue.record("expected .corrupt, got \(error)")
                return
            }
            #expect(!message.isEmpty)
        }
    }

    @Test("a header claiming 60000x60000 pixels is refused before allocating")
    func decompressionBomb() throws {
        var bytes = try Fixture.bytes("Landscape_1.jpg")
        let sof = try #require(bytes.indices.first { bytes[$0] == 0xFF && [0xC0, 0xC2].contains(bytes[$0 + 1]) })
        // SOF: marker(2) length(2) precision(1) height(2) width(2).
        bytes.replaceSubrange((sof + 5)..<(sof + 9), with: [0xEA, 0x60, 0xEA, 0x60])
        #expect(throws: ImageError.tooLarge(width: 60_000, height: 60_000)) { try decoder.decode(bytes) }
    }

    @Test(
        "PNG in grey, palette and 16-bit decodes to the same grey picture",
        arguments: ["two-lines.png", "two-lines-palette.png", "two-lines-16bit.png"]
    )
    func png(name: String) throws {
        let decoded = try decoder.decode(Fixture.bytes(name))
        #expect((decoded.image.width, decoded.image.height) == (760, 200))
        #expect(decoded.image.pixel(x: 5, y: 5) == 255)
        #expect(decoded.orientation == .up)
    }

    @Test("a PNG cut short is corrupt")
    func truncatedPNG() throws {
        let bytes = try Fixture.bytes("two-lines.png")
        #expect(throws: ImageError.self) { try decoder.decode(Array(bytes.prefix(bytes.count / 2))) }
    }

    @Test("a debug PNG round-trips the pixels")
    func pngRoundTrip() throws {
        let image = GrayImage(width: 3, height: 2, pixels: [0, 128, 255, 10, 20, 30])
        let decoded = try decoder.decode(image.pngData()).image
        #expect((0..<2).flatMap { y in (0..<3).map { decoded.pixel(x: $0, y: y) } } == [0, 128, 255, 10, 20, 30])
    }
}
