public import TicketOCR

/// Where the field section of an upright slip ends: the row below the `Location:` line from
/// which on only fine print, amounts and the vehicle follow.
///
/// The fields sit right above the black `INVOICE INFORMATION` banner, which background
/// normalisation leaves as the widest gap between text lines in the upper half of the slip.
/// The cut goes through the middle of the widest gap between consecutive lines whose middle
/// lies between ``upperBound`` and ``lowerBound`` of the way down the slip's text. Nothing
/// here reads any text: a cut in the wrong place only costs a reading of the whole slip.
public struct FieldSection: Sendable {
    /// The highest a cut may lie, as a fraction of the text's height from its top: below
    /// the banner and the three header lines.
    public var upperBound = 0.2
    /// The lowest a cut may lie: the fields end at about a third of the text on the slips
    /// of the corpus; the rest is room for crops that took in background above the slip.
    public var lowerBound = 0.55
    /// Fewer text lines than this is no slip to cut.
    public var minimumLines = 8

    public init() {}

    /// The row to cut at, given the boxes of the text lines of an upright slip in reading
    /// order; nil when there are too few lines or no gap in the window.
    public func cut(lines: [RecognizedLine.Box]) -> Int? {
        guard lines.count >= minimumLines, let top = lines.map(\.y).min(),
            let bottom = lines.map({ $0.y + $0.height }).max()
        else { return nil }
        let extent = Double(bottom - top)
        let window = (Double(top) + upperBound * extent)...(Double(top) + lowerBound * extent)
        let gaps = zip(lines, lines.dropFirst()).map { above, below in
            (above.y + above.height)..<max(above.y + above.height, below.y)
        }
        guard
            let widest = gaps.filter({ !$0.isEmpty && window.contains(Double($0.lowerBound + $0.upperBound) / 2) })
                .max(by: { $0.count < $1.count })
        else { return nil }
        return (widest.lowerBound + widest.upperBound) / 2
    }
}
