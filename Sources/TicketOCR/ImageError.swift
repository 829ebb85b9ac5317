/// Why an image could not be turned into pixels.
public enum ImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The bytes are neither a JPEG nor a PNG.
    case unsupportedFormat
    /// The file is truncated or corrupt; `message` is the decoder's own.
    case corrupt(String)
    /// The header declares more pixels than allowed (a decompression bomb or a panorama).
    case tooLarge(width: Int, height: Int)
    /// Memory for the pixels could not be allocated.
    case outOfMemory
    /// A debug image could not be encoded.
    case encodingFailed

    public var description: String {
        switch self {
        case .unsupportedFormat: "not a JPEG or PNG image"
        case .corrupt(let message): "corrupt image: \(message)"
        case .tooLarge(let width, let height): "image of \(width)x\(height) pixels is too large"
        case .outOfMemory: "out of memory while decoding the image"
        case .encodingFailed: "could not encode the image as PNG"
        }
    }
}
