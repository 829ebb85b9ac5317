import TicketCore
import TicketOCR

/// Where a notice's print lies in the image it was found on: the words it was recognised by
/// (its banner and header phrases, its field labels) with room around them for the values
/// and banners that read badly.
///
/// A slip photographed from afar, or a text block that took in the noisy ground around the
/// slip, is read as rows that run on across the ground: Tesseract lays the notice's lines out
/// together with the specks beside them, and the values come out garbled. Cut down to the
/// notice's print, the same pixels read as the slip alone.
struct NoticeRegion {
    /// A word marks the notice when its confidence is this or more...
    static let minimumWordConfidence: Float = 80
    /// ...and it holds this many letters and digits: junk read off the ground is mostly one or
    /// two marks long.
    static let minimumWordCharacters = 3
    /// Fewer words that mark the notice than this tell too little of where it lies.
    static let minimumWords = 3
    /// How far the region reaches beyond those words, in their median height: to the left
    /// (a label whose first letters read badly)...
    static let leftInWords = 3
    /// ...above (the banner above the header, which may have read as junk)...
    static let aboveInWords = 4
    /// ...below (the field lines under the last label read)...
    static let belowInWords = 4
    /// ...and to the right, at least this far, and at least half the words' own width: the
    /// values stand to the right of their labels.
    static let rightInWords = 8
    /// The largest share of the image the region may cover for the step to read it: a region
    /// nearly as large as the image reads as the image did.
    static let maximumShare = 0.6

    /// The box of the notice's print in the image `notice` was read from, or nil when its
    /// reading shows too few clear words of the notice, or the box is most of the image.
    /// `parser` tells which lines are the notice's (``TicketParser/marksNotice(_:)``).
    static func box(of notice: NoticeReading, parser: TicketParser) -> RecognizedLine.Box? {
        let words = notice.lines.filter { parser.marksNotice(TextLine($0)) }.flatMap(clearWords)
        guard words.count >= minimumWords, let union = RecognizedLine.Box.enclosing(words) else { return nil }
        let height = words.map(\.height).sorted()[words.count / 2]
        let (width, imageHeight) = (notice.image.width, notice.image.height)
        let left = max(0, union.x - leftInWords * height)
        let top = max(0, union.y - aboveInWords * height)
        let right = min(width, union.x + union.width + max(union.width / 2, rightInWords * height))
        let bottom = min(imageHeight, union.y + union.height + belowInWords * height)
        guard right > left, bottom > top,
            Double((right - left) * (bottom - top)) <= maximumShare * Double(width * imageHeight)
        else { return nil }
        return RecognizedLine.Box(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// The boxes of `line`'s words that were read clearly: ``minimumWordConfidence`` or more,
    /// and ``minimumWordCharacters`` letters and digits or more.
    private static func clearWords(of line: RecognizedLine) -> [RecognizedLine.Box] {
        let words = line.text.split(separator: " ")
        guard words.count == line.wordBoxes.count, words.count == line.wordConfidences.count else { return [] }
        return words.indices.compactMap { index in
            let clear =
                line.wordConfidences[index] >= minimumWordConfidence
                && words[index].count(where: { $0.isLetter || $0.isNumber }) >= minimumWordCharacters
            return clear ? line.wordBoxes[index] : nil
        }
    }
}
