import Testing
import TicketOCR
import TicketTestSupport

@testable import TicketPreprocessing

@Suite("Finding the slip's paper and standing it square")
struct PaperQuadrilateralTests {
    static func photo() -> GrayImage {
        GrayImage(width: SlantedSlip.width, height: SlantedSlip.height, pixels: SlantedSlip.pixels())
    }

    @Test("the corners of a sheet seen at an angle are found, though its banner cuts its paper in two")
    func corners() throws {
        let quad = try #require(PaperQuadrilateral.find(in: Self.photo()))
        let found = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]
        for (corner, truth) in zip(found, SlantedSlip.corners) {
            #expect(abs(corner.x - truth.x) <= 8 && abs(corner.y - truth.y) <= 8, "\(corner) for \(truth)")
        }
    }

    @Test("found on a smaller copy of the photo, such as its marks' thumbnail, the corners are the photo's")
    func cornersFromACopy() throws {
        let quad = try #require(PaperQuadrilateral.find(in: Self.photo().scaled(by: 0.5), scaledBy: 0.5))
        let found = [quad.topLeft, quad.topRight, quad.bottomRight, quad.bottomLeft]
        for (corner, truth) in zip(found, SlantedSlip.corners) {
            #expect(abs(corner.x - truth.x) <= 8 && abs(corner.y - truth.y) <= 8, "\(corner) for \(truth)")
        }
    }

    @Test("stood square, the paper fills the image to its corners and the banner runs level across it")
    func rectified() throws {
        let photo = Self.photo()
        let quad = try #require(PaperQuadrilateral.find(in: photo))
        let paper = try #require(photo.rectified(quad))
        #expect(abs(Double(paper.width) - 380) <= 12, "the mean of the top and bottom edges")
        #expect(abs(Double(paper.height) - 432) <= 12, "the mean of the two slanted sides")
        let (w, h) = (paper.width, paper.height)
        for (x, y) in [(6, 6), (w - 7, 6), (w - 7, h - 7), (6, h - 7)] {
            #expect(paper.pixel(x: x, y: y) > 200, "paper, not ground, at (\(x), \(y))")
        }
        // The banner: the first run of dark rows in the middle column.
        let start = try #require((0..<h).first { paper.pixel(x: w / 2, y: $0) < 60 })
        let end = (start..<h).first { paper.pixel(x: w / 2, y: $0) >= 60 } ?? h
        #expect(end - start >= 15, "the banner is 25 px high in the photo")
        let bannerRow = (start + end) / 2
        for x in [w / 20, w - w / 20] {
            #expect(paper.pixel(x: x, y: bannerRow) < 60, "the banner at (\(x), \(bannerRow))")
        }
        #expect(paper.pixel(x: w / 20, y: bannerRow - 20) > 200, "paper above the banner at its left")
    }

    @Test("no quadrilateral in a photo of one grey, of paper that fills it, or of paper that runs off it")
    func none() {
        #expect(PaperQuadrilateral.find(in: GrayImage(width: 400, height: 300, pixels: Array(repeating: 120, count: 400 * 300))) == nil)
        let page = (0..<300).flatMap { y in (0..<400).map { x in x < 4 || y < 4 ? UInt8(60) : 235 } }
        #expect(PaperQuadrilateral.find(in: GrayImage(width: 400, height: 300, pixels: page)) == nil)
        let runsOff = (0..<300).flatMap { y in (0..<400).map { x in x > 150 && y > 100 ? UInt8(235) : 60 } }
        #expect(PaperQuadrilateral.find(in: GrayImage(width: 400, height: 300, pixels: runsOff)) == nil)
    }

    @Test("a scene's scattered bright patches are no sheet of paper")
    func scatteredPatches() {
        let patches = (0..<300).flatMap { y in
            (0..<400).map { x -> UInt8 in (x / 25 + y / 25) % 2 == 0 && (x * 7 + y * 3) % 11 < 8 ? 220 : 70 }
        }
        #expect(PaperQuadrilateral.find(in: GrayImage(width: 400, height: 300, pixels: patches)) == nil)
    }
}
