import Testing
import TicketOCR

@testable import TicketPreprocessing

@Suite("Turning white-on-black labels black on white")
struct ReversePrintTests {
    /// A 480x400 slip of paper at 235 with characters 20 px tall, strokes 4 px wide every
    /// 12 px:
    /// - a column of two label boxes (20) at x 20..<220, y 40..<80 and 90..<130, each holding
    ///   white strokes in its middle 20 rows, with a value of black strokes beside it at x
    ///   240..<360;
    /// - a framed banner: a 3 px outline at x 20..<460, y 160..<220 around black strokes;
    /// - a banner (20) standing alone at x 20..<380, y 250..<290, holding white strokes;
    /// - a solid blot 40 px square at x 400..<440, y 330..<370.
    static func slip() -> GrayImage {
        let (width, height) = (480, 400)
        let pixels = (0..<height).flatMap { y in
            (0..<width).map { x -> UInt8 in
                let stroke = x % 12 < 4
                for top in [40, 90, 250] where (top..<top + 40).contains(y) && (20..<(top == 250 ? 380 : 220)).contains(x) {
                    return (top + 10..<top + 30).contains(y) && stroke && (30..<(top == 250 ? 370 : 210)).contains(x) ? 235 : 20
                }
                if (50..<70).contains(y) || (100..<120).contains(y), (240..<360).contains(x), stroke { return 20 }
                let inFrame = (160..<220).contains(y) && (20..<460).contains(x)
                let inInside = (163..<217).contains(y) && (23..<457).contains(x)
                if inFrame, !inInside { return 20 }
                if (180..<200).contains(y), (60..<400).contains(x), stroke { return 20 }
                if (330..<370).contains(y), (400..<440).contains(x) { return 20 }
                return 235
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("a column of label boxes: their letters turn black and their ground white; the values beside stay black")
    func labelBoxesTurned() {
        let turned = Self.slip().reversePrintTurned(characterHeight: 20)
        for top in [40, 90] {
            #expect(turned.pixel(x: 37, y: top + 20) < 60, "a white letter stroke of the label")
            #expect(turned.pixel(x: 42, y: top + 20) > 200, "the box between the letters")
            #expect(turned.pixel(x: 100, y: top + 4) > 200, "the box above the letters")
            #expect(turned.pixel(x: 21, y: top + 1) > 200, "the box's corner")
            #expect(turned.pixel(x: 241, y: top + 20) < 60, "the value's stroke beside the box")
            #expect(turned.pixel(x: 246, y: top + 20) > 200, "the paper between the value's strokes")
        }
    }

    @Test("a framed banner, a banner standing alone, a blot and the paper are left as they were")
    func othersKept() {
        let slip = Self.slip()
        let turned = slip.reversePrintTurned(characterHeight: 20)
        for (x, y) in [(20, 190), (61, 190), (66, 190), (37, 270), (42, 270), (420, 350), (300, 20), (300, 310)] {
            #expect(turned.pixel(x: x, y: y) == slip.pixel(x: x, y: y), "(\(x), \(y))")
        }
    }

    @Test("a slip without white-on-black print is the same image")
    func nothingToTurn() {
        let plain = GrayImage(width: 100, height: 60, pixels: (0..<6000).map { $0 % 100 % 12 < 4 && $0 / 100 % 30 < 20 ? 20 : 235 })
        #expect(plain.reversePrintTurned(characterHeight: 20) === plain)
    }

    @Test("the preprocessor turns white-on-black labels unless asked not to")
    func onUnlessAsked() {
        #expect(PreprocessOptions().turnReversePrint)
    }
}
