internal import CTesseract
internal import CTicketImaging
import TicketOCR

/// The grey-level histogram of an image and the thresholds derived from it.
struct Histogram {
    /// Pixel counts for the grey values 0...255.
    let counts: [Double]

    /// The histogram of `image`, sampling every `step`-th pixel in each direction, as
    /// Leptonica's `pixGetGrayHistogram` counts it (`CTicketImaging_grayHistogram`).
    init(_ image: GrayImage, step: Int = 1) {
        var counts = [Double](repeating: 0, count: 256)
        _ = counts.withUnsafeMutableBufferPointer { CTicketImaging_grayHistogram(image.pix, Int32(step), $0.baseAddress) }
        self.counts = counts
    }

    /// Otsu's threshold: the grey value that best separates dark from light pixels.
    var otsuThreshold: Int { otsuThreshold(from: 0) }

    /// Otsu's threshold among the grey values `lowest` and lighter alone: taken from the
    /// whole's Otsu threshold, the one that best separates faded print from its paper on a
    /// page whose solid banners held the first one below that print.
    func otsuThreshold(from lowest: Int) -> Int {
        let total = counts[lowest...].reduce(0, +)
        let weightedTotal = counts.enumerated().dropFirst(lowest).reduce(0) { $0 + Double($1.offset) * $1.element }
        var (darkCount, darkSum, best, bestScore) = (0.0, 0.0, max(lowest, 128), -1.0)
        for level in lowest..<255 {
            darkCount += counts[level]
            darkSum += Double(level) * counts[level]
            let lightCount = total - darkCount
            guard darkCount > 0, lightCount > 0 else { continue }
            let difference = darkSum / darkCount - (weightedTotal - darkSum) / lightCount
            let score = darkCount * lightCount * difference * difference
            if score > bestScore { (best, bestScore) = (level + 1, score) }
        }
        return best
    }
}
