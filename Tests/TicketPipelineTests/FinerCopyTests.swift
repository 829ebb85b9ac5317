import Testing
import TicketOCR

@testable import TicketPipeline

@Suite("Finer copy of a photo")
struct FinerCopyTests {
    @Test("the finer copy is decoded once, however often the text block is cut")
    func decodedOnce() {
        var decodings = 0
        let copy = FinerCopy {
            decodings += 1
            return GrayImage(width: 4, height: 2, pixels: [UInt8](repeating: 200, count: 8))
        }
        #expect(decodings == 0, "nothing is decoded before it is asked for")
        #expect(copy.image?.width == 4)
        #expect(copy.image?.width == 4)
        #expect(decodings == 1)
    }
}
