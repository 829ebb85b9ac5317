import TicketCore
import TicketOCR
import TicketPreprocessing

/// ``ReadingStep/fieldCloseUps(scales:)``: the field lines of the reading that showed the
/// notice, each recognised again on its own, enlarged by each of `scales` in turn and with its
/// slant taken out (``Preprocessor/lineCloseUp(of:in:scale:)``), until its close-ups settle on
/// a value (``FieldLineCloseUps``), for the first of its labels. A line whose label was read
/// for a field already read is left alone; a field that two lines give different values for is
/// left out.
struct FieldCloseUps: ReadingStrategy {
    let scales: [Float]

    func mayChange(_ scan: ScanState) -> Bool {
        scan.notice != nil && scan.noticeLacksAField && !scales.isEmpty
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        guard let notice = scan.notice else { return }
        var closeUps = ReadingConsensus(catalogue: session.configuration.catalogue)
        for (index, labels) in notice.fieldLines(by: session.parser) {
            var lineCloseUps = FieldLineCloseUps(label: labels.first)
            if let label = lineCloseUps.label, !scan.consensus.lacks(label) { continue }
            for (number, scale) in scales.enumerated() where (number == 0 || lineCloseUps.mayReadFurther) && session.mayRead(scan) {
                guard let closeUp = session.closeUp(ofLine: index, in: notice, scale: scale) else { break }
                let reread = try session.singleLine(closeUp, for: &scan)
                if let value = reread.flatMap({ lineCloseUps.add(TextLine($0)) }) {
                    closeUps.add(.ticket(value))
                    break
                }
            }
        }
        if let fields = closeUps.reading.fields { scan.consensus.addRechecked(fields, filling: .closeUp) }
    }
}
