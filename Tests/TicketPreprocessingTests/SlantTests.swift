import Foundation
import Testing
import TicketOCR

@testable import TicketPreprocessing

@Suite("Taking the slant out of print")
struct SlantTests {
    /// A white 400x80 line of 12 "letters" (each two stems 3 px wide and 40 px tall, 12 px
    /// apart, joined by a bar at mid height), every stem leaning right by `degrees`: its top
    /// that much to the right of its foot.
    static func line(leaning degrees: Double) -> GrayImage {
        let (width, height) = (400, 80)
        var pixels = [UInt8](repeating: 255, count: width * height)
        let lean = tan(degrees * .pi / 180)
        for row in 20..<60 {
            let shift = Int((Double(59 - row) * lean).rounded())
            for letter in 0..<12 {
                let left = 40 + letter * 26 + shift
                let stems = Array(left..<(left + 3)) + Array((left + 12)..<(left + 15))
                let columns = row == 40 || row == 41 ? Array(left..<(left + 15)) : stems
                for column in columns where (0..<width).contains(column) { pixels[row * width + column] = 30 }
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("the slant of the strokes is measured either way, and upright print has none", arguments: [0.0, 8, 20, -15])
    func measured(degrees: Double) throws {
        let ink = try #require(BinaryImage(darkPixelsOf: Self.line(leaning: degrees)))
        let slant = try #require(ink.strokeSlant(upTo: 30))
        #expect(abs(Double(slant) - degrees) <= 1, "measured \(slant)°, drawn \(degrees)°")
    }

    @Test("a page without ink has no slant")
    func blank() throws {
        let blank = GrayImage(width: 50, height: 20, pixels: [UInt8](repeating: 255, count: 1000))
        let ink = try #require(BinaryImage(width: 50, height: 20, filling: []))
        #expect(ink.strokeSlant(upTo: 30) == 0)
        #expect(blank.deslanted() == nil)
    }

    @Test("a slanted line is stood upright on a wider canvas; upright print is left as it is", arguments: [20.0, -15])
    func deslanted(degrees: Double) throws {
        let slanted = Self.line(leaning: degrees)
        let upright = try #require(slanted.deslanted())
        #expect(upright.height == slanted.height && upright.width > slanted.width)
        let left = try #require(BinaryImage(darkPixelsOf: upright)?.strokeSlant(upTo: 30))
        #expect(abs(left) <= 1, "still \(left)° after taking out \(degrees)°")
        #expect(Self.line(leaning: 2).deslanted() == nil, "under 3° nothing is done")
    }

    @Test("a close-up of words is enlarged and stood upright")
    func uprightCloseUp() throws {
        let words = [RecognizedLine.Box(x: 30, y: 18, width: 340, height: 44)][...]
        let closeUp = try #require(Preprocessor().uprightCloseUp(of: words, in: Self.line(leaning: 20), scale: 1.5))
        #expect(closeUp.width > 510 && closeUp.height >= 66, "340x44 px of words enlarged 1.5x")
        let slant = try #require(BinaryImage(darkPixelsOf: closeUp)?.strokeSlant(upTo: 30))
        #expect(abs(slant) <= 1, "still \(slant)°")
    }

    @Test("a close-up is cut down to the line through its middle, without the slivers of its neighbours")
    func middleLine() throws {
        // A 300x120 close-up: the foot of the line above (rows 0-9), its own line (rows 40-79:
        // stems, and a bar at row 60), the top of the line below (rows 110-119).
        var pixels = [UInt8](repeating: 255, count: 300 * 120)
        for row in Array(0..<10) + Array(40..<80) + Array(110..<120) {
            for column in stride(from: 10, to: 290, by: 12) {
                pixels[row * 300 + column] = 20
                pixels[row * 300 + column + 1] = 20
            }
        }
        for column in 10..<290 { pixels[60 * 300 + column] = 20 }
        let line = try #require(GrayImage(width: 300, height: 120, pixels: pixels).middleLine())
        #expect(line.width == 300 && line.height == 60, "rows 30-89: the line and a quarter of it above and below")
        #expect(line.pixel(x: 10, y: 10) == 20 && line.pixel(x: 10, y: 9) == 255)
        #expect(
            GrayImage(width: 300, height: 40, pixels: Array(pixels[(40 * 300)..<(80 * 300)])).middleLine() == nil,
            "a line that fills its image is left as it is"
        )
    }

    @Test("a line's close-up leaves out marks far to its side")
    func printedRun() {
        let words = [
            RecognizedLine.Box(x: 1500, y: 0, width: 10, height: 30), .init(x: 10, y: 0, width: 80, height: 30),
            .init(x: 110, y: 2, width: 150, height: 28), .init(x: 900, y: 0, width: 20, height: 30),
        ]
        #expect(Preprocessor.printedRun(of: words).map(\.x) == [10, 110])
        #expect(Preprocessor.printedRun(of: []).isEmpty)
    }
}
