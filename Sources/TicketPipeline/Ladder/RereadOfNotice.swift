import TicketCore
import TicketOCR

/// ``ReadingStep/reread(_:)``: the image the notice was found on, changed (``Reread``) and read
/// again as one block, down to the banner below its field lines when the notice's reading
/// showed one (``NoticeReading/rowBelowFields(by:)``): the lines under it cannot change a
/// value, and are not recognised. Its fields fill those still unread, each only when the
/// reading is sure of every word of it (``TicketParser/changedImage``).
struct RereadOfNotice: ReadingStrategy {
    let change: Reread

    func mayChange(_ scan: ScanState) -> Bool {
        scan.notice != nil && scan.noticeLacksAField
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        guard let notice = scan.notice else { return }
        let changed = session.measure(\.preprocess) { change.apply(to: notice.image) }
        let fieldsEnd = notice.rowBelowFields(by: session.parser).map { Int((Float($0) * change.scale).rounded()) }
        let (lines, page) = try session.reading(
            changed,
            segmentation: .singleBlock,
            sectionFirst: false,
            downTo: fieldsEnd,
            parsedBy: .changedImage
        )
        scan.recordAttempt(input: changed, segmentation: .singleBlock, lines: lines)
        if let fields = page.reading.fields { scan.consensus.addRechecked(fields, filling: .reread) }
    }
}
