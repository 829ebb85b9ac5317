public import ArgumentParser
import Foundation
import Synchronization
import TicketPipeline

extension BatchFormat: ExpressibleByArgument {}

/// `ticketscan batch PATH...`: folders of photos on parallel workers, one record per photo.
struct Batch: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Scan folders of photos on parallel workers and write one record per photo.",
        discussion: """
            Finds the .jpg, .jpeg and .png files (any letter case) among PATH, following \
            symbolic links to photos and folders, in folders sorted by their path, and scans \
            them on --jobs workers, each with its own Tesseract engine. Each record names its \
            photo by the PATH it was found under and its path inside it \
            (cams/phoneA/IMG_0001.jpg), so the same file names in two folders never collide. \
            Records come out in input order as soon as they are ready, one line each, written \
            at once: a crash or Ctrl-C loses at most the photos in flight, and --resume with \
            the same PATHs continues where the output stops. An unreadable or hostile file \
            gets its invalid_image record and the batch goes on. Progress, what was left out \
            and why, and a summary (outcomes, mapped lots, recent tickets, time per photo) go \
            to stderr. --budget caps the time spent on each photo (the reading under way \
            finishes): hard photos then give up their last fields for speed. --shard K/N \
            scans one of N parts of the photos, chosen by a stable hash of each record's \
            name, so that N machines share one import; their outputs together are the \
            unsharded output.

            Examples:
              ticketscan batch photos/ --recursive --output photos.jsonl
              ticketscan batch photos/ --recursive --output photos.jsonl --resume
              ticketscan batch a.jpg b.png --format csv --now 2025-03-07T12:30:00-08:00
              ticketscan batch archive/ --recursive --budget 1 --output archive.jsonl
              ticketscan batch archive/ --recursive --shard 3/8 --output archive-3.jsonl
              ticketscan batch photos/ --report-sightings --database sqlite:ticketscan.sqlite
            """
    )

    @Argument(help: ArgumentHelp("Photos, and folders of photos.", valueName: "PATH"))
    var paths: [String]

    @Flag(help: "Also scan the folders inside each folder.")
    var recursive = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Parallel workers, each with its own Tesseract engine; at most the number of cores, which is the default.", valueName: "N")
    )
    var jobs = ProcessInfo.processInfo.activeProcessorCount

    @Option(help: ArgumentHelp("Write the records to this file instead of standard output.", valueName: "FILE"))
    var output: String?

    @Option(
        help: ArgumentHelp(
            "jsonl: {\"file\", \"response\", \"confidence\", \"elapsed_ms\"} per line; csv: a header and one column per field.",
            valueName: "FORMAT"
        )
    )
    var format = BatchFormat.jsonl

    @Flag(help: "Skip the photos the --output file already records, and append the others to it.")
    var resume = false

    @Option(
        help: ArgumentHelp(
            "Scan only shard K of N (1 <= K <= N): the photos whose names hash to it. N runs with K = 1...N together scan every photo once.",
            valueName: "K/N"
        )
    )
    var shard: String?

    @OptionGroup var options: GlobalOptions

    #if Server
    @OptionGroup var sightings: SightingReportOptions
    #endif

    func validate() throws {
        guard !paths.isEmpty else { throw ValidationError("Give at least one PATH: a photo or a folder of photos.") }
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1.") }
        if resume, output == nil { throw ValidationError("--resume continues an --output FILE; give one.") }
        if let shard, BatchShard(shard) == nil {
            throw ValidationError("--shard takes K/N with 1 <= K <= N, such as 2/4; '\(shard)' is not one.")
        }
    }

    func run() throws {
        let found = try PhotoFinder.find(paths, recursive: recursive)
        let configuration = try options.engine.configuration()
        let sink =
            try output.map { try BatchOutput(file: URL(fileURLWithPath: $0), format: format, resume: resume) }
            ?? BatchOutput(standardOutputIn: format)
        let shard = self.shard.flatMap(BatchShard.init)
        let inShard = found.photos.filter { shard?.contains($0.name) ?? true }
        let photos = inShard.filter { !sink.done.contains($0.name) }
        var summary = BatchSummary()
        summary.leftOut = found.leftOut
        summary.shard = shard
        summary.photosInAllShards = found.photos.count
        summary.alreadyDone = inShard.count - photos.count
        summary.budgetSeconds = options.engine.budget
        Diagnostics.info(summary.opening(toScan: photos.count))
        let workers = min(jobs, ProcessInfo.processInfo.activeProcessorCount)
        if workers < jobs { Diagnostics.warn("--jobs \(jobs) is more than the \(workers) cores; using \(workers).") }
        let progress = BatchProgress(total: photos.count, recordsOnTerminal: output == nil && isatty(STDOUT_FILENO) != 0)
        let tally = Mutex(summary)
        let interruption = BatchInterruption(output: output, total: inShard.count) { [alreadyDone = summary.alreadyDone] in
            progress.finish()
            return progress.done + alreadyDone
        }
        let (model, now) = (options.engine.model, options.instant)
        #if Server
        let reporter = try sightings.reporter(catalogue: configuration.catalogue, now: now)
        #endif
        var failure: (any Error)?
        do {
            try OrderedWorkers(workers: workers).run(jobs: photos.count) {
                try TicketScanner(configuration: configuration, model: model)
            } work: { scanner, index in
                Self.scan(photos[index], with: scanner, now: now)
            } deliver: { index, record in
                var record = record
                #if Server
                try reporter?.report(&record)
                #endif
                progress.clearForRecord()
                try sink.write(record)
                tally.withLock { $0.add(record) }
                progress.update(done: index + 1)
            }
        } catch {
            failure = error
        }
        interruption.cancel()
        progress.finish()
        var final = tally.withLock { $0 }
        final.peakMemoryBytes = PeakMemory.residentBytes
        Diagnostics.info(final.text(totalSeconds: progress.elapsedSeconds))
        #if Server
        if let reporter {
            Diagnostics.info(reporter.summary)
            try reporter.close()
        }
        #endif
        if let failure {
            Diagnostics.warn("batch stopped: \(failure)")
            throw ExitCode.failure
        }
    }

    private static func scan(_ photo: BatchPhoto, with scanner: TicketScanner, now: Date) -> BatchRecord {
        let clock = ContinuousClock()
        let start = clock.now
        let result = scanner.scan(file: photo.url, now: now)
        let milliseconds = Int(((clock.now - start).inSeconds * 1000).rounded())
        return BatchRecord(file: photo.name, response: result.response, confidence: result.confidence, elapsedMilliseconds: milliseconds)
    }
}
