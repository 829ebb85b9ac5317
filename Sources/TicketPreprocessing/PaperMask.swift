import TicketOCR

/// The bright pixels of a small grey image, where paper may lie: the pixels at or above
/// Otsu's threshold of the image smoothed by a 3x3 mean. The morphology that turns them into
/// sheets of paper, and the choice of the sheet, for ``PaperQuadrilateral``.
struct PaperMask {
    let width, height: Int
    private(set) var bright: [Bool]

    /// The mask of `image`; nil for an image under 3 px on a side.
    init?(of image: GrayImage) {
        let (w, h) = (image.width, image.height)
        guard w >= 3, h >= 3 else { return nil }
        var grey = [Int](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w { grey[y * w + x] = Int(image.pixel(x: x, y: y)) }
        }
        let smooth = Self.boxSums(grey, width: w, height: h, radius: 1).enumerated().map { i, sum in
            sum / Self.windowCount(i % w, i / w, width: w, height: h, radius: 1)
        }
        let threshold = Histogram(values: smooth).otsuThreshold
        (width, height) = (w, h)
        bright = smooth.map { $0 >= threshold }
    }

    /// Bright pixels joined across dark gaps narrower than `side` (print on paper).
    mutating func close(side: Int) {
        bright = spread(bright, radius: side / 2, toAll: false)
        bright = spread(bright, radius: side / 2, toAll: true)
    }

    /// Bright pixels kept only where a `side` square of them fits: thin strokes are cut off.
    mutating func open(side: Int) {
        bright = spread(bright, radius: side / 2, toAll: true)
        bright = spread(bright, radius: side / 2, toAll: false)
    }

    /// Dark regions enclosed by bright ones made bright: whatever is printed on the paper.
    mutating func fillHoles() {
        var outside = [Bool](repeating: false, count: width * height)
        var stack: [Int] = []
        for x in 0..<width { stack += [x, (height - 1) * width + x] }
        for y in 0..<height { stack += [y * width, y * width + width - 1] }
        while let i = stack.popLast() {
            guard !bright[i], !outside[i] else { continue }
            outside[i] = true
            let (x, y) = (i % width, i / width)
            if x > 0 { stack.append(i - 1) }
            if x < width - 1 { stack.append(i + 1) }
            if y > 0 { stack.append(i - width) }
            if y < height - 1 { stack.append(i + width) }
        }
        bright = outside.map { !$0 }
    }

    /// The pixels of the largest bright region, with the regions joined to it that a banner
    /// across the paper cut off: at least `partShare` of its size, beside it over `overlap` of
    /// their own extent along one axis, and at most `gap` of the image's side away across it.
    func paper(partShare: Double, overlap: Double, gap: Double) -> [(x: Int, y: Int)]? {
        let regions = self.regions()
        guard let index = regions.indices.max(by: { regions[$0].pixels.count < regions[$1].pixels.count }) else { return nil }
        let largest = regions[index]
        var pixels = largest.pixels
        for (other, region) in regions.enumerated() where other != index {
            guard Double(region.pixels.count) >= partShare * Double(largest.pixels.count) else { continue }
            let beside =
                region.box.overlapsAlongX(largest.box, share: overlap)
                && Double(region.box.gapAlongY(largest.box)) <= gap * Double(height)
            let aside =
                region.box.overlapsAlongY(largest.box, share: overlap)
                && Double(region.box.gapAlongX(largest.box)) <= gap * Double(width)
            if beside || aside { pixels += region.pixels }
        }
        return pixels
    }

    /// The 8-connected bright regions: their pixels and bounding boxes.
    private func regions() -> [(pixels: [(x: Int, y: Int)], box: Rect)] {
        var seen = [Bool](repeating: false, count: width * height)
        var result: [(pixels: [(x: Int, y: Int)], box: Rect)] = []
        for start in 0..<(width * height) where bright[start] && !seen[start] {
            var pixels: [(x: Int, y: Int)] = []
            var stack = [start]
            seen[start] = true
            var (left, top, right, bottom) = (width, height, 0, 0)
            while let i = stack.popLast() {
                let (x, y) = (i % width, i / width)
                pixels.append((x, y))
                (left, top, right, bottom) = (min(left, x), min(top, y), max(right, x), max(bottom, y))
                for dy in -1...1 {
                    for dx in -1...1 {
                        let (nx, ny) = (x + dx, y + dy)
                        guard nx >= 0, ny >= 0, nx < width, ny < height else { continue }
                        let j = ny * width + nx
                        if bright[j] && !seen[j] {
                            seen[j] = true
                            stack.append(j)
                        }
                    }
                }
            }
            result.append((pixels, Rect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)))
        }
        return result
    }

    /// Each pixel set when any (`toAll` false: dilation) or all (`toAll` true: erosion) of
    /// the pixels of the square of `radius` around it, inside the image, are set.
    private func spread(_ bits: [Bool], radius: Int, toAll: Bool) -> [Bool] {
        let sums = Self.boxSums(bits.map { $0 ? 1 : 0 }, width: width, height: height, radius: radius)
        return sums.enumerated().map { i, sum in
            toAll ? sum == Self.windowCount(i % width, i / width, width: width, height: height, radius: radius) : sum > 0
        }
    }

    /// The sum of `values` over the square of `radius` around each pixel, clipped to the
    /// image.
    private static func boxSums(_ values: [Int], width: Int, height: Int, radius: Int) -> [Int] {
        var rows = [Int](repeating: 0, count: width * height)
        for y in 0..<height {
            var prefix = [Int](repeating: 0, count: width + 1)
            for x in 0..<width { prefix[x + 1] = prefix[x] + values[y * width + x] }
            for x in 0..<width { rows[y * width + x] = prefix[min(width, x + radius + 1)] - prefix[max(0, x - radius)] }
        }
        var sums = [Int](repeating: 0, count: width * height)
        for x in 0..<width {
            var prefix = [Int](repeating: 0, count: height + 1)
            for y in 0..<height { prefix[y + 1] = prefix[y] + rows[y * width + x] }
            for y in 0..<height { sums[y * width + x] = prefix[min(height, y + radius + 1)] - prefix[max(0, y - radius)] }
        }
        return sums
    }

    /// How many pixels of the image the square of `radius` around (`x`, `y`) holds.
    private static func windowCount(_ x: Int, _ y: Int, width: Int, height: Int, radius: Int) -> Int {
        (min(width - 1, x + radius) - max(0, x - radius) + 1) * (min(height - 1, y + radius) - max(0, y - radius) + 1)
    }
}

extension Rect {
    /// Whether this rectangle and `other` overlap along x over at least `share` of this
    /// one's width.
    fileprivate func overlapsAlongX(_ other: Rect, share: Double) -> Bool {
        Double(min(x + width, other.x + other.width) - max(x, other.x)) >= share * Double(width)
    }

    /// Whether this rectangle and `other` overlap along y over at least `share` of this
    /// one's height.
    fileprivate func overlapsAlongY(_ other: Rect, share: Double) -> Bool {
        Double(min(y + height, other.y + other.height) - max(y, other.y)) >= share * Double(height)
    }

    /// The empty rows between this rectangle and `other` (0 when they overlap along y).
    fileprivate func gapAlongY(_ other: Rect) -> Int {
        max(0, max(other.y - (y + height), y - (other.y + other.height)))
    }

    /// The empty columns between this rectangle and `other` (0 when they overlap along x).
    fileprivate func gapAlongX(_ other: Rect) -> Int {
        max(0, max(other.x - (x + width), x - (other.x + other.width)))
    }
}
