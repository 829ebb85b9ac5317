public import TicketOCR

extension Preprocessor {
    /// The share of the print found by Sauvola's local threshold that Tesseract's global
    /// threshold may drop before a prepared image is read with the local one: more is print
    /// faded to mid grey on a page whose solid banners hold the global threshold below it.
    static let droppedPrintShare = 0.2
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
        let half = image.scaled(by: 0.5)
        let whole = Rect(x: 0, y: 0, width: half.width, height: half.height)
        guard
            let print = BinaryImage(inkOf: half, window: Int(options.characterHeight), factor: Self.localThresholdFactor),
            let kept = BinaryImage(darkPixelsOf: half).flatMap({ print.intersection($0) }),
            let printed = print.setPixels(in: whole), printed > 0,
            let held = kept.setPixels(in: whole)
        else { return .global }
        let dropped = Double(printed - held) / Double(printed)
        return dropped > Self.droppedPrintShare ? .local(factor: Self.localThresholdFactor) : .global
    }
}
