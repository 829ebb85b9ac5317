import Testing
import TicketOCR
import TicketPipeline

/// What tells a reading of upright print from a reading of turned print.
@Suite("Upright print")
struct UprightPrintTests {
    /// A line of `text` whose words have `confidences`.
    private static func line(_ text: String, _ confidences: [Float]) -> RecognizedLine {
        RecognizedLine(
            text: text,
            confidence: confidences.reduce(0, +) / Float(max(1, confidences.count)),
            wordConfidences: confidences,
            box: .init(x: 0, y: 0, width: 400, height: 30)
        )
    }

    private static let citation = [
        line("CITY OF SACRAMENTO", [96, 96, 96]),
        line("PARKING ENFORCEMENT DIVISION", [96, 93, 91]),
        line("Date: 2/3/2026", [73, 95]),
        line("Location: LOT 15", [79, 95, 95]),
        line("Fine Amount: $53.00", [96, 77, 95]),
    ]

    @Test("upright print stays upright when the slip's edges add lines of junk above and below")
    func junkEdges() {
        let top = Self.line("a on tn. np bn dbalada LALA HLT", [0, 53, 14, 14, 21, 0, 25, 0])
        let bottom = Self.line("SPAS ADR DAP AML Cent te POY", [8, 0, 0, 28, 0, 36, 38])
        let reading = [top, top] + Self.citation + [bottom, bottom]
        let words = reading.flatMap(\.wordConfidences)
        #expect(words.reduce(0, +) / Float(words.count) < 65, "the mean of all words would call it turned")
        #expect(UprightPrint().isShown(by: reading))
    }

    @Test("print read upside down is junk of low confidence")
    func turned() {
        let reading = [
            Self.line("SSH Ee JO NOILVIWHOAN", [42, 30, 18, 55]),
            Self.line("9702/E/2 :e1eq", [61, 38]),
            Self.line("GL LOT :uoneso7", [48, 72, 33]),
            Self.line("00'€S$ :junowy eulJ", [52, 41, 36]),
        ]
        #expect(!UprightPrint().isShown(by: reading))
    }

    @Test("confident lines without a word of three letters, or too few clear lines, are no upright print")
    func tooLittle() {
        let digits = Array(repeating: Self.line("12 34 5/6", [92, 95, 90]), count: 5)
        #expect(!UprightPrint().isShown(by: digits))
        #expect(!UprightPrint().isShown(by: Array(Self.citation.prefix(1))))
        #expect(UprightPrint().isShown(by: Array(Self.citation.prefix(2))))
        let junk = Array(repeating: Self.line("ee Se", [20, 30]), count: 11)
        #expect(!UprightPrint().isShown(by: Self.citation + junk), "5 clear lines of 16")
        #expect(UprightPrint().isShown(by: Self.citation))
    }

    @Test("many lines of junk, none clear, are texture; one clear line, or fewer lines, are not")
    func texture() {
        let junk = Self.line("7 S SS? 1 VY or et 95 YS", [29, 62, 44, 50, 66, 37, 44, 45, 22])
        let grass = Array(repeating: junk, count: 50)
        #expect(UprightPrint().showsTexture(by: grass))
        #expect(!UprightPrint().showsClearLine(in: grass))
        #expect(!UprightPrint().showsTexture(by: Array(grass.prefix(49))), "a faded notice reads as 20 to 45 lines of junk")
        #expect(!UprightPrint().showsTexture(by: grass + [Self.citation[0]]))
        #expect(UprightPrint().showsClearLine(in: grass + [Self.citation[0]]))
        #expect(UprightPrint().mayShowTexture(layoutLines: 50))
        #expect(!UprightPrint().mayShowTexture(layoutLines: 49), "fewer layout lines than texture needs read lines")
    }
}
