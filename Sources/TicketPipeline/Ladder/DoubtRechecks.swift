import TicketCore
import TicketOCR
import TicketPreprocessing

/// ``ReadingStep/doubtRechecks``: the values the parser doubted, for fields still unread, each
/// recognised again alone, enlarged and upright (``Preprocessor/uprightCloseUp(of:in:scale:)``),
/// and kept when that second reading may be trusted (``TicketParser/confirmedValue(of:reread:)``).
/// A location that is a lot's long name exactly as is (``LotCatalogue/isVouchedName(_:)``) is
/// kept without one.
struct DoubtRechecks: ReadingStrategy {
    func mayChange(_ scan: ScanState) -> Bool {
        scan.consensus.isNotice && !scan.doubts.isEmpty
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        for reading in scan.doubts {
            for doubt in reading.values where scan.consensus.lacks(doubt.label) && session.mayRead(scan) {
                if let location = doubt.fields.location, session.configuration.catalogue.isVouchedName(location) {
                    scan.consensus.addRechecked(doubt.fields)
                    continue
                }
                guard let line = reading.lines.first(where: { TextLine($0) == doubt.line }),
                    doubt.words.upperBound <= line.wordBoxes.count,
                    let closeUp = session.measure(
                        \.preprocess,
                        { session.preprocessor.uprightCloseUp(of: line.wordBoxes[doubt.words], in: reading.image) }
                    ),
                    let reread = try session.singleLine(closeUp, for: &scan),
                    let confirmed = session.parser.confirmedValue(of: doubt, reread: TextLine(reread))
                else { continue }
                scan.consensus.addRechecked(confirmed)
            }
        }
    }
}
