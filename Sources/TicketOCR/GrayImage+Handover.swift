import CTesseract

extension GrayImage {
    /// A copy of the image for another thread to own: its own pixels and its own Leptonica
    /// reference count (Leptonica counts references without atomics, so two threads must
    /// never hold the same `PIX`). Nil when memory runs out.
    public func handedOver() -> HandedOverImage? {
        pixCopy(nil, pix).map { HandedOverImage(GrayImage(owning: $0)) }
    }
}

/// An image copied for another thread (``GrayImage/handedOver()``), which nothing else
/// references: the thread that receives it is its only owner, and takes it out once.
public struct HandedOverImage: @unchecked Sendable {
    private let image: GrayImage

    fileprivate init(_ image: GrayImage) {
        self.image = image
    }

    /// The image, for the thread it was handed to.
    public func take() -> GrayImage {
        image
    }
}
