public import TicketOCR

/// What the preprocessor did to an image, for `--debug-dir` and timing reports.
public struct PreparedImage {
    /// Exactly what Tesseract will receive.
    public let image: GrayImage
    /// The slip's box in the upright decoded image, nil when the whole image was used.
    public let slip: Rect?
    /// The skew that was corrected, in degrees.
    public let skewDegrees: Float?
}

/// Turns an upright decoded photo into the image Tesseract reads best: the slip cropped out,
/// turned by the requested quarter turns, straightened, evened out and scaled so that its
/// text is the size the LSTM model was trained on.
///
/// ```swift
/// let preprocessor = Preprocessor()
/// let slip = preprocessor.locateSlip(in: decoded.image)
/// let prepared = preprocessor.prepare(decoded.image, slip: slip, quarterTurns: 0)
/// let lines = try engine.recognize(prepared.image)
/// ```
public struct Preprocessor: Sendable {
    public var options: PreprocessOptions

    public init(options: PreprocessOptions = PreprocessOptions()) {
        self.options = options
    }

    /// The slip's box in `image`, or nil when slip finding is off or nothing stands out.
    public func locateSlip(in image: GrayImage) -> Rect? {
        options.findSlip ? SlipLocator().locate(in: image) : nil
    }

    /// The quarter turns worth trying, most likely first: a slip lying on its side is tried
    /// at 90° and 270°, an upright one (or an unknown one) at 0° and then 180°.
    public func orientationCandidates(slip: Rect?) -> [Int] {
        guard let slip, slip.width > slip.height else { return [0, 2] }
        return [1, 3]
    }

    /// Prepares `image` for OCR: cropped to `slip`, turned clockwise by `quarterTurns` * 90°,
    /// scaled, straightened and evened out.
    public func prepare(_ image: GrayImage, slip: Rect?, quarterTurns: Int) -> PreparedImage {
        var result = slip.map { image.cropped(to: $0) } ?? image
        result = result.rotated(quarterTurns: quarterTurns)
        if slip != nil || result.width < result.height {
            let factor = Float(options.slipWidth) / Float(result.width)
            result = result.scaled(by: min(factor, 4))
        }
        var skew: Float?
        if options.deskew, let angle = result.textSkew(range: options.maxSkewDegrees), abs(angle) >= 0.5 {
            skew = angle
            result = result.rotated(degrees: angle)
        }
        if options.normaliseBackground {
            result = result.backgroundNormalised()
        }
        return PreparedImage(image: result, slip: slip, skewDegrees: skew)
    }
}
