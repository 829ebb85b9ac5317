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
        let textLines = notice.lines.map(TextLine.init)
        var looks = TicketFields()
        let fieldLines = session.parser.fieldLines(in: textLines)
        for (index, line) in textLines.enumerated() where fieldLines.contains(line) {
            let labels = session.parser.labels(in: [line])
            guard let label = FieldLabel.allCases.first(where: { labels.contains($0) && scan.consensus.restsOnOneReading($0) }),
                session.mayRead(scan),
                let closeUp = session.measure(
                    \.preprocess,
                    { session.preprocessor.lineCloseUp(of: notice.lines[index].wordBoxes, in: notice.image, scale: scale) }
                )
            else { continue }
            var closeUps = FieldLineCloseUps(label: label)
            scan.secondLooks += 1
            guard let value = try session.singleLine(closeUp, for: &scan).flatMap({ closeUps.add(TextLine($0)) }) else { continue }
            looks.date = looks.date ?? value.date
            looks.time = looks.time ?? value.time
            looks.location = looks.location ?? value.location
        }
        scan.consensus.addSecondLooks(looks)
    }
}
