import Foundation
import Testing
import TicketCore
import TicketPipeline
import TicketPreprocessing

@Suite("Reading a slip photographed at an angle")
struct LineLevellingReadingTests {
    /// exif8-12mp-028: its lines slant from 9.3 degrees below the header to -6.6 at its foot,
    /// the header steeper still.
    @Test("with its lines levelled one by one the notice reads; turned by one angle it is no notice")
    func readsOnceLevelled() throws {
        let photo = try TestImages.sample("exif8-12mp-028.jpg")
        let now = Instant.parse("2026-09-26T03:04:07-07:00")!
        let levelled = try TicketScanner(configuration: ScanConfiguration.readingEveryPhoto).scan(photo, now: now).response
        #expect(levelled.ticketDate == "2026-09-26")
        #expect(levelled.ticketTime == "00:58")
        #expect(levelled.ticketLocation == "LOT 17")
        var configuration = ScanConfiguration.readingEveryPhoto
        configuration.preprocess.levelLines = false
        let tilted = try TicketScanner(configuration: configuration).scan(photo, now: now).response
        #expect(tilted == .failure(.notATicket))
    }
}
