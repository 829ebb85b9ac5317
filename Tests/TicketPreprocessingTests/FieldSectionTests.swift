import Testing
import TicketOCR
import TicketPreprocessing

@Suite("Field section")
struct FieldSectionTests {
    /// Text lines 30 px tall at `tops`, full width.
    static func lines(_ tops: [Int]) -> [RecognizedLine.Box] {
        tops.map { RecognizedLine.Box(x: 40, y: $0, width: 600, height: 30) }
    }

    /// A slip: the blue banner's text, a 120 px gap, three header lines, the notice number
    /// and the three fields 45 px apart, the 105 px gap of the black banner, then ten lines
    /// of fine print, amounts and vehicle.
    static let slip = [0, 150, 195, 240, 285, 330, 375, 420, 555, 600, 645, 690, 735, 780, 825, 870, 915, 960]

    @Test("the cut goes through the banner gap below the fields, not the wider gap above the header")
    func cutsBelowFields() throws {
        #expect(FieldSection().cut(lines: Self.lines(Self.slip)) == (450 + 555) / 2)
    }

    @Test("no cut for a few lines, or when touching or overlapping lines leave no gap")
    func noCut() {
        #expect(FieldSection().cut(lines: Self.lines(Array(Self.slip.prefix(5)))) == nil)
        #expect(FieldSection().cut(lines: Self.lines(stride(from: 0, to: 900, by: 30).map { $0 })) == nil)
        #expect(FieldSection().cut(lines: Self.lines(stride(from: 0, to: 600, by: 20).map { $0 })) == nil)
    }
}
