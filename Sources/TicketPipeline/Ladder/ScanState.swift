import TicketCore
import TicketOCR
import TicketPreprocessing

/// What the readings of one photo have shown so far: the state the steps of the ladder read
/// and add to.
struct ScanState {
    /// The photo, decoded and turned upright.
    let image: GrayImage
    /// The marks of its thumbnail, when they were found before the readings.
    let marks: PrintMarks?
    /// Gives the photo decoded at a finer scale (``FinerCopy``, decoded once), when the file
    /// holds finer detail than ``image``; asked for when the text block's print is small.
    let finer: (() -> GrayImage?)?
    /// The only view of the photo to read, when a notice was shown in it before (a photo
    /// deconvolved is read where the photo itself showed its notice); nil for every view.
    let view: NoticeView?
    /// Receives every reading made, when given.
    let debug: (any DebugImageSink)?
    /// What the readings agree on.
    var consensus: ReadingConsensus
    /// The readings made so far, counted from 1 for the debug images.
    var attempts = 0
    /// The readings that left values in doubt, in the order they were made.
    var doubts: [DoubtfulReading] = []
    /// The image and lines of the first reading that showed a notice.
    var notice: NoticeReading?
    /// Where that reading was made.
    var noticeView: NoticeView?
    /// The most orientations of each image read, the likeliest first; nil for all its
    /// likely ones.
    var turns: Int?
    /// A text block was found in the photo, and read before the whole photo.
    var foundTextBlock = false
    /// Some image read showed upright print that is no notice, nor part of one.
    var showedOtherPrint = false
    /// What the scan's first reading showed; ``FirstReadingView/noReading`` before it.
    var firstReading = FirstReadingView.noReading
    /// Some reading named another issuer on a clear line (``PageReading/namesOtherIssuer``).
    var namedOtherIssuer = false
    /// Some reading showed texture (``UprightPrint/showsTexture(by:)``), or the photo's
    /// thumbnail showed too few straight rows of print for its marks
    /// (``ScanConfiguration/maximumMarksPerStraightRow``).
    var showedTexture = false
    /// The photo's thumbnail showed too few straight rows of print for its marks
    /// (``ScanConfiguration/maximumMarksPerStraightRow``): a scene, not a notice's faded or
    /// blurred print, which shows its rows.
    let thumbnailShowedTexture: Bool
    /// Some reading held a clear line of print.
    var showedClearLine = false

    /// Readings showed texture, and none held a clear line of print.
    var isTexture: Bool { showedTexture && !showedClearLine }

    /// A state for the first readings of `image`; one whose thumbnail showed texture counts as
    /// having shown it, and is read in at most `turns` orientations of each image.
    init(
        image: GrayImage,
        finer: (() -> GrayImage?)? = nil,
        marks: PrintMarks? = nil,
        view: NoticeView? = nil,
        thumbnailShowedTexture: Bool = false,
        turns: Int? = nil,
        catalogue: LotCatalogue,
        debug: (any DebugImageSink)? = nil
    ) {
        self.image = image
        self.finer = finer
        self.marks = marks
        self.view = view
        self.thumbnailShowedTexture = thumbnailShowedTexture
        self.turns = turns
        self.debug = debug
        showedTexture = thumbnailShowedTexture
        consensus = ReadingConsensus(catalogue: catalogue)
    }

    /// A state for reading `image` on its own after the readings of `scan`, in `view`: its
    /// readings are counted on from `scan`'s and shown to the same debug sink, it keeps what
    /// `scan`'s first reading showed, and it is read as texture when `scan` was.
    init(reading image: GrayImage, view: NoticeView? = nil, after scan: ScanState, catalogue: LotCatalogue) {
        self.init(image: image, view: view, thumbnailShowedTexture: scan.thumbnailShowedTexture, catalogue: catalogue, debug: scan.debug)
        attempts = scan.attempts
        firstReading = scan.firstReading
        showedTexture = scan.showedTexture
        showedClearLine = scan.showedClearLine
    }

    /// Takes over what the readings of `own`, a state made by
    /// ``init(reading:view:after:catalogue:)`` from this one, counted: how many there were,
    /// whether one showed other upright print, named another issuer, showed texture or a
    /// clear line.
    mutating func count(_ own: ScanState) {
        attempts = own.attempts
        showedOtherPrint = showedOtherPrint || own.showedOtherPrint
        namedOtherIssuer = namedOtherIssuer || own.namedOtherIssuer
        showedTexture = showedTexture || own.showedTexture
        showedClearLine = showedClearLine || own.showedClearLine
    }

    /// Whether a notice was shown and some field is still unread.
    var noticeLacksAField: Bool {
        consensus.isNotice && FieldLabel.allCases.contains(where: consensus.lacks)
    }
}

/// A reading that showed a notice: the image read and its lines.
struct NoticeReading {
    let image: GrayImage
    let lines: [RecognizedLine]

    /// The field lines of the reading (``TicketParser/fieldLines(in:)``), each as its index in
    /// ``lines`` with the labels it starts with, in ``FieldLabel`` order.
    func fieldLines(by parser: TicketParser) -> [(index: Int, labels: [FieldLabel])] {
        let textLines = lines.map(TextLine.init)
        return parser.fieldLines(in: textLines).compactMap { line in
            textLines.firstIndex(of: line).map { ($0, parser.labels(on: line)) }
        }
    }

    /// The row midway between the last line above the banner that ends the notice's field
    /// lines (``TicketParser/fieldsEnd(in:)``) and that banner; nil when it has none.
    func rowBelowFields(by parser: TicketParser) -> Int? {
        guard let end = parser.fieldsEnd(in: lines.map(TextLine.init)), end > 0 else { return nil }
        let above = lines[end - 1].box
        return (above.y + above.height + lines[end].box.y) / 2
    }
}

/// A reading whose parse left values in doubt.
struct DoubtfulReading {
    let image: GrayImage
    let lines: [RecognizedLine]
    let values: [DoubtfulValue]
}

/// Where a reading showed a notice: the block of text found in the photo or the whole
/// photo, turned by `degrees`; nil `degrees` when its lines ran sideways, so that the
/// automatic layout read them turned and the turn that stands them upright is unknown
/// (motion-106).
struct NoticeView: Equatable {
    let wholePhoto: Bool
    let degrees: Float?

    /// Whether most of `lines` are taller than wide.
    static func runSideways(_ lines: [RecognizedLine]) -> Bool {
        2 * lines.count(where: { $0.box.height > $0.box.width }) > lines.count
    }
}
