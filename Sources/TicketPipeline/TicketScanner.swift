public import Foundation
import TicketCore
public import TicketOCR
import TicketPreprocessing

/// The whole pipeline for one worker: bytes in, ``ScanResult`` out.
///
/// A scanner owns its recognizer (one Tesseract engine), so it is not `Sendable`: give each
/// worker thread its own and reuse it for every image that worker scans.
///
/// ```swift
/// let scanner = try TicketScanner(configuration: ScanConfiguration())
/// let result = scanner.scan(Array(data), now: Date())
/// ```
public final class TicketScanner {
    public let configuration: ScanConfiguration
    private let recognizer: any TextRecognizer
    private let decoder: ImageDecoder
    private let preprocessor: Preprocessor
    private let parser = TicketParser()

    /// A scanner over `recognizer` (a fake in tests).
    public init(configuration: ScanConfiguration, recognizer: any TextRecognizer) {
        self.configuration = configuration
        self.recognizer = recognizer
        decoder = ImageDecoder(limits: configuration.decodeLimits)
        preprocessor = Preprocessor(options: configuration.preprocess)
    }

    /// A scanner with its own Tesseract engine loaded from `tessdata`.
    public convenience init(configuration: ScanConfiguration, tessdata: String? = nil) throws(OCRError) {
        self.init(configuration: configuration, recognizer: try TesseractRecognizer(tessdata: tessdata))
    }

    /// Scans one photo. Never throws: every failure is a response with an error code. A
    /// blurred photo whose readings leave it no notice, or a notice with a field unread, is
    /// read again deconvolved (`deblurredReadings`), unless it showed other upright print. Once
    /// the scan has taken ``ScanConfiguration/readingBudget``, no reading after the first is
    /// started, and what the readings so far agree on is the response.
    ///
    /// - Parameters:
    ///   - bytes: a JPEG or PNG file.
    ///   - now: the instant recency is judged against.
    ///   - debug: receives the upright image and every reading made, when given.
    public func scan(_ bytes: [UInt8], now: Date, debug: (any DebugImageSink)? = nil) -> ScanResult {
        var timings = StageTimings()
        let decoded: DecodedImage
        do {
            decoded = try timings.measure(\.decode) { () throws(ImageError) in try decoder.decode(bytes) }
        } catch .tooLarge {
            return ScanResult(response: .failure(.imageTooLarge), timings: timings)
        } catch {
            return ScanResult(response: .failure(.invalidImage), timings: timings)
        }
        debug?.upright(decoded.image)
        do {
            let photo = try read(decoded.image, thorough: true, timings: &timings, debug: debug)
            var consensus = photo.consensus
            if consensus.isNotice ? FieldLabel.allCases.contains(where: consensus.lacks) : !photo.otherPrint,
                withinBudget(timings)
            {
                consensus.addDeblurred(try deblurredReadings(of: decoded.image, in: photo.view, timings: &timings))
            }
            let response = TicketScanResponse(reading: consensus.reading, catalogue: configuration.catalogue, now: now)
            return ScanResult(response: response, timings: timings)
        } catch {
            return ScanResult(response: .failure(.ocrFailed), timings: timings)
        }
    }

    /// Reads the slip in its likely orientations, each with the page segmentations of
    /// ``ScanConfiguration/segmentations`` in turn, until the readings agree on all three
    /// fields. Anchors are only legible the right way up, so the first orientation that reads
    /// as a notice is the last one tried; a field that two readings give different values
    /// for is left unread (see ``ReadingConsensus`` for the labelled values of readings that
    /// showed no notice). A reading that shows no notice but upright print
    /// (``ScanConfiguration/uprightPrint``) ends the readings of its image: its orientation
    /// was right, and what it holds is some other print. When the block of text found in the
    /// photo reads as no notice in any orientation, the crop was wrong (blur and glare can
    /// split a slip's print) and the whole photo is read the same way. Values the parser
    /// doubted fill the fields still unread: a location that is a lot's long name exactly as
    /// is (``LotCatalogue/isVouchedName(_:)``), any other value when its words read again
    /// agree. Fields still unread then may be filled by readings of the image the notice was
    /// found on, rescaled or retouched (``ScanConfiguration/rereads``), and last by the field
    /// lines of the reading that showed the notice, each read again on its own
    /// (`closeUpFields`); they change no field already read. Those last two only when
    /// `thorough`. Given a `view`, only that crop and orientation is read. Also tells whether
    /// some image read showed upright print that is no notice, and in which view the notice
    /// was first shown.
    private func read(
        _ image: GrayImage,
        in view: NoticeView? = nil,
        thorough: Bool,
        timings: inout StageTimings,
        debug: (any DebugImageSink)?
    ) throws(OCRError)
        -> (consensus: ReadingConsensus, otherPrint: Bool, view: NoticeView?)
    {
        var consensus = ReadingConsensus(catalogue: configuration.catalogue)
        var attempts = 0
        var doubts: [(image: GrayImage, lines: [RecognizedLine], values: [DoubtfulValue])] = []
        var notice: (image: GrayImage, lines: [RecognizedLine])?
        var showedOtherPrint = false
        var noticeView: NoticeView?
        // The first reading is made whatever the budget; each later one only within it.
        func mayRead() -> Bool { attempts == 0 || withinBudget(timings) }
        for wholePage in view.map({ [$0.wholePage] }) ?? [false, true] where !consensus.isNotice && mayRead() {
            guard
                let (slip, candidates) = timings.measure(
                    \.preprocess,
                    { () -> (GrayImage, [Float])? in
                        let slip =
                            wholePage
                            ? preprocessor.normalisedPage(in: image)
                            : configuration.preprocess.findText ? preprocessor.normalisedTextBlock(in: image) : nil
                        return slip.map { ($0, view?.degrees.map { [$0] } ?? preprocessor.orientationCandidates(for: $0)) }
                    }
                )
            else { continue }
            var otherPrint = false
            for degrees in candidates where !consensus.isNotice && !otherPrint && mayRead() {
                let prepared = timings.measure(\.preprocess) { preprocessor.oriented(slip, degrees: degrees) }
                for segmentation in configuration.segmentations where !consensus.isComplete && !otherPrint && mayRead() {
                    let (lines, page) = try reading(
                        prepared,
                        segmentation: segmentation,
                        sectionFirst: attempts == 0,
                        timings: &timings
                    )
                    consensus.add(page.reading, labelled: page.labelled)
                    if consensus.isNotice, notice == nil {
                        notice = (prepared, lines)
                        noticeView = NoticeView(wholePage: wholePage, degrees: NoticeView.runSideways(lines) ? nil : degrees)
                    }
                    attempts += 1
                    debug?.attempt(attempts, input: prepared, segmentation: segmentation, lines: lines)
                    if !page.doubts.isEmpty { doubts.append((prepared, lines, page.doubts)) }
                    otherPrint = !consensus.isNotice && configuration.uprightPrint.isShown(by: lines)
                }
            }
            showedOtherPrint = showedOtherPrint || otherPrint
        }
        for reading in doubts where consensus.isNotice {
            for doubt in reading.values where consensus.lacks(doubt.label) && withinBudget(timings) {
                if let location = doubt.fields.location, configuration.catalogue.isVouchedName(location) {
                    consensus.addRechecked(doubt.fields)
                    continue
                }
                guard let line = reading.lines.first(where: { TextLine($0) == doubt.line }),
                    let confirmed = try recheck(
                        doubt,
                        on: line,
                        in: reading.image,
                        attempts: &attempts,
                        timings: &timings,
                        debug: debug
                    )
                else { continue }
                consensus.addRechecked(confirmed)
            }
        }
        for reread in configuration.rereads where thorough {
            guard let notice, FieldLabel.allCases.contains(where: consensus.lacks), withinBudget(timings) else { break }
            let changed = timings.measure(\.preprocess) { reread.apply(to: notice.image) }
            let (lines, page) = try reading(changed, segmentation: .singleBlock, sectionFirst: false, timings: &timings)
            attempts += 1
            debug?.attempt(attempts, input: changed, segmentation: .singleBlock, lines: lines)
            if case .ticket(let fields) = page.reading { consensus.addRechecked(fields) }
        }
        if thorough, let notice, FieldLabel.allCases.contains(where: consensus.lacks), withinBudget(timings) {
            consensus.addRechecked(
                try closeUpFields(
                    of: notice.lines,
                    in: notice.image,
                    lacking: consensus.lacks,
                    attempts: &attempts,
                    timings: &timings,
                    debug: debug
                )
            )
        }
        return (consensus, showedOtherPrint, noticeView)
    }

    /// Where a reading showed a notice: the block of text found in the photo or the whole
    /// photo, turned by `degrees`; nil `degrees` when its lines ran sideways, so that the
    /// automatic layout read them turned and the turn that stands them upright is unknown
    /// (motion-106).
    private struct NoticeView {
        let wholePage: Bool
        let degrees: Float?

        /// Whether most of `lines` are taller than wide.
        static func runSideways(_ lines: [RecognizedLine]) -> Bool {
            2 * lines.count(where: { $0.box.height > $0.box.width }) > lines.count
        }
    }

    /// The readings of the photo deconvolved for each Gaussian blur of
    /// ``ScanConfiguration/deblurSigmas`` (``GrayImage/deblurred(sigmas:noiseToSignal:)``),
    /// each read as the photo itself is but without rereads or close-ups, and only in the
    /// `view` the photo showed its notice in, when it did; none when the photo is sharp
    /// (``ScanConfiguration/deblurBelowSharpness``). The readings stop once fewer than two
    /// could still show a notice (``ReadingConsensus/addDeblurred(_:)``).
    private func deblurredReadings(
        of image: GrayImage,
        in view: NoticeView?,
        timings: inout StageTimings
    ) throws(OCRError) -> [TicketReading] {
        let images = timings.measure(\.preprocess) { () -> [GrayImage] in
            guard let sharpness = image.edgeSharpness, sharpness < configuration.deblurBelowSharpness else { return [] }
            return image.deblurred(sigmas: configuration.deblurSigmas)
        }
        var readings: [TicketReading] = []
        for (index, deblurred) in images.enumerated() {
            if readings.count(where: { $0 != .notATicket }) + images.count - index < 2 || !withinBudget(timings) { break }
            readings.append(try read(deblurred, in: view, thorough: false, timings: &timings, debug: nil).consensus.reading)
        }
        return readings
    }

    /// The fields that the field lines of a notice's reading give when each is recognised
    /// again on its own, enlarged by each of ``ScanConfiguration/closeUpScales`` in turn and
    /// with its slant taken out (``Preprocessor/lineCloseUp(of:in:scale:)``), until its
    /// close-ups settle on a value (``FieldLineCloseUps``). A line whose label was read for a
    /// field that is not `lacking` is left alone; a field that two lines give different
    /// values for is left out.
    private func closeUpFields(
        of lines: [RecognizedLine],
        in image: GrayImage,
        lacking: (FieldLabel) -> Bool,
        attempts: inout Int,
        timings: inout StageTimings,
        debug: (any DebugImageSink)?
    ) throws(OCRError) -> TicketFields {
        let textLines = lines.map(TextLine.init)
        var closeUps = ReadingConsensus(catalogue: configuration.catalogue)
        for fieldLine in parser.fieldLines(in: textLines) {
            var lineCloseUps = FieldLineCloseUps(label: parser.labels(in: [fieldLine]).first)
            if let label = lineCloseUps.label, !lacking(label) { continue }
            guard let index = textLines.firstIndex(of: fieldLine) else { continue }
            for (number, scale) in configuration.closeUpScales.enumerated()
            where (number == 0 || lineCloseUps.mayReadFurther) && withinBudget(timings) {
                guard
                    let closeUp = timings.measure(
                        \.preprocess,
                        {
                            preprocessor.lineCloseUp(of: lines[index].wordBoxes, in: image, scale: scale)
                        }
                    )
                else { break }
                let reread = try singleLine(closeUp, attempts: &attempts, timings: &timings, debug: debug)
                if let value = reread.flatMap({ lineCloseUps.add(TextLine($0)) }) {
                    closeUps.add(.ticket(value))
                    break
                }
            }
        }
        guard case .ticket(let fields) = closeUps.reading else { return TicketFields() }
        return fields
    }

    /// Whether a scan that has taken `timings` so far may start another reading
    /// (``ScanConfiguration/readingBudget``).
    private func withinBudget(_ timings: StageTimings) -> Bool {
        configuration.readingBudget.map { timings.total < $0 * 1000 } ?? true
    }

    /// One reading of a prepared slip with `segmentation`, and what the parser made of it.
    ///
    /// With a single block and `sectionFirst`, recognition first stops at the end of the
    /// field section (``FieldSection``), since the lines below it cannot change what the
    /// parser reads from the lines above once those show a notice with its three field
    /// labels: that is the reading, for about a third of the time. Otherwise the slip is
    /// recognised whole, down to its 60th line (``LineLimit``: only pages of noise have more,
    /// and on the corpus the bound leaves every response the same, for 2.3% fewer
    /// instructions and a quarter off the slowest photo). The scan asks for the section first
    /// only in its first reading (the likeliest orientation of the text block, or of the whole
    /// photo without one): on the corpus the section settled 74 of 108 first readings of a
    /// text block, but 6 of 67 readings after a failed one, where it is mostly paid on top of
    /// the whole reading.
    private func reading(
        _ prepared: GrayImage,
        segmentation: PageSegmentation,
        sectionFirst: Bool,
        timings: inout StageTimings
    ) throws(OCRError) -> ([RecognizedLine], PageReading) {
        if segmentation == .singleBlock, sectionFirst {
            let (lines, cut) = try timings.measure(\.ocr) { () throws(OCRError) in
                try recognizer.recognize(prepared, segmentation: segmentation, cut: FieldSection().cut(lines:))
            }
            let textLines = lines.map(TextLine.init)
            let page = timings.measure(\.parse) { parser.read(textLines) }
            let settled = page.reading != .notATicket && parser.labels(in: textLines).count == FieldLabel.allCases.count
            if cut == nil || settled {
                return (lines, page)
            }
        }
        let (lines, _) = try timings.measure(\.ocr) { () throws(OCRError) in
            try recognizer.recognize(prepared, segmentation: segmentation, cut: LineLimit().cut(lines:))
        }
        return (lines, timings.measure(\.parse) { parser.read(lines.map(TextLine.init)) })
    }

    /// Recognises the words of a doubtful value again, alone, enlarged and upright
    /// (``Preprocessor/uprightCloseUp(of:in:scale:)``), and returns the value when that second
    /// reading may be trusted (``TicketParser/confirmedValue(of:reread:)``).
    private func recheck(
        _ doubt: DoubtfulValue,
        on line: RecognizedLine,
        in image: GrayImage,
        attempts: inout Int,
        timings: inout StageTimings,
        debug: (any DebugImageSink)?
    ) throws(OCRError) -> TicketFields? {
        guard doubt.words.upperBound <= line.wordBoxes.count,
            let closeUp = timings.measure(\.preprocess, { preprocessor.uprightCloseUp(of: line.wordBoxes[doubt.words], in: image) })
        else { return nil }
        let reread = try singleLine(closeUp, attempts: &attempts, timings: &timings, debug: debug)
        return reread.flatMap { parser.confirmedValue(of: doubt, reread: TextLine($0)) }
    }

    /// The first line Tesseract reads in `closeUp` as a single line of print, counted as one
    /// more attempt and shown to `debug`.
    private func singleLine(
        _ closeUp: GrayImage,
        attempts: inout Int,
        timings: inout StageTimings,
        debug: (any DebugImageSink)?
    ) throws(OCRError) -> RecognizedLine? {
        let lines = try timings.measure(\.ocr) { () throws(OCRError) in
            try recognizer.recognize(closeUp, segmentation: .singleLine)
        }
        attempts += 1
        debug?.attempt(attempts, input: closeUp, segmentation: .singleLine, lines: lines)
        return lines.first
    }
}

@available(*, unavailable)
extension TicketScanner: Sendable {}
