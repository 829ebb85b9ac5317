public import Foundation
import Synchronization
public import TicketCore

/// Something that scans one sample file: the pipeline, or a reference reader to compare with.
public protocol SampleScanner {
    /// The response for the photo at `file`, judged against `now`.
    func scan(file: URL, now: Date) -> TicketScanResponse
}

extension TicketScanner: SampleScanner {
    public func scan(file: URL, now: Date) -> TicketScanResponse {
        guard let data = try? Data(contentsOf: file) else { return .failure(.invalidImage) }
        return scan([UInt8](data), now: now).response
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
    public func run(_ manifest: CorpusManifest, folder: URL,
                    makeScanner: @Sendable () throws -> any SampleScanner,
                    progress: @Sendable (Int) -> Void = { _ in }) throws -> [SampleOutcome] {
        let samples = manifest.samples
        let next = Atomic<Int>(0)
        let results = Mutex<[SampleOutcome?]>(Array(repeating: nil, count: samples.count))
        let failure = Mutex<(any Error)?>(nil)
        DispatchQueue.concurrentPerform(iterations: min(workers, samples.count)) { _ in
            let scanner: any SampleScanner
            do {
                scanner = try makeScanner()
            } catch {
                failure.withLock { $0 = error }
                return
            }
            while true {
                let index = next.add(1, ordering: .relaxed).oldValue
                guard index < samples.count else { return }
                let outcome = Self.scan(samples[index], folder: folder, with: scanner)
                let done = results.withLock { results in
                    results[index] = outcome
                    return results.count { $0 != nil }
                }
                progress(done)
            }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return results.withLock { $0.compactMap { $0 } }
    }

    private static func scan(_ sample: CorpusManifest.Sample, folder: URL,
                             with scanner: any SampleScanner) -> SampleOutcome {
        let clock = ContinuousClock()
        let start = clock.now
        let response = scanner.scan(file: folder.appendingPathComponent(sample.file),
                                    now: Instant.parse(sample.now) ?? Date())
        return SampleOutcome(sample: sample, actual: response, seconds: (clock.now - start).inSeconds)
    }
}
