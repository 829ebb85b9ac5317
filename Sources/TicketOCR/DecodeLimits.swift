/// Bounds that keep a hostile or absurd image from exhausting memory or time.
public struct DecodeLimits: Sendable, Equatable {
    /// Images whose header declares more pixels are refused before any pixel is allocated.
    public var maxSourcePixels: Int
    /// The decoded image's long side is reduced towards this (JPEG: DCT scaling by n/8).
    public var targetLongSide: Int
    /// Bound on the JPEG decoder's own working memory, in bytes.
    public var maxDecoderMemory: Int

    /// - Parameters:
    ///   - maxSourcePixels: default 100 megapixels (a 12 MP phone photo is 12.2).
    ///   - targetLongSide: default 2400 px: a 4032x3024 photo decodes at 4/8 to 2016x1512.
    ///   - maxDecoderMemory: default 512 MiB.
    public init(maxSourcePixels: Int = 100_000_000, targetLongSide: Int = 2400,
                maxDecoderMemory: Int = 512 << 20) {
        self.maxSourcePixels = maxSourcePixels
        self.targetLongSide = targetLongSide
        self.maxDecoderMemory = maxDecoderMemory
    }
}
