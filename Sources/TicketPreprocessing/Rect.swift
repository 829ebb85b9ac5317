import TicketOCR

/// An axis-aligned rectangle in pixels.
public struct Rect: Sendable, Equatable, CustomStringConvertible {
    public var x, y, width, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// The rectangle of a box Tesseract reported.
    init(_ box: RecognizedLine.Box) {
        self.init(x: box.x, y: box.y, width: box.width, height: box.height)
    }

    /// Whether `other` lies entirely inside this rectangle.
    func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width
            && other.y + other.height <= y + height
    }

    /// The smallest rectangle holding both.
    func union(_ other: Rect) -> Rect {
        let left = min(x, other.x)
        let top = min(y, other.y)
        let right = max(x + width, other.x + other.width)
        let bottom = max(y + height, other.y + other.height)
        return Rect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The distance between the two rectangles along the axis where they are furthest apart;
    /// 0 when they touch or overlap.
    func gap(to other: Rect) -> Int {
        let horizontal = max(other.x - (x + width), x - (other.x + other.width), 0)
        let vertical = max(other.y - (y + height), y - (other.y + other.height), 0)
        return max(horizontal, vertical)
    }

    /// The rectangle scaled by `factor` and grown by `margin` of its size on every side,
    /// clipped to a `bounds`-sized image.
    func scaled(by factor: Double, margin: Double, within bounds: (width: Int, height: Int)) -> Rect {
        let grow = margin * Double(max(width, height))
        let left = max(0, Int((Double(x) - grow) * factor))
        let top = max(0, Int((Double(y) - grow) * factor))
        let right = min(bounds.width, Int((Double(x + width) + grow) * factor))
        let bottom = min(bounds.height, Int((Double(y + height) + grow) * factor))
        return Rect(x: left, y: top, width: max(1, right - left), height: max(1, bottom - top))
    }

    /// The rectangle mirrored across the image's diagonal: rows along the image's height
    /// become rows along its width.
    var transposed: Rect { Rect(x: y, y: x, width: height, height: width) }

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
