import Foundation
import Testing
import TicketCore
import TicketOCR
import TicketPipeline
import TicketPreprocessing

@Suite("Reading a notice photographed upside down")
struct UpsideDownReadingTests {
    /// The two ways along a slip's lines, the one nearer upright first, prepared as Tesseract
    /// receives them, for the committed photo `name` of `samples/`.
    static func bothWays(_ name: String) throws -> [GrayImage] {
        let preprocessor = Preprocessor()
        let photo = try ImageDecoder().decode(TestImages.sample(name)).image
        let slip = try #require(preprocessor.normalisedTextBlock(in: photo))
        let turns = preprocessor.orientationCandidates(for: slip)
        try #require(turns.count == 2, "\(name): its lines' axis is found")
        return turns.map { preprocessor.oriented(slip, degrees: $0) }
    }

    /// rot180-043 lies upside down in its photo; clean-010 stands upright. Their lines' axis
    /// is the same, so only their letters tell the way up.
    @Test("a slip's letters tell which way along its lines is up", arguments: [("rot180-043.jpg", true), ("clean-010.jpg", false)])
    func toldByLetters(name: String, upsideDown: Bool) throws {
        let preprocessor = Preprocessor()
        let ways = try Self.bothWays(name)
        #expect(preprocessor.looksUpsideDown(ways[0]) == upsideDown)
        #expect(preprocessor.looksUpsideDown(ways[1]) == !upsideDown)
    }

    @Test("a page without letters is not taken for upside down")
    func blankPage() {
        let blank = GrayImage(width: 600, height: 400, pixels: [UInt8](repeating: 235, count: 600 * 400))
        #expect(!Preprocessor().looksUpsideDown(blank))
    }

    /// Read upright first, as its lines' axis alone would have it, the photo took three
    /// readings, the first two of the slip upside down. The second looks at its values are
    /// not readings of the photo.
    @Test("a notice photographed upside down shows its values in its first reading")
    func settledByFirstReading() throws {
        let result = try TicketScanner(configuration: .readingEveryPhoto)
            .scan(try TestImages.sample("rot180-043.jpg"), now: Instant.parse("2024-06-13T10:19:11-07:00")!)
        #expect(result.firstReading == .noticeWithEveryValue)
        #expect(result.readings - result.secondLooks == 1)
        #expect(result.response.ticketDate == "2024-06-13")
        #expect(result.response.ticketTime == "08:28")
        #expect(result.response.ticketLocation == "LOT 47")
    }
}
