internal import CTesseract
import TicketOCR

/// Where a slip prints white on black: field labels in a column of solid dark boxes.
///
/// Tesseract reads dark print on light paper. A line whose label is printed white in a dark
/// box and whose value is printed black beside it is neither, and Tesseract's own inverted
/// second reading of a doubtful line (`tessedit_do_invert`, which the pipeline turns off)
/// turns the whole line, value and all. So such boxes are found and turned black on white
/// before recognition.
struct ReversePrint {
    /// A box is where a brick this many character heights wide fits in solid ink...
    static let boxWidthInCharacters = 2.0
    /// ...and this many tall: taller than a line of dark print, whose letters leave gaps
    /// between them anyway, and lower than the boxes of labels, which hold a character with
    /// a margin above and below it.
    static let boxHeightInCharacters = 1.2
    /// The tallest a label box is, in character heights: it holds one line of the slip's
    /// print with a margin; a banner's heading is larger.
    static let maximumBoxHeightInCharacters = 3.0
    /// The least share of a box's pixels that are ink (its white letters are not): a box of
    /// white letters is mostly ink, the outline of a framed banner or of a table, whose inside
    /// the search fills, mostly not.
    static let inkShare = 0.5
    /// The least width of a box, in heights: a label or a banner is a line of letters, while
    /// a blot, or a letter whose holes the search fills on a slip whose print is larger than
    /// it was scaled for, is about as wide as it is tall.
    static let boxAspect = 2.5
    /// How far apart, in box heights, the tops of two label boxes of one stack may lie: the
    /// labels of a form stand in a column of boxes, one per line, their left edges aligned
    /// (within a character height). A banner (a dark band with a heading in it) stands
    /// alone, and is left dark: the field section is found by the gap it leaves in the layout
    /// (``FieldSection``), and its heading is nothing the parser needs.
    static let stackSpacingInBoxes = 3
    /// How much the heights of two boxes of one stack may differ, as a share of the taller:
    /// a form's label boxes are one size; a banner and a dark strip of shadow above it not.
    static let stackHeightTolerance = 0.25
    /// How far around a box, in character heights, its ink is turned too: the edges of a
    /// box that the brick does not reach, left dark, read as letters.
    static let marginInCharacters = 0.5

    /// The pixels of `image`, a slip scaled to `characterHeight`, that belong to its boxes of
    /// white-on-black print: each box's ink with its holes; nil when it has none.
    static func mask(of image: GrayImage, characterHeight: Double) -> BinaryImage? {
        guard
            let ink = BinaryImage(darkPixelsOf: image),
            let filled = ink.holesFilled(),
            let solid = filled.opened(
                width: Int(characterHeight * boxWidthInCharacters),
                height: Int(characterHeight * boxHeightInCharacters)
            )
        else { return nil }
        let candidates = solid.components().filter { box in
            guard Double(box.width) >= boxAspect * Double(box.height),
                Double(box.height) <= maximumBoxHeightInCharacters * characterHeight, let count = ink.setPixels(in: box)
            else { return false }
            return Double(count) >= inkShare * Double(box.width * box.height)
        }
        let boxes = candidates.filter { box in
            candidates.contains { other in
                let height = max(box.height, other.height)
                return other != box && abs(other.x - box.x) <= Int(characterHeight)
                    && abs(other.y - box.y) <= stackSpacingInBoxes * height
                    && Double(abs(other.height - box.height)) <= stackHeightTolerance * Double(height)
            }
        }
        guard !boxes.isEmpty else { return nil }
        let margin = Int(characterHeight * marginInCharacters)
        let around = boxes.map { box in
            Rect(x: max(0, box.x - margin), y: max(0, box.y - margin), width: box.width + 2 * margin, height: box.height + 2 * margin)
        }
        guard
            let seeds = BinaryImage(width: image.width, height: image.height, filling: boxes),
            let reach = BinaryImage(width: image.width, height: image.height, filling: around)
        else { return nil }
        return filled.reconstructed(from: seeds)?.intersection(reach)
    }
}

extension GrayImage {
    /// The image with its white-on-black print turned black on white (``ReversePrint``); the
    /// image itself when it has none.
    func reversePrintTurned(characterHeight: Double) -> GrayImage {
        guard
            let mask = ReversePrint.mask(of: self, characterHeight: characterHeight),
            let copy = pixCopy(nil, pix)
        else { return self }
        var inverted = pixInvert(nil, pix)
        defer { pixDestroy(&inverted) }
        pixCombineMasked(copy, inverted, mask.pix)
        return GrayImage(owning: copy)
    }
}
