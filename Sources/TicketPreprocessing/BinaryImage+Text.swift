internal import CTesseract
internal import CTicketImaging

extension BinaryImage {
    /// The skew of the ink's text lines in degrees (clockwise positive), or nil when no angle
    /// within `range` stands out (Leptonica's sweep-and-search confidence below 2.5).
    func textSkew(range: Float) -> Float? {
        var angle: Float = 0
        var confidence: Float = 0
        let failed = pixFindSkewSweepAndSearch(pix, &angle, &confidence, 4, 2, range, 1, 0.01)
        return failed == 0 && confidence >= 2.5 ? angle : nil
    }

    /// How surely the ink's text stands upright rather than upside down, by Leptonica's count
    /// of letters' ascenders against descenders (`pixUpDownDetect`): above 0 upright, below 0
    /// upside down, 0 when too few letters show either. Nil when Leptonica fails.
    func uprightConfidence() -> Float? {
        var confidence: Float = 0
        return pixUpDownDetect(pix, &confidence, 0, 0, 0) == 0 ? confidence : nil
    }

    /// The slant of the ink's upright strokes, in whole degrees up to `steepest` either way:
    /// the horizontal shear that stacks the ink into the fewest, fullest columns (the largest
    /// sum of squared column counts), positive when the strokes lean right. 0 without ink;
    /// nil when out of memory.
    func strokeSlant(upTo steepest: Float) -> Float? {
        var degrees: Float = 0
        return CTicketImaging_slant(pix, steepest, 1, &degrees) == Int32(CTICKETIMAGING_OK.rawValue) ? degrees : nil
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
        var along = [Int32](repeating: 0, count: turns.count)
        var across = along
        let status = CTicketImaging_countTextLines(
            pix,
            turns,
            Int32(turns.count),
            Int32(max(3, Int(characterHeight / 2))),
            Int32(2.5 * characterHeight),
            &along,
            &across
        )
        guard status == Int32(CTICKETIMAGING_OK.rawValue) else { return nil }
        return zip(along, across).map { (Int($0), Int($1)) }
    }
}

extension BinaryImage {
    /// The line-shaped blobs of the ink, in the order of their top rows: marks joined across
    /// gaps of fewer than `join` pixels along rows, each blob at least `minLength` pixels and
    /// three times as wide as tall, with its centroid, skew and length. Nil when out of memory.
    func lineShapes(join: Int, minLength: Int) -> [LineShape]? {
        var count: Int32 = 0
        var shapes = [CTicketImaging_lineShape](repeating: CTicketImaging_lineShape(), count: 512)
        var status = CTicketImaging_lineShapes(pix, Int32(join), Int32(minLength), &shapes, Int32(shapes.count), &count)
        if status == Int32(CTICKETIMAGING_OK.rawValue), Int(count) > shapes.count {
            shapes = [CTicketImaging_lineShape](repeating: CTicketImaging_lineShape(), count: Int(count))
            status = CTicketImaging_lineShapes(pix, Int32(join), Int32(minLength), &shapes, Int32(shapes.count), &count)
        }
        guard status == Int32(CTICKETIMAGING_OK.rawValue) else { return nil }
        return shapes.prefix(Int(count)).map { LineShape(x: $0.x, y: $0.y, skew: $0.skew, length: $0.length) }
    }
}

/// A text line's blob (``BinaryImage/lineShapes(join:minLength:)``).
struct LineShape {
    /// Its centroid.
    var x, y: Double
    /// The clockwise turn, in degrees, that levels it: positive when it rises to the right.
    var skew: Double
    /// Its length along its major axis.
    var length: Double
}
