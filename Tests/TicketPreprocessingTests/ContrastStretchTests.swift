import Testing
import TicketOCR
import TicketPreprocessing

@Suite("Stretching a faded slip's contrast")
struct ContrastStretchTests {
    /// A 240x200 slip of paper at 235: a solid banner (20) across its top 40 rows, and
    /// below it strokes faded to `stroke`, 4 px wide every 12 px, in rows 80 to 119.
    static func fadedSlip(stroke: UInt8 = 150) -> GrayImage {
        let (width, height) = (240, 200)
        let pixels = (0..<height).flatMap { y in
            (0..<width).map { x -> UInt8 in
                if y < 40 { return 20 }
                if (80..<120).contains(y), x % 12 < 4 { return stroke }
                return 235
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("faded strokes turn as dark as the banner, the paper stays white, the banner black")
    func fadedStrokesTurnDark() {
        let slip = Self.fadedSlip()
        let stretched = Preprocessor().stretchedContrast(of: slip)
        #expect((stretched.width, stretched.height) == (slip.width, slip.height))
        #expect(stretched.pixel(x: 121, y: 100) < 60, "a faded stroke")
        #expect(stretched.pixel(x: 126, y: 100) > 200, "paper between strokes")
        #expect(stretched.pixel(x: 120, y: 160) > 200, "paper far from print")
        #expect(stretched.pixel(x: 120, y: 20) < 60, "the banner")
    }

    @Test("an image smaller than a tile keeps its size and its darkest print")
    func smallerThanATile() {
        let tiny = GrayImage(width: 3, height: 3, pixels: [235, 150, 235, 150, 20, 150, 235, 150, 235])
        let stretched = Preprocessor().stretchedContrast(of: tiny)
        #expect((stretched.width, stretched.height) == (3, 3))
        #expect(stretched.pixel(x: 1, y: 1) <= 20)
    }

    @Test("the options leave the contrast as it is unless asked")
    func offUnlessAsked() {
        #expect(!PreprocessOptions().stretchContrast)
    }
}
