/// The settings of ``Preprocessor``, tuned on the sample corpus.
public struct PreprocessOptions: Sendable, Equatable {
    /// Crop to the slip found by its bright paper before anything else.
    public var findSlip = true
    /// Straighten text lines tilted by up to ``maxSkewDegrees``.
    public var deskew = true
    /// The widest tilt the deskew step looks for, in degrees.
    public var maxSkewDegrees: Float = 20
    /// Even out shadows and uneven light.
    public var normaliseBackground = true
    /// The slip's width after scaling, in pixels: the 2.9-inch slip at about 300 dpi, where
    /// its capital letters are the 20-30 px that Tesseract reads best.
    public var slipWidth = 900

    public init() {}
}
