/// An axis-aligned rectangle in pixels.
public struct Rect: Sendable, Equatable, CustomStringConvertible {
    public var x, y, width, height: Int

    public init(x: Int, y: Int, width: Int, height: Int) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    /// Whether `other` lies entirely inside this rectangle.
    func contains(_ other: Rect) -> Bool {
        other.x >= x && other.y >= y && other.x + other.width <= x + width
            && other.y + other.height <= y + height
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

    public var description: String { "\(width)x\(height)+\(x)+\(y)" }
}
