import Testing

@testable import TicketPreprocessing

@Suite("Counting text lines in turned copies")
struct TextLineCountTests {
    /// `lines` rows of 8 px tall "letters" (6 px wide, `letterGap` px apart, 12 of them) on a
    /// 200x200 page, 20 px apart; turned a quarter turn when `lying`.
    static func page(lines: Int, letterGap: Int = 2, lying: Bool = false) throws -> BinaryImage {
        let letters = (0..<lines).flatMap { line in
            (0..<12).map { letter in
                Rect(x: 10 + letter * (6 + letterGap), y: 10 + line * 20, width: 6, height: 8)
            }
        }
        let boxes = lying ? letters.map { Rect(x: $0.y, y: $0.x, width: $0.height, height: $0.width) } : letters
        return try #require(BinaryImage(width: 200, height: 200, filling: boxes))
    }

    @Test("lines running along the rows count along, none across; turned, the other way round")
    func alongAndAcross() throws {
        let standing = try #require(try Self.page(lines: 5).textLines(turns: [0], characterHeight: 8))
        #expect(standing.map(\.along) == [5])
        #expect(standing.map(\.across) == [0])
        let lying = try #require(try Self.page(lines: 5, lying: true).textLines(turns: [0], characterHeight: 8))
        #expect(lying.map(\.along) == [0])
        #expect(lying.map(\.across) == [5])
    }

    /// The join is half a character height (4 px here): gaps narrower than it are bridged,
    /// wider ones leave letters, too short to be lines.
    @Test("gaps between letters narrower than the join are bridged, wider ones are not")
    func join() throws {
        let bridged = try #require(try Self.page(lines: 3, letterGap: 3).textLines(turns: [0], characterHeight: 8))
        #expect(bridged.map(\.along) == [3])
        let apart = try #require(try Self.page(lines: 3, letterGap: 4).textLines(turns: [0], characterHeight: 8))
        #expect(apart.map(\.along) == [0])
    }

    @Test("a quarter turn by sampling counts like the page turned exactly")
    func quarterTurnBySampling() throws {
        let counts = try #require(try Self.page(lines: 4).textLines(turns: [0, 90, 45], characterHeight: 8))
        #expect(counts.map(\.along) == [4, 0, 0])
        #expect(counts.map(\.across) == [0, 4, 0])
    }

    /// Pixels that touch only at a corner are one blob, as in Leptonica's 8-connected
    /// components: a zigzag of single pixels, each a step right and one up or down from the
    /// last, is one 60x5 blob, flat enough to be a line; 4-connected, it would be specks.
    @Test("blobs are 8-connected")
    func eightConnected() throws {
        let zigzag = (0..<60).map { step in
            let phase = step % 8
            return Rect(x: 10 + step, y: 10 + (phase <= 4 ? phase : 8 - phase), width: 1, height: 1)
        }
        let line = try #require(BinaryImage(width: 100, height: 40, filling: zigzag))
        #expect(try #require(line.textLines(turns: [0], characterHeight: 4)).map(\.along) == [1])
    }
}
