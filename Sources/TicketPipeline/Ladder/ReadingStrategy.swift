import TicketOCR

/// How one kind of ``ReadingStep`` reads: the step's own type, run by ``ReadingLadder``.
protocol ReadingStrategy {
    /// Whether the step's readings could still change what `scan` answers.
    func mayChange(_ scan: ScanState) -> Bool

    /// Makes the step's readings of `scan`'s photo with `session` and adds what they show.
    func read(_ scan: inout ScanState, with session: ScanSession) throws(OCRError)
}

extension ReadingStep {
    /// The type that reads this step.
    var strategy: any ReadingStrategy {
        switch self {
        case .textBlock: OrientedReadings(wholePhoto: false)
        case .wholePhoto: OrientedReadings(wholePhoto: true)
        case .noticeRegion: NoticeRegionReading()
        case .doubtRechecks: DoubtRechecks()
        case .secondLooks(let scale): SecondLooks(scale: scale)
        case .reread(let change): RereadOfNotice(change: change)
        case .fieldCloseUps(let scales): FieldCloseUps(scales: scales)
        case .deblurred(let sigmas, let belowSharpness, let ladder):
            DeblurredReadings(sigmas: sigmas, belowSharpness: belowSharpness, ladder: ladder)
        case .contrastStretched(let turns, let ladder): RetouchedReadings(retouch: \.stretchContrast, turns: turns, ladder: ladder)
        case .binarisedAtPrintLevel(let turns, let ladder):
            RetouchedReadings(retouch: \.binariseAtPrintLevel, turns: turns, ladder: ladder)
        case .rectified(let ladder): RectifiedReadings(ladder: ladder)
        }
    }
}

/// Climbs a ladder: each step in turn, when it can still change the answer and the scan may
/// still read.
enum ReadingLadder {
    /// Runs each step of `ladder` on `scan`, in order, that ``ReadingStrategy/mayChange(_:)``
    /// and ``ScanSession/mayRead(_:)`` allow at its turn, and hands each step run, by its
    /// index, to `record` with the state after it, its seconds and its readings.
    static func climb(
        _ ladder: [ReadingStep],
        _ scan: inout ScanState,
        with session: ScanSession,
        record: ((_ step: Int, _ scan: ScanState, _ seconds: Double, _ readings: Int) -> Void)? = nil
    ) throws(OCRError) {
        let clock = ContinuousClock()
        for (index, step) in ladder.map(\.strategy).enumerated() where step.mayChange(scan) && session.mayRead(scan) {
            let start = clock.now
            let readings = scan.attempts
            try step.read(&scan, with: session)
            record?(index, scan, (clock.now - start).inSeconds, scan.attempts - readings)
        }
    }
}
