import Foundation
import Testing
import TicketCore
import TicketOCR
@testable import TicketPipeline

/// The second engine that reads a hard photo's next reading meanwhile: real Tesseract on both.
@Suite("Reading ahead on a second engine")
struct ReadAheadTests {
    @Test(
        "a scan reading ahead answers exactly as one reading one at a time, with the same readings",
        arguments: [
            ("scan-019.jpg", "2026-08-06T20:00:32-07:00", false),
            ("rot180-046.jpg", "2025-03-20T04:35:00-07:00", true),
            ("blur-094.jpg", "2024-09-22T16:38:00-07:00", true),
        ]
    )
    func sameAnswer(file: String, now: String, readsAhead: Bool) throws {
        let bytes = try TestImages.sample(file)
        let instant = try #require(Instant.parse(now))
        let alone = try TicketScanner(configuration: ScanConfiguration()).scan(bytes, now: instant)
        let readAhead = ReadAhead()
        let scanner = TicketScanner(
            configuration: ScanConfiguration(),
            recognizer: try TesseractRecognizer(),
            readAhead: readAhead
        )
        let paired = scanner.scan(bytes, now: instant)
        #expect(paired.response == alone.response)
        #expect(paired.confidence == alone.confidence)
        #expect(paired.readings == alone.readings)
        #expect((readAhead.readingsTaken > 0) == readsAhead, "\(readAhead.readingsTaken) readings taken ahead")
    }

    @Test("a reading started ahead gives the lines the engine reads; any other is read by the caller")
    func startedReading() throws {
        let image = try ImageDecoder().decode(TestImages.sample("clean-010.jpg")).image
        let other = try ImageDecoder().decode(TestImages.sample("scan-019.jpg")).image
        let expected = try TesseractRecognizer().recognize(image, segmentation: .singleBlock) { _ in nil }.lines
        let readAhead = ReadAhead()
        readAhead.start(image, segmentation: .singleBlock, thresholding: .global, deadline: nil)
        #expect(readAhead.holds(image, segmentation: .singleBlock))
        #expect(!readAhead.holds(image, segmentation: .automatic))
        #expect(readAhead.lines(of: other, segmentation: .singleBlock) == nil)
        #expect(readAhead.lines(of: image, segmentation: .singleBlock) == expected, "the other image left it going")
        #expect(readAhead.lines(of: image, segmentation: .singleBlock) == nil, "a reading is taken once")
        #expect(!expected.isEmpty && readAhead.readingsTaken == 1)
    }

    @Test("a cancelled reading is dropped, and the engine reads the next one started")
    func cancelled() throws {
        let image = try ImageDecoder().decode(TestImages.sample("clean-010.jpg")).image
        let readAhead = ReadAhead()
        readAhead.start(image, segmentation: .singleBlock, thresholding: .global, deadline: nil)
        readAhead.cancel()
        #expect(readAhead.lines(of: image, segmentation: .singleBlock) == nil)
        var lines: [RecognizedLine]?
        for _ in 0..<200 where lines == nil {
            readAhead.start(image, segmentation: .automatic, thresholding: .global, deadline: nil)
            lines = readAhead.lines(of: image, segmentation: .automatic)
            if lines == nil { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(lines?.isEmpty == false)
    }

    @Test("a reading started after the deadline stops at its first word")
    func pastDeadline() throws {
        let image = try ImageDecoder().decode(TestImages.sample("clean-010.jpg")).image
        let readAhead = ReadAhead()
        readAhead.start(image, segmentation: .singleBlock, thresholding: .global, deadline: .now - .seconds(1))
        #expect(readAhead.lines(of: image, segmentation: .singleBlock) == [])
    }
}
