import TicketOCR
import TicketPreprocessing

/// ``ReadingStep/contrastStretched(turns:then:)``: the ladder `then` climbed on the same scan
/// with the slip's contrast stretched and each image read in its `turns` likeliest
/// orientations (a text block whose print has faded, read stretched from the first, as it is
/// instead: ``OrientedReadings``), while no reading has shown a notice or other upright print,
/// unless the photo's thumbnail and its readings showed texture
/// (``ScanState/thumbnailShowedTexture``, ``ScanState/isTexture``): a scene's texture
/// stretched reads as more texture.
struct ContrastStretchedReadings: ReadingStrategy {
    let turns: Int
    let ladder: [ReadingStep]

    func mayChange(_ scan: ScanState) -> Bool {
        !scan.consensus.isNotice && !scan.showedOtherPrint && !(scan.thumbnailShowedTexture && scan.isTexture)
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        var stretched = session.preprocessor.options
        stretched.stretchContrast = true
        let ownTurns = scan.turns
        defer { scan.turns = ownTurns }
        scan.turns = turns
        try session.preprocessing(with: stretched) { () throws(OCRError) in
            try ReadingLadder.climb(ladder, &scan, with: session)
        }
    }
}
