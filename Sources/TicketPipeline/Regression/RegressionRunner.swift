public import Foundation
import Synchronization
import TicketCore

/// Something that scans one sample file: the pipeline, or a reference reader to compare with.
public protocol SampleScanner {
    /// The result for the photo at `file`, judged against `now`.
    func scanSample(file: URL, now: Date) -> ScanResult
}

extension TicketScanner: SampleScanner {
    public func scanSample(file: URL, now: Date) -> ScanResult {
        scan(file: file, now: now, debug: nil)
    }
}

/// Scans the samples of a corpus on parallel workers, each with its own scanner.
public struct RegressionRunner: Sendable {
    /// Number of workers, each with one scanner (one Tesseract engine).
    public var workers: Int

    public init(workers: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.workers = max(1, workers)
    }

    /// Scans every sample of `manifest`, whose files are in `folder`, with the sample's `now`.
    ///
    /// - Parameters:
    ///   - makeScanner: creates one worker's scanner, on that worker's thread.
    ///   - progress: called after each sample with the number done so far.
    /// - Returns: the outcomes in manifest order.
    /// - Throws: the first error of `makeScanner`.
    public func run(
        _ manifest: CorpusManifest,
        folder: URL,
        makeScanner: @Sendable () throws -> any SampleScanner,
        progress: @Sendable (Int) -> Void = { _ in }
    ) throws -> [SampleOutcome] {
        let samples = manifest.samples
        let results = Mutex<[SampleOutcome]>([])
        try OrderedWorkers(workers: workers).run(jobs: samples.count, makeState: makeScanner) { scanner, index in
            Self.scan(samples[index], folder: folder, with: scanner)
        } deliver: { index, outcome in
            results.withLock { $0.append(outcome) }
            progress(index + 1)
        }
        return results.withLock { $0 }
    }

    private static func scan(
        _ sample: CorpusManifest.Sample,
        folder: URL,
        with scanner: any SampleScanner
    ) -> SampleOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let result = scanner.scanSample(
            file: folder.appendingPathComponent(sample.file),
            now: Instant.parse(sample.now) ?? Date()
        )
        return SampleOutcome(
            sample: sample,
            actual: result.response,
            confidence: result.confidence,
            readings: result.readings,
            secondLooks: result.secondLooks,
            seconds: (clock.now - start).inSeconds,
            steps: result.steps,
            firstReading: result.firstReading
        )
    }
}
