import Testing
import TicketOCR
import TicketPreprocessing

@Suite("Line limit")
struct LineLimitTests {
    static func lines(_ count: Int) -> [RecognizedLine.Box] {
        (0..<count).map { RecognizedLine.Box(x: 0, y: 30 * $0, width: 400, height: 20) }
    }

    @Test("a page of up to 60 lines is read whole")
    func short() {
        #expect(LineLimit().cut(lines: Self.lines(60)) == nil)
        #expect(LineLimit().cut(lines: []) == nil)
    }

    @Test("a longer page stops below its 60th line from the top, whatever the order of its lines")
    func long() {
        #expect(LineLimit().cut(lines: Self.lines(61)) == 30 * 59 + 20)
        #expect(LineLimit().cut(lines: Self.lines(90).reversed()) == 30 * 59 + 20)
    }

    @Test("a reading asked to stop at a row stops at the 60th line when that comes first")
    func atMostARow() {
        #expect(LineLimit().cut(lines: Self.lines(90), atMost: 500) == 500)
        #expect(LineLimit().cut(lines: Self.lines(90), atMost: 5000) == 30 * 59 + 20)
        #expect(LineLimit().cut(lines: Self.lines(30), atMost: 500) == 500)
        #expect(LineLimit().cut(lines: Self.lines(30), atMost: nil) == nil)
    }
}
