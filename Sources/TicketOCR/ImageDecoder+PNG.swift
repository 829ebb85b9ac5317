internal import CTesseract
internal import CTicketImaging

extension ImageDecoder {
    /// Decodes a PNG through libpng in the C shim: header checked first (a small file can
    /// declare a huge image), any depth, palette or alpha turned to 8-bit grey, then scaled
    /// to the target size.
    func decodePNG(_ bytes: [UInt8]) throws(ImageError) -> DecodedImage {
        var width: Int32 = 0
        var height: Int32 = 0
        var pix: UnsafeMutablePointer<PIX>?
        var message = [CChar](repeating: 0, count: Int(CTICKETIMAGING_MESSAGE_SIZE))
        let status = bytes.withUnsafeBufferPointer { buffer in
            CTicketImaging_decodePNGGray(
                buffer.baseAddress,
                buffer.count,
                UInt64(limits.maxPNGPixels),
                &width,
                &height,
                &pix,
                &message
            )
        }
        try Self.check(status, width: width, height: height, message: message)
        guard let pix else { throw .outOfMemory }
        return DecodedImage(
            image: try GrayImage(owning: pix).fitted(longSide: limits.targetLongSide),
            sourceWidth: Int(width),
            sourceHeight: Int(height),
            orientation: .up
        )
    }
}
