internal import CTesseract

extension ImageDecoder {
    /// Decodes a PNG through Leptonica: header checked first (a small file can declare a huge
    /// image), any depth or palette converted to 8-bit grey, then scaled to the target size.
    func decodePNG(_ bytes: [UInt8]) throws(ImageError) -> DecodedImage {
        var format: Int32 = 0, width: Int32 = 0, height: Int32 = 0
        var bitsPerSample: Int32 = 0, samplesPerPixel: Int32 = 0, colormap: Int32 = 0
        let header = bytes.withUnsafeBufferPointer {
            pixReadHeaderMem($0.baseAddress, $0.count, &format, &width, &height,
                             &bitsPerSample, &samplesPerPixel, &colormap)
        }
        guard header == 0, width > 0, height > 0 else { throw .corrupt("unreadable PNG header") }
        guard Int(width) * Int(height) <= limits.maxSourcePixels else {
            throw .tooLarge(width: Int(width), height: Int(height))
        }
        var decoded = bytes.withUnsafeBufferPointer { pixReadMemPng($0.baseAddress, $0.count) }
        guard decoded != nil else { throw .corrupt("undecodable PNG data") }
        defer { pixDestroy(&decoded) }
        guard let converted = pixConvertTo8(decoded, 0) else { throw .corrupt("unsupported PNG pixel format") }
        var gray = GrayImage(owning: converted)
        let longSide = Int(max(width, height))
        if longSide > limits.targetLongSide {
            gray = gray.scaled(by: Float(limits.targetLongSide) / Float(longSide))
        }
        return DecodedImage(image: gray, sourceWidth: Int(width), sourceHeight: Int(height),
                            orientation: .up)
    }
}
