internal import CTesseract
internal import CTicketImaging

extension BinaryImage {
    /// The skew of the ink's text lines in degrees (clockwise positive), or nil when no angle
    /// within `range` stands out: Leptonica's sweep-and-search confidence is below
    /// `minimumConfidence`. That confidence is the ratio of the best alignment's score to the
    /// worst one's, so 1 or more, and 0 when the sweep is not to be trusted at all (its best
    /// angle at the edge of `range`, or too little ink).
    func textSkew(range: Float, minimumConfidence: Float = 2.5) -> Float? {
        var angle: Float = 0, confidence: Float = 0
        let failed = pixFindSkewSweepAndSearch(pix, &angle, &confidence, 4, 2, range, 1, 0.01)
        return failed == 0 && confidence >= minimumConfidence ? angle : nil
    }

    /// How many text-line-like shapes the ink holds in each of its copies turned clockwise by
    /// `turns` degrees: marks are joined along rows across the gaps between letters, and the
    /// long, flat blobs this makes are counted (`along`); joined along columns, the long,
    /// narrow ones (`across`, the count of the copy turned 90° further).
    ///
    /// Text turned by 90° gives blobs long across its lines instead of along them (its line
    /// gaps are wider than the joins), so comparing the counts tells the lines' axis.
    /// - Parameter characterHeight: the typical height of the text's characters, in pixels.
    /// - Returns: one count pair per turn; nil when out of memory.
    func textLines(turns: [Float], characterHeight: Double) -> [(along: Int, across: Int)]? {
        var along = [Int32](repeating: 0, count: turns.count), across = along
        let status = CTicketImaging_countTextLines(pix, turns, Int32(turns.count), Int32(max(3, Int(characterHeight / 2))),
                                                   Int32(2.5 * characterHeight), &along, &across)
        guard status == Int32(CTICKETIMAGING_OK.rawValue) else { return nil }
        return zip(along, across).map { (Int($0), Int($1)) }
    }
}
