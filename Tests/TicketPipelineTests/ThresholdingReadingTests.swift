import Testing
import TicketCore
import TicketOCR
import TicketPipeline
import TicketPreprocessing

@Suite("The thresholding each reading asks for")
struct ThresholdingReadingTests {
    /// The thresholding of the first reading of a photo of a slip whose print is
    /// `printGrey`, under a solid banner when `banner`.
    static func firstThresholding(printGrey: UInt8, banner: Bool) throws -> Thresholding? {
        let fake = FakeRecognizer(pages: [TicketScannerTests.noticeLines])
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        let photo = try TestImages.slipPhotoPNG(printGrey: printGrey, banner: banner)
        #expect(scanner.scan(photo, now: TicketScannerTests.now).response.success)
        return fake.thresholdings.first
    }

    @Test("a slip whose print faded under a solid banner is read with its contrast stretched first, then as it is with the local threshold")
    func fadedSlip() throws {
        let fake = FakeRecognizer(pages: [])
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        _ = scanner.scan(try TestImages.slipPhotoPNG(printGrey: 160, banner: true), now: TicketScannerTests.now)
        #expect(fake.thresholdings.first == .global, "stretched, the faded print is as dark as the banner")
        #expect(fake.thresholdings.contains(.local(factor: 0.2)), "read as it is next, it is thresholded locally")
    }

    @Test("the text block of a slip whose print faded under a solid banner counts as faded print; printed dark, it does not")
    func fadedBlock() throws {
        func block(printGrey: UInt8) throws -> GrayImage {
            let photo = try ImageDecoder(limits: DecodeLimits()).decode(TestImages.slipPhotoPNG(printGrey: printGrey, banner: true)).image
            return try #require(Preprocessor().normalisedTextBlock(in: photo))
        }
        #expect(Preprocessor().printIsFaded(in: try block(printGrey: 160)))
        #expect(!Preprocessor().printIsFaded(in: try block(printGrey: 20)))
    }

    @Test("a slip printed dark is read with the global threshold, banner or not")
    func darkSlip() throws {
        #expect(try Self.firstThresholding(printGrey: 20, banner: true) == .global)
        #expect(try Self.firstThresholding(printGrey: 20, banner: false) == .global)
    }
}
