import Testing
import TicketOCR

@Suite("Tesseract's thresholding")
struct ThresholdingTests {
    /// The two-line fixture (760x200) with its print faded to 60% lighter, above a solid black
    /// bar (rows 230 to 299) on a white 760x320 page: a faded thermal slip beside a banner.
    static func fadedLinesOverBanner() throws -> GrayImage {
        let lines = try ImageDecoder().decode(Fixture.bytes("two-lines.png")).image
        let (width, height) = (760, 320)
        let pixels = (0..<height).flatMap { y in
            (0..<width).map { x -> UInt8 in
                if (230..<300).contains(y), (20..<740).contains(x) { return 0 }
                guard y < lines.height, x < lines.width else { return 255 }
                return 255 - UInt8((Double(255 - lines.pixel(x: x, y: y)) * 0.4).rounded())
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("faded print that the global threshold drops beside a banner is read with the local one")
    func localThresholdReadsFadedPrint() throws {
        let engine = try TesseractEngine()
        let image = try Self.fadedLinesOverBanner()
        let global = try engine.recognize(image, segmentation: .singleBlock, thresholding: .global)
        #expect(!global.contains { $0.text.contains("3/7/2025") })
        let local = try engine.recognize(image, segmentation: .singleBlock, thresholding: .local(factor: 0.2))
        #expect(local.map(\.text) == ["Date: 3/7/2025", "Location: LOT 15"])
    }

    @Test("a thresholding holds for its own recognition only")
    func thresholdingDoesNotStick() throws {
        let engine = try TesseractEngine()
        let image = try Self.fadedLinesOverBanner()
        _ = try engine.recognize(image, segmentation: .singleBlock, thresholding: .local(factor: 0.2))
        let again = try engine.recognize(image, segmentation: .singleBlock)
        #expect(!again.contains { $0.text.contains("3/7/2025") })
    }

    @Test("a recognition's thresholding holds over one set by hand since the last")
    func thresholdingSetByHandIsReplaced() throws {
        let engine = try TesseractEngine()
        let image = try Self.fadedLinesOverBanner()
        _ = try engine.recognize(image, segmentation: .singleBlock, thresholding: .local(factor: 0.2))
        #expect(engine.set("thresholding_method", "0"))
        let local = try engine.recognize(image, segmentation: .singleBlock, thresholding: .local(factor: 0.2))
        #expect(local.map(\.text) == ["Date: 3/7/2025", "Location: LOT 15"])
    }
}
