public import TicketOCR

/// How far down a reading of a page goes: its first ``maximumLines`` text lines, from the
/// top. A notice slip holds about 27 lines, and its banners and fields lie in the first 20;
/// a page whose layout finds many more is mostly noise (stains, texture, glare), where
/// every further line costs recognition time and can only add junk.
public struct LineLimit: Sendable {
    /// The most lines a reading recognises.
    public var maximumLines = 60

    public init() {}

    /// The row below the first ``maximumLines`` lines (by their tops) of the boxes of a
    /// page's text lines; nil when the page has no more lines than that.
    public func cut(lines: [RecognizedLine.Box]) -> Int? {
        guard lines.count > maximumLines else { return nil }
        return lines.sorted { $0.y < $1.y }.prefix(maximumLines).map { $0.y + $0.height }.max()
    }

    /// The higher of `row` and ``cut(lines:)``: a reading asked to stop at `row` stops below
    /// the 60th line all the same when that comes first; nil when neither cuts.
    public func cut(lines: [RecognizedLine.Box], atMost row: Int?) -> Int? {
        [row, cut(lines: lines)].compactMap { $0 }.min()
    }
}
