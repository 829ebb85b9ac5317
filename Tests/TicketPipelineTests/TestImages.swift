import Foundation
import TicketOCR
import TicketPipeline

/// Small images made by the tests themselves.
enum TestImages {
    /// A white page with a dark bar, as PNG bytes.
    static func pagePNG(width: Int = 300, height: Int = 500) throws -> [UInt8] {
        var pixels = [UInt8](repeating: 235, count: width * height)
        for y in 100..<120 { for x in 30..<(width - 30) { pixels[y * width + x] = 20 } }
        return try GrayImage(width: width, height: height, pixels: pixels).pngData()
    }

    /// A dark 800x700 photo holding a bright 200x400 slip at (200, 60) with rows of 12 px
    /// "characters": the text block is found and cropped.
    ///
    /// With `printGrey`, the characters are that grey instead (thermal print faded), and with
    /// `banner`, a solid bar at 20 runs across the slip above them, from row 64 to row 76.
    static func slipPhotoPNG(printGrey: UInt8 = 20, banner: Bool = false) throws -> [UInt8] {
        let (width, height) = (800, 700)
        var pixels = [UInt8](repeating: 50, count: width * height)
        for y in 60..<460 {
            for x in 200..<400 {
                let character = y >= 80 && (y - 80) % 30 < 12 && x >= 215 && x < 385 && (x - 215) % 10 < 7
                let bar = banner && (64..<76).contains(y) && x >= 215 && x < 385
                pixels[y * width + x] = bar ? 20 : character ? printGrey : 235
            }
        }
        return try GrayImage(width: width, height: height, pixels: pixels).pngData()
    }

    /// The committed photo `name` from `folder`: the corpus in samples/ by default.
    static func sample(_ name: String, in folder: String = "samples") throws -> [UInt8] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return [UInt8](try Data(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(name)))
    }
}

extension ScanConfiguration {
    /// The default configuration without the looks for rows of print before any reading
    /// (``ScanConfiguration/minimumMarksInRows``, ``ScanConfiguration/maximumMarksPerStraightRow``):
    /// the plain pages that fake recognizers are given show none, and the tests are of what
    /// the readings do.
    static var readingEveryPhoto: ScanConfiguration {
        var configuration = ScanConfiguration()
        configuration.minimumMarksInRows = nil
        configuration.maximumMarksPerStraightRow = nil
        return configuration
    }
}
