import TicketOCR

/// The character-sized marks of a photo's thumbnail (``TextRegionFinder``), found and linked
/// into rows (``PrintRows``) once per photo: the look for rows of print before any reading and
/// the search for the slip's text block both work on them.
public struct PrintMarks {
    /// The thumbnail the marks lie on (the photo itself when it is no larger).
    let thumbnail: GrayImage
    /// The thumbnail's width and height.
    var width: Int { thumbnail.width }
    var height: Int { thumbnail.height }
    /// The thumbnail's scale from the photo (1 for a photo no larger than it).
    let factor: Double
    /// The marks with ink told from paper by ``TextRegionFinder/inkFactor``.
    let usual: LinkedMarks
    /// The marks with ink told from paper by ``TextRegionFinder/fainterInkFactor``.
    let fainter: LinkedMarks
}

/// Which way a photo's lines of print run (``Preprocessor/printDirection(of:)``).
public enum PrintDirection: Sendable, Equatable {
    /// Along the photo's width: upright or upside down.
    case alongWidth
    /// Along the photo's height: a quarter turn from upright either way.
    case alongHeight
}
