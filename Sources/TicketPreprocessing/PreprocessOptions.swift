/// The settings of ``Preprocessor``, tuned on the sample corpus.
public struct PreprocessOptions: Sendable, Equatable {
    /// Crop to the block of printed text before anything else.
    public var findText = true
    /// Straighten text lines left tilted by up to ``maxSkewDegrees`` after orientation.
    public var deskew = true
    /// Level text lines one by one when no one angle straightens them
    /// (``Preprocessor/oriented(_:degrees:)``).
    public var levelLines = true
    /// The widest remaining tilt the deskew step looks for, in degrees: orientation is found
    /// in 15° steps, so the rest is at most 7.5° plus the slant of perspective.
    public var maxSkewDegrees: Float = 12
    /// Even out shadows and uneven light.
    public var normaliseBackground = true
    /// Stretch the contrast tile by tile after evening out (``Preprocessor/stretchedContrast(of:)``),
    /// for print faded to mid grey: off in the readings that come first, since it also
    /// darkens noise (``ReadingStep/contrastStretched(turns:then:)``).
    public var stretchContrast = false
    /// Have Tesseract threshold an image locally when its global threshold would drop faded
    /// print (``Preprocessor/thresholding(for:)``); off, every image is thresholded globally.
    public var thresholdLocally = true
    /// Turn every image read black and white at its print's own level
    /// (``Preprocessor/oriented(_:degrees:)``, Otsu's threshold among the greys lighter than
    /// Otsu's threshold of the whole): off in the readings that come first, since print that
    /// is not faded reads better in grey (``ReadingStep/binarisedAtPrintLevel(turns:then:)``).
    public var binariseAtPrintLevel = false
    /// Turn labels printed white in a column of dark boxes black on white before recognition
    /// (``Preprocessor/oriented(_:degrees:)``).
    public var turnReversePrint = true
    /// The median character height, in pixels, that text is scaled to: the size Tesseract's
    /// LSTM model reads best.
    public var characterHeight = 20.0
    /// When no text block stands out, a portrait image is scaled to this width (a scan of the
    /// slip: its 2.9 inches at about 300 dpi).
    public var pageWidth = 900
    /// A text block whose characters are shorter than this, in pixels of the decoded photo,
    /// is cut from the photo decoded at full scale instead, when the decoder had scaled it down
    /// (``Preprocessor/normalisedTextBlock(in:marks:finer:)``). A 12 MP photo is decoded at
    /// half its size, where print under 10 px (20 px in the file) has lost strokes that
    /// enlarging it 2x and more cannot bring back, while the file still holds them. At 15 px
    /// instead, `samples/` gave the same figures and the held-out split one more time, one
    /// more photo with a wrong value and one first reading fewer settling its notice.
    public var finerBelowCharacterHeight = 10.0
    /// The longest side, in pixels, that scaling a slip to ``characterHeight`` may give it, and
    /// that the whole of a photo is read at (``Preprocessor/normalisedPage(in:)``).
    ///
    /// A slip whose characters are 20 px tall is about 900x1500 px. A bigger result means
    /// that the marks measured were specks of noise on a dark or stained photo rather than
    /// print, and Tesseract's time grows with the area it reads: on the corpus the cap leaves
    /// every response the same, and lowlight-087 takes 4.2 s instead of 10.4 s,
    /// negative-receipt-127 3.1 s instead of 5.4 s. A cap of 2000 px loses blur-12mp-060.
    public var maxSlipSide = 2400

    public init() {}
}
