import Testing
import TicketOCR

@Suite("EXIF orientation")
struct ExifOrientationTests {
    @Test("every orientation value of a real photo decodes upright", arguments: ["Landscape", "Portrait"], 0...8)
    func uprightDecoding(shape: String, value: Int) throws {
        let decoder = ImageDecoder(limits: DecodeLimits(targetLongSide: 0))
        let reference = try decoder.decode(Fixture.bytes("\(shape)_1.jpg")).image
        let bytes = try Fixture.bytes("\(shape)_\(value).jpg")
        let decoded = try decoder.decode(bytes)

        #expect(decoded.orientation == (ExifOrientation(rawValue: value) ?? .up))
        #expect(decoded.image.width == reference.width)
        #expect(decoded.image.height == reference.height)
        #expect(ImageSimilarity.difference(decoded.image, reference) < 0.25)
    }

    @Test("a wrong rotation is told apart by the similarity check")
    func similarityRejectsWrongRotation() throws {
        let decoder = ImageDecoder(limits: DecodeLimits(targetLongSide: 0))
        let reference = try decoder.decode(Fixture.bytes("Landscape_1.jpg")).image
        #expect(ImageSimilarity.difference(reference.rotated(quarterTurns: 2), reference) > 0.4)
    }

    @Test("a file without an APP1 segment, or with garbage in it, reads as up")
    func missingOrMalformedExif() {
        #expect(ExifOrientation(jpeg: [0xFF, 0xD8, 0xFF, 0xDA, 0, 2]) == .up)
        let truncatedExif: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE1, 0x00, 0x40] + Array("Exif\0\0MM".utf8)
        #expect(ExifOrientation(jpeg: truncatedExif) == .up)
        #expect(ExifOrientation(jpeg: []) == .up)
    }

    @Test("the orientation is read from big- and little-endian TIFF headers")
    func byteOrders() {
        for littleEndian in [true, false] {
            #expect(ExifOrientation(jpeg: Self.jpegHeader(orientation: 6, littleEndian: littleEndian)) == .right)
        }
        #expect(ExifOrientation(jpeg: Self.jpegHeader(orientation: 9, littleEndian: true)) == .up)
    }

    /// SOI + an APP1 Exif segment whose IFD0 holds one SHORT entry: Orientation = `orientation`.
    static func jpegHeader(orientation: UInt16, littleEndian: Bool) -> [UInt8] {
        func u16(_ v: UInt16) -> [UInt8] { littleEndian ? [UInt8(v & 0xFF), UInt8(v >> 8)] : [UInt8(v >> 8), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) -> [UInt8] {
            littleEndian ? u16(UInt16(v & 0xFFFF)) + u16(UInt16(v >> 16)) : u16(UInt16(v >> 16)) + u16(UInt16(v & 0xFFFF))
        }
        let tiff =
            (littleEndian ? Array("II".utf8) : Array("MM".utf8)) + u16(42) + u32(8)
            + u16(1) + u16(0x0112) + u16(3) + u32(1) + u16(orientation) + u16(0) + u32(0)
        let payload = Array("Exif\0\0".utf8) + tiff
        let length = UInt16(payload.count + 2)
        return [0xFF, 0xD8, 0xFF, 0xE1, UInt8(length >> 8), UInt8(length & 0xFF)] + payload + [0xFF, 0xDA]
    }
}
