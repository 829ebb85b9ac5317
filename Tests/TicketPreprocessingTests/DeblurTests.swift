import Foundation
import Testing
import TicketOCR
import TicketPreprocessing

@Suite("Deconvolving a blurred photo")
struct DeblurTests {
    /// A white `width` x 60 image crossed by black strokes 3 px wide every 10 px, as print.
    static func strokes(width: Int = 120) -> [Double] {
        (0..<60).flatMap { _ in (0..<width).map { x in x % 10 < 3 ? 20.0 : 235.0 } }
    }

    /// `pixels` (`width` wide) blurred by a Gaussian of `sigma` px, the image mirrored at its
    /// edges.
    static func blurred(_ pixels: [Double], width: Int, sigma: Double) -> [Double] {
        let height = pixels.count / width
        let reach = Int((3 * sigma).rounded(.up))
        let weights = (-reach...reach).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        func mirrored(_ index: Int, _ size: Int) -> Int { index < 0 ? -index - 1 : index >= size ? 2 * size - index - 1 : index }
        var across = pixels
        for y in 0..<height {
            for x in 0..<width {
                across[y * width + x] =
                    (-reach...reach).reduce(0) {
                        $0 + weights[$1 + reach] * pixels[y * width + mirrored(x + $1, width)]
                    } / total
            }
        }
        var result = across
        for y in 0..<height {
            for x in 0..<width {
                result[y * width + x] =
                    (-reach...reach).reduce(0) {
                        $0 + weights[$1 + reach] * across[mirrored(y + $1, height) * width + x]
                    } / total
            }
        }
        return result
    }

    static func image(_ pixels: [Double], width: Int) -> GrayImage {
        GrayImage(width: width, height: pixels.count / width, pixels: pixels.map { UInt8(max(0, min(255, $0.rounded()))) })
    }

    /// The mean absolute difference between `image` and `pixels`, away from the image's
    /// first and last 10 columns.
    static func distance(_ image: GrayImage, _ pixels: [Double], width: Int) -> Double {
        var sum = 0.0
        var count = 0.0
        for y in 0..<image.height {
            for x in 10..<(width - 10) {
                sum += abs(Double(image.pixel(x: x, y: y)) - pixels[y * width + x])
                count += 1
            }
        }
        return sum / count
    }

    @Test("blur lowers the edge sharpness below the bar of 0.8; a blank page has no edges to measure")
    func sharpness() throws {
        let sharp = try #require(Self.image(Self.strokes(), width: 120).edgeSharpness)
        let blurred = try #require(Self.image(Self.blurred(Self.strokes(), width: 120, sigma: 2), width: 120).edgeSharpness)
        #expect(sharp >= 0.8)
        #expect(blurred < 0.8)
        #expect(GrayImage(width: 120, height: 60, pixels: Array(repeating: 200, count: 7200)).edgeSharpness == nil)
    }

    @Test("deconvolved for its blur, print comes back closer to what it was: darker strokes, lighter gaps")
    func restoresPrint() throws {
        let original = Self.strokes()
        let blurred = Self.image(Self.blurred(original, width: 120, sigma: 2), width: 120)
        let restored = try #require(blurred.deblurred(sigmas: [2]).first)
        #expect((restored.width, restored.height) == (120, 60))
        let before = Self.distance(blurred, original, width: 120)
        let after = Self.distance(restored, original, width: 120)
        #expect(after < before * 0.8, "mean error \(after) against \(before) blurred")
        // Column 61 is a stroke's middle, column 66 the middle of the gap after it.
        #expect(restored.pixel(x: 61, y: 30) < blurred.pixel(x: 61, y: 30))
        #expect(restored.pixel(x: 66, y: 30) > blurred.pixel(x: 66, y: 30))
    }

    /// The Wiener filter passes a flat image at 1 / (1 + noise-to-signal): 200 becomes 198.
    @Test(
        "one image per blur, each the photo's size, at any size; a flat image stays flat",
        arguments: [(120, 60), (37, 23), (1, 1)]
    )
    func sizes(width: Int, height: Int) {
        let flat = GrayImage(width: width, height: height, pixels: Array(repeating: 200, count: width * height))
        let results = flat.deblurred(sigmas: [1, 1.5, 2])
        #expect(results.count == 3)
        for result in results {
            #expect((result.width, result.height) == (width, height))
            #expect((0..<height).allSatisfy { y in (0..<width).allSatisfy { result.pixel(x: $0, y: y) == 198 } })
        }
        #expect(flat.deblurred(sigmas: []).isEmpty)
    }
}
