import Foundation
import Testing
import TicketCore
import TicketOCR
import TicketPipeline

@Suite("Pipeline decisions")
struct TicketScannerTests {
    static let noticeLines = [
        "UNIVERSITY OF CALIFORNIA,", "DAVIS TRANSPORTATION SVCS", "PARKING INVOICE",
        "Date: 3/7/2025", "Time: 10:42", "Location: LOT 15", "INVOICE INFORMATION",
        "PAYMENT INFORMATION", "Due Date: 4/6/2025",
    ]
    static let now = Instant.parse("2025-03-07T12:30:00-08:00")!

    @Test("a notice read on the first try gives the full response and one OCR call")
    func success() throws {
        let fake = FakeRecognizer(pages: [Self.noticeLines])
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        let response = scanner.scan(try TestImages.pagePNG(), now: Self.now).response
        #expect(response.success)
        #expect(response.ticketDate == "2025-03-07")
        #expect(response.ticketTime == "10:42")
        #expect(response.ticketLocation == "LOT 15")
        #expect(response.mappedLotId == 2)
        #expect(response.mappedLotCode == "MU")
        #expect(response.isRecent)
        #expect(fake.calls == 1)
    }

    @Test("an upside-down first reading is retried at 180 degrees")
    func orientationRetry() throws {
        let fake = FakeRecognizer(pages: [["ʎ ʇ ı ɔ", "~~~"], Self.noticeLines])
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        let response = scanner.scan(try TestImages.pagePNG(), now: Self.now).response
        #expect(response.success)
        #expect(fake.calls == 2)
    }

    @Test(
        "the scan records what its first reading showed, whatever the readings after it add",
        arguments: [
            ([], FirstReadingView.noNotice),
            (["UNIVERSITY OF CALIFORNIA,", "PARKING INVOICE", "Date:", "INVOICE INFORMATION"], .noticeWithoutValues),
            (Array(TicketScannerTests.noticeLines.prefix(4)) + ["INVOICE INFORMATION"], .noticeWithSomeValues),
            (TicketScannerTests.noticeLines, .noticeWithEveryValue),
        ]
    )
    func firstReadingView(first: [String], view: FirstReadingView) throws {
        let fake = FakeRecognizer(pages: [first] + Array(repeating: Self.noticeLines, count: 12))
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        let result = scanner.scan(try TestImages.pagePNG(), now: Self.now)
        #expect(result.firstReading == view)
        #expect((result.readings == 1) == (view == .noticeWithEveryValue))
        #expect(result.response.ticketTime == "10:42")
    }

    @Test(
        "a reading of upright print that shows no notice ends the readings of its image",
        arguments: [
            (confidence: 92 as Float, calls: 1), (confidence: 40, calls: 12),
        ]
    )
    func uprightOtherPrint(confidence: Float, calls: Int) throws {
        let receipt = ["SAFEWAY STORE 1234", "1 MILK 2% GAL 4.99", "2 BREAD 3.49", "TOTAL 12.47", "THANK YOU"]
        let fake = FakeRecognizer(pages: Array(repeating: receipt, count: 16), wordConfidence: confidence)
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        #expect(scanner.scan(try TestImages.pagePNG(), now: Self.now).response == .failure(.notATicket))
        #expect(fake.calls == calls)
    }

    @Test(
        "once the reading budget is spent no reading is started, and the readings so far answer",
        arguments: [
            (budget: 0.01, calls: 1), (budget: 60, calls: 12),
        ]
    )
    func readingBudget(budget: Double, calls: Int) throws {
        var configuration = ScanConfiguration.readingEveryPhoto
        configuration.readingBudget = budget
        let receipt = ["SAFEWAY STORE 1234", "1 MILK 2% GAL 4.99", "2 BREAD 3.49", "TOTAL 12.47", "THANK YOU"]
        let fake = FakeRecognizer(pages: Array(repeating: receipt, count: 16), wordConfidence: 40, delay: .milliseconds(20))
        let scanner = TicketScanner(configuration: configuration, recognizer: fake)
        #expect(scanner.scan(try TestImages.pagePNG(), now: Self.now).response == .failure(.notATicket))
        #expect(fake.calls == calls)
    }

    @Test("a notice with a field unread when the budget is spent answers with the fields it read")
    func readingBudgetKeepsFields() throws {
        let withoutTime = Self.noticeLines.filter { !$0.hasPrefix("Time") }
        var configuration = ScanConfiguration.readingEveryPhoto
        configuration.readingBudget = 0.01
        let fake = FakeRecognizer(pages: Array(repeating: withoutTime, count: 20), delay: .milliseconds(20))
        let response = TicketScanner(configuration: configuration, recognizer: fake)
            .scan(try TestImages.pagePNG(), now: Self.now).response
        #expect(response.ticketDate == "2025-03-07" && response.ticketLocation == "LOT 15" && response.ticketTime == nil)
        #expect(fake.calls == 1)
        let unlimited = FakeRecognizer(pages: Array(repeating: withoutTime, count: 20))
        _ = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: unlimited).scan(try TestImages.pagePNG(), now: Self.now)
        #expect(unlimited.calls > 1, "without a budget the time is looked for again")
    }

    @Test("a debug sink sees the upright photo once and every reading, numbered, with its text")
    func debugSinkSeesEveryReading() throws {
        let fake = FakeRecognizer(pages: [["ʎ ʇ ı ɔ"], Self.noticeLines])
        let sink = RecordingSink()
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        _ = scanner.scan(try TestImages.pagePNG(), now: Self.now, debug: sink)
        #expect(sink.uprights == 1)
        #expect(sink.attempts.map(\.number) == [1, 2])
        #expect(sink.attempts.map(\.firstLine) == ["ʎ ʇ ı ɔ", Self.noticeLines[0]])
        #expect(zip(sink.attempts, fake.imageSizes).allSatisfy { $0.size == $1 })
    }

    @Test("a file over 10 MB is image_too_large, one at the limit is read; a missing one is invalid_image")
    func fileLimits() throws {
        let fake = FakeRecognizer(pages: [])
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("big-\(UUID()).jpg")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data(count: TicketScanner.maxFileBytes + 1).write(to: url)
        #expect(scanner.scan(file: url, now: Self.now).response == .failure(.imageTooLarge))
        try Data(count: TicketScanner.maxFileBytes).write(to: url)
        #expect(scanner.scan(file: url, now: Self.now).response == .failure(.invalidImage))
        #expect(scanner.scan(file: URL(fileURLWithPath: "/nonexistent.jpg"), now: Self.now).response == .failure(.invalidImage))
        #expect(fake.calls == 0)
    }

    @Test("labelled values of a reading without banners fill what the notice readings left unread")
    func fieldsFromReadingsWithoutBanners() throws {
        let notice = [
            "PARKING NOTICE", "UNIVERSITY OF CALIFORNIA,", "PARKING INVOICE", "Date: 3/8/2025",
            "Location: LOT 15", "INVOICE INFORMATION",
        ]
        let fake = FakeRecognizer(pages: [["Date: 3/7/2025", "Time: 10:42"], notice])
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        let response = scanner.scan(try TestImages.pagePNG(), now: Self.now).response
        #expect(response.ticketTime == "10:42")  // read only without banners
        #expect(response.ticketDate == "2025-03-08")  // the notice reading wins a disagreement
        #expect(response.ticketLocation == "LOT 15")
    }

    @Test("a doubtful value is read again from its words alone, and kept only when that agrees")
    func recheck() throws {
        for (reread, expected) in [("01/27/2024", "2024-01-27"), ("01/21/2024", nil)] as [(String, String?)] {
            let recognizer = RecheckingRecognizer(reread: reread)
            var configuration = ScanConfiguration.readingEveryPhoto
            configuration.ladder.removeAll(where: \.isFieldCloseUps)  // the field lines' close-ups would read `reread` too
            let scanner = TicketScanner(configuration: configuration, recognizer: recognizer)
            let response = scanner.scan(try TestImages.pagePNG(), now: Self.now).response
            #expect(response.ticketDate == expected)
            #expect(response.ticketLocation == "LOT 41")
            let reread = try #require(recognizer.segmentations.firstIndex(of: .singleLine))
            let closeUp = recognizer.sizes[reread]
            #expect(closeUp.width < 400 && closeUp.height < 100, "only the date's words, enlarged")
        }
    }

    @Test("a doubtful location is kept when it is a lot's long name, exactly; a doubtful lot number is not")
    func vouchedName() throws {
        for (location, expected) in [("PAVILION STRUCTURE", "PAVILION STRUCTURE"), ("LOT 15", nil)] as [(String, String?)] {
            let recognizer = DoubtfulLocationRecognizer(location: location)
            let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: recognizer)
            let response = scanner.scan(try TestImages.pagePNG(), now: Self.now).response
            #expect(response.ticketLocation == expected)
            #expect(response.ticketDate == "2024-01-27")
            #expect((recognizer.rereads == 0) == (expected != nil), "only a vouched name goes without a second reading")
        }
    }

    @Test("fields still unread are filled by one reading of the notice's image enlarged, which changes no field read")
    func enlargedReread() throws {
        let recognizer = SizeDependentRecognizer { $0 > 1.2 }
        var enlarging = ScanConfiguration.readingEveryPhoto
        enlarging.ladder.removeAll(where: \.isReread)
        enlarging.ladder.append(.reread(.scaled(1.25)))
        let scanner = TicketScanner(configuration: enlarging, recognizer: recognizer)
        let response = scanner.scan(try TestImages.pagePNG(), now: Self.now).response
        #expect(response.ticketTime == "10:42")
        #expect(response.ticketDate == "2025-03-07", "the enlarged reading's other date is ignored")
        #expect(response.ticketLocation == "LOT 15")
        let widths = recognizer.widths
        #expect(widths.count >= 2 && widths.last! > widths.first! * 6 / 5)

        var configuration = ScanConfiguration.readingEveryPhoto
        configuration.ladder.removeAll(where: \.isReread)
        let without = TicketScanner(configuration: configuration, recognizer: SizeDependentRecognizer { $0 > 1.2 })
        #expect(without.scan(try TestImages.pagePNG(), now: Self.now).response.ticketTime == nil)
    }

    @Test("a field the first readings leave unread is read from the notice's image reduced 0.65x")
    func reducedReread() throws {
        let recognizer = SizeDependentRecognizer { $0 < 0.8 }
        let configuration = ScanConfiguration.readingEveryPhoto
        let scanner = TicketScanner(configuration: configuration, recognizer: recognizer)
        let result = scanner.scan(try TestImages.pagePNG(), now: Self.now)
        #expect(result.response.ticketTime == "10:42")
        #expect(result.response.ticketDate == "2025-03-07", "the reduced reading's other date is ignored")
        let ratio = Double(try #require(recognizer.widths.last)) / Double(recognizer.widths[0])
        #expect(abs(ratio - 0.65) < 0.01)

        // Each step run is recorded with its readings and the response after it.
        let reduced = try #require(configuration.ladder.firstIndex(of: .reread(.scaled(0.65))))
        #expect(result.steps.map(\.step).first == 0 && result.steps.last?.step == reduced)
        #expect(result.steps.map(\.readings).reduce(0, +) == result.readings)
        #expect(result.steps.dropLast().allSatisfy { $0.response.ticketTime == nil })
        #expect(result.steps.last?.response == result.response && result.steps.last?.readings == 1)
        #expect(result.steps.allSatisfy { $0.seconds >= 0 })
    }

    /// The default rereads after the rescaled one keep the image's size: sharpened,
    /// its strokes thinned, its greys lightened.
    @Test(
        "a field the reduced reading leaves unread is read from the notice's image retouched, each way in turn",
        arguments: [1, 2, 3]
    )
    func retouchedRereads(readingWithTime: Int) throws {
        let recognizer = RetouchDependentRecognizer(readingWithTime: readingWithTime)
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: recognizer)
        let response = scanner.scan(try TestImages.pagePNG(), now: Self.now).response
        #expect(response.ticketTime == "10:42")
        #expect(response.ticketDate == "2025-03-07", "the retouched reading's other date is ignored")
        #expect(recognizer.retouchedReadings == readingWithTime, "no reading after the one that filled the field")

        var configuration = ScanConfiguration.readingEveryPhoto
        configuration.ladder.removeAll { $0.isReread && $0 != .reread(.scaled(0.65)) }
        let without = TicketScanner(configuration: configuration, recognizer: RetouchDependentRecognizer(readingWithTime: 1))
        #expect(without.scan(try TestImages.pagePNG(), now: Self.now).response.ticketTime == nil)
    }

    @Test(
        "a field still unread after every reading is read from its line alone, enlarged 1.5x, 2.25x, 3x, until settled",
        arguments: [(Float(90), "2024-12-21", 1), (60, "2024-12-21", 2), (45, nil, 3)]
    )
    func fieldLineCloseUp(confidence: Float, date: String?, closeUps: Int) throws {
        let recognizer = CloseUpRecognizer(closeUp: "Date: 12/21/24", confidence: confidence)
        // The notice's region, a crop read before the close-ups, is left out: every other reading
        // before them is of the notice's image as it is.
        var configuration = ScanConfiguration.readingEveryPhoto
        configuration.ladder.removeAll { $0 == .noticeRegion }
        let scanner = TicketScanner(configuration: configuration, recognizer: recognizer)
        let response = scanner.scan(try TestImages.pagePNG(), now: Self.now).response
        #expect(response.ticketDate == date)
        #expect(response.ticketLocation == "LOT 15")
        #expect(recognizer.closeUpWidths.count == closeUps, "the location's line, read already, is not read again")
        // Its three 90 px words span 290 px, and 24 px of margin: 314 px, enlarged.
        #expect(recognizer.closeUpWidths == [471, 707, 942].prefix(closeUps).map { $0 }, "the line's words, enlarged")
        let firstCloseUp = try #require(recognizer.calls.firstIndex { $0.segmentation == .singleLine })
        #expect(
            recognizer.calls[..<firstCloseUp].allSatisfy { $0.width == recognizer.calls[0].width },
            "the close-ups come before the notice's image is read rescaled"
        )
    }

    @Test("a value that its second look disputes is read again, and the reading after it settles the field")
    func secondLookDispute() throws {
        let recognizer = SecondLookRecognizer(lineReadings: ["Date: 3/9/2025", "Location: LOT 15", "Date: 3/7/2025"])
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: recognizer)
        let result = scanner.scan(try TestImages.pagePNG(), now: Self.now)
        #expect(result.response.ticketDate == "2025-03-07", "the close-up sides with the first reading")
        #expect(result.confidence.date == .closeUp)
        #expect(result.confidence.location == .agreed, "its second look read the same")
        #expect(recognizer.lineWidths.count == 3, "two second looks, then one close-up of the disputed date's line")
        #expect(recognizer.lineWidths[0] > recognizer.lineWidths[2], "the second look enlarged 2x, the close-up 1.5x")
        #expect(result.secondLooks == 2)
    }

    @Test("labelled values alone never make a notice")
    func labelledValuesAlone() throws {
        let fake = FakeRecognizer(pages: Array(repeating: ["Date: 3/7/2025", "Time: 10:42", "Location: LOT 15"], count: 8))
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        #expect(scanner.scan(try TestImages.pagePNG(), now: Self.now).response == .failure(.notATicket))
    }

    @Test("text that is no notice in any orientation and segmentation is not_a_ticket")
    func notATicket() throws {
        let receipt = ["SAFEWAY", "Date: 03/07/2025", "Time: 10:42", "TOTAL 12.99"]
        let fake = FakeRecognizer(pages: Array(repeating: receipt, count: 16))
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        let response = scanner.scan(try TestImages.pagePNG(), now: Self.now).response
        #expect(response == .failure(.notATicket))
        // A page without text lines is tried at all four quarter turns, each segmentation,
        // then in its likeliest turn once more with its contrast stretched, and once more
        // black and white at its print's level.
        #expect(fake.calls == (4 + 1 + 1) * ScanConfiguration.readingEveryPhoto.segmentations.count)
    }

    @Test("a text block that reads as no notice sends the scan back to the whole photo")
    func wholePhotoAfterAWrongCrop() throws {
        let recognizer = WholePhotoRecognizer(notice: Self.noticeLines, minimumPixels: 500_000)
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: recognizer)
        let response = scanner.scan(try TestImages.slipPhotoPNG(), now: Self.now).response
        #expect(response.ticketLocation == "LOT 15")
        #expect(recognizer.sizes.first.map { $0.width * $0.height < 500_000 } == true)
        #expect(recognizer.sizes.last.map { $0.width * $0.height >= 500_000 } == true)
    }

    @Test("readings that disagree on a field leave it unread and read it again; agreeing ones complete each other")
    func consensus() throws {
        let partial = ["UNIVERSITY OF CALIFORNIA,", "PARKING INVOICE", "Date: 3/7/2025", "Time: 10:42", "INVOICE INFORMATION"]
        let conflicting = ["UNIVERSITY OF CALIFORNIA,", "PARKING INVOICE", "Date: 3/8/2025", "Location: LOT 15", "INVOICE INFORMATION"]
        let fake = FakeRecognizer(pages: [partial, conflicting])
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        let response = scanner.scan(try TestImages.pagePNG(), now: Self.now).response
        #expect(response.ticketDate == nil)
        #expect(response.ticketTime == "10:42")
        #expect(response.ticketLocation == "LOT 15")
        #expect(fake.calls > 2, "the fallbacks read the disputed date again")

        let siding = FakeRecognizer(pages: [partial, conflicting, partial])
        let settled = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: siding)
            .scan(try TestImages.pagePNG(), now: Self.now).response
        #expect(settled.ticketDate == "2025-03-07", "a third reading that sides with the first settles the date")
        #expect(settled.ticketLocation == "LOT 15")
    }

    @Test("locations that differ by OCR noise around a lot's notice text agree on it; other places do not")
    func locationConsensus() throws {
        func location(_ first: String, _ second: String) throws -> TicketScanResponse {
            let page = { (location: String) in
                ["UNIVERSITY OF CALIFORNIA,", "PARKING INVOICE", "Date: 3/7/2025", "Location: \(location)", "INVOICE INFORMATION"]
            }
            let fake = FakeRecognizer(pages: [page(first), page(second)])
            let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
            return scanner.scan(try TestImages.pagePNG(), now: Self.now).response
        }
        let misread = try location("PAVILION STRUCTURE", "PAVILION STRUCTUR")
        #expect(misread.ticketLocation == "PAVILION STRUCTURE")
        #expect(misread.mappedLotId == 1)
        let otherPlace = try location("LOT 25", "LOT 55")
        #expect(otherPlace.ticketLocation == nil)
        #expect(otherPlace.mappedLotId == nil)
    }

    @Test("bytes that are no image are invalid_image without any OCR")
    func invalidImage() {
        let fake = FakeRecognizer(pages: [])
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        for bytes in [[], Array("hello".utf8), [0xFF, 0xD8, 0xFF, 0xE0, 0x00]] {
            #expect(scanner.scan(bytes, now: Self.now).response == .failure(.invalidImage))
        }
        #expect(fake.calls == 0)
    }

    @Test("an image over the pixel limit is image_too_large")
    func tooLarge() throws {
        let configuration = ScanConfiguration(decodeLimits: DecodeLimits(maxPNGPixels: 1000))
        let scanner = TicketScanner(configuration: configuration, recognizer: FakeRecognizer(pages: []))
        #expect(scanner.scan(try TestImages.pagePNG(), now: Self.now).response == .failure(.imageTooLarge))
    }

    @Test("a recognizer failure is ocr_failed")
    func ocrFailed() throws {
        let fake = FakeRecognizer(pages: [], failure: OCRError(code: .recognitionFailed, message: "boom"))
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        #expect(scanner.scan(try TestImages.pagePNG(), now: Self.now).response == .failure(.ocrFailed))
    }
}

/// Reads `notice` only from images of at least `minimumPixels` (the whole photo), nothing
/// from smaller ones (a crop).
final class WholePhotoRecognizer: TextRecognizer {
    private let notice: [String]
    private let minimumPixels: Int
    private(set) var sizes: [(width: Int, height: Int)] = []

    init(notice: [String], minimumPixels: Int) {
        self.notice = notice
        self.minimumPixels = minimumPixels
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        sizes.append((image.width, image.height))
        return FakeRecognizer.lines(image.width * image.height >= minimumPixels ? notice : [])
    }
}

/// Records what a scan shows its debug sink.
private final class RecordingSink: DebugImageSink {
    private(set) var uprights = 0
    private(set) var attempts: [(number: Int, size: (width: Int, height: Int), firstLine: String?)] = []

    func upright(_ image: GrayImage) { uprights += 1 }

    func attempt(_ number: Int, input: GrayImage, segmentation: PageSegmentation, lines: [RecognizedLine]) {
        attempts.append((number, (input.width, input.height), lines.first?.text))
    }
}

/// A recognizer that reads a notice whose date word it scores 0, and reads `reread` when
/// asked for a single line.
private final class RecheckingRecognizer: TextRecognizer {
    let reread: String
    private(set) var segmentations: [PageSegmentation] = []
    private(set) var sizes: [(width: Int, height: Int)] = []

    init(reread: String) {
        self.reread = reread
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        segmentations.append(segmentation)
        sizes.append((image.width, image.height))
        if segmentation == .singleLine {
            return [RecognizedLine(text: reread, confidence: 90, wordConfidences: [90], box: .init(x: 0, y: 0, width: 200, height: 30))]
        }
        return FakeRecognizer.scoredNotice(date: "Date Issued: 01/27/2024", [96, 96, 0], location: "Location: LOT 41", [95, 96, 96])
    }
}

/// A recognizer that reads a notice whose date line is illegible (`YM LAZU 24`) and, asked
/// for a single line, `closeUp` with its value at `confidence`.
private final class CloseUpRecognizer: TextRecognizer {
    let closeUp: String
    let confidence: Float
    private(set) var closeUpWidths: [Int] = []
    /// The segmentation and width of each image read, in order.
    private(set) var calls: [(segmentation: PageSegmentation, width: Int)] = []

    init(closeUp: String, confidence: Float) {
        (self.closeUp, self.confidence) = (closeUp, confidence)
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        calls.append((segmentation, image.width))
        if segmentation == .singleLine {
            closeUpWidths.append(image.width)
            return [
                RecognizedLine(
                    text: closeUp,
                    confidence: confidence,
                    wordConfidences: [95, confidence],
                    box: .init(x: 0, y: 0, width: image.width, height: image.height)
                )
            ]
        }
        return FakeRecognizer.scoredNotice(date: "YM LAZU 24", [50, 20, 30], location: "Location: LOT 15", [95, 95, 95])
    }
}

/// A recognizer that reads a notice with a date and a location on its first page reading and
/// nothing on the others, and answers single-line readings with `lineReadings` in turn.
private final class SecondLookRecognizer: TextRecognizer {
    private var lineReadings: [String]
    private var pageReadings = 0
    /// The width of each single-line image read, in order.
    private(set) var lineWidths: [Int] = []

    init(lineReadings: [String]) {
        self.lineReadings = lineReadings
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        guard segmentation == .singleLine else {
            pageReadings += 1
            return pageReadings == 1
                ? FakeRecognizer.scoredNotice(date: "Date: 3/7/2025", [95, 95], location: "Location: LOT 15", [95, 95, 95]) : []
        }
        lineWidths.append(image.width)
        guard !lineReadings.isEmpty else { return [] }
        let text = lineReadings.removeFirst()
        return [
            RecognizedLine(
                text: text,
                confidence: 92,
                wordConfidences: text.split(separator: " ").map { _ in 92 },
                box: .init(x: 0, y: 0, width: image.width, height: image.height)
            )
        ]
    }
}

/// A recognizer that reads a notice whose location words after the label it scores 34 and
/// 0, and nothing when asked for a single line.
private final class DoubtfulLocationRecognizer: TextRecognizer {
    let location: String
    private(set) var rereads = 0

    init(location: String) {
        self.location = location
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        if segmentation == .singleLine {
            rereads += 1
            return []
        }
        return FakeRecognizer.scoredNotice(date: "Date Issued: 01/27/2024", [96, 96, 96], location: "Location: \(location)", [95, 34, 0])
    }
}

/// A notice read without its time, or with it and another date: what the rereads' fake
/// recognizers see in a reading that does not or does show the time.
private func noticeLines(withTime: Bool) -> [RecognizedLine] {
    FakeRecognizer.lines(
        ["PARKING NOTICE", "UNIVERSITY OF CALIFORNIA,"]
            + (withTime ? ["Date: 3/8/2025", "Time: 10:42"] : ["Date: 3/7/2025"])
            + ["Location: LOT 15", "INVOICE INFORMATION"]
    )
}

/// Reads a notice whose time shows only in the `readingWithTime`th reading of an image the
/// first one's size whose pixels differ from it: the notice's image retouched.
private final class RetouchDependentRecognizer: TextRecognizer {
    private let readingWithTime: Int
    private var first: GrayImage?
    private(set) var retouchedReadings = 0

    init(readingWithTime: Int) {
        self.readingWithTime = readingWithTime
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        let first = first ?? image
        self.first = first
        let retouched =
            (image.width, image.height) == (first.width, first.height)
            && (0..<image.height).contains { y in (0..<image.width).contains { image.pixel(x: $0, y: y) != first.pixel(x: $0, y: y) } }
        if retouched { retouchedReadings += 1 }
        let withTime = retouched && retouchedReadings == readingWithTime
        return noticeLines(withTime: withTime)
    }
}

/// A recognizer that reads a notice without its time on images as wide as the first it saw,
/// and with the time (and another date) on those whose width relative to the first's
/// `showsTime` accepts.
private final class SizeDependentRecognizer: TextRecognizer {
    private(set) var widths: [Int] = []
    private let showsTime: (Double) -> Bool

    init(showsTime: @escaping (Double) -> Bool) {
        self.showsTime = showsTime
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        widths.append(image.width)
        let withTime = showsTime(Double(image.width) / Double(widths[0]))
        return noticeLines(withTime: withTime)
    }
}
