import Foundation
import TicketOCR
import TicketPipeline

/// Writes `NAME.upright.png`, `NAME.ocr.png` and `NAME.ocr.txt` for one input into
/// `--debug-dir`.
struct DebugDirectory: DebugImageSink {
    let folder: URL
    let name: String

    func upright(_ image: GrayImage) { write(image, suffix: "upright") }

    func ocrInput(_ image: GrayImage) { write(image, suffix: "ocr") }

    func ocrText(_ lines: [RecognizedLine]) {
        let text = lines.map { String(format: "%5.1f  ", $0.confidence) + $0.text }.joined(separator: "\n")
        write(Data((text + "\n").utf8), to: "ocr.txt")
    }

    private func write(_ image: GrayImage, suffix: String) {
        do {
            write(Data(try image.pngData()), to: "\(suffix).png")
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
