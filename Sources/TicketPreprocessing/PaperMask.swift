internal import CTesseract
import TicketOCR

/// The sheets of paper a small grey image may show, for ``PaperQuadrilateral``: its bright
/// pixels (at or above Otsu's threshold of the image smoothed by a 3x3 mean), the print on
/// them closed over and filled in, thin bright strokes cut off, as 8-connected regions.
struct PaperMask {
    let width, height: Int
    /// The bright regions: each one's bounding box and pixels.
    let regions: [(box: Rect, points: [(x: Int, y: Int)])]

    /// The mask of `image`: dark gaps narrower than `closingSide` (print) closed, dark regions
    /// enclosed by bright ones filled, and bright pixels kept only where an `openingSide`
    /// square of them fits. Nil for an image under 3 px on a side, or out of memory.
    init?(of image: GrayImage, closingSide: Int, openingSide: Int) {
        guard image.width >= 3, image.height >= 3, let smooth = pixBlockconv(image.pix, 1, 1) else { return nil }
        let smoothed = GrayImage(owning: smooth)
        guard
            let mask = BinaryImage(pixelsOf: smoothed, below: Histogram(smoothed).otsuThreshold)?.inverted()?
                .closed(width: closingSide, height: closingSide)?.holesFilled()?
                .opened(width: openingSide, height: openingSide)
        else { return nil }
        (width, height) = (image.width, image.height)
        regions = mask.regions()
    }

    /// The pixels of the largest bright region, with the regions joined to it that a banner
    /// across the paper cut off: at least `partShare` of its size, beside it over `overlap` of
    /// their own extent along one axis, and at most `gap` of the image's side away across it.
    func paper(partShare: Double, overlap: Double, gap: Double) -> [(x: Int, y: Int)]? {
        guard let index = regions.indices.max(by: { regions[$0].points.count < regions[$1].points.count }) else { return nil }
        let largest = regions[index]
        var pixels = largest.points
        for (other, region) in regions.enumerated() where other != index {
            guard Double(region.points.count) >= partShare * Double(largest.points.count) else { continue }
            let beside =
                region.box.overlapsAlongX(largest.box, share: overlap)
                && Double(region.box.gapAlongY(largest.box)) <= gap * Double(height)
            let aside =
                region.box.overlapsAlongY(largest.box, share: overlap)
                && Double(region.box.gapAlongX(largest.box)) <= gap * Double(width)
            if beside || aside { pixels += region.points }
        }
        return pixels
    }
}

extension Rect {
    /// Whether this rectangle and `other` overlap along x over at least `share` of this
    /// one's width.
    fileprivate func overlapsAlongX(_ other: Rect, share: Double) -> Bool {
        Double(min(x + width, other.x + other.width) - max(x, other.x)) >= share * Double(width)
    }

    /// Whether this rectangle and `other` overlap along y over at least `share` of this
    /// one's height.
    fileprivate func overlapsAlongY(_ other: Rect, share: Double) -> Bool {
        Double(min(y + height, other.y + other.height) - max(y, other.y)) >= share * Double(height)
    }

    /// The empty rows between this rectangle and `other` (0 when they overlap along y).
    fileprivate func gapAlongY(_ other: Rect) -> Int {
        max(0, max(other.y - (y + height), y - (other.y + other.height)))
    }

    /// The empty columns between this rectangle and `other` (0 when they overlap along x).
    fileprivate func gapAlongX(_ other: Rect) -> Int {
        max(0, max(other.x - (x + width), x - (other.x + other.width)))
    }
}
