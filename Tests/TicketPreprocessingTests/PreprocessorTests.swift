import Testing
import TicketOCR

@testable import TicketPreprocessing

@Suite("Preprocessing")
struct PreprocessorTests {
    /// A dark 800x600 scene with a bright 200x400 slip at (200, 100) that carries a dark
    /// banner across its width and rows of 12 px tall "characters" (squares of grey `ink`
    /// with gaps).
    static func scene(ink: UInt8 = 20) -> GrayImage {
        let (width, height) = (800, 600)
        var pixels = [UInt8](repeating: 50, count: width * height)
        for y in 100..<500 {
            for x in 200..<400 {
                let banner = y >= 150 && y < 165
                let row = (y - 180) % 30
                let column = (x - 215) % 10
                let character = y >= 180 && row < 12 && x >= 215 && x < 385 && column < 7
                pixels[y * width + x] = banner ? 20 : character ? ink : 235
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("the whole of a photo is read at most maxSlipSide long; a portrait one at the page's width")
    func pageSize() {
        var options = PreprocessOptions()
        options.maxSlipSide = 600
        let preprocessor = Preprocessor(options: options)
        let landscape = preprocessor.normalisedPage(in: Self.scene())
        #expect(landscape.width == 600 && landscape.height == 450)
        let small = GrayImage(width: 500, height: 300, pixels: Array(repeating: 235, count: 500 * 300))
        #expect(preprocessor.normalisedPage(in: small).width == 500)
        let portrait = GrayImage(width: 300, height: 500, pixels: Array(repeating: 235, count: 300 * 500))
        let page = Preprocessor().normalisedPage(in: portrait)
        #expect(page.width == PreprocessOptions().pageWidth && page.height == 1500)
        let capped = preprocessor.normalisedPage(in: portrait)
        #expect(capped.height == 600 && capped.width == 360)
    }

    @Test("the slip's text is found by its characters, with their height")
    func locatesText() throws {
        let region = try #require(TextRegionFinder().locate(in: Self.scene()))
        #expect(region.rect.x >= 190 && region.rect.x <= 215)
        #expect(region.rect.y >= 130 && region.rect.y <= 185)
        #expect(region.rect.x + region.rect.width >= 380 && region.rect.x + region.rect.width <= 410)
        #expect(abs(region.characterHeight - 12) <= 1)
    }

    /// A dark 800x700 scene with a bright slip whose three rows of 12 px "characters" above a
    /// 60 px dark banner and five rows below it are 100 px apart: too far for the blocks to
    /// grow into one, near enough to be one slip.
    static func bannerSplitScene() -> GrayImage {
        let (width, height) = (800, 700)
        var pixels = [UInt8](repeating: 50, count: width * height)
        let rows = [80, 110, 140, 252, 282, 312, 342, 372]
        for y in 60..<460 {
            for x in 200..<400 {
                let banner = y >= 175 && y < 235
                let character = rows.contains { y >= $0 && y < $0 + 12 } && x >= 215 && x < 385 && (x - 215) % 10 < 7
                pixels[y * width + x] = banner || character ? 20 : 235
            }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("text on both sides of a dark banner is one slip")
    func mergesAcrossBanner() throws {
        let region = try #require(TextRegionFinder().locate(in: Self.bannerSplitScene()))
        #expect(region.rect.y <= 80)
        #expect(region.rect.y + region.rect.height >= 384)
        let unmerged = try #require(TextRegionFinder(mergeDistance: 0).locate(in: Self.bannerSplitScene()))
        #expect(unmerged.rect.y > 200)
    }

    @Test("rectangles join and measure their gap along the axis where they are furthest apart")
    func rectangleGeometry() {
        let a = Rect(x: 0, y: 0, width: 10, height: 10)
        let b = Rect(x: 15, y: 40, width: 5, height: 5)
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 20, height: 45))
        #expect(a.gap(to: b) == 30)
        #expect(b.gap(to: a) == 30)
        #expect(a.gap(to: Rect(x: 5, y: 5, width: 20, height: 20)) == 0)
    }

    @Test("a blank page holds no text region")
    func blankPage() {
        let page = GrayImage(width: 300, height: 400, pixels: [UInt8](repeating: 240, count: 300 * 400))
        #expect(TextRegionFinder().locate(in: page) == nil)
    }

    /// An 800x600 page with a block of `size` px dark squares, `size` px apart along rows
    /// that are `3 * size` px apart.
    static func marks(size: Int) -> GrayImage {
        let (width, height) = (800, 600)
        var pixels = [UInt8](repeating: 235, count: width * height)
        for y in 100..<500 where (y - 100) % (3 * size) < size {
            for x in 100..<700 where (x - 100) % (2 * size) < size { pixels[y * width + x] = 20 }
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("a block of marks too small to be print is no text region", arguments: [(4, false), (6, true)])
    func specksAreNoText(size: Int, isText: Bool) {
        #expect((TextRegionFinder().locate(in: Self.marks(size: size)) != nil) == isText)
        #expect(TextRegionFinder(minimumCharacterHeight: 0).locate(in: Self.marks(size: size)) != nil)
    }

    @Test("horizontal lines are told from lines turned by 90 degrees")
    func lineAxis() throws {
        let preprocessor = Preprocessor()
        let slip = try #require(preprocessor.normalisedTextBlock(in: Self.scene()))
        #expect(preprocessor.orientationCandidates(for: slip) == [0, 180])
        let lying = slip.rotated(quarterTurns: 1)
        #expect(preprocessor.orientationCandidates(for: lying) == [90, 270])
    }

    @Test("a slip photographed sideways is found with its characters measured across its lines")
    func sidewaysText() throws {
        let finder = TextRegionFinder()
        #expect(finder.printDirection(of: finder.marks(of: Self.scene())) == .alongWidth)
        let sideways = Self.scene().rotated(quarterTurns: 1)
        #expect(finder.printDirection(of: finder.marks(of: sideways)) == .alongHeight)
        let region = try #require(finder.locate(in: sideways))
        #expect(abs(region.characterHeight - 12) <= 1, "the marks' width, 12 px, where their height along the lines is 7")
        #expect(region.rect.height >= 180 && region.rect.width >= 300 && region.rect.width <= 420, "\(region.rect)")
        var pixels = [UInt8](repeating: 235, count: 600 * 600)
        for y in 100..<500 where y % 16 < 10 {
            for x in 100..<500 where x % 16 < 10 { pixels[y * 600 + x] = 20 }
        }
        let grid = GrayImage(width: 600, height: 600, pixels: pixels)
        #expect(finder.printDirection(of: finder.marks(of: grid)) == nil, "a square grid of marks runs both ways alike")
    }

    @Test("the lines of sideways print are looked for along the height when its rows run so")
    func sidewaysLineAxis() throws {
        let preprocessor = Preprocessor()
        let sideways = Self.scene().rotated(quarterTurns: 1)
        let slip = try #require(preprocessor.normalisedTextBlock(in: sideways))
        #expect(preprocessor.printDirection(of: preprocessor.printMarks(of: sideways)) == .alongHeight)
        #expect(preprocessor.orientationCandidates(for: slip, direction: .alongHeight) == [90, 270])
    }

    /// A blank page shows no line-shaped blobs, as a sideways notice whose faint print left
    /// hardly any ink beside its banner does.
    @Test("without lines, the sideways turns come first when the rows of print run along the height")
    func sidewaysTurnsFirstWithoutLines() {
        let preprocessor = Preprocessor()
        let blank = GrayImage(width: 600, height: 400, pixels: [UInt8](repeating: 235, count: 600 * 400))
        #expect(preprocessor.orientationCandidates(for: blank, direction: .alongHeight) == [90, 270, 0, 180])
        #expect(preprocessor.orientationCandidates(for: blank, direction: .alongWidth) == [0, 180, 90, 270])
        #expect(preprocessor.orientationCandidates(for: blank) == [0, 180, 90, 270])
    }

    /// Turns below 90° are sampled and the ones 90° further are counted across their rows:
    /// both kinds must give the axis back.
    @Test("lines turned at an oblique angle are turned back", arguments: [30, 60, 105, 135] as [Float])
    func obliqueLineAxis(turn: Float) throws {
        let preprocessor = Preprocessor()
        let slip = try #require(preprocessor.normalisedTextBlock(in: Self.scene()))
        let back = (180 - turn).truncatingRemainder(dividingBy: 180)
        let nearUpright = back > 90 ? back - 180 : back
        #expect(preprocessor.orientationCandidates(for: slip.rotated(degrees: turn)) == [nearUpright, nearUpright + 180])
    }

    @Test("the normalised slip's characters are scaled to the configured height")
    func characterScale() throws {
        let preprocessor = Preprocessor()
        let slip = try #require(preprocessor.normalisedTextBlock(in: Self.scene()))
        let region = try #require(TextRegionFinder().locate(in: Self.scene()))
        let expectedWidth = Double(region.rect.width) * PreprocessOptions().characterHeight / region.characterHeight
        #expect(abs(Double(slip.width) - expectedWidth) <= 2)
    }

    /// The scene decoded at half its size, as a 12 MP photo is: its characters 6 px tall.
    static func halfScene() -> GrayImage { scene().scaled(by: 0.5) }

    @Test("small print is cut from the finer copy of the photo, scaled from its own size")
    func smallPrintCutFinely() throws {
        var asked = 0
        let blank = GrayImage(width: 800, height: 600, pixels: [UInt8](repeating: 235, count: 800 * 600))
        let coarse = try #require(Preprocessor().normalisedTextBlock(in: Self.halfScene()))
        let fine = try #require(
            Preprocessor().normalisedTextBlock(in: Self.halfScene()) {
                asked += 1
                return blank
            }
        )
        #expect(asked == 1)
        #expect(Histogram(coarse).counts[..<128].reduce(0, +) > 0, "the half-size crop holds print")
        #expect(Histogram(fine).counts[..<128].reduce(0, +) == 0, "the cut is the finer copy's, a blank one here")
        let direct = try #require(Preprocessor().normalisedTextBlock(in: Self.scene()))
        #expect(abs(fine.width - direct.width) <= 4 && abs(fine.height - direct.height) <= 4)
    }

    @Test("print of ordinary size, or a copy no finer, leaves the photo's own crop")
    func finerCopyOnlyWhenItHelps() throws {
        var asked = 0
        let plain = try #require(Preprocessor().normalisedTextBlock(in: Self.scene()))
        let large = try #require(
            Preprocessor().normalisedTextBlock(in: Self.scene()) {
                asked += 1
                return nil
            }
        )
        #expect(asked == 0)
        #expect(Self.pixels(of: large) == Self.pixels(of: plain))
        let coarse = try #require(Preprocessor().normalisedTextBlock(in: Self.halfScene()))
        let same = try #require(Preprocessor().normalisedTextBlock(in: Self.halfScene(), finer: Self.halfScene))
        #expect(Self.pixels(of: same) == Self.pixels(of: coarse))
    }

    static func pixels(of image: GrayImage) -> [UInt8] {
        (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y) } }
    }

    @Test("a slip that scaling to the character height would make too big is scaled to the cap")
    func slipSideCap() throws {
        var options = PreprocessOptions()
        options.maxSlipSide = 500
        let uncapped = try #require(Preprocessor().normalisedTextBlock(in: Self.scene()))
        #expect(max(uncapped.width, uncapped.height) > 600)
        let slip = try #require(Preprocessor(options: options).normalisedTextBlock(in: Self.scene()))
        #expect((495...500).contains(max(slip.width, slip.height)))
    }

    @Test("print only 30% darker than its paper is still found")
    func locatesFaintText() throws {
        let region = try #require(TextRegionFinder().locate(in: Self.scene(ink: 165)))
        #expect(abs(region.characterHeight - 12) <= 1)
        #expect(TextRegionFinder(inkFactor: 0.34, fainterPrintBelow: 0).locate(in: Self.scene(ink: 165)) == nil)
    }

    @Test("print too faint for the usual look is found by a fainter one, and marked faint")
    func locatesFainterText() throws {
        #expect(try #require(TextRegionFinder().locate(in: Self.scene(ink: 20))).faint == false)
        let region = try #require(TextRegionFinder().locate(in: Self.scene(ink: 185)))
        #expect(region.faint)
        #expect(region.rect.y <= 185 && region.rect.y + region.rect.height >= 480, "every row of the slip")
        #expect(abs(region.characterHeight - 12) <= 1)
        let usualOnly = TextRegionFinder(fainterPrintBelow: 0).locate(in: Self.scene(ink: 185))
        #expect(usualOnly == nil || usualOnly?.rect.height ?? 0 < 150, "the usual look finds only scraps")
    }

    /// ``scene(ink:)``'s slip on a light, grainy ground instead of a dark one: 1,500 specks 4 px
    /// square, as the grain of a noisy photo or the texture of the ground around a slip shows
    /// through Sauvola's threshold.
    static func speckledScene() -> GrayImage {
        let slip = scene()
        let (width, height) = (slip.width, slip.height)
        var pixels = (0..<height).flatMap { y in
            (0..<width).map { x in (200..<400).contains(x) && (100..<500).contains(y) ? slip.pixel(x: x, y: y) : 200 }
        }
        var generator = SplitMix(seed: 3)
        var placed = 0
        while placed < 1500 {
            let (x, y) = (Int(generator.next() % UInt64(width - 4)), Int(generator.next() % UInt64(height - 4)))
            guard !(196..<404).contains(x) || !(96..<504).contains(y) else { continue }
            for dy in 0..<4 { for dx in 0..<4 { pixels[(y + dy) * width + x + dx] = 60 } }
            placed += 1
        }
        return GrayImage(width: width, height: height, pixels: pixels)
    }

    @Test("on a grainy ground the slip's block and character height come from its rows of print, not from the specks")
    func speckledGround() throws {
        let region = try #require(TextRegionFinder().locate(in: Self.speckledScene()))
        #expect(region.rect.x >= 150 && region.rect.x + region.rect.width <= 450, "\(region.rect)")
        #expect(region.rect.y >= 80 && region.rect.y + region.rect.height <= 540, "\(region.rect)")
        #expect(abs(region.characterHeight - 12) <= 1)
        #expect(
            TextRegionFinder(specklyShare: 0).locate(in: Self.speckledScene()) == nil,
            "when every mark counts, the specks' 4 px set the block's height, under the bar of print: no block at all"
        )
        #expect(TextRegionFinder().locate(in: Self.scene()) == TextRegionFinder(specklyShare: 0).locate(in: Self.scene()), "a clean ground")
    }

    @Test("despeckling removes single-pixel specks and keeps 3 px strokes")
    func despeckling() {
        let (width, height) = (40, 30)
        let pixels = (0..<width * height).map { index -> UInt8 in
            let (x, y) = (index % width, index / width)
            if (10..<13).contains(x) && (5..<25).contains(y) { return 30 }  // a stroke
            return (x * 7 + y * 13) % 11 == 0 ? 30 : 230  // specks
        }
        let despeckled = GrayImage(width: width, height: height, pixels: pixels).despeckled()
        #expect(despeckled.pixel(x: 11, y: 15) == 30)
        let specks = (0..<width * height).filter { index in
            let (x, y) = (index % width, index / width)
            return !(9..<14).contains(x) && despeckled.pixel(x: x, y: y) < 128
        }
        #expect(specks.isEmpty)
        #expect(GrayImage(width: width, height: height, pixels: pixels).pixel(x: 0, y: 0) == 30, "the image had specks")
    }

    @Test("after background normalisation the paper is white, as white as rotated-in corners")
    func whitePaper() throws {
        let slip = try #require(Preprocessor().normalisedTextBlock(in: Self.scene(ink: 165)))
        let counts = Histogram(slip).counts
        let lighter = counts[250...].reduce(0, +) / counts.reduce(0, +)
        #expect(lighter > 0.5, "most of the slip is paper, and paper is white")
    }

    @Test("darkness reaching the border is whitened, print inside the paper is kept")
    func borderDarkness() throws {
        let (width, height) = (300, 200)
        let pixels = (0..<width * height).map { index -> UInt8 in
            let (x, y) = (index % width, index / width)
            if x < 60 { return 25 }  // the car beside the slip
            if (140..<160).contains(x) && (90..<110).contains(y) { return 30 }  // a character
            return 250
        }
        let whitened = GrayImage(width: width, height: height, pixels: pixels).borderDarknessWhitened()
        let counts = Histogram(whitened).counts
        let dark = counts[..<128].reduce(0, +)
        #expect(dark == 400, "only the 20x20 character stays dark")
    }

    @Test("Otsu's threshold separates two grey levels")
    func otsu() {
        let pixels = (0..<1000).map { $0 < 600 ? UInt8(40) : UInt8(210) }
        let threshold = Histogram(GrayImage(width: 100, height: 10, pixels: pixels)).otsuThreshold
        #expect(threshold > 40 && threshold <= 210)
    }
}
