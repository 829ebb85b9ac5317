internal import CTesseract
internal import CTicketImaging
import TicketOCR

/// A 1 bpp Leptonica image (1 = dark ink) that this object owns and frees.
final class BinaryImage {
    let pix: UnsafeMutablePointer<PIX>

    private init?(owning pix: UnsafeMutablePointer<PIX>?) {
        guard let pix else { return nil }
        self.pix = pix
    }

    deinit {
        var owned: UnsafeMutablePointer<PIX>? = pix
        pixDestroy(&owned)
    }

    /// The dark pixels of `image` at its Otsu threshold, as Leptonica's `pixThresholdToBinary`
    /// sets them (`CTicketImaging_darkPixels`).
    convenience init?(darkPixelsOf image: GrayImage) {
        self.init(pixelsOf: image, below: Histogram(image, step: 2).otsuThreshold)
    }

    /// The pixels of `image` darker than `threshold`.
    convenience init?(pixelsOf image: GrayImage, below threshold: Int) {
        var binary: UnsafeMutablePointer<PIX>?
        _ = CTicketImaging_darkPixels(image.pix, Int32(threshold), &binary)
        self.init(owning: binary)
    }

    /// The dark pixels of `image` by Sauvola's local threshold over `window`-pixel half-width
    /// windows: ink stands out against its own neighbourhood, whatever the light elsewhere.
    /// Where the neighbourhood is flat, a pixel is ink when it is darker than `1 - factor`
    /// times the local mean: a smaller factor keeps fainter print.
    convenience init?(inkOf image: GrayImage, window: Int, factor: Float) {
        var binary: UnsafeMutablePointer<PIX>?
        guard CTicketImaging_sauvolaInk(image.pix, Int32(window), factor, &binary) == Int32(CTICKETIMAGING_OK.rawValue) else {
            return nil
        }
        self.init(owning: binary)
    }

    /// How many pixels each row holds set, top to bottom; nil when out of memory.
    func rowCounts() -> [Int]? {
        var counts = pixCountPixelsByRow(pix, nil)
        guard counts != nil else { return nil }
        defer { numaDestroy(&counts) }
        return (0..<pixGetHeight(pix)).map { row in
            var count: Int32 = 0
            numaGetIValue(counts, row, &count)
            return Int(count)
        }
    }

    /// How many pixels inside `rect` are set; nil when Leptonica cannot count them.
    func setPixels(in rect: Rect) -> Int? {
        var box = boxCreate(Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
        defer { boxDestroy(&box) }
        var count: Int32 = 0
        guard pixCountPixelsInRect(pix, box, &count, nil) == 0 else { return nil }
        return Int(count)
    }

    /// The image with set and unset pixels swapped: the paper instead of the ink.
    func inverted() -> BinaryImage? {
        BinaryImage(owning: pixInvert(nil, pix))
    }

    /// Whether the pixel at (`x`, `y`) is set.
    func isSet(x: Int, y: Int) -> Bool {
        var value: UInt32 = 0
        pixGetPixel(pix, Int32(x), Int32(y), &value)
        return value != 0
    }

    /// An image of `width` x `height` with every box of `boxes` filled dark.
    convenience init?(width: Int, height: Int, filling boxes: [Rect]) {
        guard let blank = pixCreate(Int32(width), Int32(height), 1) else { return nil }
        for rect in boxes {
            var box = boxCreate(Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height))
            pixSetInRect(blank, box)
            boxDestroy(&box)
        }
        self.init(owning: blank)
    }

    /// The image with dark runs closed by a `width` x `height` brick (gaps bridged).
    func closed(width: Int, height: Int) -> BinaryImage? {
        BinaryImage(owning: pixCloseSafeBrick(nil, pix, Int32(width), Int32(height)))
    }

    /// The image with dark areas kept only where a `width` x `height` brick fits in them
    /// (thin strokes cut off).
    func opened(width: Int, height: Int) -> BinaryImage? {
        BinaryImage(owning: pixOpenBrick(nil, pix, Int32(width), Int32(height)))
    }

    /// The image with every unset region that does not reach the border (4-connected) set:
    /// the holes of the dark areas filled.
    func holesFilled() -> BinaryImage? {
        BinaryImage(owning: pixFillClosedBorders(pix, 4))
    }

    /// The dark components of this image (8-connected) that hold a set pixel of `seeds`, an
    /// image of the same size: Leptonica's `pixSeedfillBinary`.
    func reconstructed(from seeds: BinaryImage) -> BinaryImage? {
        BinaryImage(owning: pixSeedfillBinary(nil, seeds.pix, pix, 8))
    }

    /// The pixels set both here and in `other`, an image of the same size.
    func intersection(_ other: BinaryImage) -> BinaryImage? {
        BinaryImage(owning: pixAnd(nil, pix, other.pix))
    }

    /// The image with dark areas grown by a `width` x `height` brick.
    func dilated(width: Int, height: Int) -> BinaryImage? {
        BinaryImage(owning: pixDilateBrick(nil, pix, Int32(width), Int32(height)))
    }

    /// The 8-connected dark components that touch the image's border, alone.
    func borderComponents() -> BinaryImage? {
        BinaryImage(owning: pixExtractBorderConnComps(pix, 8))
    }

    /// The bounding boxes of the 8-connected dark components.
    func components() -> [Rect] {
        var boxes = pixConnCompBB(pix, 8)
        defer { boxaDestroy(&boxes) }
        return (0..<boxaGetCount(boxes)).map { index in
            var x: Int32 = 0
            var y: Int32 = 0
            var w: Int32 = 0
            var h: Int32 = 0
            boxaGetBoxGeometry(boxes, index, &x, &y, &w, &h)
            return Rect(x: Int(x), y: Int(y), width: Int(w), height: Int(h))
        }
    }

    /// The 8-connected dark components: each one's bounding box and set pixels, in this
    /// image's coordinates; none when out of memory.
    func regions() -> [(box: Rect, points: [(x: Int, y: Int)])] {
        var parts: UnsafeMutablePointer<PIXA>?
        var boxes = pixConnComp(pix, &parts, 8)
        defer {
            boxaDestroy(&boxes)
            pixaDestroy(&parts)
        }
        guard boxes != nil, parts != nil else { return [] }
        return (0..<pixaGetCount(parts)).compactMap { index in
            var (x, y, w, h): (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
            boxaGetBoxGeometry(boxes, index, &x, &y, &w, &h)
            guard let part = pixaGetPix(parts, index, Int32(L_CLONE)) else { return nil }
            var owned: UnsafeMutablePointer<PIX>? = part
            defer { pixDestroy(&owned) }
            return (Rect(x: Int(x), y: Int(y), width: Int(w), height: Int(h)), Self.setPoints(of: part, from: (Int(x), Int(y))))
        }
    }

    /// The set pixels of the 1 bpp `pix`, offset by `origin`, row by row.
    private static func setPoints(of pix: UnsafeMutablePointer<PIX>, from origin: (x: Int, y: Int)) -> [(x: Int, y: Int)] {
        let (width, height, wpl) = (Int(pixGetWidth(pix)), Int(pixGetHeight(pix)), Int(pixGetWpl(pix)))
        guard let data = pixGetData(pix) else { return [] }
        var points: [(x: Int, y: Int)] = []
        for y in 0..<height {
            let row = data + y * wpl
            // Leptonica keeps pixel x of a row in bit 31 - x % 32 of its word x / 32.
            for x in 0..<width where (row[x >> 5] >> (31 - UInt32(x & 31))) & 1 != 0 {
                points.append((origin.x + x, origin.y + y))
            }
        }
        return points
    }
}
