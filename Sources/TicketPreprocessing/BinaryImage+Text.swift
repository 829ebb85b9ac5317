internal import CTesseract

extension BinaryImage {
    /// The skew of the ink's text lines in degrees (clockwise positive), or nil when no angle
    /// within `range` stands out (Leptonica's sweep-and-search confidence below 2.5).
    func textSkew(range: Float) -> Float? {
        var angle: Float = 0, confidence: Float = 0
        let failed = pixFindSkewSweepAndSearch(pix, &angle, &confidence, 4, 2, range, 1, 0.01)
        return failed == 0 && confidence >= 2.5 ? angle : nil
    }

    /// How many text-line-like shapes the ink holds with its lines running horizontally:
    /// marks are joined along rows across the gaps between letters, and the long, flat blobs
    /// this makes are counted.
    ///
    /// Text turned by 90° gives tall blobs instead (its line gaps are wider than the joins),
    /// so comparing the counts of differently turned copies tells the lines' axis.
    /// - Parameter characterHeight: the typical height of the text's characters, in pixels.
    func horizontalTextLines(characterHeight: Double) -> Int {
        guard let joined = closed(width: max(3, Int(characterHeight / 2)), height: 1) else { return 0 }
        let tallest = Int(2.5 * characterHeight)
        return joined.components().count { box in
            box.height >= 4 && box.height <= tallest && box.width >= 5 * box.height
        }
    }
}
