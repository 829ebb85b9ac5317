import TicketCore
import TicketOCR
import TicketPreprocessing

/// ``ReadingStep/noticeRegion``: the image the notice was found on, cut down to the notice's
/// print (``NoticeRegion``) and read again as one block, when that is well under the image
/// and a field is still unread. Its values fill fields still unread, each only when the
/// reading is sure of every word of it (``TicketParser/changedImage``): the crop holds the
/// same pixels, so a value it alone gives is trusted only as a reread's is. For the same
/// reason it fills only fields that no reading gave a value for, and does not settle one
/// that readings dispute: it would side with the readings of its pixels that misread them
/// (rot270-047 of `samples/`: `1/24/2020` read with automatic layout and in the crop,
/// against `1/24/2026` read as a single block; every response of both corpus splits is
/// otherwise the same). Values it doubted are left to ``ReadingStep/doubtRechecks``.
struct NoticeRegionReading: ReadingStrategy {
    func mayChange(_ scan: ScanState) -> Bool {
        scan.notice != nil && scan.noticeLacksAField
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        guard let notice = scan.notice, let box = NoticeRegion.box(of: notice, parser: session.parser) else { return }
        let region = session.measure(\.preprocess) { session.preprocessor.region(box, of: notice.image) }
        let (lines, page) = try session.reading(region, segmentation: .singleBlock, sectionFirst: false, parsedBy: .changedImage)
        scan.recordAttempt(input: region, segmentation: .singleBlock, lines: lines)
        if !page.doubts.isEmpty { scan.doubts.append(DoubtfulReading(image: region, lines: lines, values: page.doubts)) }
        if let fields = page.reading.fields { scan.consensus.addSamePixels(fields, filling: .reread) }
    }
}
