public import TicketOCR

/// Whether Tesseract read upright print: text turned upside down or on its side reads as
/// junk words of low confidence, while upright print reads as lines of words it is sure of.
///
/// A line is clear when its words average ``clearLineConfidence`` or more and one of them
/// holds three letters or more; a reading shows upright print when at least
/// ``minimumClearLines`` of its lines are clear, and at least ``minimumClearShare`` of those
/// that hold words. Counting lines rather than averaging every word keeps a page upright when
/// the slip's torn edge or a shadow adds lines of junk above and below its print.
public struct UprightPrint: Sendable {
    /// The fewest clear lines of an upright reading. Two: a receipt of `samples/`
    /// (negative-receipt-127) whose automatic layout reads its shop's name and street clearly
    /// and loses the lines below them is refused after its second reading, in 1.0 s, where
    /// three would take 11 readings and 1.7 s (a flyer, negative-flyer-135, 0.9 s against
    /// 1.2 s). Every response of `samples/`, of the held-out split and of a corpus made with
    /// the tuning set's generator and another seed is the same with two as with three.
    public var minimumClearLines = 2
    /// The mean word confidence, 0...100, from which on a line with a word of three letters
    /// is clear.
    public var clearLineConfidence: Float = 70
    /// The smallest share of a reading's lines that are clear, for it to be upright.
    public var minimumClearShare: Float = 1 / 3

    /// The fewest lines with words of a reading that shows texture rather than print. Read
    /// as a single block, grass, gravel and a photo of a wall of words read as 54 to 77 lines
    /// of junk; the notices of `samples/` that no reading reads clearly (steep, torn, blurred
    /// 12 MP ones), as 19 to 43 (20 lines took 4 of them for texture).
    public var minimumTextureLines = 50

    public init() {}

    /// Whether `lines` show texture (grass, gravel, fabric) rather than print: many lines of
    /// words, not one of them clear.
    public func showsTexture(by lines: [RecognizedLine]) -> Bool {
        let worded = lines.filter { !$0.wordConfidences.isEmpty }
        return worded.count >= minimumTextureLines && !worded.contains(where: isClear)
    }

    /// Whether a page whose layout holds `layoutLines` text lines can read as texture
    /// (``showsTexture(by:)``): Tesseract reads at most one line per line of its layout, so a
    /// layout of fewer than ``minimumTextureLines`` cannot.
    public func mayShowTexture(layoutLines: Int) -> Bool {
        layoutLines >= minimumTextureLines
    }

    /// Whether one of `lines` is clear.
    public func showsClearLine(in lines: [RecognizedLine]) -> Bool {
        lines.contains { !$0.wordConfidences.isEmpty && isClear($0) }
    }

    /// Whether `lines`, a reading of one image, show upright print.
    public func isShown(by lines: [RecognizedLine]) -> Bool {
        let worded = lines.filter { !$0.wordConfidences.isEmpty }
        let clear = worded.count(where: isClear)
        return clear >= minimumClearLines && Float(clear) >= minimumClearShare * Float(worded.count)
    }

    private func isClear(_ line: RecognizedLine) -> Bool {
        let confidences = line.wordConfidences
        return confidences.reduce(0, +) / Float(confidences.count) >= clearLineConfidence
            && line.text.split(separator: " ").contains { $0.count(where: \.isLetter) >= 3 }
    }
}
