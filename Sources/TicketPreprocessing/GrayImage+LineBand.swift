import TicketOCR

extension GrayImage {
    /// The image cut down to the line of print through its middle, with a margin of a quarter
    /// of its height above and below: a close-up of one line's words also takes in slivers of
    /// the lines above and below, and Tesseract, asked for a single line, may then read
    /// nothing at all (lowlight-12mp-064's upright `Time: 8:44` reads as nothing with them and
    /// whole without).
    ///
    /// The line is the band of rows around the row with the most ink (Otsu) in the middle
    /// half of the image, as far as rows hold at least 1/20 of that row's ink. Nil when the
    /// image has no ink there, or when the band and its margin leave no row out.
    func middleLine() -> GrayImage? {
        guard height >= 4, let counts = BinaryImage(darkPixelsOf: self)?.rowCounts(),
            let peak = (height / 4..<(3 * height / 4)).max(by: { counts[$0] < counts[$1] }), counts[peak] > 0
        else { return nil }
        let floor = max(1, counts[peak] / 20)
        var (top, bottom) = (peak, peak)
        while top > 0, counts[top - 1] >= floor { top -= 1 }
        while bottom < height - 1, counts[bottom + 1] >= floor { bottom += 1 }
        let margin = (bottom - top + 1) / 4
        let rows = max(0, top - margin)..<min(height, bottom + 1 + margin)
        guard rows.count < height else { return nil }
        return cropped(to: Rect(x: 0, y: rows.lowerBound, width: width, height: rows.count))
    }
}
