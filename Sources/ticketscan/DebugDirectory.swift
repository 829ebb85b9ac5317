import Foundation
import TicketOCR
import TicketPipeline

/// Writes `NAME.upright.png`, and `NAME.ocr-N.png` and `NAME.ocr-N.txt` for the Nth
/// reading, for one input into `--debug-dir` (and `regress --html`).
struct DebugDirectory: DebugImageSink {
    let folder: URL
    let name: String
    /// Images longer than this on their long side are scaled down to it; nil keeps every pixel.
    var longSide: Int?

    func upright(_ image: GrayImage) { write(image, suffix: "upright") }

    func attempt(_ number: Int, input: GrayImage, segmentation: PageSegmentation, lines: [RecognizedLine]) {
        write(input, suffix: "ocr-\(number)")
        let header = "# \(input.width)x\(input.height), \(segmentation)\n"
        let text = lines.map { line in
            let words = line.wordConfidences.map { String(format: "%.0f", $0) }.joined(separator: " ")
            return String(format: "%5.1f  ", line.confidence) + line.text + "    [" + words + "]"
        }.joined(separator: "\n")
        write(Data((header + text + "\n").utf8), to: "ocr-\(number).txt")
    }

    private func write(_ image: GrayImage, suffix: String) {
        let long = max(image.width, image.height)
        let shown = longSide.map { long > $0 ? image.scaled(by: Float($0) / Float(long)) : image } ?? image
        do {
            write(Data(try shown.pngData()), to: "\(suffix).png")
        } catch {
            Diagnostics.warn("cannot encode \(name).\(suffix).png: \(error)")
        }
    }

    private func write(_ data: Data, to suffix: String) {
        let url = folder.appendingPathComponent("\(name).\(suffix)")
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            Diagnostics.warn("cannot write \(url.path): \(error)")
        }
    }
}
