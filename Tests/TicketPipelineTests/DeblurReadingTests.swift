import Foundation
import Testing
import TicketCore
import TicketOCR
import TicketPreprocessing

@testable import TicketPipeline

@Suite("Reading a blurred photo again, deconvolved")
struct DeblurReadingTests {
    static let notice = TicketScannerTests.noticeLines
    static let partial = ["UNIVERSITY OF CALIFORNIA,", "PARKING INVOICE", "Date: 3/7/2025", "INVOICE INFORMATION"]

    /// A notice reading with the day of March 2025 `day` and the time 10:`minute`, when given.
    static func fields(_ day: Int?, _ minute: Int?, _ location: String?) -> TicketReading {
        .ticket(
            TicketFields(
                date: day.flatMap { TicketDate(year: 2025, month: 3, day: $0) },
                time: minute.flatMap { TicketTime(hour: 10, minute: $0) },
                location: location
            )
        )
    }

    @Test("a value two deconvolved readings give, more often than any other, fills a field no reading gave")
    func mostGiven() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(Self.fields(7, nil, nil))
        consensus.addDeblurred([
            Self.fields(8, 42, "LOT 15"), Self.fields(nil, 42, "LOT 25"),
            Self.fields(nil, 47, nil),
        ])
        #expect(
            consensus.reading == Self.fields(7, 42, nil),
            "the date read before stays; LOT 15 and LOT 25 are given once each"
        )
    }

    @Test("a tie between two values, or a value given once, fills nothing")
    func ties() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(Self.fields(nil, nil, "LOT 15"))
        consensus.addDeblurred([
            Self.fields(7, 42, nil), Self.fields(7, 47, nil),
            Self.fields(8, 42, nil), Self.fields(8, 47, nil),
        ])
        #expect(consensus.reading == Self.fields(nil, nil, "LOT 15"))
    }

    @Test("two deconvolved readings that show a notice make one of a photo read as none; one does not")
    func notice() {
        var one = ReadingConsensus(catalogue: .default)
        one.addDeblurred([Self.fields(7, 42, "LOT 15"), .notATicket, .notATicket])
        #expect(one.reading == .notATicket)
        var two = ReadingConsensus(catalogue: .default)
        two.addDeblurred([Self.fields(7, 42, "LOT 15"), .notATicket, Self.fields(7, nil, "LOT 15")])
        #expect(two.reading == Self.fields(7, nil, "LOT 15"), "10:42 is given once only")
    }

    @Test("a third deconvolved reading is made only when it could change a field still unread")
    func thirdReading() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(Self.fields(7, 42, nil))
        let both = [Self.fields(nil, nil, "LOT 15"), Self.fields(nil, nil, "LOT 15")]
        #expect(!consensus.deblurredReadings(both, couldChangeWith: 1), "two alike: a third cannot undo them")
        let none = [Self.fields(nil, nil, nil), Self.fields(8, nil, nil)]
        #expect(!consensus.deblurredReadings(none, couldChangeWith: 1), "the location: no vote; the date was read")
        let one = [Self.fields(nil, nil, "LOT 15"), Self.fields(nil, nil, nil)]
        #expect(consensus.deblurredReadings(one, couldChangeWith: 1), "a second LOT 15 would fill it")
        let split = [Self.fields(nil, nil, "LOT 15"), Self.fields(nil, nil, "LOT 25")]
        #expect(consensus.deblurredReadings(split, couldChangeWith: 1))
        #expect(consensus.deblurredReadings([Self.fields(nil, nil, nil), .notATicket], couldChangeWith: 1))
        #expect(!consensus.deblurredReadings([.notATicket, .notATicket], couldChangeWith: 1))
        #expect(consensus.deblurredReadings(none, couldChangeWith: 2), "two more could agree on one")
    }

    @Test("readings left out because they could change nothing change nothing: every case of a small domain")
    func skippedReadingsChangeNothing() {
        let domain: [TicketReading] = [
            .notATicket, Self.fields(nil, nil, nil), Self.fields(7, nil, nil), Self.fields(8, nil, nil),
            Self.fields(9, 42, nil), Self.fields(7, 47, nil),
        ]
        func sequences(_ length: Int) -> [[TicketReading]] {
            length == 0 ? [[]] : sequences(length - 1).flatMap { start in domain.map { start + [$0] } }
        }
        let nothingRead = ReadingConsensus(catalogue: .default)
        var timeRead = nothingRead
        timeRead.add(Self.fields(nil, 42, nil))
        var skipped = 0
        for consensus in [nothingRead, timeRead] {
            for made in (0...2).flatMap(sequences) {
                for more in 1...(3 - made.count) where !consensus.deblurredReadings(made, couldChangeWith: more) {
                    var asMade = consensus
                    asMade.addDeblurred(made)
                    for left in sequences(more) {
                        var withLeft = consensus
                        withLeft.addDeblurred(made + left)
                        #expect(withLeft.reading == asMade.reading, "\(made) + \(left)")
                    }
                    skipped += 1
                }
            }
        }
        #expect(skipped > 10, "the rule leaves readings out")
    }

    /// A 300x500 page of rows of 3 px strokes every 10 px, blurred by a 5x5 box mean: its
    /// edges measure under the sharpness bar.
    static func blurredPagePNG() throws -> [UInt8] {
        let (width, height) = (300, 500)
        var pixels = (0..<height).flatMap { y in (0..<width).map { x in y % 40 < 20 && x % 10 < 3 ? 20.0 : 235.0 } }
        for _ in 0..<1 {
            var next = pixels
            for y in 0..<height {
                for x in 0..<width {
                    var sum = 0.0
                    var count = 0.0
                    for dy in -2...2 where (0..<height).contains(y + dy) {
                        for dx in -2...2 where (0..<width).contains(x + dx) {
                            sum += pixels[(y + dy) * width + x + dx]
                            count += 1
                        }
                    }
                    next[y * width + x] = sum / count
                }
            }
            pixels = next
        }
        return try GrayImage(width: width, height: height, pixels: pixels.map { UInt8($0.rounded()) }).pngData()
    }

    @Test("a blurred photo read as no notice is read again deconvolved, and two agreeing readings count")
    func blurredPhoto() throws {
        let png = try Self.blurredPagePNG()
        let decoded = try ImageDecoder(limits: DecodeLimits()).decode(png)
        #expect(try #require(decoded.image.edgeSharpness) < ScanConfiguration.readingEveryPhoto.ladder.compactMap(\.deblurBelowSharpness).first ?? 0)
        // How many readings the photo itself takes, every one showing nothing.
        var configuration = ScanConfiguration.readingEveryPhoto
        configuration.ladder.removeAll(where: \.isDeblurred)
        let counting = FakeRecognizer(pages: [])
        #expect(
            TicketScanner(configuration: configuration, recognizer: counting).scan(png, now: TicketScannerTests.now)
                .response == .failure(.notATicket)
        )
        let ownReadings = counting.calls

        // Then the deconvolved photos, one for each of the four blurs: the first shows the
        // notice at once, the second after an empty reading, the third shows only the date
        // (and is read with the second segmentation too, which shows nothing).
        #expect(ScanConfiguration.readingEveryPhoto.ladder.compactMap(\.deblurSigmas).first?.count == 4)
        let pages = Array(repeating: [String](), count: ownReadings) + [Self.notice, [], Self.notice, Self.partial]
        let fake = FakeRecognizer(pages: pages)
        let response = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake).scan(png, now: TicketScannerTests.now)
            .response
        #expect(response.ticketDate == "2025-03-07")
        #expect(response.ticketTime == "10:42")
        #expect(response.ticketLocation == "LOT 15")
        #expect(
            fake.calls == ownReadings + 5,
            "the fourth deconvolved photo is not read: two agreed on every field, and one more reading could no longer tie them"
        )
    }

    @Test("a notice with a field unread is read again deconvolved only in the crop and turn that showed it")
    func noticeView() throws {
        let png = try Self.blurredPagePNG()
        var configuration = ScanConfiguration.readingEveryPhoto
        configuration.ladder.removeAll(where: \.isDeblurred)
        let counting = FakeRecognizer(pages: [Self.partial])
        let own = TicketScanner(configuration: configuration, recognizer: counting).scan(png, now: TicketScannerTests.now)
        #expect(own.response.ticketDate == "2025-03-07")
        #expect(own.response.ticketTime == nil)
        let ownReadings = counting.calls

        // The deconvolved photos read as nothing: each is read in one turn with the two
        // segmentations, and once all but one showed nothing the last could no longer make a
        // notice count.
        let fake = FakeRecognizer(pages: [Self.partial])
        _ = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake).scan(png, now: TicketScannerTests.now)
        let blurs = try #require(ScanConfiguration.readingEveryPhoto.ladder.compactMap(\.deblurSigmas).first?.count)
        #expect(fake.calls - ownReadings == (blurs - 1) * ScanConfiguration.readingEveryPhoto.segmentations.count)
    }

    @Test("a notice shown by lines that ran sideways fixes the crop but not the turn of the deconvolved readings")
    func sidewaysNotice() throws {
        let png = try Self.blurredPagePNG()
        var configuration = ScanConfiguration.readingEveryPhoto
        configuration.ladder.removeAll(where: \.isDeblurred)
        let counting = SidewaysRecognizer(first: Self.partial)
        _ = TicketScanner(configuration: configuration, recognizer: counting).scan(png, now: TicketScannerTests.now)
        let ownReadings = counting.calls

        let fake = SidewaysRecognizer(first: Self.partial)
        let response = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake).scan(png, now: TicketScannerTests.now)
        #expect(response.response.ticketDate == "2025-03-07")
        #expect(fake.calls - ownReadings > 2 * ScanConfiguration.readingEveryPhoto.segmentations.count, "more than one turn is read")
    }

    @Test("a blurred photo whose readings showed only texture, and no notice, is not deconvolved")
    func texture() throws {
        let png = try Self.blurredPagePNG()
        var withoutDeblurring = ScanConfiguration.readingEveryPhoto
        withoutDeblurring.ladder.removeAll(where: \.isDeblurred)
        func readings(_ configuration: ScanConfiguration, firstPage: [String]) -> Int {
            let fake = FakeRecognizer(pages: [firstPage], wordConfidence: 35)
            #expect(
                TicketScanner(configuration: configuration, recognizer: fake).scan(png, now: TicketScannerTests.now).response
                    == .failure(.notATicket)
            )
            return fake.calls
        }
        let grass = Array(repeating: "SS ee 7 A", count: UprightPrint().minimumTextureLines)
        #expect(readings(.readingEveryPhoto, firstPage: grass) == readings(withoutDeblurring, firstPage: grass))
        let fewerLines = Array(grass.dropLast())
        #expect(
            readings(.readingEveryPhoto, firstPage: fewerLines) > readings(withoutDeblurring, firstPage: fewerLines),
            "one line fewer is no texture, and the photo is deconvolved"
        )
    }

    @Test("a sharp photo read as no notice is not deconvolved")
    func sharpPhoto() throws {
        let fake = FakeRecognizer(pages: [])
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: fake)
        #expect(scanner.scan(try TestImages.pagePNG(), now: TicketScannerTests.now).response == .failure(.notATicket))
        // Four quarter turns, each segmentation, then the likeliest once more with the contrast
        // stretched and once more black and white at its print's level.
        #expect(fake.calls == (4 + 1 + 1) * ScanConfiguration.readingEveryPhoto.segmentations.count)
    }
}

/// A recognizer whose first answer is `first` as lines taller than wide, as the automatic
/// layout returns lines it read turned; nothing after that.
private final class SidewaysRecognizer: TextRecognizer {
    private let first: [String]
    private(set) var calls = 0

    init(first: [String]) {
        self.first = first
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        calls += 1
        guard calls == 1 else { return [] }
        return first.enumerated().map { index, text in
            RecognizedLine(text: text, confidence: 90, box: .init(x: index * 40, y: 0, width: 30, height: 400))
        }
    }
}
