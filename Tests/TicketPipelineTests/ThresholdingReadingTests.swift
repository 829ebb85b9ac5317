import Testing
import TicketCore
import TicketOCR
import TicketPipeline

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

    @Test("a slip whose print faded under a solid banner is read with the local threshold")
    func fadedSlip() throws {
        #expect(try Self.firstThresholding(printGrey: 160, banner: true) == .local(factor: 0.2))
    }

    @Test("a slip printed dark is read with the global threshold, banner or not")
    func darkSlip() throws {
        #expect(try Self.firstThresholding(printGrey: 20, banner: true) == .global)
        #expect(try Self.firstThresholding(printGrey: 20, banner: false) == .global)
    }
}
