import TicketCore
import TicketOCR
import TicketPreprocessing

/// ``ReadingStep/rectified(then:)``: the slip's paper stood square
/// (``Preprocessor/rectifiedPaper(in:)``) and read as a photo of its own with the ladder
/// `then`, while the readings so far leave a field unread (a photo without a notice has none)
/// and show no other upright print. Its readings replace the scan's when they read more
/// fields; when the paper read as other upright print, the scan reads no further.
struct RectifiedReadings: ReadingStrategy {
    let ladder: [ReadingStep]

    func mayChange(_ scan: ScanState) -> Bool {
        !scan.showedOtherPrint && scan.fieldsRead < FieldLabel.allCases.count
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        let rectified = session.measure(\.preprocess) { session.preprocessor.rectifiedPaper(in: scan.image, marks: scan.marks) }
        guard let rectified else { return }
        var own = ScanState(reading: rectified, after: scan, catalogue: session.configuration.catalogue)
        try ReadingLadder.climb(ladder, &own, with: session)
        if own.consensus.isNotice, own.fieldsRead > scan.fieldsRead {
            scan = own
        } else {
            scan.count(own)
        }
    }
}

extension ScanState {
    /// How many of the notice's fields the readings agree on so far: 0 without a notice.
    fileprivate var fieldsRead: Int {
        consensus.reading.fields?.readCount ?? 0
    }
}
