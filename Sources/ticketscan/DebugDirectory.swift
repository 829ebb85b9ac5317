import Foundation
import TicketOCR
import TicketPipeline

/// Writes `NAME.upright.png` and `NAME.ocr.png` for one input into `--debug-dir`.
struct DebugDirectory: DebugImageSink {
    let folder: URL
    let name: String

    func upright(_ image: GrayImage) { write(image, suffix: "upright") }

    func ocrInput(_ image: GrayImage) { write(image, suffix: "ocr") }

    private func write(_ image: GrayImage, suffix: String) {
        let url = folder.appendingPathComponent("\(name).\(suffix).png")
        do {
            try Data(image.pngData()).write(to: url, options: .atomic)
        } catch {
            Diagnostics.warn("cannot write \(url.path): \(error)")
        }
    }
}
