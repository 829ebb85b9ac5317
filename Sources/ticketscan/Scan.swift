import ArgumentParser
import Foundation
import TicketCore
import TicketPipeline

/// `ticketscan scan IMAGE...`: one JSON line per photo.
struct Scan: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scan",
        abstract: "Scan photos of parking notices and print one JSON response per photo.",
        discussion: """
            One photo gives its TicketScanResponse alone. Several give one line each that \
            names its photo, as batch writes them: \
            {"file":"a.jpg","response":{...},"confidence":{...},"elapsed_ms":412}. Exits 0 when every photo was \
            processed, whatever each scan found: a receipt gives error_code "not_a_ticket", \
            a corrupt file "invalid_image". On a machine with two cores or more, a second \
            Tesseract engine reads a hard photo's next reading ahead on the core a scan leaves \
            idle: the answer is the same, sooner. For folders of photos, use batch, which \
            fills the cores with photos instead.

            Examples:
              ticketscan scan ticket.jpg | jq .ticket_location
              ticketscan scan photos/*.jpg --now 2025-03-07T12:30:00-08:00 --timings
              ticketscan scan odd.jpg --debug-dir /tmp/seen   # what the scanner saw
            """
    )

    @OptionGroup var options: GlobalOptions

    @Flag(help: "Print each photo's decode, preprocess, OCR and parse milliseconds on stderr.")
    var timings = false

    @Option(
        help: ArgumentHelp(
            "Write NAME.upright.png, and NAME.ocr-N.png with its raw text NAME.ocr-N.txt for each reading, for each photo into this folder.",
            valueName: "DIR"
        )
    )
    var debugDir: String?

    @Argument(help: ArgumentHelp("JPEG or PNG photos to scan.", valueName: "IMAGE"))
    var images: [String]

    func validate() throws {
        guard !images.isEmpty else { throw ValidationError("Give at least one IMAGE to scan.") }
        for image in images {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: image, isDirectory: &isFolder), isFolder.boolValue {
                throw ValidationError("'\(image)' is a folder, and scan reads photo files. To scan the photos in it, run: ticketscan batch \(image)")
            }
            guard FileManager.default.isReadableFile(atPath: image) else {
                throw ValidationError("Cannot read '\(image)': no such file, or not readable.")
            }
        }
    }

    func run() throws {
        // The engine loads while the first photo is decoded and prepared; a load that failed
        // is the command's error, reported before any response.
        let recognizer = TesseractRecognizer(loadingInBackground: options.engine.model)
        // Photos are scanned one after another, so a second core would stand idle: a second
        // engine reads each hard photo's next reading on it meanwhile.
        let readAhead = ProcessInfo.processInfo.activeProcessorCount > 1 ? ReadAhead(model: options.engine.model) : nil
        let scanner = TicketScanner(configuration: try options.engine.configuration(), recognizer: recognizer, readAhead: readAhead)
        let debugFolder = try debugDir.map(DebugFolder.create)
        let now = options.instant
        for path in images {
            let sink = debugFolder.map { DebugDirectory(folder: $0, name: DebugFolder.stem(of: path)) }
            let result = scanner.scan(file: URL(fileURLWithPath: path), now: now, debug: sink)
            try recognizer.loaded()
            if images.count == 1 {
                print(result.response.jsonText)
            } else {
                print(
                    BatchFormat.jsonl.line(
                        for: BatchRecord(
                            file: path,
                            response: result.response,
                            confidence: result.confidence,
                            elapsedMilliseconds: Int(result.timings.total.rounded())
                        )
                    )
                )
            }
            if timings {
                let t = result.timings
                Diagnostics.info(
                    String(
                        format: "%@: decode %.1f ms, preprocess %.1f ms, ocr %.1f ms, parse %.1f ms, total %.1f ms",
                        path,
                        t.decode,
                        t.preprocess,
                        t.ocr,
                        t.parse,
                        t.total
                    )
                )
            }
        }
    }
}
