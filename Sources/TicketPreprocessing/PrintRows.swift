/// Rows of print among character-sized marks: marks of like height that follow one another
/// along a line, each close after the one before and at about its height, as the letters of
/// words and lines of print do. Texture (grass, gravel, foliage) and the specks of a blank
/// page hold marks of the same size, but scattered: few of them line up in rows, and those
/// that do wander, while print is set on straight lines.
struct PrintRows {
    /// The widest gap between a mark and the next one in its row, in the mark's heights.
    var widestGap = 1.0
    /// The most a mark's centre may lie above or below the one before it, in their heights:
    /// enough for a line tilted by 30°.
    var rise = 0.6
    /// The most two marks of one row may differ in height, as a ratio.
    var heightRatio = 1.6
    /// The fewest marks of a straight row (``look(at:longest:)``).
    var straightRowMarks = 6
    /// The farthest the centres of a straight row's marks lie from the straight line fitted
    /// through them (their root mean square distance), in the row's median mark height. On
    /// the thumbnails of `samples/`' notices, half the rows of six marks or more lie within
    /// 0.04 of it and three quarters within 0.08; on those of the real scenes
    /// (`samples-scenes/`), 7 of 98 such rows lie within 0.12, half beyond 0.39.
    var straightness = 0.12

    /// `marks` linked into rows along the width of the image and along its height, once for
    /// every look at them.
    func link(_ marks: [Rect]) -> LinkedMarks {
        LinkedMarks(marks: marks, alongWidth: rows(in: marks), alongHeight: rows(in: marks.map(\.transposed)))
    }

    /// What the rows of `marks` show, linked here: the look below at `link(marks)`.
    func look(at marks: [Rect], longest: Int = 3) -> RowsOfPrint {
        look(at: link(marks), longest: longest)
    }

    /// What the rows of `linked` show, along the width of the image or along its height,
    /// whichever shows more: how many marks its `longest` longest rows hold together, and
    /// how many of its rows are straight (at least ``straightRowMarks`` marks whose centres
    /// lie on a straight line, within ``straightness`` of their height), and how many of
    /// its marks there are for each straight row.
    func look(at linked: LinkedMarks, longest: Int = 3) -> RowsOfPrint {
        [(linked.marks, linked.alongWidth), (linked.marks.map(\.transposed), linked.alongHeight)].map { turned, rows in
            let straightRows = rows.count { row in isStraight(row.map { turned[$0] }) }
            return RowsOfPrint(
                marksInLongestRows: rows.prefix(longest).map(\.count).reduce(0, +),
                straightRows: straightRows,
                marksPerStraightRow: straightRows > 0 ? turned.count / straightRows : nil
            )
        }.reduce(RowsOfPrint()) { $0.either($1) }
    }

    /// The marks of `linked` that stand in a row of at least `length` marks, along the width
    /// of the image or along its height: the letters of print, without the specks of noise,
    /// grain or a stain scattered among them.
    func marksInRows(of linked: LinkedMarks, length: Int) -> [Rect] {
        var inRow = Array(repeating: false, count: linked.marks.count)
        for row in linked.alongWidth + linked.alongHeight where row.count >= length {
            for index in row { inRow[index] = true }
        }
        return linked.marks.indices.filter { inRow[$0] }.map { linked.marks[$0] }
    }

    /// Whether the centres of `row`'s marks lie on a straight line (least squares, heights
    /// against positions along the row), within ``straightness`` of their median height.
    private func isStraight(_ row: [Rect]) -> Bool {
        guard row.count >= straightRowMarks else { return false }
        let centres = row.map { (x: Double($0.x) + Double($0.width) / 2, y: Double($0.y) + Double($0.height) / 2) }
        let count = Double(centres.count)
        let meanX = centres.map(\.x).reduce(0, +) / count
        let meanY = centres.map(\.y).reduce(0, +) / count
        let spread = centres.map { ($0.x - meanX) * ($0.x - meanX) }.reduce(0, +)
        let slope = spread > 0 ? centres.map { ($0.x - meanX) * ($0.y - meanY) }.reduce(0, +) / spread : 0
        let squares = centres.map { centre in
            let off = centre.y - meanY - slope * (centre.x - meanX)
            return off * off
        }
        let height = Double(row.map(\.height).sorted()[row.count / 2])
        return (squares.reduce(0, +) / count).squareRoot() <= straightness * height
    }

    /// The rows of `marks`, each as the indexes of its marks, longest first (a mark without
    /// neighbours is a row of one).
    private func rows(in marks: [Rect]) -> [[Int]] {
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
        var rows: [Int: [Int]] = [:]
        for index in marks.indices { rows[root(index), default: []].append(index) }
        return rows.values.sorted { $0.count > $1.count }
    }
}

/// Character-sized marks linked into rows (``PrintRows/link(_:)``): each row as the indexes of
/// its marks, longest first, along the width of the image and along its height.
struct LinkedMarks {
    let marks: [Rect]
    let alongWidth: [[Int]]
    let alongHeight: [[Int]]
}

/// What the rows of print of a photo's thumbnail show (``PrintRows``), measured before any
/// reading.
public struct RowsOfPrint: Sendable, Equatable {
    /// How many marks the three longest rows hold together.
    public var marksInLongestRows = 0
    /// How many rows are straight.
    public var straightRows = 0
    /// How many marks the thumbnail shows for each straight row (rounded down); nil without
    /// a straight row. A page of print shows a straight row for every few dozen marks; grass
    /// or a cup on a patterned cloth may line up six marks in a row among thousands.
    public var marksPerStraightRow: Int?

    /// The more of each of this look's and `other`'s, and the fewer marks per straight row.
    func either(_ other: RowsOfPrint) -> RowsOfPrint {
        RowsOfPrint(
            marksInLongestRows: max(marksInLongestRows, other.marksInLongestRows),
            straightRows: max(straightRows, other.straightRows),
            marksPerStraightRow: [marksPerStraightRow, other.marksPerStraightRow].compactMap { $0 }.min()
        )
    }
}
