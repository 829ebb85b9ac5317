import Testing
import TicketCore
import TicketOCR
import TicketPreprocessing
import TicketTestSupport

@testable import TicketPipeline

/// Each step of the reading ladder run alone, on the image and the state it is given.
@Suite("Reading steps alone")
struct ReadingStepTests {
    static let notice = [
        "PARKING NOTICE", "UNIVERSITY OF CALIFORNIA,", "PARKING INVOICE", "Date: 3/7/2025", "Time: 10:42",
        "Location: LOT 15", "INVOICE INFORMATION",
    ]
    static let withoutTime = notice.filter { !$0.hasPrefix("Time") }

    /// A white 300x500 page with a dark bar.
    private static func page() throws -> GrayImage {
        try ImageDecoder(limits: DecodeLimits()).decode(TestImages.pagePNG()).image
    }

    /// A dark photo holding a slip with rows of print, whose text block is found.
    private static func slipPhoto() throws -> GrayImage {
        try ImageDecoder(limits: DecodeLimits()).decode(TestImages.slipPhotoPNG()).image
    }

    static func session(_ recognizer: any TextRecognizer) -> ScanSession {
        let configuration = ScanConfiguration.readingEveryPhoto
        return ScanSession(
            configuration: configuration,
            recognizer: recognizer,
            preprocessor: Preprocessor(options: configuration.preprocess),
            parser: TicketParser()
        )
    }

    /// A state whose first reading showed `lines` on `image` as a notice.
    static func state(notice lines: [RecognizedLine], on image: GrayImage) -> ScanState {
        var scan = ScanState(image: image, catalogue: .default)
        scan.consensus.add(TicketParser().read(lines.map(TextLine.init)).reading)
        scan.notice = NoticeReading(image: image, lines: lines)
        scan.attempts = 1
        return scan
    }

    @Test("the text block read upright as a notice ends the step after one reading and remembers where")
    func textBlock() throws {
        let fake = FakeRecognizer(pages: [Self.notice])
        let photo = try Self.slipPhoto()
        var scan = ScanState(image: photo, catalogue: .default)
        let step = ReadingStep.textBlock.strategy
        #expect(step.mayChange(scan))
        try step.read(&scan, with: Self.session(fake))
        #expect(fake.calls == 1)
        #expect(fake.imageSizes.first.map { $0.width < photo.width } == true, "the block, not the photo")
        #expect(scan.consensus.isComplete)
        #expect(scan.noticeView == NoticeView(wholePhoto: false, degrees: 0))
        #expect(scan.notice?.lines.count == Self.notice.count)
        #expect(!step.mayChange(scan) && !ReadingStep.wholePhoto.strategy.mayChange(scan))
    }

    @Test("upright print that is no notice ends the readings of its image: no other segmentation or turn")
    func otherPrint() throws {
        let receipt = ["SAFEWAY STORE 1234", "TOTAL 12.99 VISA", "THANK YOU FOR SHOPPING"]
        let fake = FakeRecognizer(pages: [receipt, receipt], wordConfidence: 92)
        var scan = ScanState(image: try Self.slipPhoto(), catalogue: .default)
        try ReadingStep.textBlock.strategy.read(&scan, with: Self.session(fake))
        #expect(fake.calls == 1)
        #expect(scan.showedOtherPrint && !scan.consensus.isNotice)
    }

    @Test("upright print that may be part of a notice (its vehicle section) is read further")
    func partOfNotice() throws {
        for part in [["VEHICLE INFORMATION", "Plate State CA", "Make TOYT"], ["UNIVERSITY OF CALIFORNIA", "Pay online", "Thank you"]] {
            let fake = FakeRecognizer(pages: [part], wordConfidence: 92)
            var scan = ScanState(image: try Self.slipPhoto(), catalogue: .default)
            try ReadingStep.textBlock.strategy.read(&scan, with: Self.session(fake))
            #expect(fake.calls > 1)
            #expect(!scan.showedOtherPrint)
        }
    }

    @Test("after a text block was read, the whole photo is read as one block in its likeliest turn only")
    func wholePhotoAfterTextBlock() throws {
        let fake = FakeRecognizer(pages: [])
        let session = Self.session(fake)
        let photo = try Self.slipPhoto()
        var scan = ScanState(image: photo, catalogue: .default)
        try ReadingStep.textBlock.strategy.read(&scan, with: session)
        let blockReadings = fake.segmentations.count
        #expect(blockReadings > 0 && scan.foundTextBlock)
        try ReadingStep.wholePhoto.strategy.read(&scan, with: session)
        let turns = session.preprocessor.orientationCandidates(for: session.preprocessor.normalisedPage(in: photo)).count
        #expect(turns > 1)
        #expect(Array(fake.segmentations.dropFirst(blockReadings)) == [.singleBlock] + Array(repeating: .automatic, count: turns))
    }

    @Test("after a text block read as other print, the whole photo's likeliest turn is read with automatic layout first")
    func wholePhotoAfterOtherPrint() throws {
        let receipt = ["SAFEWAY STORE 1234", "TOTAL 12.99 VISA", "THANK YOU FOR SHOPPING"]
        let photo = try Self.slipPhoto()
        let preprocessor = Self.session(FakeRecognizer(pages: [])).preprocessor
        let turns = preprocessor.orientationCandidates(for: preprocessor.normalisedPage(in: photo)).count
        for (wholePage, expected) in [
            (receipt, [PageSegmentation.automatic]),
            ([], [.automatic, .singleBlock] + Array(repeating: .automatic, count: turns - 1)),
        ] {
            let fake = FakeRecognizer(pages: [receipt, wholePage], wordConfidence: 92)
            let session = Self.session(fake)
            var scan = ScanState(image: photo, catalogue: .default)
            try ReadingStep.textBlock.strategy.read(&scan, with: session)
            #expect(scan.showedOtherPrint && fake.calls == 1)
            try ReadingStep.wholePhoto.strategy.read(&scan, with: session)
            #expect(Array(fake.segmentations.dropFirst()) == expected)
        }
    }

    @Test("without a text block, the whole photo is read as a block is: every turn with each segmentation")
    func wholePhotoWithoutTextBlock() throws {
        let fake = FakeRecognizer(pages: [])
        let session = Self.session(fake)
        let page = try Self.page()
        var scan = ScanState(image: page, catalogue: .default)
        try ReadingStep.wholePhoto.strategy.read(&scan, with: session)
        let turns = session.preprocessor.orientationCandidates(for: session.preprocessor.normalisedPage(in: page)).count
        #expect(!scan.foundTextBlock)
        #expect(fake.segmentations == Array(repeating: [.singleBlock, .automatic], count: turns).flatMap { $0 })
    }

    @Test("in a photo restricted to the text block's view, the whole photo is not read")
    func restrictedView() throws {
        let scan = ScanState(image: try Self.page(), view: NoticeView(wholePhoto: false, degrees: 90), catalogue: .default)
        #expect(ReadingStep.textBlock.strategy.mayChange(scan))
        #expect(!ReadingStep.wholePhoto.strategy.mayChange(scan))
    }

    @Test("a doubted date is read again from its words and kept when the second reading agrees")
    func doubtRecheck() throws {
        let image = try Self.page()
        let lines = FakeRecognizer.scoredNotice(date: "Date Issued: 01/27/2024", [96, 96, 0], location: "Location: LOT 41", [95, 96, 96])
        let page = TicketParser().read(lines.map(TextLine.init))
        var scan = Self.state(notice: lines, on: image)
        scan.doubts = [DoubtfulReading(image: image, lines: lines, values: page.doubts)]
        #expect(scan.consensus.lacks(.date))
        let closeUp = FakeRecognizer(pages: [["01/27/2024"]], wordConfidence: 90)
        let step = ReadingStep.doubtRechecks.strategy
        #expect(step.mayChange(scan))
        try step.read(&scan, with: Self.session(closeUp))
        #expect(closeUp.calls == 1)
        #expect(closeUp.imageSizes.first.map { $0.width < image.width } == true, "only the date's words")
        guard case .ticket(let fields) = scan.consensus.reading else {
            Issue.record("no notice")
            return
        }
        #expect(fields.date == TicketDate(year: 2024, month: 1, day: 27))
        #expect(fields.location == "LOT 41")
    }

    @Test("a reread reads the notice's image changed, and fills only the fields still unread")
    func reread() throws {
        let image = try Self.page()
        var scan = Self.state(notice: FakeRecognizer.lines(Self.withoutTime), on: image)
        let step = ReadingStep.reread(.scaled(1.25)).strategy
        #expect(step.mayChange(scan))
        let other = Self.notice.map { $0.hasPrefix("Date") ? "Date: 3/8/2025" : $0 }
        let fake = FakeRecognizer(pages: [other])
        try step.read(&scan, with: Self.session(fake))
        #expect(fake.imageSizes.map(\.width) == [375])
        #expect(scan.consensus.isComplete)
        guard case .ticket(let fields) = scan.consensus.reading else {
            Issue.record("no notice")
            return
        }
        #expect(fields.time == TicketTime(hour: 10, minute: 42))
        #expect(fields.date == TicketDate(year: 2025, month: 3, day: 7), "the reread's other date is ignored")
        #expect(scan.consensus.confidences == FieldConfidences(date: .read, time: .reread, location: .read))
        #expect(!step.mayChange(scan))
    }

    @Test("a reread recognises the notice's image down to the banner below its fields, scaled with it")
    func rereadDownToTheFields() throws {
        let image = try Self.page()
        let shown = FakeRecognizer.lines(Self.withoutTime + ["PAYMENT INFORMATION", "Due Date: 4/6/2025"])
        var scan = Self.state(notice: shown, on: image)
        #expect(scan.notice?.rowBelowFields(by: TicketParser()) == 195, "between Location (160-190) and the banner (200)")
        let recognizer = CutRecorder(page: FakeRecognizer.lines(Self.notice.map { $0.hasPrefix("Time") ? "Time: 10:42" : $0 }))
        try ReadingStep.reread(.scaled(1.25)).strategy.read(&scan, with: Self.session(recognizer))
        #expect(recognizer.cuts == [244], "195 x 1.25")
        #expect(!scan.consensus.lacks(.time))

        var unbannered = Self.state(notice: FakeRecognizer.lines(Array(Self.withoutTime.dropLast())), on: image)
        #expect(unbannered.notice?.rowBelowFields(by: TicketParser()) == nil, "no banner read below the fields")
        try ReadingStep.reread(.sharpened(halfWidth: 4, fraction: 1)).strategy.read(&unbannered, with: Self.session(recognizer))
        #expect(recognizer.cuts == [244, nil], "read whole")
    }

    @Test("a reread fills a field only from words it is sure of")
    func rereadUnsure() throws {
        let image = try Self.page()
        var scan = Self.state(notice: FakeRecognizer.lines(Self.withoutTime), on: image)
        let step = ReadingStep.reread(.scaled(1.25)).strategy
        try step.read(&scan, with: Self.session(FakeRecognizer(pages: [Self.notice], wordConfidence: 65)))
        #expect(scan.consensus.lacks(.time), "a time at confidence 65 stays unread")
        #expect(step.mayChange(scan))
        try step.read(&scan, with: Self.session(FakeRecognizer(pages: [Self.notice], wordConfidence: 75)))
        #expect(!scan.consensus.lacks(.time))
        #expect(scan.consensus.confidences.time == .reread)
    }

    @Test("a reread needs a notice to read again")
    func rereadWithoutNotice() throws {
        let scan = ScanState(image: try Self.page(), catalogue: .default)
        #expect(!ReadingStep.reread(.scaled(1.25)).strategy.mayChange(scan))
        #expect(!ReadingStep.fieldCloseUps(scales: [1.5]).strategy.mayChange(scan))
    }

    @Test("close-ups read the unread field's line alone, enlarged, and leave read fields' lines alone")
    func fieldCloseUps() throws {
        let image = try Self.page()
        let lines = FakeRecognizer.scoredNotice(date: "Date: YM LAZU 24", [95, 20, 30], location: "Location: LOT 15", [95, 95, 95])
        var scan = Self.state(notice: lines, on: image)
        #expect(scan.consensus.lacks(.date) && !scan.consensus.lacks(.location))
        let fake = FakeRecognizer(pages: [["Date: 12/21/24"]], wordConfidence: 92)
        try ReadingStep.fieldCloseUps(scales: [1.5, 2.25]).strategy.read(&scan, with: Self.session(fake))
        #expect(fake.calls == 1, "settled by its first close-up; the location's line is not read")
        guard case .ticket(let fields) = scan.consensus.reading else {
            Issue.record("no notice")
            return
        }
        #expect(fields.date == TicketDate(year: 2024, month: 12, day: 21))
        #expect(scan.consensus.confidences.date == .closeUp)
    }

    @Test("a second look at a value one reading gave makes it agreed when it reads the same, disputed when it reads another")
    func secondLooks() throws {
        let lines = FakeRecognizer.scoredNotice(date: "Date: 3/7/2025", [95, 90], location: "Location: LOT 15", [95, 95, 95])
        let step = ReadingStep.secondLooks(scale: 1.5).strategy
        for (closeUps, agreed) in [(["Date: 3/7/2025", "Location: LOT 15"], true), (["Date: 3/9/2025", "Location: LOT 15"], false)] {
            var scan = Self.state(notice: lines, on: try Self.page())
            #expect(scan.consensus.restsOnOneReading(.date) && scan.consensus.restsOnOneReading(.location))
            #expect(step.mayChange(scan))
            let fake = FakeRecognizer(pages: closeUps.map { [$0] }, wordConfidence: 92)
            try step.read(&scan, with: Self.session(fake))
            #expect(fake.calls == 2, "the date's line and the location's, each alone")
            #expect(fake.imageSizes.allSatisfy { $0.height < 100 }, "close-ups of one line")
            #expect(scan.attempts == 3, "the two line readings are counted with the scan's")
            #expect(scan.consensus.confidences.location == .agreed)
            #expect(scan.consensus.lacks(.date) == !agreed)
            #expect(scan.consensus.reading.fields?.date == (agreed ? TicketDate(year: 2025, month: 3, day: 7) : nil))
            #expect(!step.mayChange(scan), "every value has had its second look")
        }
    }

    @Test("a second look that is unsure of its words casts no vote, and values two readings agree on get none")
    func secondLooksUnsure() throws {
        let lines = FakeRecognizer.scoredNotice(date: "Date: 3/7/2025", [95, 90], location: "Location: LOT 15", [95, 95, 95])
        var scan = Self.state(notice: lines, on: try Self.page())
        scan.consensus.add(.ticket(TicketFields(location: "LOT 15")))
        let fake = FakeRecognizer(pages: [["Date: 3/9/2025"]], wordConfidence: 40)
        try ReadingStep.secondLooks(scale: 1.5).strategy.read(&scan, with: Self.session(fake))
        #expect(fake.calls == 1, "the location's line is not looked at again")
        #expect(scan.consensus.confidences.date == .read)
        #expect(!scan.consensus.lacks(.date))
    }

    @Test("a sharp photo is not deconvolved, a complete notice never asks for it, and a blurred one's readings are counted")
    func deblurred() throws {
        let step = ReadingStep.deblurred(sigmas: [1, 2], belowSharpness: 0.8, then: [.textBlock]).strategy
        var scan = ScanState(image: try Self.page(), catalogue: .default)
        scan.attempts = 1
        #expect(step.mayChange(scan))
        let fake = FakeRecognizer(pages: [Self.notice, Self.notice])
        try step.read(&scan, with: Self.session(fake))
        #expect(fake.calls == 0)
        #expect(!scan.consensus.isNotice)

        let complete = Self.state(notice: FakeRecognizer.lines(Self.notice), on: try Self.page())
        #expect(!step.mayChange(complete))

        let soft = try Self.slipPhoto().scaled(by: 0.25).scaled(by: 4)
        let sharpness = try #require(soft.edgeSharpness)
        try #require(sharpness < 0.8, "the photo shrunk and grown back is blurred")
        var blurred = ScanState(image: soft, catalogue: .default)
        blurred.attempts = 1
        let blank = FakeRecognizer(pages: [])
        try step.read(&blurred, with: Self.session(blank))
        #expect(blank.calls > 0)
        #expect(blurred.attempts == 1 + blank.calls, "the deconvolved readings are counted with the scan's")
    }

    /// The slip photo after `attempts` readings that showed nothing, read by `step`, a retouched
    /// reading (``RetouchedReadings``), with a recognizer that reads a notice. Checks what every
    /// retouched step does: it runs while no reading showed a notice or other upright print,
    /// one reading settles the scan, the session's `option` is restored, and the step may then
    /// change nothing.
    static func retouchedNotice(
        by step: any ReadingStrategy,
        after attempts: Int,
        restoring option: KeyPath<PreprocessOptions, Bool>
    ) throws -> ScanState {
        var scan = ScanState(image: try slipPhoto(), catalogue: .default)
        scan.attempts = attempts
        #expect(step.mayChange(scan))
        let fake = FakeRecognizer(pages: [notice])
        let own = session(fake)
        try step.read(&scan, with: own)
        #expect(fake.calls == 1 && scan.consensus.isComplete)
        #expect(!own.preprocessor.options[keyPath: option], "the session's own options are restored")
        #expect(!step.mayChange(scan))
        var otherPrint = ScanState(image: try slipPhoto(), catalogue: .default)
        otherPrint.showedOtherPrint = true
        #expect(!step.mayChange(otherPrint), "upright print that is no notice is not read again")
        return scan
    }

    @Test("with no notice and no other print read, the block and the photo are read again, their contrast stretched")
    func contrastStretched() throws {
        let step = ReadingStep.contrastStretched(turns: 1, then: [.textBlock, .wholePhoto]).strategy
        let photo = try Self.slipPhoto()
        let scan = try Self.retouchedNotice(by: step, after: 2, restoring: \.stretchContrast)
        #expect(scan.noticeView == NoticeView(wholePhoto: false, degrees: 0))

        var plain = ScanState(image: photo, catalogue: .default)
        try ReadingStep.textBlock.strategy.read(&plain, with: Self.session(FakeRecognizer(pages: [Self.notice])))
        let (read, plainRead) = (try #require(scan.notice?.image), try #require(plain.notice?.image))
        let differs =
            (read.width, read.height) != (plainRead.width, plainRead.height)
            || (0..<read.height).contains { y in (0..<read.width).contains { read.pixel(x: $0, y: y) != plainRead.pixel(x: $0, y: y) } }
        #expect(differs, "the block was read stretched, not as the first readings read it")

        var unread = ScanState(image: photo, catalogue: .default)
        unread.attempts = 2
        let blank = FakeRecognizer(pages: [])
        try step.read(&unread, with: Self.session(blank))
        #expect(blank.segmentations == [.singleBlock, .automatic, .singleBlock, .automatic], "each image in its likeliest turn")
        #expect(unread.turns == nil, "the scan's own turns are restored")
    }

    @Test("with no notice and no other print read, the block is read again black and white at its print's level")
    func binarisedAtPrintLevel() throws {
        let step = ReadingStep.binarisedAtPrintLevel(turns: 1, then: [.textBlock, .wholePhoto]).strategy
        let scan = try Self.retouchedNotice(by: step, after: 3, restoring: \.binariseAtPrintLevel)
        let read = try #require(scan.notice?.image)
        let greys = Set((0..<read.height).flatMap { y in (0..<read.width).map { read.pixel(x: $0, y: y) } })
        #expect(greys == [0, 255], "the block was read black and white")
    }

    @Test("once a reading is many lines of junk and none is clear, the photo's images are read with automatic layout only")
    func texture() throws {
        let photo = try Self.page()
        let grass = Array(repeating: "SS ee 7 A", count: 50)
        let fake = FakeRecognizer(pages: [grass], wordConfidence: 35)
        let session = Self.session(fake)
        var scan = ScanState(image: photo, catalogue: .default)
        try ReadingStep.wholePhoto.strategy.read(&scan, with: session)
        let turns = session.preprocessor.orientationCandidates(for: session.preprocessor.normalisedPage(in: photo)).count
        #expect(turns > 1)
        #expect(scan.isTexture)
        #expect(fake.segmentations == [.singleBlock] + Array(repeating: .automatic, count: turns))
        let rectified = ScanState(reading: photo, after: scan, catalogue: .default)
        #expect(rectified.isTexture, "a sub-image of the photo is read as texture too")

        let clear = FakeRecognizer(pages: [grass + ["FRESH GREEN GRASS"]], wordConfidence: 90)
        var legible = ScanState(image: photo, catalogue: .default)
        try ReadingStep.wholePhoto.strategy.read(&legible, with: Self.session(clear))
        #expect(!legible.isTexture)
        let everySegmentation = Array(repeating: [PageSegmentation.singleBlock, .automatic], count: turns).flatMap { $0 }
        #expect(clear.segmentations == everySegmentation, "a clear line keeps the single blocks")
    }

    @Test("a photo read as no notice is read again with its paper stood square, whose readings replace the scan's when they read more")
    func rectified() throws {
        let photo = GrayImage(width: SlantedSlip.width, height: SlantedSlip.height, pixels: SlantedSlip.pixels())
        let step = ReadingStep.rectified(then: [.wholePhoto]).strategy
        var unread = ScanState(image: photo, catalogue: .default)
        unread.attempts = 2
        unread.firstReading = .noNotice
        #expect(step.mayChange(unread))

        let fake = FakeRecognizer(pages: [Self.notice])
        var scan = unread
        try step.read(&scan, with: Self.session(fake))
        #expect(fake.calls == 1)
        #expect(scan.consensus.isComplete)
        #expect(scan.attempts == 3, "the scan's readings go on being counted")
        #expect(scan.firstReading == .noNotice, "and what its first reading showed is kept")
        #expect(scan.image.width < photo.width && scan.image.height < photo.height, "the paper alone, not the photo")
        #expect(!step.mayChange(scan))

        let nothing = FakeRecognizer(pages: [])
        var still = unread
        try step.read(&still, with: Self.session(nothing))
        #expect(nothing.calls > 0)
        #expect(!still.consensus.isNotice)
        #expect(still.image === photo, "a reading that shows nothing more leaves the scan as it was")
        #expect(still.attempts == 2 + nothing.calls)

        var otherPrint = unread
        otherPrint.showedOtherPrint = true
        #expect(!step.mayChange(otherPrint), "upright print that is no notice is not read again")
        #expect(step.mayChange(Self.state(notice: FakeRecognizer.lines(Self.withoutTime), on: photo)), "a notice without its time is")
        #expect(!step.mayChange(Self.state(notice: FakeRecognizer.lines(Self.notice), on: photo)), "a notice read whole is not")
    }

    @Test("the default ladder reads the block, the block with its contrast stretched, then the whole photo, before any fallback")
    func defaultLadder() {
        let ladder = ScanConfiguration.readingEveryPhoto.ladder
        #expect(Array(ladder.prefix(3)) == [.textBlock, .contrastStretched(turns: 1, then: [.textBlock]), .wholePhoto])
        #expect(ladder.filter(\.isDeblurred).count == 1 && ladder.last?.isDeblurred == true)
    }

    @Test("a block that shows no notice is read stretched before the whole photo is read")
    func stretchedBlockBeforeWholePhoto() throws {
        let configuration = ScanConfiguration.readingEveryPhoto
        let steps = TicketScanner(configuration: configuration, recognizer: FakeRecognizer(pages: []))
            .scan(try TestImages.slipPhotoPNG(), now: TicketScannerTests.now).steps.map { configuration.ladder[$0.step] }
        #expect(Array(steps.prefix(3)) == [.textBlock, .contrastStretched(turns: 1, then: [.textBlock]), .wholePhoto])
    }
}

/// A recognizer that reads one page of lines and records the row each reading chose to stop
/// at, leaving out the lines below it.
private final class CutRecorder: TextRecognizer {
    private let page: [RecognizedLine]
    private(set) var cuts: [Int?] = []

    init(page: [RecognizedLine]) {
        self.page = page
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        page
    }

    func recognize(
        _ image: GrayImage,
        segmentation: PageSegmentation,
        cut: ([RecognizedLine.Box]) -> Int?
    ) throws(OCRError) -> (lines: [RecognizedLine], cut: Int?) {
        let row = cut(page.map(\.box))
        cuts.append(row)
        guard let row else { return (page, nil) }
        return (page.filter { $0.box.y < row }, row)
    }
}
