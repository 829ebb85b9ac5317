/// Rows of print among character-sized marks: marks of like height that follow one another
/// along a line, each close after the one before and at about its height, as the letters of
/// words and lines of print do. Texture (grass, gravel, foliage) and the specks of a blank
/// page hold marks of the same size, but scattered: few of them line up in rows.
struct PrintRows {
    /// The widest gap between a mark and the next one in its row, in the mark's heights.
    var widestGap = 1.0
    /// The most a mark's centre may lie above or below the one before it, in their heights:
    /// enough for a line tilted by 30°.
    var rise = 0.6
    /// The most two marks of one row may differ in height, as a ratio.
    var heightRatio = 1.6
    /// How many marks the `count` longest rows of `marks` hold together, along the width of
    /// the image or along its height, whichever holds more.
    func marksInLongestRows(_ count: Int, of marks: [Rect]) -> Int {
        let along = rowLengths(in: marks)
        let across = rowLengths(in: marks.map { Rect(x: $0.y, y: $0.x, width: $0.height, height: $0.width) })
        return max(along.prefix(count).reduce(0, +), across.prefix(count).reduce(0, +))
    }

    /// How many marks each row holds, longest first (a mark without neighbours is a row of
    /// one).
    private func rowLengths(in marks: [Rect]) -> [Int] {
        guard !marks.isEmpty else { return [] }
        let cell = max(1, marks.map(\.height).sorted()[marks.count / 2])
        // The marks by the cell of a `cell`-sided grid that holds their left edge's centre.
        var grid: [SIMD2<Int>: [Int]] = [:]
        for (index, mark) in marks.enumerated() {
            grid[SIMD2(mark.x / cell, (mark.y + mark.height / 2) / cell), default: []].append(index)
        }
        var parent = Array(marks.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        for (index, mark) in marks.enumerated() {
            let height = Double(mark.height)
            let right = mark.x + mark.width
            let centre = Double(mark.y) + height / 2
            let reach = Int(widestGap * height) + 1
            var next: (index: Int, gap: Int)?
            for cellX in (right - mark.height / 2) / cell...(right + reach) / cell {
                for cellY in (mark.y - reach) / cell...(mark.y + mark.height + reach) / cell {
                    for other in grid[SIMD2(cellX, cellY)] ?? [] where other != index {
                        let candidate = marks[other]
                        let gap = candidate.x - right
                        let otherHeight = Double(candidate.height)
                        guard gap >= -mark.height / 2, gap <= reach, candidate.x > mark.x,
                            max(height, otherHeight) <= heightRatio * min(height, otherHeight),
                            abs(Double(candidate.y) + otherHeight / 2 - centre) <= rise * max(height, otherHeight)
                        else { continue }
                        if next.map({ gap < $0.gap }) ?? true { next = (other, gap) }
                    }
                }
            }
            if let next { parent[root(next.index)] = root(index) }
        }
        var sizes: [Int: Int] = [:]
        for index in marks.indices { sizes[root(index), default: 0] += 1 }
        return sizes.values.sorted(by: >)
    }
}
