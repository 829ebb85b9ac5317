internal import CTesseract

extension GrayImage {
    /// The image scaled by `factor` (area-averaged when shrinking, interpolated when growing).
    public func scaled(by factor: Float) -> GrayImage {
        factor == 1 ? self : derived(pixScaleGeneral(pix, factor, factor, 0, 0), or: self)
    }
}
