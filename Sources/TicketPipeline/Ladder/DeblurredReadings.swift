import TicketCore
import TicketOCR
import TicketPreprocessing

/// ``ReadingStep/deblurred(sigmas:belowSharpness:then:)``: a blurred photo deconvolved for each
/// Gaussian blur of `sigmas` (``GrayImage/deblurred(sigmas:noiseToSignal:)``), each climbing
/// `ladder` on its own, in the view that showed the notice when one did. None when the photo
/// is sharp, or when it showed no notice and its readings showed other upright print or
/// texture (``ScanState/isTexture``); the readings stop once those left could not change what
/// they add (``ReadingConsensus/deblurredReadings(_:couldChangeWith:)``): fewer than two could
/// still show a notice, or no field still unread could get a value.
struct DeblurredReadings: ReadingStrategy {
    let sigmas: [Float]
    let belowSharpness: Float
    let ladder: [ReadingStep]

    func mayChange(_ scan: ScanState) -> Bool {
        !sigmas.isEmpty && (scan.consensus.isNotice ? scan.noticeLacksAField : !scan.showedOtherPrint && !scan.isTexture)
    }

    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError) {
        let images = session.measure(\.preprocess) { () -> [GrayImage] in
            guard let sharpness = scan.image.edgeSharpness, sharpness < belowSharpness else { return [] }
            return scan.image.deblurred(sigmas: sigmas)
        }
        var readings: [TicketReading] = []
        for (index, deblurred) in images.enumerated() {
            if !scan.consensus.deblurredReadings(readings, couldChangeWith: images.count - index) || !session.mayRead(scan) {
                break
            }
            var own = ScanState(reading: deblurred, view: scan.noticeView, after: scan, catalogue: session.configuration.catalogue)
            try ReadingLadder.climb(ladder, &own, with: session)
            scan.count(own)
            readings.append(own.consensus.reading)
        }
        scan.consensus.addDeblurred(readings)
    }
}
