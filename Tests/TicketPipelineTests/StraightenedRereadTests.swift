import Foundation
import Testing
import TicketCore
import TicketOCR
import TicketPipeline
import TicketPreprocessing

/// A slip photographed at an angle: perspective makes its lines converge, so the skew they
/// show is measured without confidence and the first readings see them tilted.
@Suite("Reading a notice again, straightened by an unsure skew")
struct StraightenedRereadTests {
    static let photo = "perspective-077.jpg"
    static let now = Instant.parse("2025-07-11T12:00:00-07:00")!

    /// The slip of ``photo`` prepared as its first reading receives it.
    static func prepared() throws -> (Preprocessor, GrayImage) {
        let decoded = try ImageDecoder().decode(TestImages.sample(photo))
        let preprocessor = Preprocessor()
        let slip = try #require(preprocessor.normalisedTextBlock(in: decoded.image))
        let degrees = try #require(preprocessor.orientationCandidates(for: slip).first)
        return (preprocessor, preprocessor.oriented(slip, degrees: degrees))
    }

    @Test("the sure deskew leaves a slip at an angle tilted; straightening it turns it by several degrees, once")
    func straightensAnUnsureSkew() throws {
        let (preprocessor, prepared) = try Self.prepared()
        let straightened = try #require(preprocessor.straightened(prepared))
        // Turning by a grows the width to w cos a + h sin a: a few degrees add a tenth.
        #expect(Double(straightened.width) > Double(prepared.width) * 1.08)
        #expect(Double(straightened.height) > Double(prepared.height) * 1.05)
        let again = preprocessor.straightened(straightened)
        #expect(again.map { $0.width < straightened.width * 103 / 100 } ?? true, "the skew is gone, or nearly")
    }

    @Test("an upright page shows no skew to straighten")
    func uprightPage() throws {
        let decoded = try ImageDecoder().decode(TestImages.sample("scan-016.jpg"))
        let preprocessor = Preprocessor()
        let page = preprocessor.normalisedPage(in: decoded.image)
        #expect(preprocessor.straightened(preprocessor.oriented(page, degrees: 0)) == nil)
    }

    @Test("the straightened reading fills fields left unread and changes none already read")
    func fillsOnlyUnreadFields() throws {
        let bytes = try TestImages.sample(Self.photo)
        var configuration = ScanConfiguration()
        configuration.enlargedRereadScale = nil
        let recognizer = TiltSensitiveRecognizer()
        let response = TicketScanner(configuration: configuration, recognizer: recognizer).scan(bytes, now: Self.now).response
        #expect(response.ticketTime == "10:01", "read only straightened")
        #expect(response.ticketDate == "2025-07-11", "the straightened reading's other date is ignored")
        #expect(response.ticketLocation == "LOT 55")
        #expect(recognizer.sizes.count == configuration.segmentations.count + 1)

        configuration.straightenedReread = false
        let without = TicketScanner(configuration: configuration, recognizer: TiltSensitiveRecognizer())
        #expect(without.scan(bytes, now: Self.now).response.ticketTime == nil)
    }

    @Test("with Tesseract, the date of a slip photographed at an angle is read once straightened")
    func realReading() throws {
        let bytes = try TestImages.sample(Self.photo)
        var configuration = ScanConfiguration()
        configuration.enlargedRereadScale = nil
        let scanner = try TicketScanner(configuration: configuration)
        #expect(scanner.scan(bytes, now: Self.now).response.ticketDate == "2025-07-11")
        configuration.straightenedReread = false
        let tilted = try TicketScanner(configuration: configuration)
        #expect(tilted.scan(bytes, now: Self.now).response.ticketDate == nil)
    }
}

/// Reads a notice without its time from the first image it is given, and the time (with
/// another date) from any other: the straightened image, which is bigger.
private final class TiltSensitiveRecognizer: TextRecognizer {
    private(set) var sizes: [(width: Int, height: Int)] = []

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        sizes.append((image.width, image.height))
        let straightened = image.width > sizes[0].width
        return FakeRecognizer.lines(["PARKING NOTICE", "UNIVERSITY OF CALIFORNIA,", "PARKING INVOICE"]
            + (straightened ? ["Date: 7/12/2025", "Time: 10:01 AM"] : ["Date: 7/11/2025"])
            + ["Location: LOT 55", "INVOICE INFORMATION"])
    }
}
