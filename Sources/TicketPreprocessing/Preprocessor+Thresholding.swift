public import TicketOCR

extension Preprocessor {
    /// The share of the print found by Sauvola's local threshold that Tesseract's global
    /// threshold may drop before a prepared image is read with the local one: more is print
    /// faded to mid grey on a page whose solid banners hold the global threshold below it.
    static let droppedPrintShare = 0.2
    /// The share of the print that the global threshold drops above which a text block's print
    /// counts as faded (``printIsFaded(in:)``) and the block is read with its contrast
    /// stretched from its first reading. On `samples/`, a bar of 0.35 reads 1 more date and
    /// leaves 2 photos fewer with a wrong value, every other field the same; 0.2 (the
    /// local threshold's bar) cost a recency flag, 0.5 a time.
    static let fadedPrintShare = 0.35
    /// Sauvola's factor, for the print of ``thresholding(for:)``'s measure and for
    /// Tesseract's local threshold: the text finder's (``TextRegionFinder``), which keeps
    /// faint print.
    static let localThresholdFactor: Float = 0.2

    /// How Tesseract should turn `image`, a prepared image about to be read, black and white:
    /// ``Thresholding/local(factor:)`` when more than ``droppedPrintShare`` of its print (its
    /// Sauvola ink, over windows of ``PreprocessOptions/characterHeight`` on a half-size copy)
    /// is lighter than the global (Otsu) threshold, ``Thresholding/global`` otherwise, and
    /// always without ``PreprocessOptions/thresholdLocally``.
    public func thresholding(for image: GrayImage) -> Thresholding {
        guard options.thresholdLocally else { return .global }
        return droppedShare(of: image) > Self.droppedPrintShare ? .local(factor: Self.localThresholdFactor) : .global
    }

    /// Whether the print of `slip`, a normalised text block, has faded so far that Tesseract's
    /// global threshold drops more than ``fadedPrintShare`` of it: thermal print gone mid grey
    /// beside solid banners, which reads best with its contrast stretched
    /// (``stretchedContrast(of:)``).
    public func printIsFaded(in slip: GrayImage) -> Bool {
        droppedShare(of: slip) > Self.fadedPrintShare
    }

    /// The share of `image`'s print (its Sauvola ink, over windows of
    /// ``PreprocessOptions/characterHeight`` on a half-size copy) that is lighter than the
    /// global (Otsu) threshold; 0 without print or out of memory.
    private func droppedShare(of image: GrayImage) -> Double {
        let half = image.scaled(by: 0.5)
        let whole = Rect(x: 0, y: 0, width: half.width, height: half.height)
        guard
            let print = BinaryImage(inkOf: half, window: Int(options.characterHeight), factor: Self.localThresholdFactor),
            let kept = BinaryImage(darkPixelsOf: half).flatMap({ print.intersection($0) }),
            let printed = print.setPixels(in: whole), printed > 0,
            let held = kept.setPixels(in: whole)
        else { return 0 }
        return Double(printed - held) / Double(printed)
    }
}
