internal import CTesseract

extension GrayImage {
    /// The image encoded as a PNG file, for `--debug-dir` and tests.
    ///
    /// - Throws: ``ImageError/encodingFailed`` if Leptonica cannot encode it.
    public func pngData() throws(ImageError) -> [UInt8] {
        var bytes: UnsafeMutablePointer<UInt8>?
        var size = 0
        guard pixWriteMemPng(&bytes, &size, pix, 0) == 0, let bytes else {
            throw .encodingFailed
        }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: size))
    }
}
