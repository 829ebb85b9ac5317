import Testing
import TicketCore
import TicketOCR

@testable import TicketPipeline

extension ReadingStepTests {
    /// A blank `side` x `side` photo: at 1600, the notice's print takes a corner of it.
    private static func blankPhoto(side: Int = 1600) -> GrayImage {
        GrayImage(width: side, height: side, pixels: [UInt8](repeating: 235, count: side * side))
    }

    /// `texts` as recognised lines from (`x`, `y`) down, 30 px apart, each word 60x20 px and
    /// 70 px from the next, at confidence 92.
    private static func placed(_ texts: [String], x: Int, y: Int) -> [RecognizedLine] {
        texts.enumerated().map { row, text in
            let words = text.split(separator: " ")
            let boxes = words.indices.map { RecognizedLine.Box(x: x + 70 * $0, y: y + 30 * row, width: 60, height: 20) }
            var line = RecognizedLine(
                text: text,
                confidence: 92,
                wordConfidences: words.map { _ in 92 },
                box: RecognizedLine.Box.enclosing(boxes) ?? .init(x: x, y: y, width: 0, height: 0)
            )
            line.wordBoxes = boxes
            return line
        }
    }

    @Test("the notice's image cut down to its print is read again, and fills a field still unread from sure words")
    func noticeRegion() throws {
        var scan = Self.state(notice: Self.placed(Self.withoutTime, x: 100, y: 100), on: Self.blankPhoto())
        let step = ReadingStep.noticeRegion.strategy
        #expect(step.mayChange(scan))
        let notice = try #require(scan.notice)
        let box = try #require(NoticeRegion.box(of: notice, parser: TicketParser()))
        #expect(
            box == RecognizedLine.Box(x: 40, y: 20, width: 420, height: 330),
            "from (100, 100) to (300, 270), with 3, 4, 8 and 4 words' heights around"
        )
        let fake = FakeRecognizer(pages: [Self.notice.map { $0.hasPrefix("Date") ? "Date: 3/8/2025" : $0 }], wordConfidence: 92)
        try step.read(&scan, with: Self.session(fake))
        #expect(fake.imageSizes.map { [$0.width, $0.height] } == [[420, 330]])
        #expect(scan.consensus.isComplete)
        guard case .ticket(let fields) = scan.consensus.reading else {
            Issue.record("no notice")
            return
        }
        #expect(fields.date == TicketDate(year: 2025, month: 3, day: 7), "the region's other date is ignored")
        #expect(fields.time == TicketTime(hour: 10, minute: 42))
        #expect(scan.consensus.confidences == FieldConfidences(date: .read, time: .reread, location: .read))
        #expect(!step.mayChange(scan))
    }

    @Test("a value the region's reading is unsure of stays unread")
    func noticeRegionUnsure() throws {
        var scan = Self.state(notice: Self.placed(Self.withoutTime, x: 100, y: 100), on: Self.blankPhoto())
        let fake = FakeRecognizer(pages: [Self.notice], wordConfidence: 65)
        try ReadingStep.noticeRegion.strategy.read(&scan, with: Self.session(fake))
        #expect(fake.calls == 1)
        #expect(scan.consensus.lacks(.time))
    }

    @Test("a notice whose print fills most of its image, or that shows too few clear words of it, is not read again")
    func noticeRegionNotSmaller() throws {
        var filling = Self.state(notice: Self.placed(Self.withoutTime, x: 100, y: 100), on: Self.blankPhoto(side: 400))
        let fake = FakeRecognizer(pages: [Self.notice])
        try ReadingStep.noticeRegion.strategy.read(&filling, with: Self.session(fake))
        #expect(fake.calls == 0, "the region is 74% of the photo")
        let unclear = Self.placed(["PARKING NOTICE", "Date: 3/7/2025"], x: 100, y: 100).map { line in
            var faint = line
            faint.wordConfidences = faint.wordConfidences.map { _ in 70 }
            return faint
        }
        let shown = NoticeReading(image: Self.blankPhoto(), lines: unclear + Self.placed(["Location: LOT 15"], x: 100, y: 160))
        #expect(NoticeRegion.box(of: shown, parser: TicketParser()) == nil, "two clear words of the notice")
    }
}
