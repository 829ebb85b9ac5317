import TicketCore
import TicketOCR

/// ``ReadingStep/reread(_:)``: the image the notice was found on, changed (``Reread``) and read
/// again as one block; its fields fill those still unread, each only when the reading is sure
/// of every word of it (``TicketParser/changedImage``).
struct RereadOfNotice: ReadingStrategy {
    let change: Reread

    func mayChange(_ scan: ScanState) -> Bool {
        scan.notice != nil && scan.noticeLacksAField
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        guard let notice = scan.notice else { return }
        let changed = session.measure(\.preprocess) { change.apply(to: notice.image) }
        let (lines, page) = try session.reading(changed, segmentation: .singleBlock, sectionFirst: false, parsedBy: .changedImage)
        scan.recordAttempt(input: changed, segmentation: .singleBlock, lines: lines)
        if case .ticket(let fields) = page.reading { scan.consensus.addRechecked(fields, filling: .reread) }
    }
}
