import Testing
import TicketOCR
@testable import TicketPreprocessing

@Suite("Preprocessing")
struct PreprocessorTests {
    /// A dark 800x600 scene with a bright `slipWidth` x `slipHeight` slip at (200, 100) that
    /// carries a dark banner across its whole width and a few dark text bars.
    static func scene(slipWidth: Int = 200, slipHeight: Int = 400) -> GrayImage {
        let (width, height) = (800, 600)
        var pixels = [UInt8](repeating: 60, count: width * height)
        for y in 100..<(100 + slipHeight) {
            for x in 200..<(200 + slipWidth) {
                let banner = y >= 150 && y < 160
                let text = (y - 100) % 40 > 30 && x > 220 && x < 150 + slipWidth
                pixels[y * width + x] = banner || text ? 30 : 230
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("the slip is found across its banner, with a small margin")
    func locatesSlip() throws {
        let slip = try #require(SlipLocator().locate(in: Self.scene()))
        #expect(abs(slip.x - 200) <= 16 && abs(slip.y - 100) <= 16)
        #expect(abs(slip.width - 200) <= 32 && abs(slip.height - 400) <= 32)
    }

    @Test("a page that fills the frame is no found slip")
    func wholePage() {
        let page = GrayImage(width: 300, height: 400, pixels: [UInt8](repeating: 240, count: 300 * 400))
        #expect(SlipLocator().locate(in: page) == nil)
    }

    @Test("an upright slip is tried at 0 then 180 degrees, one lying on its side at 90 then 270")
    func orientationCandidates() {
        let preprocessor = Preprocessor()
        #expect(preprocessor.orientationCandidates(slip: preprocessor.locateSlip(in: Self.scene())) == [0, 2])
        let lying = Self.scene(slipWidth: 500, slipHeight: 200)
        #expect(preprocessor.orientationCandidates(slip: preprocessor.locateSlip(in: lying)) == [1, 3])
        #expect(preprocessor.orientationCandidates(slip: nil) == [0, 2])
    }

    @Test("the prepared image is the slip scaled to the configured width")
    func preparedScale() {
        let preprocessor = Preprocessor()
        let scene = Self.scene()
        let slip = preprocessor.locateSlip(in: scene)
        let prepared = preprocessor.prepare(scene, slip: slip, quarterTurns: 0)
        #expect(prepared.slip == slip)
        #expect(abs(prepared.image.width - PreprocessOptions().slipWidth) <= 60)
    }

    @Test("Otsu's threshold separates two grey levels")
    func otsu() {
        let pixels = (0..<1000).map { $0 < 600 ? UInt8(40) : UInt8(210) }
        let threshold = Histogram(GrayImage(width: 100, height: 10, pixels: pixels)).otsuThreshold
        #expect(threshold > 40 && threshold <= 210)
    }
}
