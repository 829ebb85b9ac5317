import Testing
import TicketOCR
import TicketPreprocessing

@Suite("Choosing how Tesseract thresholds a prepared image")
struct ThresholdingChoiceTests {
    /// A 240x200 slip of paper at 235 with strokes of `strokeGrey`, 4 px wide every 12 px, in
    /// rows 80 to 119, and with `banner`, a solid bar at 20 across its top 40 rows.
    static func slip(strokeGrey: UInt8, banner: Bool) -> GrayImage {
        let (width, height) = (240, 200)
        let pixels = (0..<height).flatMap { y in
            (0..<width).map { x -> UInt8 in
                if banner, y < 40 { return 20 }
                if (80..<120).contains(y), x % 12 < 4 { return strokeGrey }
                return 235
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("print faded to mid grey under a solid banner is read with the local threshold")
    func fadedPrintUnderBanner() {
        #expect(Preprocessor().thresholding(for: Self.slip(strokeGrey: 150, banner: true)) == .local(factor: 0.2))
    }

    @Test("dark print under a banner, and faded print alone, keep the global threshold")
    func globalThresholdKeepsPrint() {
        #expect(Preprocessor().thresholding(for: Self.slip(strokeGrey: 20, banner: true)) == .global)
        #expect(Preprocessor().thresholding(for: Self.slip(strokeGrey: 150, banner: false)) == .global)
    }

    @Test("dark print under a banner, faded print alone and a blank page do not count as faded print")
    func notFadedPrint() {
        #expect(!Preprocessor().printIsFaded(in: Self.slip(strokeGrey: 20, banner: true)))
        #expect(!Preprocessor().printIsFaded(in: Self.slip(strokeGrey: 150, banner: false)))
        #expect(!Preprocessor().printIsFaded(in: Self.slip(strokeGrey: 235, banner: false)))
    }

    @Test("without thresholdLocally every image keeps the global threshold")
    func switchedOff() {
        var options = PreprocessOptions()
        options.thresholdLocally = false
        #expect(Preprocessor(options: options).thresholding(for: Self.slip(strokeGrey: 150, banner: true)) == .global)
    }

    @Test("a blank page and a one-pixel image keep the global threshold")
    func nothingPrinted() {
        #expect(Preprocessor().thresholding(for: Self.slip(strokeGrey: 235, banner: false)) == .global)
        #expect(Preprocessor().thresholding(for: GrayImage(width: 1, height: 1, pixels: [128])) == .global)
    }
}
