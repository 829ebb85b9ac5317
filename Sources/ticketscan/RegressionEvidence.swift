import Foundation
import TicketPipeline

/// What `regress --html` shows of each miss: the sample read once more with a debug sink
/// that writes, into the report's `misses` folder, the upright photo and every image its
/// readings received, scaled down to a size a page can hold.
enum RegressionEvidence {
    /// The long side, in pixels, of the images written for the page.
    static let imageLongSide = 1200

    /// Reads each miss of `report` again with `scanner` and returns the page's cards, in the
    /// report's order. Images go to `folder`/misses, named after the sample's file.
    static func gather(
        _ report: RegressionReport,
        manifest: CorpusManifest,
        corpus: URL,
        into folder: URL,
        scanner: TicketScanner
    ) throws -> [RegressionPage.Miss] {
        let misses = folder.appendingPathComponent("misses", isDirectory: true)
        try FileManager.default.createDirectory(at: misses, withIntermediateDirectories: true)
        let samples = Dictionary(manifest.samples.map { ($0.file, $0) }, uniquingKeysWith: { first, _ in first })
        return report.misses.compactMap { miss in
            guard let sample = samples[miss.file] else { return nil }
            let name = DebugFolder.stem(of: miss.file)
            let sink = DebugDirectory(folder: misses, name: name, longSide: imageLongSide)
            _ = scanner.scan(file: corpus.appendingPathComponent(miss.file), now: Instant.parse(sample.now) ?? Date(), debug: sink)
            let upright = "misses/\(name).upright.png"
            return RegressionPage.Miss(
                sample: sample,
                fields: miss.fields,
                actual: miss.actual,
                upright: FileManager.default.fileExists(atPath: folder.appendingPathComponent(upright).path) ? upright : nil,
                readings: readings(named: name, in: misses)
            )
        }
    }

    /// The readings written for `name`, numbered from 1 until the first number with no image.
    private static func readings(named name: String, in misses: URL) -> [RegressionPage.Reading] {
        var readings: [RegressionPage.Reading] = []
        for number in 1... {
            let image = "\(name).ocr-\(number).png"
            guard FileManager.default.fileExists(atPath: misses.appendingPathComponent(image).path) else { break }
            let text = (try? String(contentsOf: misses.appendingPathComponent("\(name).ocr-\(number).txt"), encoding: .utf8)) ?? ""
            readings.append(RegressionPage.Reading(image: "misses/" + image, text: text))
        }
        return readings
    }
}
