import Foundation

/// Runs numbered jobs on a fixed number of worker threads, each with its own state made once
/// on that thread (a scanner and its Tesseract engine), and hands the results over in job
/// order as soon as every earlier job is done.
///
/// Memory stays bounded however many jobs there are: a worker does not start a job more than
/// `window` places ahead of the next result to hand over, so at most `window` finished
/// results wait for a slow one.
///
/// ```swift
/// try OrderedWorkers(workers: 2).run(jobs: files.count) {
///     try TicketScanner(configuration: configuration)
/// } work: { scanner, index in
///     scanner.scan(file: files[index], now: now)
/// } deliver: { index, result in
///     print(result.response.jsonText)
/// }
/// ```
public struct OrderedWorkers: Sendable {
    /// Number of worker threads, at least 1.
    public let workers: Int
    /// How far ahead of the next result to hand over a worker may start a job.
    public let window: Int

    /// The default window per worker. Results are a few hundred bytes, and one hard photo
    /// can take ten times the median: a narrow window leaves the other workers idle behind
    /// it (on the corpus with two workers, 4 per worker took 76.6 s, 32 per worker 67.8 s).
    public static let windowPerWorker = 32

    /// - Parameter window: default ``windowPerWorker`` times `workers`, at least `workers`.
    public init(workers: Int, window: Int? = nil) {
        self.workers = max(1, workers)
        self.window = max(self.workers, window ?? Self.windowPerWorker * self.workers)
    }

    /// Runs jobs `0..<jobs`.
    ///
    /// - Parameters:
    ///   - makeState: creates one worker's state, on that worker's thread.
    ///   - work: does job `index` with the worker's state.
    ///   - deliver: receives each result in job order, one call at a time; when it throws,
    ///     no further job starts and nothing more is delivered.
    /// - Throws: the first error of `makeState` or `deliver`; what was delivered before
    ///   stays delivered.
    public func run<State, Result: Sendable>(
        jobs: Int,
        makeState: @Sendable () throws -> State,
        work: @Sendable (State, Int) -> Result,
        deliver: @Sendable (Int, Result) throws -> Void
    ) throws {
        guard jobs > 0 else { return }
        let schedule = Schedule<Result>(window: window)
        DispatchQueue.concurrentPerform(iterations: min(workers, jobs)) { _ in
            let state: State
            do {
                state = try makeState()
            } catch {
                schedule.fail(error)
                return
            }
            while let index = schedule.nextJob(below: jobs) {
                let result = work(state, index)
                schedule.finish(index, with: result, deliver: deliver)
            }
        }
        if let error = schedule.failure { throw error }
    }
}

/// The shared bookkeeping of one run: which job is next, which results wait, and whether a
/// worker failed to start or a delivery failed.
private final class Schedule<Result: Sendable>: @unchecked Sendable {
    // Every property is guarded by `condition`.
    private let condition = NSCondition()
    private let window: Int
    private var nextIndex = 0
    private var delivered = 0
    private var waiting: [Int: Result] = [:]
    private var isDelivering = false
    private(set) var failure: (any Error)?

    init(window: Int) {
        self.window = window
    }

    /// The next job to do, waiting while it would run too far ahead; nil when all are taken
    /// or the run failed.
    func nextJob(below jobs: Int) -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while nextIndex < jobs, failure == nil, nextIndex >= delivered + window { condition.wait() }
        guard nextIndex < jobs, failure == nil else { return nil }
        defer { nextIndex += 1 }
        return nextIndex
    }

    /// Records a result and hands over every result that is now next in order. One worker
    /// delivers at a time, outside the lock, so a slow `deliver` does not stop the others
    /// from finishing jobs.
    func finish(_ index: Int, with result: Result, deliver: (Int, Result) throws -> Void) {
        condition.lock()
        waiting[index] = result
        guard !isDelivering else {
            condition.unlock()
            return
        }
        isDelivering = true
        while failure == nil, let ready = waiting.removeValue(forKey: delivered) {
            let position = delivered
            condition.unlock()
            let error: (any Error)?
            do {
                try deliver(position, ready)
                error = nil
            } catch let thrown {
                error = thrown
            }
            condition.lock()
            failure = failure ?? error
            delivered += 1
            condition.broadcast()
        }
        isDelivering = false
        condition.unlock()
    }

    func fail(_ error: any Error) {
        condition.lock()
        failure = failure ?? error
        condition.broadcast()
        condition.unlock()
    }
}
