import TicketCore
import TicketOCR
import TicketPreprocessing

/// ``ReadingStep/secondLooks(scale:)``: each field line of the reading that showed the notice,
/// whose field rests on one reading alone (``ReadingConsensus/restsOnOneReading(_:)``; of a
/// line that holds two labels, the first such), recognised again on its own, enlarged by
/// `scale` and with its slant taken out (``Preprocessor/lineCloseUp(of:in:scale:)``). A value
/// its close-up reads surely (``FieldLineCloseUps``) is a second vote: the same value makes
/// the field agreed, another disputes it, and the steps after read it again.
struct SecondLooks: ReadingStrategy {
    let scale: Float

    func mayChange(_ scan: ScanState) -> Bool {
        scan.notice != nil && FieldLabel.allCases.contains(where: scan.consensus.restsOnOneReading)
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        guard let notice = scan.notice else { return }
        var looks = TicketFields()
        for (index, labels) in notice.fieldLines(by: session.parser) {
            guard let label = labels.first(where: scan.consensus.restsOnOneReading), session.mayRead(scan),
                let closeUp = session.closeUp(ofLine: index, in: notice, scale: scale)
            else { continue }
            var closeUps = FieldLineCloseUps(label: label)
            if let value = try session.singleLine(closeUp, for: &scan).flatMap({ closeUps.add(TextLine($0)) }) {
                looks.fill(from: value)
            }
        }
        scan.consensus.addSecondLooks(looks)
    }
}
