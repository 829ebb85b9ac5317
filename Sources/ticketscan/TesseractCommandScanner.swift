import Foundation
import TicketCore
import TicketPipeline

/// The reference the README compares with: `tesseract IMAGE stdout` with default settings on
/// the original photo, its lines fed to the same parser, lot mapping and recency.
struct TesseractCommandScanner: SampleScanner {
    /// The `tesseract` program that reads the photos (``installedCommand()``).
    let command: URL
    let catalogue: LotCatalogue
    /// Reads the lines `tesseract` printed, vouching for `catalogue`'s lot names.
    private let parser: TicketParser

    init(command: URL, catalogue: LotCatalogue) {
        self.command = command
        self.catalogue = catalogue
        parser = TicketParser(catalogue: catalogue)
    }

    /// The `tesseract` program in the first folder of the process's `PATH` that holds an
    /// executable of that name, looked for before any photo is read: a machine with the model
    /// package `tesseract-ocr-eng` but not the command, `tesseract-ocr`, would otherwise score
    /// every photo as unreadable.
    /// - Throws: ``CommandFailure`` saying how to install it, when no folder holds one.
    static func installedCommand() throws -> URL {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        let program = folders.lazy
            .map { URL(fileURLWithPath: String($0), isDirectory: true).appendingPathComponent("tesseract") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        guard let program else {
            throw CommandFailure(
                description: "--tesseract-command runs the tesseract program, and there is none on this PATH: "
                    + "install it (sudo apt-get install tesseract-ocr, or scripts/install-system-packages.sh --bench) "
                    + "and run regress again."
            )
        }
        return program
    }

    func scanSample(file: URL, now: Date) -> ScanResult {
        ScanResult(response: response(file: file, now: now), timings: StageTimings())
    }

    private func response(file: URL, now: Date) -> TicketScanResponse {
        let process = Process()
        process.executableURL = command
        process.arguments = [file.path, "stdout"]
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
