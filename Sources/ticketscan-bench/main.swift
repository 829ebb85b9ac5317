// ticketscan-bench: the time of each stage of a scan, on committed samples.
//
//   swift run -c release ticketscan-bench [--runs N] [IMAGE...]
//
// Without images it measures a small flat scan, a 3 MP photo and an EXIF-rotated 12 MP photo
// from samples/. Each stage runs twice to warm up, then N times (default 15); the table gives
// the median and the 10th and 90th percentiles in milliseconds. The whole scan is timed with
// one engine and with a second one reading ahead, as `ticketscan scan` does on two cores.
import Foundation
import TicketCore
import TicketOCR
import TicketPipeline
import TicketPreprocessing

var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(
        """
        USAGE: ticketscan-bench [--runs N] [IMAGE...]

        Times each stage of a scan (medians of N runs after two warm-up runs, default 15) on
        each IMAGE, or on a flat scan, a 3 MP and a 12 MP photo of samples/ without one.
        """
    )
    exit(0)
}
var benchmark = StageBenchmark()
if let flag = arguments.firstIndex(of: "--runs"), flag + 1 < arguments.count, let runs = Int(arguments[flag + 1]) {
    benchmark.runs = max(1, runs)
    arguments.removeSubrange(flag...(flag + 1))
}
let samples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("samples")
let images =
    arguments.isEmpty
    ? ["scan-016.jpg", "clean-010.jpg", "exif6-12mp-021.jpg"].map { samples.appendingPathComponent($0).path }
    : arguments

let configuration = ScanConfiguration()
let engineStart = ContinuousClock.now
let recognizer = try TesseractRecognizer()
print("Tesseract engine initialisation (once per worker): \(ContinuousClock.now - engineStart)")
let scanner = TicketScanner(configuration: configuration, recognizer: recognizer)
// The same scanner with a second engine reading ahead on the idle core, as `ticketscan scan` has.
let pairedScanner = TicketScanner(configuration: configuration, recognizer: try TesseractRecognizer(), readAhead: ReadAhead())
let preprocessor = Preprocessor(options: configuration.preprocess)
let parser = TicketParser()
let now = Date()

print("| image | stage | median ms | p10 | p90 | share of the scan |")
print("|---|---|---|---|---|---|")
for path in images {
    guard let data = FileManager.default.contents(atPath: path) else {
        FileHandle.standardError.write(Data("ticketscan-bench: cannot read '\(path)'\n".utf8))
        exit(1)
    }
    let bytes = [UInt8](data)
    let name = URL(fileURLWithPath: path).lastPathComponent
    let decoder = ImageDecoder(limits: configuration.decodeLimits)
    let fullDecoder = ImageDecoder(limits: DecodeLimits(targetLongSide: Int.max))
    let decoded = try decoder.decode(bytes)
    let sourcePixels = decoded.sourceWidth * decoded.sourceHeight
    guard let slip = preprocessor.normalisedTextBlock(in: decoded.image) ?? Optional(preprocessor.normalisedPage(in: decoded.image)),
        let degrees = preprocessor.orientationCandidates(for: slip).first
    else { continue }
    let prepared = preprocessor.oriented(slip, degrees: degrees)
    let lines = try recognizer.recognize(prepared, segmentation: .singleBlock)
    let textLines = lines.map(TextLine.init)
    let response = scanner.scan(bytes, now: now).response
    let fieldBoxes = lines.filter { line in
        ["date", "time", "location"].contains { line.text.lowercased().hasPrefix($0) }
    }.map(\.box)

    var rows: [(String, [Double])] = []
    rows.append(("decode, full size (\(decoded.sourceWidth)x\(decoded.sourceHeight))", try benchmark.measure { _ = try fullDecoder.decode(bytes) }))
    rows.append(
        ("decode, DCT-scaled to grey (\(decoded.image.width)x\(decoded.image.height))", try benchmark.measure { _ = try decoder.decode(bytes) })
    )
    rows.append(
        (
            "EXIF rotation (orientation \(decoded.orientation.rawValue))",
            benchmark.measure {
                _ = decoded.image.upright(decoded.orientation == .up ? .down : decoded.orientation)
            }
        )
    )
    rows.append(
        (
            "preprocess: find the slip, normalise, orient (\(prepared.width)x\(prepared.height))",
            benchmark.measure {
                let slip = preprocessor.normalisedTextBlock(in: decoded.image) ?? preprocessor.normalisedPage(in: decoded.image)
                _ = preprocessor.oriented(slip, degrees: preprocessor.orientationCandidates(for: slip).first ?? 0)
            }
        )
    )
    rows.append(("  find and normalise the slip", benchmark.measure { _ = preprocessor.normalisedTextBlock(in: decoded.image) }))
    rows.append(("  the text lines' axis", benchmark.measure { _ = preprocessor.orientationCandidates(for: slip) }))
    rows.append(
        ("  turn, straighten, whiten the border, turn white-on-black labels", benchmark.measure { _ = preprocessor.oriented(slip, degrees: degrees) })
    )
    rows.append(
        (
            "Tesseract, whole slip (psm 6, \(lines.count) lines)",
            try benchmark.measure {
                _ = try recognizer.recognize(prepared, segmentation: .singleBlock)
            }
        )
    )
    let (section, cut) = try recognizer.recognize(prepared, segmentation: .singleBlock, cut: FieldSection().cut(lines:))
    if let cut {
        rows.append(
            (
                "Tesseract, stopped below the field section (\(section.count) lines, row \(cut))",
                try benchmark.measure {
                    _ = try recognizer.recognize(prepared, segmentation: .singleBlock, cut: FieldSection().cut(lines:))
                }
            )
        )
    }
    if fieldBoxes.count == 3, let fieldLines = preprocessor.closeUp(of: fieldBoxes[...], in: prepared, scale: 1) {
        rows.append(
            (
                "Tesseract, the three field lines alone (\(fieldLines.width)x\(fieldLines.height))",
                try benchmark.measure {
                    _ = try recognizer.recognize(fieldLines, segmentation: .singleBlock)
                }
            )
        )
    }
    rows.append(("parse the recognised lines", benchmark.measure { _ = parser.read(textLines) }))
    rows.append(("map the location to a lot", benchmark.measure { _ = configuration.catalogue.lot(forLocation: response.ticketLocation ?? "") }))
    rows.append(("encode the JSON", benchmark.measure { _ = response.jsonText }))
    let whole = benchmark.measure { _ = scanner.scan(bytes, now: now) }
    rows.append(("whole scan (\(response.errorCode?.rawValue ?? "success"))", whole))
    rows.append(("whole scan, reading ahead on a second engine", benchmark.measure { _ = pairedScanner.scan(bytes, now: now) }))
    let wholeMedian = whole.quantile(0.5)
    for (stage, times) in rows {
        let share = stage.hasPrefix("whole") ? "" : String(format: "%.1f%%", 100 * times.quantile(0.5) / wholeMedian)
        print(
            String(
                format: "| %@ (%.1f MP) | %@ | %.2f | %.2f | %.2f | %@ |",
                name,
                Double(sourcePixels) / 1e6,
                stage,
                times.quantile(0.5),
                times.quantile(0.1),
                times.quantile(0.9),
                share
            )
        )
    }
}
