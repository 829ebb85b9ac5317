import Testing
import TicketOCR
import TicketPreprocessing

@Suite("Retouching a slip for another reading")
struct RetouchingTests {
    /// A 40x20 image whose columns ramp from 60 to 200 between x = 10 and x = 29: a
    /// blurred edge.
    static func ramp() -> GrayImage {
        let (width, height) = (40, 20)
        let row: [UInt8] = (0..<width).map { x in
            let step = min(max(x - 10, 0), 19)
            return UInt8(60 + 140 * step / 19)
        }
        return GrayImage(width: width, height: height, pixels: Array((0..<height).map { _ in row }.joined()))
    }

    @Test("a blurred edge gets steeper: darker at its dark end, lighter at its light end, the same far from it")
    func steepensEdges() {
        let ramp = Self.ramp()
        let sharp = ramp.sharpened(halfWidth: 4, fraction: 1)
        #expect((sharp.width, sharp.height) == (40, 20))
        #expect(sharp.pixel(x: 10, y: 10) < ramp.pixel(x: 10, y: 10))
        #expect(sharp.pixel(x: 29, y: 10) > ramp.pixel(x: 29, y: 10))
        for x in [0, 39] {
            #expect(abs(Int(sharp.pixel(x: x, y: 10)) - Int(ramp.pixel(x: x, y: 10))) <= 1, "rounding aside")
        }
    }

    @Test("fraction 0 leaves the image as it is")
    func zeroFraction() {
        let ramp = Self.ramp()
        let same = ramp.sharpened(halfWidth: 4, fraction: 0)
        #expect((0..<40).allSatisfy { same.pixel(x: $0, y: 5) == ramp.pixel(x: $0, y: 5) })
    }

    @Test("thinning takes the lightest pixel of each 3x3 square: a 5 px stroke keeps 3 px")
    func thinsStrokes() {
        let width = 20
        let pixels = (0..<10).flatMap { _ in (0..<width).map { x in UInt8((8..<13).contains(x) ? 30 : 230) } }
        let thinned = GrayImage(width: width, height: 10, pixels: pixels).strokesThinned(width: 3)
        #expect((0..<width).filter { thinned.pixel(x: $0, y: 5) == 30 } == [9, 10, 11])
        #expect((0..<width).filter { thinned.pixel(x: $0, y: 5) != 30 }.allSatisfy { thinned.pixel(x: $0, y: 5) == 230 })
    }

    @Test("lightening raises mid greys and keeps black and white")
    func lightensGreys() {
        let image = GrayImage(width: 3, height: 1, pixels: [0, 128, 255]).lightened(gamma: 2)
        #expect(image.pixel(x: 0, y: 0) == 0)
        #expect(image.pixel(x: 1, y: 0) > 160)
        #expect(image.pixel(x: 2, y: 0) == 255)
    }
}
