import TicketCore
import TicketOCR
import TicketPreprocessing

/// ``ReadingStep/textBlock`` and ``ReadingStep/wholePhoto``: the text block found in the
/// photo, or the whole photo, in its likely orientations, each with the segmentations of
/// ``ScanConfiguration/segmentations`` in turn; once a text block was read, the whole
/// photo's turns after the likeliest with those of
/// ``ScanConfiguration/wholePhotoSegmentations``, and its likeliest, when the block read as
/// other upright print, with those of ``ScanConfiguration/afterOtherPrintSegmentations``.
/// The likeliest two orientations are swapped when the likeliest, prepared, looks upside
/// down by its letters (``Preprocessor/looksUpsideDown(_:)``).
///
/// Anchors are only legible the right way up, so the first orientation that reads as a notice
/// is the last one tried; a field that readings give different values for stays unread until
/// one value outvotes the others (``ReadingConsensus``, which also takes the labelled values
/// of readings that showed no notice). A
/// reading that shows upright print (``ScanConfiguration/uprightPrint``) but no notice, nor a
/// phrase of one (``PageReading/mayBePartOfNotice``), ends the readings of its image: its
/// orientation was right, and what it holds is some other print. So does a reading that names
/// another issuer on a clear line (``PageReading/namesOtherIssuer``), and the whole photo is
/// then not read at all: the text block held another city's citation, and the whole photo is
/// read for a notice whose print blur or glare split, which names no other issuer.
struct OrientedReadings: ReadingStrategy {
    /// The whole photo instead of the block of text found in it.
    let wholePhoto: Bool

    func mayChange(_ scan: ScanState) -> Bool {
        !scan.consensus.isNotice && (scan.view.map { $0.wholePhoto == wholePhoto } ?? true)
            && !(wholePhoto && scan.namedOtherIssuer)
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        let preprocessor = session.preprocessor
        guard
            let (slip, candidates) = session.measure(
                \.preprocess,
                { () -> (GrayImage, [Float])? in
                    let slip =
                        wholePhoto
                        ? preprocessor.normalisedPage(in: scan.image)
                        : session.configuration.preprocess.findText
                            ? textBlock(of: scan, preprocessor) : nil
                    let direction = scan.marks.flatMap(preprocessor.printDirection(of:))
                    return slip.map { ($0, scan.view?.degrees.map { [$0] } ?? preprocessor.orientationCandidates(for: $0, direction: direction)) }
                }
            )
        else { return }
        if !wholePhoto { scan.foundTextBlock = true }
        var images: [Float: GrayImage] = [:]
        func prepared(_ degrees: Float) -> GrayImage {
            if let image = images[degrees] { return image }
            let image = session.measure(\.preprocess) { preprocessor.oriented(slip, degrees: degrees) }
            images[degrees] = image
            return image
        }
        var turns = Array(candidates.prefix(scan.turns ?? candidates.count))
        if turns.count > 1 {
            let likeliest = prepared(turns[0])
            if session.measure(\.preprocess, { preprocessor.looksUpsideDown(likeliest) }) { turns.swapAt(0, 1) }
        }
        // Every reading this step may make, in order: each turn with its segmentations. While
        // one is made, the one after it is read ahead on the second engine (``ReadAhead``), so
        // that a hard photo's readings go two at a time; the reading ahead of a photo that its
        // first reading settles is cancelled at its next word.
        let plan = turns.indices.flatMap { turn in
            segmentations(ofTurn: turn, scan, session.configuration).map { (turn: turn, segmentation: $0) }
        }
        defer { session.cancelReadingAhead() }
        var otherPrint = false
        for (index, (turn, segmentation)) in plan.enumerated() {
            // A notice ends the turns, its fields all read end the segmentations too.
            let startsTurn = index == 0 || plan[index - 1].turn != turn
            guard !(startsTurn && scan.consensus.isNotice), !scan.consensus.isComplete, !otherPrint, session.mayRead(scan)
            else { break }
            if skips(segmentation, scan) { continue }
            let image = prepared(turns[turn])
            if let next = plan[(index + 1)...].first(where: { !skips($0.segmentation, scan) }),
                !session.isReadAhead(image, segmentation: segmentation)
            {
                session.readAhead(prepared(turns[next.turn]), segmentation: next.segmentation)
            }
            let (lines, page) = try session.reading(image, segmentation: segmentation, sectionFirst: scan.attempts == 0)
            scan.consensus.add(page.reading, labelled: page.labelled)
            if scan.attempts == 0 { scan.firstReading = FirstReadingView(page.reading) }
            if scan.consensus.isNotice, scan.notice == nil {
                scan.notice = NoticeReading(image: image, lines: lines)
                scan.noticeView = NoticeView(wholePhoto: wholePhoto, degrees: NoticeView.runSideways(lines) ? nil : turns[turn])
            }
            scan.recordAttempt(input: image, segmentation: segmentation, lines: lines)
            if !page.doubts.isEmpty { scan.doubts.append(DoubtfulReading(image: image, lines: lines, values: page.doubts)) }
            scan.showedTexture = scan.showedTexture || session.configuration.uprightPrint.showsTexture(by: lines)
            scan.showedClearLine = scan.showedClearLine || session.configuration.uprightPrint.showsClearLine(in: lines)
            otherPrint = !scan.consensus.isNotice && session.showsOtherPrint(lines, page)
            scan.namedOtherIssuer = scan.namedOtherIssuer || (!scan.consensus.isNotice && page.namesOtherIssuer)
        }
        scan.showedOtherPrint = scan.showedOtherPrint || otherPrint
    }

    /// The text block of `scan`'s photo, its contrast stretched when the step reads stretched
    /// (``PreprocessOptions/stretchContrast``) and its print has not faded, or when the step
    /// reads as it is and its print has faded (``Preprocessor/printIsFaded(in:)``): a faded
    /// block is read stretched first and as it is in the stretched step after.
    private func textBlock(of scan: ScanState, _ preprocessor: Preprocessor) -> GrayImage? {
        var plain = preprocessor
        plain.options.stretchContrast = false
        guard let block = plain.normalisedTextBlock(in: scan.image, marks: scan.marks, finer: scan.finer) else { return nil }
        return preprocessor.options.stretchContrast != preprocessor.printIsFaded(in: block) ? preprocessor.stretchedContrast(of: block) : block
    }

    /// The segmentations the step reads turn `turn` of its image with: the whole photo's
    /// turns after the likeliest, once a text block was read, with
    /// ``ScanConfiguration/wholePhotoSegmentations``; its likeliest turn, after the text block
    /// read as other upright print, with ``ScanConfiguration/afterOtherPrintSegmentations``;
    /// every other image with ``ScanConfiguration/segmentations``.
    private func segmentations(ofTurn turn: Int, _ scan: ScanState, _ configuration: ScanConfiguration) -> [PageSegmentation] {
        guard wholePhoto, scan.foundTextBlock else { return configuration.segmentations }
        if turn > 0 { return configuration.wholePhotoSegmentations }
        return scan.showedOtherPrint ? configuration.afterOtherPrintSegmentations : configuration.segmentations
    }

    /// Whether a reading with `segmentation` is left out: read as a single block, texture is
    /// dozens of lines of junk at up to a second a reading.
    private func skips(_ segmentation: PageSegmentation, _ scan: ScanState) -> Bool {
        scan.isTexture && segmentation == .singleBlock
    }
}
