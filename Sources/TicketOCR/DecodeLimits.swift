/// Bounds that keep a hostile or absurd image from exhausting memory or time.
public struct DecodeLimits: Sendable, Equatable {
    /// JPEGs whose header declares more pixels are refused before any pixel is allocated.
    public var maxSourcePixels: Int
    /// PNGs whose header declares more pixels are refused: a PNG is decoded at full size
    /// before it is scaled, so each of its pixels costs a byte of memory.
    public var maxPNGPixels: Int
    /// The decoded image's long side is reduced to at most this (JPEG: first by DCT scaling).
    public var targetLongSide: Int
    /// Bound on the JPEG decoder's own working memory, in bytes.
    public var maxDecoderMemory: Int

    /// - Parameters:
    ///   - maxSourcePixels: default 100 megapixels (a 12 MP phone photo is 12.2); a baseline
    ///     JPEG is decoded straight at its reduced scale, so this bounds time, not memory.
    ///   - maxPNGPixels: default 40 megapixels (a phone screenshot is 3 to 4).
    ///   - targetLongSide: default 2400 px: a 4032x3024 photo decodes at 4/8 to 2016x1512.
    ///   - maxDecoderMemory: default 128 MiB: a progressive 12 MP photo needs 37 MiB (4:2:0)
    ///     to 73 MiB (4:4:4) of coefficient buffers; a 100 MP one would need 300 MiB.
    public init(
        maxSourcePixels: Int = 100_000_000,
        maxPNGPixels: Int = 40_000_000,
        targetLongSide: Int = 2400,
        maxDecoderMemory: Int = 128 << 20
    ) {
        self.maxSourcePixels = maxSourcePixels
        self.maxPNGPixels = maxPNGPixels
        self.targetLongSide = targetLongSide
        self.maxDecoderMemory = maxDecoderMemory
    }
}
