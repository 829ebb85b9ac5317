internal import CTesseract
import TicketOCR

/// Finds the paper slip in a photo: the largest bright region of a thumbnail.
///
/// The slip's white thermal paper is the brightest large area of a photo. Its banners cut the
/// bright area into pieces, so the bright mask is closed vertically before its connected
/// components are measured.
struct SlipLocator {
    /// The thumbnail's long side in pixels.
    var thumbnailLongSide = 480
    /// Regions smaller than this fraction of the photo are not a slip.
    var minimumAreaFraction = 0.02
    /// Regions larger than this fraction are the whole photo (a scan), not a found slip.
    var maximumAreaFraction = 0.9

    /// The slip's bounding box in `image` pixels, or nil when no plausible slip stands out.
    func locate(in image: GrayImage) -> Rect? {
        let factor = Float(thumbnailLongSide) / Float(max(image.width, image.height))
        let thumbnail = factor < 1 ? image.scaled(by: factor) : image
        let threshold = Histogram(thumbnail).otsuThreshold
        var dark = pixThresholdToBinary(thumbnail.pix, Int32(threshold))
        guard dark != nil else { return nil }
        defer { pixDestroy(&dark) }
        var bright = pixInvert(nil, dark)
        defer { pixDestroy(&bright) }
        let bridge = Int32(max(3, thumbnailLongSide / 25))
        var closed = pixCloseSafeBrick(nil, bright, 3, bridge)
        defer { pixDestroy(&closed) }
        var opened = pixOpenBrick(nil, closed, 5, 5)
        defer { pixDestroy(&opened) }
        guard let largest = Self.largestComponent(of: opened) else { return nil }
        let fraction = Double(largest.area) / Double(thumbnail.width * thumbnail.height)
        guard fraction >= minimumAreaFraction, fraction <= maximumAreaFraction else { return nil }
        return largest.scaled(by: Double(image.width) / Double(thumbnail.width), margin: 0.03,
                              within: (image.width, image.height))
    }

    private static func largestComponent(of mask: UnsafeMutablePointer<PIX>?) -> Rect? {
        var boxes = pixConnCompBB(mask, 8)
        defer { boxaDestroy(&boxes) }
        var best: Rect?
        for index in 0..<boxaGetCount(boxes) {
            var x: Int32 = 0, y: Int32 = 0, width: Int32 = 0, height: Int32 = 0
            boxaGetBoxGeometry(boxes, index, &x, &y, &width, &height)
            let box = Rect(x: Int(x), y: Int(y), width: Int(width), height: Int(height))
            if box.area > best?.area ?? 0 { best = box }
        }
        return best
    }
}
