extension ReadingStep: CustomStringConvertible {
    /// The step as written in ``ScanConfiguration/ladder``, without the ladders it climbs
    /// again: `.reread(.scaled(0.65))`, `.deblurred(sigmas: [1.0, 1.5, 2.0, 3.0], belowSharpness: 0.8)`.
    public var description: String {
        switch self {
        case .textBlock: ".textBlock"
        case .wholePhoto: ".wholePhoto"
        case .noticeRegion: ".noticeRegion"
        case .doubtRechecks: ".doubtRechecks"
        case .secondLooks(let scale): ".secondLooks(scale: \(scale))"
        case .reread(let change): ".reread(\(change))"
        case .fieldCloseUps(let scales): ".fieldCloseUps(scales: \(scales))"
        case .deblurred(let sigmas, let belowSharpness, _): ".deblurred(sigmas: \(sigmas), belowSharpness: \(belowSharpness))"
        case .contrastStretched(let turns, _): ".contrastStretched(turns: \(turns))"
        case .binarisedAtPrintLevel(let turns, _): ".binarisedAtPrintLevel(turns: \(turns))"
        case .rectified: ".rectified"
        }
    }
}

extension Reread: CustomStringConvertible {
    /// The change as written in ``ScanConfiguration/ladder``: `.sharpened(halfWidth: 4, fraction: 1.0)`.
    public var description: String {
        switch self {
        case .scaled(let factor): ".scaled(\(factor))"
        case .sharpened(let halfWidth, let fraction): ".sharpened(halfWidth: \(halfWidth), fraction: \(fraction))"
        case .strokesThinned(let width): ".strokesThinned(width: \(width))"
        case .lightened(let gamma): ".lightened(gamma: \(gamma))"
        }
    }
}
