internal import CTesseract
internal import CTicketImaging
import TicketOCR

extension GrayImage {
    /// The image with its text lines levelled one by one, for a slip photographed at an angle:
    /// perspective makes its lines converge, each slanted differently, and no one turn levels
    /// them all. Each line's skew is measured from its blob (marks joined across gaps of
    /// three quarters of `characterHeight`, blobs at least four characters long), a straight
    /// line is fitted through skew against height, weighted by length, and every row is
    /// shifted column by column to level the line through it
    /// (`CTicketImaging_levelLines`). Nil when fewer than three lines are measured or when no
    /// line needs half a degree or more.
    func linesLevelled(characterHeight: Double) -> GrayImage? {
        guard
            let shapes = BinaryImage(darkPixelsOf: self)?.lineShapes(
                join: Int(characterHeight * 0.75),
                minLength: Int(characterHeight * 4)
            )
        else { return nil }
        // Steeper blobs are columns of print or stains, not lines a deskew left.
        let lines = shapes.filter { abs($0.skew) < Self.steepestLine }
        guard lines.count >= 3 else { return nil }
        let total = lines.reduce(0) { $0 + $1.length }
        let meanY = lines.reduce(0) { $0 + $1.length * $1.y } / total
        let meanSkew = lines.reduce(0) { $0 + $1.length * $1.skew } / total
        let covariance = lines.reduce(0) { $0 + $1.length * ($1.y - meanY) * ($1.skew - meanSkew) }
        let variance = lines.reduce(0) { $0 + $1.length * ($1.y - meanY) * ($1.y - meanY) }
        let change = variance > 0 ? covariance / variance : 0
        let atTop = meanSkew - change * meanY
        let extremes = lines.map { atTop + change * $0.y }
        guard extremes.contains(where: { abs($0) >= 0.5 }) else { return nil }
        var levelled: UnsafeMutablePointer<PIX>?
        guard CTicketImaging_levelLines(pix, atTop, change, &levelled) == Int32(CTICKETIMAGING_OK.rawValue) else {
            return nil
        }
        return derived(levelled, or: self)
    }

    /// The steepest skew, in degrees, a blob may have to count as a text line.
    private static let steepestLine = 25.0
}
