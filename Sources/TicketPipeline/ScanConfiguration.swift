public import TicketCore
public import TicketOCR
public import TicketPreprocessing

/// Everything a scan depends on besides the image and the clock.
public struct ScanConfiguration: Sendable {
    /// The lots that locations are mapped to.
    public var catalogue: LotCatalogue
    /// Size limits and DCT scaling of the decoder.
    public var decodeLimits: DecodeLimits
    /// Slip finding, deskew, normalisation and scale.
    public var preprocess: PreprocessOptions
    /// The page segmentations tried on each orientation, in order, until the readings agree
    /// on all three fields: a single block first (a cropped slip), then automatic layout
    /// (a crop with background left in it).
    public var segmentations: [PageSegmentation] = [.singleBlock, .automatic]
    /// How the image a notice was found on is changed to be read again, in turn, while fields
    /// are still unread after all other readings; empty for no such reading. Tesseract's
    /// misreadings change with the size, sharpness, stroke width and greys of the print
    /// (``Reread``). On the corpus, enlarged 1.25x (characters of 25 px instead of 20) that
    /// reading filled 8 fields of 6 notices and no wrong value when it came in (1.5x added a
    /// wrong time, 0.8x two in its place). Reduced 0.65x after it, the reading fills 3 more
    /// fields of 3 notices and no wrong value; 0.6x and 0.7x fill 2 and 4, 0.75x and 0.8x add
    /// wrong times. Sharpened next (half-width 4, fraction 1), it fills 3 more fields of 3
    /// notices (blur, motion, a coffee stain) and no wrong value; half-width 3 at fractions
    /// 0.7 to 1.5 and 5 at 1 fill 2 or 3, half-width 2 fills 2 at fraction 0.5 and adds a
    /// wrong time at 1. With its strokes thinned by 2 px then, it fills motion-12mp-069's
    /// location; with its greys lightened (gamma 2) last, lowlight-087's location (gamma 1.5
    /// and 3, the same); neither adds a wrong value. Sharpened and enlarged 1.25x instead
    /// filled one date, but neither half-width 3 or 5 nor 1.5x did the same: not kept.
    public var rereads: [Reread] = [
        .scaled(1.25), .scaled(0.65), .sharpened(halfWidth: 4, fraction: 1), .strokesThinned(width: 3), .lightened(gamma: 2),
    ]
    /// The scales a field line still unread after every other reading is enlarged by, in
    /// turn, to be read again on its own (``Preprocessor/lineCloseUp(of:in:scale:)``), until
    /// its close-ups settle on a value (``FieldLineCloseUps``); the second and later ones only
    /// when the line's label was read. On the corpus, the first close-up at 1.5x fills 5 fields
    /// of 3 notices and no wrong value (4 before the close-ups were cut to their own rows; 2x,
    /// 2.5x or 3x instead, one date fewer); at 2.25x and 3x after it, two
    /// agreeing readings fill 2 dates more (rot90-045, rot180-046) and no wrong value.
    public var closeUpScales: [Float] = [1.5, 2.25, 3]
    /// The Gaussian blurs, in pixels of the decoded photo, that a blurred photo is deconvolved
    /// for when its readings leave it no notice or a field unread: each deconvolved photo is
    /// read again (in the crop and turn that showed the notice, or every one when none did;
    /// without rereads or close-ups), and a value that two of
    /// them agree on, more often than any other, fills a field still unread
    /// (``ReadingConsensus/addDeblurred(_:)``). Empty for no deconvolution. On the corpus these
    /// three fill blur-12mp-059 (read as no notice before), exif8-12mp-026's date, blur-094's
    /// location and motion-106's time, and no wrong value; adding 3 px fills the same.
    public var deblurSigmas: [Float] = [1, 1.5, 2]
    /// The edge sharpness (``GrayImage/edgeSharpness``) below which a photo counts as blurred
    /// and is deconvolved. Sharp photos of print measure 1 to 2, the corpus's blurred ones
    /// under 0.8; blank pages, stains and receipts, which deconvolution only makes slower to
    /// read (up to 25 s more), stay out.
    public var deblurBelowSharpness: Float = 0.8
    /// What tells that a reading which shows no notice was of upright print, so that the
    /// image it was made from is read no further (no other segmentation, no other
    /// orientation). On the corpus it leaves every response the same; a bill read upright at
    /// once was then laid out anew and read upside down twice, and takes 0.21 s instead of
    /// 0.64 s (the 14 negatives 12.5 s instead of 14.5 s).
    public var uprightPrint = UprightPrint()
    /// Seconds of a photo's scan after which no further reading of it is started (the
    /// first reading always is); the scan then answers with what its readings so far agree
    /// on. Nil for no limit. A cap for batches of thousands and for impatient callers: most
    /// photos read in a fraction of a second, but a hard one (blurred, dark, stained) can
    /// take 20 s of rereads, close-ups and deconvolved readings, which are what read its
    /// last fields.
    public var readingBudget: Double?

    public init(
        catalogue: LotCatalogue = .default,
        decodeLimits: DecodeLimits = DecodeLimits(),
        preprocess: PreprocessOptions = PreprocessOptions()
    ) {
        self.catalogue = catalogue
        self.decodeLimits = decodeLimits
        self.preprocess = preprocess
    }
}
