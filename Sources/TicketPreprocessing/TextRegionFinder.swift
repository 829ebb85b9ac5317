import TicketOCR

/// Finds the slip in a photo by its print rather than by its paper: the densest cluster of
/// character-sized marks, and the size of those characters.
///
/// Paper colour cannot tell a slip on a white car from the car, and a shadow or a wiper blade
/// across the slip splits its paper in two; the printed characters are found either way.
/// Characters are dark components of the thumbnail by Sauvola's local threshold, no taller than a twentieth of
/// it and at most fifteen times as wide as tall (blur merges letters into words), lying on paper (the bright side of the raw
/// thumbnail, its print filled in), which keeps the noise of a dark scene out; grown by twice their median height sideways
/// and five times up and down (to bridge the slip's banners) they merge into blocks. The
/// block holding most characters is the slip's text, with every block of at least three
/// characters that comes within `mergeDistance` character heights of it (a tall banner or a
/// blurred one can still split the print). On a speckly thumbnail only the marks that stand
/// in rows of print count (`specklyShare`). A block of few characters is looked for again
/// with a lower threshold, for print fainter still (`fainterPrintBelow`).
struct TextRegionFinder {
    /// The long side of the thumbnail that is searched, in pixels.
    var thumbnailLongSide = 1200
    /// Fewer characters than this is no text block.
    var minimumCharacters = 12
    /// Blocks whose boxes come within this many character heights of the slip's text join
    /// it.
    var mergeDistance = 6.0
    /// Sauvola's factor for telling print from paper. Faded thermal print on a defocused
    /// photo can be only a third darker than its paper, which the usual 0.34 loses; 0.2
    /// keeps it (on the corpus, date 72.2% -> 73.0% and hallucinations 11 -> 6).
    var inkFactor: Float = 0.2
    /// When the densest block found with ``inkFactor`` holds fewer characters than this, the
    /// print may be fainter still, broken by the noise of the photo into scraps under 3 px:
    /// ink is looked for again with ``fainterInkFactor``, and the block found so is
    /// ``TextRegion/faint``. On the corpus only motion-111 (faded print, a noisy dark photo)
    /// looks again: its densest block holds 20 characters, a scrap below the wiper, and 242
    /// at 0.15, the slip's fields. Every other notice's densest block holds over 100.
    var fainterPrintBelow = 40
    /// The factor of that second look for faint print.
    var fainterInkFactor: Float = 0.15
    /// The factor of the look for print fainter still (``fainterLook(at:)``), made only for
    /// a photo whose marks by ``inkFactor`` and ``fainterInkFactor`` stand in too few rows for
    /// the scan to read it. Thermal print faded to a grey near its paper's on an evenly lit
    /// slip leaves its windows little variance, and Sauvola's threshold then sits about the
    /// factor below their mean, under the print's grey: the 2 faded notices of 65 made by the
    /// tuning set's generator that showed too few rows at 0.15 show enough at 0.1.
    var faintestInkFactor: Float = 0.1
    /// The smallest median character height, in pixels of the photo searched, of a block
    /// that is print. Marks smaller than that are specks (a coffee stain, the texture of a
    /// scene, the noise of a dark photo), and no scale makes them legible: on the corpus
    /// such blocks measure 3.2 to 4.0 px and the smallest notice 5.0 px. Without a text block
    /// the scan reads the whole photo at once, with every response the same:
    /// illegible-coffee-119 takes 0.8 s instead of 7.8 s, negative-receipt-127 0.6 s
    /// instead of 2.7 s (`batch --jobs 1`).
    var minimumCharacterHeight = 4.5
    /// The fewest marks in a row (``PrintRows``) for them to count as print on a speckly
    /// thumbnail (``specklyShare``).
    var rowLength = 5
    /// A thumbnail on which fewer than this share of the marks stand in rows of
    /// ``rowLength`` is speckly (the grain of a dark or noisy photo, the texture of the
    /// ground around a slip): its block is looked for among the marks in rows alone, since
    /// the specks would join the slip's block, often fill the frame, and set its character
    /// height to their own, which enlarges it 2x and more. On `samples/` half the photos keep
    /// 69% of their marks in rows; wide-faded-dst-169 keeps 14%, and its block found among
    /// them is its slip, 730x1092 when scaled, where all its marks give the whole frame
    /// enlarged to 2229x2512. At 0.35, against all the marks for every photo: `samples/`
    /// reads 1 more date and 2 more recency flags, no field fewer; the held-out split 3 more
    /// dates and 4 more recency flags and 1 time fewer, with 2 photos fewer with a wrong
    /// value, 5 more notices settled by the first reading and a 90th percentile of 2.7 s
    /// instead of 4.8 s. On `samples/`, 0.3 reads 1 date and 1 time more than 0.35 (and the
    /// held-out split 1 location and 1 lot fewer); 0.4 and 0.7 read 3 dates fewer than 0.35,
    /// the rows alone for every photo 5 dates and 3 times fewer, with 5 more wrong values.
    var specklyShare = 0.35
    /// How many times as many marks must stand in rows of ``rowLength`` one way (along the
    /// image's width or along its height) as the other for its print to run that way
    /// (``printDirection(of:)-(LinkedMarks)``). On the thumbnails of `samples/`, its eight
    /// notices photographed a quarter turn from upright hold at least 8 times as many marks in
    /// rows along the height as along the width (five of them none along the width), and
    /// every other photo with rows at least 2.3 times as many along the width as along the
    /// height. Print that runs along the height is measured across its lines, by the width of
    /// its marks: measured by their height, a sideways notice's block was enlarged up to 1.7
    /// times too much.
    var sidewaysRowShare = 4.0

    /// The text region of `image`, in `image` pixels, or nil when no block of text stands out.
    func locate(in image: GrayImage) -> TextRegion? {
        locate(in: image, marks: marks(of: image))
    }

    /// The text region of `image`, whose thumbnail's marks are `marks`.
    func locate(in image: GrayImage, marks: PrintMarks) -> TextRegion? {
        let usual = densestBlock(of: marks.usual, width: marks.width, height: marks.height)
        let usualCount = usual?.characters.count ?? 0
        let fainter =
            usualCount < fainterPrintBelow ? densestBlock(of: marks.fainter, width: marks.width, height: marks.height) : nil
        let faint = (fainter?.characters.count ?? 0) > usualCount
        guard let (block, inside) = faint ? fainter : usual, inside.count >= minimumCharacters else { return nil }
        let characterHeight = Self.median(inside.map(\.height)) / marks.factor
        guard characterHeight >= minimumCharacterHeight else { return nil }
        return TextRegion(
            rect: block.scaled(by: 1 / marks.factor, margin: 0.02, within: (image.width, image.height)),
            characterHeight: characterHeight,
            faint: faint
        )
    }

    /// Which way the print of `linked` runs, when its rows tell (``sidewaysRowShare``): nil
    /// when fewer than ``minimumCharacters`` of its marks stand in rows of ``rowLength``, or
    /// when neither way holds that many times as many of them as the other.
    func printDirection(of linked: LinkedMarks) -> PrintDirection? {
        func marksInRows(_ rows: [[Int]]) -> Double { Double(rows.filter { $0.count >= rowLength }.reduce(0) { $0 + $1.count }) }
        let (alongWidth, alongHeight) = (marksInRows(linked.alongWidth), marksInRows(linked.alongHeight))
        guard max(alongWidth, alongHeight) >= Double(minimumCharacters) else { return nil }
        if alongHeight >= sidewaysRowShare * alongWidth { return .alongHeight }
        if alongWidth >= sidewaysRowShare * alongHeight { return .alongWidth }
        return nil
    }

    /// Which way the print of `marks` runs: as its marks found with ``inkFactor`` tell, or
    /// those found with ``fainterInkFactor`` when those do not.
    func printDirection(of marks: PrintMarks) -> PrintDirection? {
        printDirection(of: marks.usual) ?? printDirection(of: marks.fainter)
    }

    /// The marks of `linked` that stand in rows of at least ``rowLength`` (``PrintRows``) when
    /// they are fewer than ``specklyShare`` of them but at least ``minimumCharacters``; all of
    /// them otherwise.
    private func inRows(_ linked: LinkedMarks) -> [Rect] {
        let printed = PrintRows().marksInRows(of: linked, length: rowLength)
        let speckly = printed.count >= minimumCharacters && Double(printed.count) < specklyShare * Double(linked.marks.count)
        return speckly ? printed : linked.marks
    }

    /// What the rows of print in `marks` show (``PrintRows``), with ink told from paper by
    /// ``inkFactor`` or by ``fainterInkFactor``, whichever shows more of each: a measure of
    /// print made on the thumbnail alone, before any reading.
    func rowsOfPrint(of marks: PrintMarks) -> RowsOfPrint {
        PrintRows().look(at: marks.usual).either(PrintRows().look(at: marks.fainter))
    }

    /// The character-sized dark marks of `image`'s thumbnail (scaled down to
    /// ``thumbnailLongSide``) that lie on paper, with ink told from paper by ``inkFactor`` and
    /// by ``fainterInkFactor``; none when out of memory.
    func marks(of image: GrayImage) -> PrintMarks {
        let factor = min(1, Double(thumbnailLongSide) / Double(max(image.width, image.height)))
        let thumbnail = factor < 1 ? image.scaled(by: Float(factor)) : image
        let paper = Self.paper(of: thumbnail)
        return PrintMarks(
            thumbnail: thumbnail,
            factor: factor,
            usual: PrintRows().link(characters(of: thumbnail, on: paper, inkFactor: inkFactor)),
            fainter: PrintRows().link(characters(of: thumbnail, on: paper, inkFactor: fainterInkFactor))
        )
    }

    /// `marks` looked at again for fainter print: the marks found with ``fainterInkFactor``
    /// in place of the usual ones, and those found with ``faintestInkFactor`` in place of the
    /// fainter ones.
    func fainterLook(at marks: PrintMarks) -> PrintMarks {
        let thumbnail = marks.thumbnail
        return PrintMarks(
            thumbnail: thumbnail,
            factor: marks.factor,
            usual: marks.fainter,
            fainter: PrintRows().link(characters(of: thumbnail, on: Self.paper(of: thumbnail), inkFactor: faintestInkFactor))
        )
    }

    /// The side of the windows that tell `thumbnail`'s ink from its paper, which also bridges
    /// the print on its paper.
    private static func bridge(of thumbnail: GrayImage) -> Int {
        max(3, max(thumbnail.width, thumbnail.height) / 80)
    }

    /// The paper of `thumbnail`: the bright side of its global threshold, its print filled in.
    private static func paper(of thumbnail: GrayImage) -> BinaryImage? {
        let bridge = bridge(of: thumbnail)
        return BinaryImage(darkPixelsOf: thumbnail)?.inverted()?.closed(width: bridge, height: bridge)
    }

    /// The dark components of `thumbnail`, ink told from paper by `inkFactor`, of a
    /// character's size (at least 3 px and at most a twentieth of the thumbnail tall, at most
    /// fifteen times as wide as tall) whose centres lie on `paper`.
    private func characters(of thumbnail: GrayImage, on paper: BinaryImage?, inkFactor: Float) -> [Rect] {
        let tallest = max(6, max(thumbnail.width, thumbnail.height) / 20)
        guard let paper, let ink = BinaryImage(inkOf: thumbnail, window: Self.bridge(of: thumbnail), factor: inkFactor) else {
            return []
        }
        return ink.components().filter { box in
            box.height >= 3 && box.height <= tallest && box.width <= 15 * box.height
                && paper.isSet(x: box.x + box.width / 2, y: box.y + box.height / 2)
        }
    }

    /// The densest block of `linked`'s marks (``inRows(_:)``) on a `width` x `height`
    /// thumbnail, with the blocks near it merged in, and the characters it holds, each mark
    /// measured across its line: when the print runs along the image's height
    /// (``printDirection(of:)-(LinkedMarks)``), the block is looked for with the image
    /// mirrored across its diagonal, so that its lines run along the width, and the characters
    /// are returned so.
    private func densestBlock(of linked: LinkedMarks, width: Int, height: Int) -> (block: Rect, characters: [Rect])? {
        guard printDirection(of: linked) == .alongHeight else { return densestBlock(of: inRows(linked), width: width, height: height) }
        return densestBlock(of: inRows(linked).map(\.transposed), width: height, height: width).map { ($0.block.transposed, $0.characters) }
    }

    /// The densest block of `characters`, marks of a `width` x `height` thumbnail whose lines
    /// run along its width, with the blocks near it merged in, and the characters it holds.
    private func densestBlock(of characters: [Rect], width: Int, height: Int) -> (block: Rect, characters: [Rect])? {
        guard !characters.isEmpty else { return nil }
        let typical = Self.median(characters.map(\.height))
        guard let mask = BinaryImage(width: width, height: height, filling: characters),
            let blocks = mask.dilated(width: max(2, Int(2 * typical)), height: max(2, Int(5 * typical)))
        else { return nil }
        var members = blocks.components().map { block in (block, characters.filter { block.contains($0) }) }
        guard let densest = members.indices.max(by: { members[$0].1.count < members[$1].1.count }) else { return nil }
        var (block, inside) = members.remove(at: densest)
        let reach = Int(mergeDistance * typical)
        while let near = members.firstIndex(where: { $0.1.count >= 3 && block.gap(to: $0.0) <= reach }) {
            let (other, more) = members.remove(at: near)
            block = block.union(other)
            inside += more
        }
        return (block, inside)
    }

    private static func median(_ values: [Int]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : Double(sorted[sorted.count / 2])
    }
}
