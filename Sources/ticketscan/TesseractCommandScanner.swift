import Foundation
import TicketCore
import TicketPipeline

/// The reference the README compares with: `tesseract IMAGE stdout` with default settings on
/// the original photo, its lines fed to the same parser, lot mapping and recency.
struct TesseractCommandScanner: SampleScanner {
    let catalogue: LotCatalogue
    private let parser = TicketParser()

    func scanSample(file: URL, now: Date) -> ScanResult {
        ScanResult(response: response(file: file, now: now), timings: StageTimings())
    }

    private func response(file: URL, now: Date) -> TicketScanResponse {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["tesseract", file.path, "stdout"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return .failure(.ocrFailed)
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return .failure(.invalidImage) }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { TextLine(String($0).trimmingCharacters(in: .whitespaces)) }
            .filter { !$0.text.isEmpty }
        return TicketScanResponse(reading: parser.parse(lines), catalogue: catalogue, now: now)
    }
}
