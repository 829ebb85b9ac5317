import Testing
import TicketOCR

@testable import TicketPreprocessing

@Suite("Rows of print")
struct PrintRowsTests {
    /// `rows` rows of `perRow` letter-sized marks, 10 px tall and 6 wide, 3 px apart, 20 px
    /// from one row's top to the next, each row rising by `rise` px per mark.
    private static func printed(rows: Int, perRow: Int, rise: Int = 0) -> [Rect] {
        (0..<rows).flatMap { row in
            (0..<perRow).map { column in Rect(x: 10 + 9 * column, y: 10 + 20 * row - rise * column, width: 6, height: 10) }
        }
    }

    @Test("the three longest rows of print are counted, along the lines or across them")
    func rowsOfPrint() {
        let page = Self.printed(rows: 6, perRow: 20)
        #expect(PrintRows().look(at: page).marksInLongestRows == 60)
        let sideways = page.map { Rect(x: $0.y, y: $0.x, width: $0.height, height: $0.width) }
        #expect(PrintRows().look(at: sideways).marksInLongestRows == 60)
        #expect(PrintRows().look(at: Self.printed(rows: 6, perRow: 20, rise: 5)).marksInLongestRows == 60, "tilted by about 30°")
    }

    @Test("marks that do not follow one another at their height are no row")
    func scatteredMarks() {
        var generator = SplitMix(seed: 7)
        let scattered = (0..<400).map { _ in
            Rect(x: Int(generator.next() % 1000), y: Int(generator.next() % 1000), width: 6, height: 10)
        }
        #expect(PrintRows().look(at: scattered).marksInLongestRows < 12)
        let mixedSizes = (0..<20).map { Rect(x: 10 + 14 * $0, y: 10, width: 6, height: $0 % 2 == 0 ? 6 : 20) }
        #expect(PrintRows().look(at: mixedSizes).marksInLongestRows <= 3, "tiny and tall marks alternate")
        let spaced = (0..<20).map { Rect(x: 10 + 30 * $0, y: 10, width: 6, height: 10) }
        #expect(PrintRows().look(at: spaced).marksInLongestRows == 3, "gaps of twice the height")
        #expect(PrintRows().look(at: []).marksInLongestRows == 0)
    }

    @Test("rows of print are straight, level, tilted or sideways; a chain of marks that wanders is not")
    func straightRows() {
        #expect(PrintRows().look(at: Self.printed(rows: 6, perRow: 20)).straightRows == 6)
        #expect(PrintRows().look(at: Self.printed(rows: 6, perRow: 20, rise: 5)).straightRows == 6, "tilted by about 30°")
        let sideways = Self.printed(rows: 6, perRow: 20).map { Rect(x: $0.y, y: $0.x, width: $0.height, height: $0.width) }
        #expect(PrintRows().look(at: sideways).straightRows == 6)
        #expect(PrintRows().look(at: Self.printed(rows: 6, perRow: 5)).straightRows == 0, "rows of five marks")
        // Marks that follow one another closely enough to make a row, rising and falling by
        // half their height, as the blades of grass in a lawn do.
        let wandering = (0..<20).map { Rect(x: 10 + 9 * $0, y: 10 + ($0 % 4 < 2 ? 0 : 5), width: 6, height: 10) }
        #expect(PrintRows().look(at: wandering, longest: 1).marksInLongestRows == 20)
        #expect(PrintRows().look(at: wandering).straightRows == 0)
        #expect(PrintRows().look(at: []).straightRows == 0)
    }

    @Test("a page of print shows a straight row for every few dozen marks; texture one among hundreds")
    func marksPerStraightRow() {
        #expect(PrintRows().look(at: Self.printed(rows: 6, perRow: 20)).marksPerStraightRow == 20)
        #expect(PrintRows().look(at: Self.printed(rows: 6, perRow: 5)).marksPerStraightRow == nil, "no straight row")
        // One straight row of twenty marks among 480 scattered ones, as a lawn may line up.
        var generator = SplitMix(seed: 11)
        let scattered = (0..<480).map { _ in
            Rect(x: 400 + Int(generator.next() % 2000), y: 400 + Int(generator.next() % 2000), width: 6, height: 10)
        }
        let lawn = PrintRows().look(at: Self.printed(rows: 1, perRow: 20) + scattered)
        #expect(lawn.straightRows == 1)
        #expect(lawn.marksPerStraightRow == 500)
        // Along the rows or across them, the look that shows fewer marks per straight row counts.
        let either = RowsOfPrint(straightRows: 1, marksPerStraightRow: 700)
            .either(RowsOfPrint(straightRows: 1, marksPerStraightRow: 90))
        #expect(either.marksPerStraightRow == 90)
        #expect(RowsOfPrint().either(RowsOfPrint(straightRows: 2, marksPerStraightRow: 40)).marksPerStraightRow == 40)
    }

    @Test("the marks of rows of print are told from specks scattered among them, along the lines or across them")
    func marksInRows() {
        var generator = SplitMix(seed: 5)
        let specks = (0..<400).map { _ in
            Rect(x: 400 + Int(generator.next() % 1500), y: 400 + Int(generator.next() % 1500), width: 4, height: 4)
        }
        let page = Self.printed(rows: 6, perRow: 20)
        #expect(PrintRows().marksInRows(of: PrintRows().link(page + specks), length: 5) == page)
        let sideways = page.map { Rect(x: $0.y, y: $0.x, width: $0.height, height: $0.width) }
        #expect(PrintRows().marksInRows(of: PrintRows().link(specks + sideways), length: 5) == sideways)
        #expect(PrintRows().marksInRows(of: PrintRows().link(Self.printed(rows: 6, perRow: 4)), length: 5).isEmpty, "rows of four marks")
        #expect(PrintRows().marksInRows(of: PrintRows().link([]), length: 5).isEmpty)
    }

    @Test("a page of print shows rows on its thumbnail; a blank page, even in shade, does not")
    func photos() {
        let (width, height) = (600, 800)
        var page = [UInt8](repeating: 230, count: width * height)
        for mark in Self.printed(rows: 12, perRow: 40) {
            for y in mark.y..<(mark.y + mark.height) { for x in mark.x..<(mark.x + mark.width) { page[(y + 100) * width + x + 100] = 30 } }
        }
        let preprocessor = Preprocessor()
        func rows(of pixels: [UInt8]) -> RowsOfPrint {
            preprocessor.rowsOfPrint(of: preprocessor.printMarks(of: GrayImage(width: width, height: height, pixels: pixels)))
        }
        #expect(rows(of: page).marksInLongestRows >= 100)
        #expect(rows(of: page).straightRows == 12)
        #expect((rows(of: page).marksPerStraightRow ?? .max) <= 40)
        let blank = [UInt8](repeating: 230, count: width * height)
        #expect(rows(of: blank).marksInLongestRows == 0)
        let shaded = (0..<height).flatMap { y in (0..<width).map { x in UInt8(240 - (x + y) / 10) } }
        #expect(rows(of: shaded).marksInLongestRows < 12)
    }
}
