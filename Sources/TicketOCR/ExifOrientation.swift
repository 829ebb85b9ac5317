/// The EXIF Orientation tag (0x0112): how the stored pixels must be transformed to be upright.
///
/// Values follow the EXIF specification: `right` (6) means the camera was turned so that the
/// stored image must be rotated 90° clockwise to be seen upright.
public enum ExifOrientation: Int, Sendable, CaseIterable {
    case up = 1
    case upMirrored = 2
    case down = 3
    case downMirrored = 4
    case leftMirrored = 5
    case right = 6
    case rightMirrored = 7
    case left = 8

    /// Reads the orientation from a JPEG's APP1 Exif segment; `.up` when there is none, when
    /// the segment is malformed or when the value is outside 1...8 (as viewers do).
    public init(jpeg bytes: [UInt8]) {
        self = Self.exifSegment(in: bytes).flatMap(Self.orientation(inTIFF:)) ?? .up
    }

    /// The TIFF payload of the first APP1 segment that starts with "Exif\0\0".
    private static func exifSegment(in bytes: [UInt8]) -> ArraySlice<UInt8>? {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xDA || marker == 0xD9 { return nil }  // start of scan, end of image
            let length = Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 2, offset + 2 + length <= bytes.count else { return nil }
            let payload = bytes[(offset + 4)..<(offset + 2 + length)]
            if marker == 0xE1, payload.starts(with: Array("Exif\0\0".utf8)) {
                return payload.dropFirst(6)
            }
            offset += 2 + length
        }
        return nil
    }

    /// The orientation entry of IFD0 in a TIFF structure, bounds-checked throughout.
    private static func orientation(inTIFF tiff: ArraySlice<UInt8>) -> ExifOrientation? {
        let base = tiff.startIndex
        guard tiff.count >= 8 else { return nil }
        let littleEndian: Bool
        switch (tiff[base], tiff[base + 1]) {
        case (0x49, 0x49): littleEndian = true
        case (0x4D, 0x4D): littleEndian = false
        default: return nil
        }
        func read(_ at: Int, _ size: Int) -> Int? {
            guard at >= 0, at + size <= tiff.count else { return nil }
            let range = (base + at)..<(base + at + size)
            let ordered = littleEndian ? tiff[range].reversed() : Array(tiff[range])
            return ordered.reduce(0) { $0 << 8 | Int($1) }
        }
        guard let ifd = read(4, 4), let count = read(ifd, 2) else { return nil }
        for index in 0..<count {
            let entry = ifd + 2 + index * 12
            guard let tag = read(entry, 2) else { return nil }
            guard tag == 0x0112 else { continue }
            guard read(entry + 2, 2) == 3, let value = read(entry + 8, 2) else { return nil }
            return ExifOrientation(rawValue: value)
        }
        return nil
    }
}
