import Foundation
import TicketOCR

/// Small images made by the tests themselves.
enum TestImages {
    /// A white page with a dark bar, as PNG bytes.
    static func pagePNG(width: Int = 300, height: Int = 500) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 235, count: width * height)
        for y in 100..<120 { for x in 30..<(width - 30) { pixels[y * width + x] = 20 } }
        return try GrayImage(width: width, height: height, pixels: pixels).pngData()
    }

    /// The committed sample photo `name` from the corpus in samples/.
    static func sample(_ name: String) throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return [UInt8](try Data(contentsOf: root.appendingPathComponent("samples").appendingPathComponent(name)))
    }
}
