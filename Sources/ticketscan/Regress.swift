import ArgumentParser
import Foundation
import TicketPipeline

/// `ticketscan regress [DIR]`: accuracy of the pipeline on a sample corpus.
struct Regress: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "regress",
        abstract: "Scan a sample corpus, print its accuracy and compare it with the baseline.",
        discussion: """
            Reads DIR/manifest.json, scans every sample with the sample's own "now" on parallel \
            workers, and prints exact-match accuracy per field, not_a_ticket precision and \
            recall, hallucinations (non-null wrong values) and seconds per image, overall and \
            per condition. Exits 1 when a figure fell below DIR/baseline.json, hallucinations \
            rose, or more samples were mapped to a wrong lot than the baseline records.
            """
    )

    @Argument(help: ArgumentHelp("The corpus folder, holding manifest.json.", valueName: "DIR"))
    var directory = "samples"

    @Option(help: ArgumentHelp("Write the report as JSON to this file.", valueName: "FILE"))
    var report: String?

    @Flag(help: "Print the tables as Markdown.")
    var markdown = false

    @Option(
        help: ArgumentHelp(
            "Also write a report to look at into this folder (DIR/index.html): the figures per condition, and for each miss its photo, each field read against the truth, and the images its readings received.",
            valueName: "DIR"
        )
    )
    var html: String?

    @Flag(help: "Rewrite DIR/baseline.json with this run's figures instead of comparing.")
    var updateBaseline = false

    @Option(parsing: .unconditional, help: ArgumentHelp("Number of parallel workers, each with its own Tesseract engine.", valueName: "N"))
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @OptionGroup var engine: EngineOptions

    @Flag(help: "Read each photo with the plain `tesseract IMAGE stdout` command instead of the pipeline, for comparison (no baseline check).")
    var tesseractCommand = false

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1.") }
        if engine.budget != nil, updateBaseline {
            throw ValidationError("--update-baseline: the baseline holds the figures of scans without --budget.")
        }
    }

    func run() throws {
        let folder = URL(fileURLWithPath: directory, isDirectory: true)
        let manifestURL = folder.appendingPathComponent("manifest.json")
        guard FileManager.default.fileExists(atPath: manifestURL.path) else {
            throw CommandFailure(
                description: "There is no \(manifestURL.path): run regress in the repository's top folder, "
                    + "or name a corpus folder that holds a manifest.json, such as: ticketscan regress path/to/samples"
            )
        }
        let manifest: CorpusManifest
        do {
            manifest = try CorpusManifest.load(from: manifestURL)
        } catch {
            throw CommandFailure(description: "\(manifestURL.path) is not a corpus manifest: \(error.localizedDescription)")
        }
        let missing = manifest.samples.map(\.file).filter {
            !FileManager.default.isReadableFile(atPath: folder.appendingPathComponent($0).path)
        }
        guard missing.isEmpty else {
            throw CommandFailure(
                description: "The manifest lists \(missing.count) photos that are not in \(directory): "
                    + missing.prefix(5).joined(separator: ", ") + (missing.count > 5 ? ", ..." : "") + "."
            )
        }
        let tesseract = tesseractCommand ? try TesseractCommandScanner.installedCommand() : nil
        let configuration = try engine.configuration()
        let model = engine.model
        let total = manifest.samples.count
        let outcomes = try RegressionRunner(workers: jobs).run(manifest, folder: folder) { [tesseract, model] in
            if let tesseract { return TesseractCommandScanner(command: tesseract, catalogue: configuration.catalogue) }
            return try TicketScanner(configuration: configuration, model: model)
        } progress: { done in
            if done % 10 == 0 || done == total { Diagnostics.info("regress: \(done)/\(total) samples") }
        }
        let result = RegressionReport(outcomes, ladder: tesseractCommand ? [] : configuration.ladder)
        print(RegressionTable(report: result, markdown: markdown).render(), terminator: "")
        if let report {
            try JSONPretty.encode(result).write(to: URL(fileURLWithPath: report), options: .atomic)
        }
        if let html {
            try writePage(
                result,
                manifest: manifest,
                corpus: folder,
                into: URL(fileURLWithPath: html, isDirectory: true),
                scanner: TicketScanner(configuration: configuration, model: model)
            )
        }
        if engine.budget != nil {
            Diagnostics.info("regress: not compared with the baseline, which holds scans without --budget")
        } else if !tesseractCommand {
            try compareWithBaseline(result.overall, at: folder.appendingPathComponent("baseline.json"))
        }
    }

    /// Reads the misses again for their images and writes `folder`/index.html.
    private func writePage(
        _ report: RegressionReport,
        manifest: CorpusManifest,
        corpus: URL,
        into folder: URL,
        scanner: TicketScanner
    ) throws {
        Diagnostics.info("regress: reading the \(report.misses.count) misses again for \(folder.path)/index.html")
        let misses = try RegressionEvidence.gather(report, manifest: manifest, corpus: corpus, into: folder, scanner: scanner)
        let page = folder.appendingPathComponent("index.html")
        try Data(RegressionPage(report: report, misses: misses).render().utf8).write(to: page, options: .atomic)
        Diagnostics.info("regress: wrote \(page.path)")
    }

    private func compareWithBaseline(_ figures: RegressionFigures, at url: URL) throws {
        if updateBaseline {
            try JSONPretty.encode(figures).write(to: url, options: .atomic)
            Diagnostics.info("regress: wrote \(url.path)")
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            Diagnostics.warn("no baseline at \(url.path); run with --update-baseline to create it")
            throw ExitCode(1)
        }
        let baseline = try JSONDecoder().decode(RegressionFigures.self, from: data)
        let regressions = RegressionBaseline.regressions(of: figures, against: baseline)
        guard regressions.isEmpty else {
            for regression in regressions { Diagnostics.warn("regression: \(regression)") }
            throw ExitCode(1)
        }
        Diagnostics.info("regress: no regression against \(url.lastPathComponent)")
    }
}
