import Testing
import TicketOCR

@testable import TicketPreprocessing

@Suite("Faded print black and white at its own level")
struct PrintLevelTests {
    @Test("Otsu's threshold among the greys above the first falls between faded print and paper")
    func secondThreshold() {
        let pixels = [UInt8](repeating: 20, count: 2000) + [UInt8](repeating: 205, count: 600) + [UInt8](repeating: 235, count: 9000)
        let histogram = Histogram(GrayImage(width: 116, height: 100, pixels: pixels))
        let first = histogram.otsuThreshold
        #expect((21...205).contains(first), "the first threshold parts the banner from the rest")
        #expect((206...235).contains(histogram.otsuThreshold(from: first)), "the second parts the faded print from the paper")
    }

    @Test("faded strokes that the global threshold drops turn black, the paper white, the banner stays black")
    func fadedStrokesTurnBlack() throws {
        // Strokes at 205 on paper at 235: too faint for the banner's global threshold.
        let slip = ContrastStretchTests.fadedSlip(stroke: 205)
        let globalInk = try #require(BinaryImage(darkPixelsOf: slip))
        #expect(!globalInk.isSet(x: 121, y: 100), "the global threshold drops the faded stroke")
        let binary = slip.binarisedAtPrintLevel()
        #expect((binary.width, binary.height) == (slip.width, slip.height))
        #expect(binary.pixel(x: 121, y: 100) == 0, "a faded stroke")
        #expect(binary.pixel(x: 126, y: 100) == 255, "paper between strokes")
        #expect(binary.pixel(x: 120, y: 160) == 255, "paper far from print")
        #expect(binary.pixel(x: 120, y: 20) == 0, "the banner")
    }

    @Test("the options leave the greys as they are unless asked")
    func offUnlessAsked() {
        #expect(!PreprocessOptions().binariseAtPrintLevel)
    }
}
