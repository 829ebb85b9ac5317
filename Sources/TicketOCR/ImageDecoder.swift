internal import CTesseract
internal import CTicketImaging

/// A decoded photo: upright 8-bit grey pixels and what the file declared.
public struct DecodedImage {
    /// The pixels turned upright per EXIF, at the scale they were decoded.
    public let image: GrayImage
    /// The file's own dimensions before scaling and rotation.
    public let sourceWidth: Int
    public let sourceHeight: Int
    /// The EXIF orientation that was applied (`.up` for PNG).
    public let orientation: ExifOrientation

    /// Whether the file holds finer detail than ``image``: it was decoded scaled down.
    public var isScaledDown: Bool { max(sourceWidth, sourceHeight) > max(image.width, image.height) }
}

/// Decodes JPEG (libjpeg-turbo) and PNG (libpng) bytes to upright grey images.
///
/// ```swift
/// let decoded = try ImageDecoder().decode(Array(data))
/// print(decoded.image.width, decoded.orientation)
/// ```
public struct ImageDecoder: Sendable {
    public var limits: DecodeLimits

    public init(limits: DecodeLimits = DecodeLimits()) {
        self.limits = limits
        Leptonica.silenced
    }

    /// A decoder for finer copies of the same photos: its
    /// ``DecodeLimits/targetLongSide`` is twice this one's, so a 12 MP photo decodes at its
    /// full 4032x3024, and a bigger one at most at twice the size this decoder gives it.
    public var finer: ImageDecoder {
        var limits = limits
        limits.targetLongSide *= 2
        return ImageDecoder(limits: limits)
    }

    /// Decodes `bytes`, recognising the format by its signature.
    ///
    /// - Throws: ``ImageError`` for unknown formats, corrupt or truncated files, and images
    ///   whose declared size exceeds ``DecodeLimits/maxSourcePixels``.
    public func decode(_ bytes: [UInt8]) throws(ImageError) -> DecodedImage {
        switch ImageFormat(sniffing: bytes) {
        case .jpeg: try decodeJPEG(bytes)
        case .png: try decodePNG(bytes)
        case nil: throw .unsupportedFormat
        }
    }

    private func decodeJPEG(_ bytes: [UInt8]) throws(ImageError) -> DecodedImage {
        var width: Int32 = 0
        var height: Int32 = 0
        var pix: UnsafeMutablePointer<PIX>?
        var message = [CChar](repeating: 0, count: Int(CTICKETIMAGING_MESSAGE_SIZE))
        let status = bytes.withUnsafeBufferPointer { buffer in
            CTicketImaging_decodeJPEGGray(
                buffer.baseAddress,
                buffer.count,
                UInt64(limits.maxSourcePixels),
                UInt32(clamping: limits.targetLongSide),
                limits.maxDecoderMemory,
                &width,
                &height,
                &pix,
                &message
            )
        }
        try Self.check(status, width: width, height: height, message: message)
        guard let pix else { throw .outOfMemory }
        let orientation = ExifOrientation(jpeg: bytes)
        // DCT scaling stops at 1/8: a side beyond 8 times the target needs more.
        let fitted = try GrayImage(owning: pix).fitted(longSide: limits.targetLongSide)
        return DecodedImage(
            image: fitted.upright(orientation),
            sourceWidth: Int(width),
            sourceHeight: Int(height),
            orientation: orientation
        )
    }

    /// Turns a C shim status into the matching ``ImageError``.
    static func check(_ status: Int32, width: Int32, height: Int32, message: [CChar]) throws(ImageError) {
        switch CTicketImaging_status(rawValue: UInt32(status)) {
        case CTICKETIMAGING_OK: return
        case CTICKETIMAGING_TOO_LARGE: throw .tooLarge(width: Int(width), height: Int(height))
        case CTICKETIMAGING_NO_MEMORY: throw .outOfMemory
        default:
            throw .corrupt(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
    }
}
