import TicketCore
import TicketOCR
import TicketPreprocessing

/// ``ReadingStep/textBlock`` and ``ReadingStep/wholePhoto``: the text block found in the
/// photo, or the whole photo, in its likely orientations, each with the segmentations of
/// ``ScanConfiguration/segmentations`` in turn; once a text block was read, the whole
/// photo's turns after the likeliest with those of
/// ``ScanConfiguration/wholePhotoSegmentations``.
///
/// Anchors are only legible the right way up, so the first orientation that reads as a notice
/// is the last one tried; a field that two readings give different values for is left unread
/// (see ``ReadingConsensus`` for the labelled values of readings that showed no notice). A
/// reading that shows upright print (``ScanConfiguration/uprightPrint``) but no notice, nor a
/// phrase of one (``PageReading/mayBePartOfNotice``), ends the readings of its image: its
/// orientation was right, and what it holds is some other print.
struct OrientedReadings: ReadingStrategy {
    /// The whole photo instead of the block of text found in it.
    let wholePhoto: Bool

    func mayChange(_ scan: ScanState) -> Bool {
        !scan.consensus.isNotice && (scan.view.map { $0.wholePhoto == wholePhoto } ?? true)
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
                        : session.configuration.preprocess.findText ? preprocessor.normalisedTextBlock(in: scan.image, marks: scan.marks) : nil
                    return slip.map { ($0, scan.view?.degrees.map { [$0] } ?? preprocessor.orientationCandidates(for: $0)) }
                }
            )
        else { return }
        if !wholePhoto { scan.foundTextBlock = true }
        let turns = Array(candidates.prefix(scan.turns ?? candidates.count))
        let segmentations = turns.indices.map { turn in
            wholePhoto && scan.foundTextBlock && turn > 0
                ? session.configuration.wholePhotoSegmentations : session.configuration.segmentations
        }
        // Every reading the loops below may make, in their order. Each that was not read ahead
        // has the one after it read ahead meanwhile (``ReadAhead``), so that with a second
        // engine a hard photo's readings go two at a time. On an idle machine the reading
        // ahead of a photo that its first reading settles costs it nothing measurable.
        let plan = zip(turns.indices, segmentations).flatMap { turn, segmentations in
            segmentations.map { (turn: turn, segmentation: $0) }
        }
        var images: [Int: GrayImage] = [:]
        func prepared(_ turn: Int) -> GrayImage {
            if let image = images[turn] { return image }
            let image = session.measure(\.preprocess) { preprocessor.oriented(slip, degrees: turns[turn]) }
            images[turn] = image
            return image
        }
        defer { session.cancelReadingAhead() }
        var otherPrint = false
        for turn in turns.indices where !scan.consensus.isNotice && !otherPrint && session.mayRead(scan) {
            for segmentation in segmentations[turn] where !scan.consensus.isComplete && !otherPrint && session.mayRead(scan) {
                let image = prepared(turn)
                if !session.isReadAhead(image, segmentation: segmentation),
                    let index = plan.firstIndex(where: { $0 == (turn, segmentation) }), index + 1 < plan.count
                {
                    let following = plan[index + 1]
                    session.readAhead(prepared(following.turn), segmentation: following.segmentation)
                }
                let (lines, page) = try session.reading(image, segmentation: segmentation, sectionFirst: scan.attempts == 0)
                scan.consensus.add(page.reading, labelled: page.labelled)
                if scan.consensus.isNotice, scan.notice == nil {
                    scan.notice = NoticeReading(image: image, lines: lines)
                    scan.noticeView = NoticeView(wholePhoto: wholePhoto, degrees: NoticeView.runSideways(lines) ? nil : turns[turn])
                }
                scan.recordAttempt(input: image, segmentation: segmentation, lines: lines)
                if !page.doubts.isEmpty { scan.doubts.append(DoubtfulReading(image: image, lines: lines, values: page.doubts)) }
                otherPrint =
                    !scan.consensus.isNotice && !page.mayBePartOfNotice && session.configuration.uprightPrint.isShown(by: lines)
            }
        }
        scan.showedOtherPrint = scan.showedOtherPrint || otherPrint
    }
}
