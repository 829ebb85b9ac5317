import TicketOCR
import TicketPreprocessing

/// ``ReadingStep/contrastStretched(turns:then:)`` and
/// ``ReadingStep/binarisedAtPrintLevel(turns:then:)``: the ladder `then` climbed on the same
/// scan with the images prepared otherwise (`retouch`, an option of ``PreprocessOptions``
/// turned on) and each image read in its `turns` likeliest orientations, while no reading has
/// shown a notice or other upright print, unless the photo's thumbnail and its readings
/// showed texture (``ScanState/thumbnailShowedTexture``, ``ScanState/isTexture``): a scene's
/// texture retouched reads as more texture. (A text block whose print has faded is read
/// stretched from the first, and as it is in the stretched step: ``OrientedReadings``.)
struct RetouchedReadings: ReadingStrategy {
    let retouch: WritableKeyPath<PreprocessOptions, Bool>
    let turns: Int
    let ladder: [ReadingStep]

    func mayChange(_ scan: ScanState) -> Bool {
        !scan.consensus.isNotice && !scan.showedOtherPrint && !(scan.thumbnailShowedTexture && scan.isTexture)
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        var retouched = session.preprocessor.options
        retouched[keyPath: retouch] = true
        let ownTurns = scan.turns
        defer { scan.turns = ownTurns }
        scan.turns = turns
        try session.preprocessing(with: retouched) { () throws(OCRError) in
            try ReadingLadder.climb(ladder, &scan, with: session)
        }
    }
}
