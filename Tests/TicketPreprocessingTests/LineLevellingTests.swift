import Foundation
import Testing
import TicketOCR

@testable import TicketPreprocessing

@Suite("Levelling text lines one by one")
struct LineLevellingTests {
    /// A white 600x`height` page with a line of 14 px "letters" (10 px wide, 4 px apart, 30 of
    /// them) through (300, y) for each (y, skew) of `lines`, rising to the right by the skew
    /// in degrees; plus a 3-letter word at (40, 20) and a 60x60 blot at (500, 10) when
    /// `clutter`.
    static func page(lines: [(y: Double, skew: Double)], height: Int = 400, clutter: Bool = false) -> GrayImage {
        let width = 600
        var pixels = [UInt8](repeating: 255, count: width * height)
        func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int) {
            for row in max(0, y)..<min(height, y + h) {
                for column in max(0, x)..<min(width, x + w) { pixels[row * width + column] = 20 }
            }
        }
        for line in lines {
            let radians = line.skew * .pi / 180
            for letter in 0..<30 {
                let along = Double(letter * 14 - 203)
                let x = 300 + along * cos(radians)
                let y = line.y - along * sin(radians)
                fill(Int(x.rounded()) - 5, Int(y.rounded()) - 7, 10, 14)
            }
        }
        if clutter {
            for letter in 0..<3 { fill(40 + letter * 14, 20, 10, 14) }
            fill(500, 10, 60, 60)
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("each line's blob gives its height, skew and length; short words and blots are no lines")
    func lineShapes() throws {
        let page = Self.page(lines: [(120, 4), (220, -6), (320, 0)], clutter: true)
        let ink = try #require(BinaryImage(darkPixelsOf: page))
        let shapes = try #require(ink.lineShapes(join: 10, minLength: 56))
        try #require(shapes.count == 3)
        for (shape, expected) in zip(shapes, [(120.0, 4.0), (220, -6), (320, 0)]) {
            #expect(abs(shape.y - expected.0) < 1.5)
            #expect(abs(shape.x - 300) < 1.5)
            #expect(abs(shape.skew - expected.1) < 0.5, "skew \(shape.skew), expected \(expected.1)")
            #expect(abs(shape.length - 416) < 20, "30 letters of 10 px, 4 px apart")
        }
        let apart = try #require(ink.lineShapes(join: 4, minLength: 56))
        #expect(apart.isEmpty, "gaps as wide as the join are not bridged")
    }

    @Test("lines slanted more the lower they lie are all levelled")
    func converging() throws {
        let skews = [1.0, 3, 5, 7, 9, 11]
        let page = Self.page(lines: skews.enumerated().map { (80 + Double($0.offset) * 80, $0.element) }, height: 600)
        let levelled = try #require(page.linesLevelled(characterHeight: 14))
        #expect(levelled.width == page.width && levelled.height == page.height)
        let shapes = try #require(BinaryImage(darkPixelsOf: levelled)?.lineShapes(join: 10, minLength: 56))
        #expect(shapes.count == skews.count)
        for shape in shapes {
            #expect(abs(shape.skew) < 0.7, "line at \(shape.y) left at \(shape.skew)°")
        }
        // Leptonica's one-angle search finds no skew it is sure of.
        #expect(BinaryImage(darkPixelsOf: page)?.textSkew(range: 12) == nil)
    }

    @Test("a page of level lines is left as it is, and so is one with too few lines")
    func levelPage() {
        #expect(Self.page(lines: [(100, 0), (200, 0.2), (300, -0.2)]).linesLevelled(characterHeight: 14) == nil)
        #expect(Self.page(lines: [(100, 6), (200, 8)]).linesLevelled(characterHeight: 14) == nil)
    }
}
