import Testing
import TicketCore
import TicketOCR
import TicketPipeline

/// Which words of a recognised line start a column of their own, from the gaps between the
/// words' boxes.
@Suite("Columns of a recognised line")
struct TextLineColumnsTests {
    /// A line of `words`, each box `height` tall and placed at its x from `lefts`, 20 px per
    /// character wide.
    private static func line(_ words: [String], lefts: [Int], height: Int = 30) -> RecognizedLine {
        let boxes = zip(words, lefts).map { RecognizedLine.Box(x: $1, y: 0, width: 20 * $0.count, height: height) }
        var line = RecognizedLine(
            text: words.joined(separator: " "),
            confidence: 90,
            wordConfidences: words.map { _ in 90 },
            box: RecognizedLine.Box.enclosing(boxes)!
        )
        line.wordBoxes = boxes
        return line
    }

    @Test func aWordFarToTheRightOfTheOneBeforeStartsAColumn() {
        // `Location:` ends at 180, `LOT` at 260 and `25` at 320; `1` stands at 900.
        let line = Self.line(["Location:", "LOT", "25", "1"], lefts: [0, 200, 280, 900])
        #expect(TextLine(line).columnStarts == [3])
    }

    @Test func wordsSpacedUnderThreeWordHeightsApartShareAColumn() {
        // Gaps of 20, 20 and 80 px between words 30 px tall: 80 is under 3 x 30.
        let line = Self.line(["Location:", "LOT", "25", "1"], lefts: [0, 200, 280, 400])
        #expect(TextLine(line).columnStarts.isEmpty)
    }

    @Test func theMedianWordHeightSetsTheGap() {
        // A tall mark (a rule, 300 px) among words 30 px tall does not widen the gap that
        // parts columns to 900 px.
        var line = Self.line(["Location:", "LOT", "25", "|"], lefts: [0, 200, 280, 900])
        line.wordBoxes[3].height = 300
        #expect(TextLine(line).columnStarts == [3])
    }

    @Test func aLineWithoutWordBoxesHasNoColumns() {
        var line = Self.line(["Location:", "LOT", "25", "1"], lefts: [0, 200, 280, 900])
        line.wordBoxes = []
        #expect(TextLine(line).columnStarts.isEmpty)
    }
}
