import Foundation
public import TicketOCR

/// The four corners of a slip's paper in a photo: a bright four-sided shape on a darker
/// ground, which perspective makes a trapezium or any convex quadrilateral
/// (``GrayImage/rectified(_:)`` stands it square).
///
/// Found on a small thumbnail by its brightness: paper is the bright class of Otsu's threshold,
/// its print filled in; the parts of it that a solid banner cuts apart are joined; the corners
/// are the paper's points that reach farthest along the diagonals of its main axis. The shape
/// counts as paper only when it is four-sided: nearly all of the bright region inside the
/// corners, and the corners' quadrilateral nearly filled by it. A curled or folded slip, paper
/// that runs off the photo, a shadow across the slip's edge, or a scene without a sheet of
/// paper give no quadrilateral.
public struct PaperQuadrilateral: Sendable, Equatable {
    /// A corner, in pixels of the photo it was found in.
    public struct Point: Sendable, Equatable {
        public var x, y: Double

        func distance(to other: Point) -> Double {
            ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot()
        }
    }

    /// The corners: top left, top right, bottom right and bottom left, as the paper lies
    /// along its main axis turned to the nearest quarter.
    public var topLeft, topRight, bottomRight, bottomLeft: Point

    /// The size of the rectangle the paper stands as: the mean length of its opposite sides.
    var uprightSize: (width: Double, height: Double) {
        (
            (topLeft.distance(to: topRight) + bottomLeft.distance(to: bottomRight)) / 2,
            (topLeft.distance(to: bottomLeft) + topRight.distance(to: bottomRight)) / 2
        )
    }

    /// The long side of the thumbnail searched, in pixels: a slip's paper spans a hundred or
    /// more of them, its banners a few.
    static let thumbnailLongSide = 400
    /// The side of the square that closes the paper's print and small gaps, in thumbnail
    /// pixels.
    static let closingSide = 7
    /// The side of the square that opens the paper mask: thin bright strokes that touch the
    /// paper (a glare streak, a wiper's shine) are cut off it.
    static let openingSide = 9
    /// A bright part joins the paper when it is at least this share of its largest part ...
    static let partShare = 0.05
    /// ... lies beside it along one axis over at least this share of the part's extent ...
    static let partOverlap = 0.6
    /// ... and is at most this share of the thumbnail's side away across it (a banner).
    static let partGap = 0.06
    /// The paper covers at least this share of the photo, and at most ``largestShare``: a
    /// sheet filling the frame has no edges to find.
    static let smallestShare = 0.05
    static let largestShare = 0.92
    /// At least this share of the paper lies inside its corners' quadrilateral, give or take
    /// ``insideTolerance`` thumbnail pixels.
    static let insideShare = 0.95
    static let insideTolerance = 1.5
    /// The paper fills at least this share of its corners' quadrilateral.
    static let fillShare = 0.9

    /// The paper's quadrilateral in a photo of which `image` is a copy scaled by `factor` (1:
    /// the photo itself), in the photo's pixels; nil when no bright four-sided shape stands
    /// out.
    public static func find(in image: GrayImage, scaledBy factor: Double = 1) -> PaperQuadrilateral? {
        let shrink = min(1, Double(thumbnailLongSide) / Double(max(image.width, image.height)))
        let thumbnail = shrink < 1 ? image.scaled(by: Float(shrink)) : image
        guard let mask = PaperMask(of: thumbnail, closingSide: closingSide, openingSide: openingSide),
            let paper = mask.paper(partShare: partShare, overlap: partOverlap, gap: partGap)
        else { return nil }
        let total = Double(mask.width * mask.height)
        guard Double(paper.count) >= smallestShare * total, Double(paper.count) <= largestShare * total else {
            return nil
        }
        guard let corners = Self.corners(of: paper, width: mask.width, height: mask.height) else { return nil }
        let scale = 1 / (factor * shrink)
        func inPhoto(_ p: Point) -> Point { Point(x: (p.x + 0.5) * scale, y: (p.y + 0.5) * scale) }
        return PaperQuadrilateral(
            topLeft: inPhoto(corners[0]),
            topRight: inPhoto(corners[1]),
            bottomRight: inPhoto(corners[2]),
            bottomLeft: inPhoto(corners[3])
        )
    }

    /// The corners of the paper made of `points` (thumbnail pixels), clockwise from the top
    /// left, or nil when the points do not make a four-sided shape or two corners lie on the
    /// thumbnail's edge.
    static func corners(of points: [(x: Int, y: Int)], width: Int, height: Int) -> [Point]? {
        let n = Double(points.count)
        let mean = points.reduce((x: 0.0, y: 0.0)) { ($0.x + Double($1.x), $0.y + Double($1.y)) }
        let (mx, my) = (mean.x / n, mean.y / n)
        var (sxx, syy, sxy) = (0.0, 0.0, 0.0)
        for p in points {
            let (dx, dy) = (Double(p.x) - mx, Double(p.y) - my)
            sxx += dx * dx
            syy += dy * dy
            sxy += dx * dy
        }
        // The main axis, turned to within 45 degrees of the thumbnail's x axis.
        var axis = 0.5 * atan2(2 * sxy, sxx - syy)
        while axis >= .pi / 4 { axis -= .pi / 2 }
        while axis < -.pi / 4 { axis += .pi / 2 }
        let (c, s) = (cos(axis), sin(axis))
        let diagonals: [(Double, Double)] = [(-1, -1), (1, -1), (1, 1), (-1, 1)]
        var corners: [Point] = []
        for (sx, sy) in diagonals {
            var best = -Double.infinity
            var corner = Point(x: 0, y: 0)
            for p in points {
                let dx = Double(p.x) - mx
                let dy = Double(p.y) - my
                let alongAxis: Double = c * dx + s * dy
                let acrossAxis: Double = c * dy - s * dx
                let along: Double = sx * alongAxis + sy * acrossAxis
                if along > best { (best, corner) = (along, Point(x: Double(p.x), y: Double(p.y))) }
            }
            corners.append(corner)
        }
        let onEdge = corners.count { $0.x <= 1 || $0.y <= 1 || $0.x >= Double(width - 2) || $0.y >= Double(height - 2) }
        guard onEdge < 2 else { return nil }
        let area = Self.area(of: corners)
        guard area > 0, n / area >= fillShare else { return nil }
        let inside = points.count { Self.lies(Point(x: Double($0.x), y: Double($0.y)), inside: corners) }
        guard Double(inside) >= insideShare * n else { return nil }
        return corners
    }

    /// The area of the polygon `corners` (shoelace formula).
    static func area(of corners: [Point]) -> Double {
        var twice = 0.0
        for (i, p) in corners.enumerated() {
            let q = corners[(i + 1) % corners.count]
            twice += p.x * q.y - q.x * p.y
        }
        return abs(twice) / 2
    }

    /// Whether `point` lies inside the convex polygon `corners` (clockwise on screen), or
    /// within ``insideTolerance`` of it.
    static func lies(_ point: Point, inside corners: [Point]) -> Bool {
        for (i, a) in corners.enumerated() {
            let b = corners[(i + 1) % corners.count]
            let cross = (b.x - a.x) * (point.y - a.y) - (b.y - a.y) * (point.x - a.x)
            if cross < -insideTolerance * a.distance(to: b) { return false }
        }
        return true
    }
}
