import TicketOCR

/// A photo decoded again at a finer scale (``ImageDecoder/finer``), decoded once, when first
/// asked for: every reading of the text block (the contrast-stretched one too) asks again.
final class FinerCopy {
    private let decode: () -> GrayImage?
    /// The finer copy; nil when it could not be decoded.
    private(set) lazy var image: GrayImage? = decode()

    init(decoding decode: @escaping () -> GrayImage?) {
        self.decode = decode
    }
}
