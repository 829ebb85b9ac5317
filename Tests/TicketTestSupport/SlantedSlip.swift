/// A synthetic phone photo of a slip seen at an angle: an 800x600 grey ground (90) holding a
/// sheet of paper (235) whose top edge, from (260, 100) to (540, 100), is narrower than its
/// bottom edge, from (160, 520) to (640, 520), as perspective shows a slip lying flat. A black
/// banner runs across it from 38% to 44% of its height, cutting its paper in two, and rows of
/// short strokes (20) are printed below it.
public enum SlantedSlip {
    public static let width = 800
    public static let height = 600
    /// The paper's corners, clockwise from the top left.
    public static let corners: [(x: Double, y: Double)] = [(260, 100), (540, 100), (640, 520), (160, 520)]
    public static let paper: UInt8 = 235
    public static let ground: UInt8 = 90
    /// The share of the paper's height, from its top, where the banner starts and ends.
    public static let banner = 0.38..<0.44

    /// The photo's grey values, row by row.
    public static func pixels() -> [UInt8] {
        let (top, bottom) = (corners[0].y, corners[2].y)
        return (0..<height).flatMap { y in
            (0..<width).map { x -> UInt8 in
                let v = (Double(y) - top) / (bottom - top)
                guard (0..<1).contains(v) else { return ground }
                let left = corners[0].x + v * (corners[3].x - corners[0].x)
                let right = corners[1].x + v * (corners[2].x - corners[1].x)
                let u = (Double(x) - left) / (right - left)
                guard (0..<1).contains(u) else { return ground }
                if banner.contains(v) { return 20 }
                let row = (v - 0.5) / 0.06
                let inRow = v > 0.5 && v < 0.92 && row - row.rounded(.down) < 0.4
                let inStroke = u > 0.1 && u < 0.9 && (u * 40).truncatingRemainder(dividingBy: 1) < 0.5
                return inRow && inStroke ? 20 : paper
            }
        }
    }
}
