import Foundation
import Testing
import TicketCore
import TicketOCR
import TicketPipeline

@Suite("A photo without rows of print is refused before any reading")
struct PrintRowsScanTests {
    @Test("a plain page is not_a_ticket without a reading; without the look for rows it is read")
    func refusedBeforeReading() throws {
        let recognizer = FakeRecognizer(pages: [])
        let result = TicketScanner(configuration: ScanConfiguration(), recognizer: recognizer)
            .scan(try TestImages.pagePNG(), now: TicketScannerTests.now)
        #expect(result.response == .failure(.notATicket))
        #expect(recognizer.calls == 0 && result.readings == 0)
        let reading = FakeRecognizer(pages: [])
        _ = TicketScanner(configuration: .readingEveryPhoto, recognizer: reading).scan(try TestImages.pagePNG(), now: TicketScannerTests.now)
        #expect(reading.calls > 0)
    }

    @Test("a photo of a slip with rows of print is read")
    func slipRead() throws {
        let recognizer = FakeRecognizer(pages: [])
        _ = TicketScanner(configuration: ScanConfiguration(), recognizer: recognizer).scan(try TestImages.slipPhotoPNG(), now: TicketScannerTests.now)
        #expect(recognizer.calls > 0)
    }
}
