import CTesseract
import Testing

/// Whether `leptonica`'s image and `ours` are the same size and depth with the same pixels,
/// for the kernels of CTicketImaging that must compute exactly what Leptonica does. A missing
/// image fails the test.
func samePixels(_ leptonica: UnsafeMutablePointer<PIX>?, _ ours: UnsafeMutablePointer<PIX>?) throws -> Bool {
    var same: Int32 = 0
    #expect(pixEqual(try #require(leptonica), try #require(ours), &same) == 0)
    return same == 1
}
