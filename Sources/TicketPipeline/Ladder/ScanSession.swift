import TicketCore
import TicketOCR
import TicketPreprocessing

/// What the steps of one scan read with: the scanner's recognizer, preprocessor and parser,
/// the configuration, and the time the scan has taken so far.
///
/// One session serves one scan, on the thread of the scanner that owns the recognizer.
final class ScanSession {
    let configuration: ScanConfiguration
    let recognizer: any TextRecognizer
    /// The second engine that makes the next reading while the recognizer makes this one;
    /// nil to read one at a time.
    let readAhead: ReadAhead?
    private(set) var preprocessor: Preprocessor
    let parser: TicketParser
    /// The instant the scan's ``ScanConfiguration/readingBudget`` runs out; nil without one.
    let deadline: ContinuousClock.Instant?
    /// Milliseconds spent in each stage so far.
    private(set) var timings: StageTimings
    /// The thresholdings chosen for the last two images read or read ahead, newest first.
    private var thresholdings: [(image: GrayImage, thresholding: Thresholding)] = []

    init(
        configuration: ScanConfiguration,
        recognizer: any TextRecognizer,
        readAhead: ReadAhead? = nil,
        preprocessor: Preprocessor,
        parser: TicketParser,
        deadline: ContinuousClock.Instant? = nil,
        timings: StageTimings = StageTimings()
    ) {
        self.deadline = deadline
        self.configuration = configuration
        self.recognizer = recognizer
        self.readAhead = readAhead
        self.preprocessor = preprocessor
        self.parser = parser
        self.timings = timings
    }

    /// Whether `scan` may make another reading: its first is made whatever the budget, every
    /// later one only before ``deadline``.
    func mayRead(_ scan: ScanState) -> Bool {
        scan.attempts == 0 || deadline.map { ContinuousClock.now < $0 } ?? true
    }

    /// Runs `body` with the preprocessor's options set to `options`, and restores them.
    func preprocessing<T, E: Error>(with options: PreprocessOptions, _ body: () throws(E) -> T) throws(E) -> T {
        let own = preprocessor.options
        defer { preprocessor.options = own }
        preprocessor.options = options
        return try body()
    }

    /// Runs `body` and counts its time to `stage`.
    func measure<T, E: Error>(_ stage: WritableKeyPath<StageTimings, Double>, _ body: () throws(E) -> T) throws(E) -> T {
        try timings.measure(stage, body)
    }

    /// One reading of a prepared slip with `segmentation`, and what the parser made of it.
    ///
    /// With a single block and `sectionFirst`, recognition first stops at the end of the
    /// field section (``FieldSection``), since the lines below it cannot change what the
    /// parser reads from the lines above once those show a notice with its three field
    /// labels, or with its three fields read (a time printed on the date's line has no label
    /// of its own): that is the reading, for about a third of the time. So it is when they show
    /// other print (``showsOtherPrint(_:_:)``), a bill or a receipt: that ends the readings of
    /// the image all the same; and when they show no print at all
    /// (``showsNoPrint(_:_:layoutLines:)``): the lines below them are junk too. Otherwise the
    /// slip is recognised whole, down to its 60th line
    /// (``LineLimit``: only pages of noise have more, and on the corpus the bound leaves every
    /// response the same, for 2.3% fewer instructions and a quarter off the slowest photo). The
    /// first reading stops at the 60th line too when the field section ends below it, or when
    /// the layout shows none (texture, whose lines leave no gap), and that is the reading:
    /// every reading of a photo is bounded.
    /// The scan asks for the section first only in its first reading (the likeliest
    /// orientation of the text block, or of the whole photo without one): on the corpus the
    /// section settled 74 of 108 first readings of a text block, but 6 of 67 readings after a
    /// failed one, where it is mostly paid on top of the whole reading. A reading started
    /// ahead (``readAhead(_:segmentation:)``) is taken instead of being made again. With
    /// `row`, the slip is recognised only down to that row (a reread of a notice whose fields
    /// end above it: ``RereadOfNotice``). `parser` reads the lines; by default the session's.
    /// Tesseract thresholds the slip as ``Preprocessor/thresholding(for:)`` chooses.
    func reading(
        _ prepared: GrayImage,
        segmentation: PageSegmentation,
        sectionFirst: Bool,
        downTo row: Int? = nil,
        parsedBy parser: TicketParser? = nil
    ) throws(OCRError) -> (lines: [RecognizedLine], page: PageReading) {
        let parser = parser ?? self.parser
        recognizer.threshold(with: thresholding(for: prepared))
        if segmentation == .singleBlock, sectionFirst {
            var cutAtSection = false
            var layoutLines = 0
            let (lines, _) = try measure(\.ocr) { () throws(OCRError) in
                try recognizer.recognize(prepared, segmentation: segmentation) { boxes in
                    layoutLines = boxes.count
                    let section = FieldSection().cut(lines: boxes)
                    let cut = LineLimit().cut(lines: boxes, atMost: section)
                    cutAtSection = section != nil && cut == section
                    return cut
                }
            }
            let textLines = lines.map(TextLine.init)
            let page = measure(\.parse) { parser.read(textLines) }
            let fieldsRead = page.reading.fields?.readCount == FieldLabel.allCases.count
            let labelled = page.reading != .notATicket && parser.labels(in: textLines).count == FieldLabel.allCases.count
            let settled = fieldsRead || labelled
            if !cutAtSection || settled || showsOtherPrint(lines, page) || showsNoPrint(lines, page, layoutLines: layoutLines) {
                return (lines, page)
            }
        }
        let lines = try measure(\.ocr) { () throws(OCRError) in
            if row == nil, let lines = readAhead?.lines(of: prepared, segmentation: segmentation) { return lines }
            return try recognizer.recognize(prepared, segmentation: segmentation) { boxes in
                LineLimit().cut(lines: boxes, atMost: row)
            }.lines
        }
        return (lines, measure(\.parse) { parser.read(lines.map(TextLine.init)) })
    }

    /// How `prepared` is turned black and white for its reading
    /// (``Preprocessor/thresholding(for:)``): with a local threshold when the global one
    /// would drop its faded print. The choice for an image is made once: the reading of the
    /// next image is started ahead before the current one is read.
    private func thresholding(for prepared: GrayImage) -> Thresholding {
        if let made = thresholdings.first(where: { $0.image === prepared }) { return made.thresholding }
        let thresholding = measure(\.preprocess) { preprocessor.thresholding(for: prepared) }
        thresholdings = [(prepared, thresholding)] + thresholdings.prefix(1)
        return thresholding
    }

    /// Whether a reading, `lines` that the parser read as `page`, shows upright print
    /// (``ScanConfiguration/uprightPrint``) that is no notice, nor part of one
    /// (``PageReading/mayBePartOfNotice``): a bill, a receipt; or names another issuer on a
    /// clear line (``PageReading/namesOtherIssuer``): another city's citation, whose damaged
    /// print may leave too few clear lines for upright print.
    func showsOtherPrint(_ lines: [RecognizedLine], _ page: PageReading) -> Bool {
        !page.mayBePartOfNotice && (page.namesOtherIssuer || configuration.uprightPrint.isShown(by: lines))
    }

    /// Whether a reading cut at the field section, `lines` that the parser read as `page` from
    /// a layout of `layoutLines` lines, shows no print at all: no clear line
    /// (``UprightPrint/showsClearLine(in:)``), no phrase of a notice
    /// (``PageReading/mayBePartOfNotice``), and a layout too short for texture
    /// (``UprightPrint/mayShowTexture(layoutLines:)``), which is read whole all the same for
    /// its lines to tell texture. The lines above the section are a notice's banners and
    /// labels, which read clearly the right way up: a slip turned the wrong way, a landscape,
    /// a photo of a few words read as junk there. Every response of both corpus splits stays
    /// the same, and the real scenes of `samples-scenes/` take 8 to 10% less time in all (a
    /// photo of a few words whose first layout holds fewer than 50 lines, about 1.5 s less).
    /// Later readings are not cut short the same way: on the held-out split, notices whose
    /// print starts below junk would be lost.
    private func showsNoPrint(_ lines: [RecognizedLine], _ page: PageReading, layoutLines: Int) -> Bool {
        let uprightPrint = configuration.uprightPrint
        return !uprightPrint.mayShowTexture(layoutLines: layoutLines) && !page.mayBePartOfNotice
            && !uprightPrint.showsClearLine(in: lines)
    }

    /// Starts the reading of `prepared` with `segmentation` that the scan will make next if
    /// the one it is about to make leaves the answer open, on the second engine; nothing
    /// (`prepared` is not even made) without one, or once the budget is spent.
    func readAhead(_ prepared: @autoclosure () -> GrayImage, segmentation: PageSegmentation) {
        guard let readAhead, deadline.map({ ContinuousClock.now < $0 }) ?? true else { return }
        let image = prepared()
        readAhead.start(image, segmentation: segmentation, thresholding: thresholding(for: image), deadline: deadline)
    }

    /// Whether the reading of `prepared` with `segmentation` was started ahead.
    func isReadAhead(_ prepared: GrayImage, segmentation: PageSegmentation) -> Bool {
        readAhead?.holds(prepared, segmentation: segmentation) ?? false
    }

    /// Cancels the reading started ahead, which no step will take.
    func cancelReadingAhead() {
        readAhead?.cancel()
    }

    /// The line at `index` of `notice`'s reading cut from its image, enlarged by `scale` and
    /// stood upright (``Preprocessor/lineCloseUp(of:in:scale:)``), counted as preprocessing;
    /// nil when its words give no close-up.
    func closeUp(ofLine index: Int, in notice: NoticeReading, scale: Float) -> GrayImage? {
        measure(\.preprocess) { preprocessor.lineCloseUp(of: notice.lines[index].wordBoxes, in: notice.image, scale: scale) }
    }

    /// The first line read in `closeUp` as a single line of print, counted as one more
    /// attempt of `scan` and shown to its debug sink.
    func singleLine(_ closeUp: GrayImage, for scan: inout ScanState) throws(OCRError) -> RecognizedLine? {
        recognizer.threshold(with: thresholding(for: closeUp))
        let lines = try measure(\.ocr) { () throws(OCRError) in
            try recognizer.recognize(closeUp, segmentation: .singleLine)
        }
        scan.recordAttempt(input: closeUp, segmentation: .singleLine, lines: lines)
        return lines.first
    }
}

extension ScanState {
    /// Counts one more reading and shows it to the debug sink.
    mutating func recordAttempt(input: GrayImage, segmentation: PageSegmentation, lines: [RecognizedLine]) {
        attempts += 1
        debug?.attempt(attempts, input: input, segmentation: segmentation, lines: lines)
    }
}
