public import Foundation
import Synchronization
import TicketCore

/// A fixed number of worker threads, each with its own ``TicketScanner`` made once, behind a
/// bounded number of slots: the server's way to run scans off the event loop without letting
/// a burst of uploads pile up in memory.
///
/// A request first ``reserve()``s a slot, which fails at once when every slot is taken (the
/// server answers 503), then reads its upload and scans it with the slot. Slots bound both the
/// scans waiting for a worker and the uploads being read for one.
///
/// ```swift
/// let pool = try ScannerPool(workers: 2, slots: 8) { try TicketScanner(configuration: configuration) }
/// guard let slot = pool.reserve() else { return overloaded }
/// let result = await slot.scan(bytes, now: Date())
/// pool.shutdown()
/// ```
public final class ScannerPool: Sendable {
    /// Number of worker threads.
    public let workers: Int
    /// Number of slots: scans running, waiting, or being uploaded.
    public let slots: Int
    private let spareCores: SpareCores?
    private let state = Mutex(State())
    private let wakeUp = NSCondition()
    private let stopped = DispatchGroup()

    private struct State: ~Copyable {
        var jobs: [Job] = []
        var taken = 0
        var stopping = false
    }

    struct Job: Sendable {
        var bytes: [UInt8]
        var now: Date
        var continuation: CheckedContinuation<ScanResult, Never>
    }

    /// Starts `workers` threads and makes each one's scanner on that thread.
    /// - Parameters:
    ///   - workers: Worker threads, at least 1; one per core is right (each runs Tesseract).
    ///   - slots: Scans in flight at most, at least `workers`.
    ///   - spareCores: the cores the workers share with their scanners' read-aheads
    ///     (``ReadAhead``): each worker holds one while it scans. Nil when no scanner reads
    ///     ahead.
    ///   - makeScanner: Makes one worker's scanner; called once on each worker thread.
    /// - Throws: The first error of `makeScanner` (a missing traineddata file, say); the
    ///   threads already started are stopped first.
    public init(
        workers: Int,
        slots: Int,
        spareCores: SpareCores? = nil,
        makeScanner: @escaping @Sendable () throws -> TicketScanner
    ) throws {
        self.workers = max(1, workers)
        self.slots = max(self.workers, slots)
        self.spareCores = spareCores
        let started = Mutex<(count: Int, error: (any Error)?)>((0, nil))
        let ready = NSCondition()
        for index in 0..<self.workers {
            stopped.enter()
            let thread = Thread { [self] in
                let scanner: TicketScanner
                do {
                    scanner = try makeScanner()
                    ready.lock()
                    started.withLock { $0.count += 1 }
                } catch {
                    ready.lock()
                    started.withLock { $0 = ($0.count + 1, $0.error ?? error) }
                    ready.broadcast()
                    ready.unlock()
                    stopped.leave()
                    return
                }
                ready.broadcast()
                ready.unlock()
                work(with: scanner)
                stopped.leave()
            }
            thread.name = "ticketscan-worker-\(index)"
            thread.stackSize = 8 << 20
            thread.start()
        }
        ready.lock()
        while started.withLock({ $0.count }) < self.workers { ready.wait() }
        ready.unlock()
        if let error = started.withLock({ $0.error }) {
            shutdown()
            throw error
        }
    }

    /// Slots taken now: scans running or waiting, and uploads being read for a scan.
    public var depth: Int { state.withLock { $0.taken } }

    /// Takes a slot, or returns nil when all are taken or the pool is shutting down.
    public func reserve() -> ScanSlot? {
        let granted = state.withLock { state -> Bool in
            guard !state.stopping, state.taken < slots else { return false }
            state.taken += 1
            return true
        }
        return granted ? ScanSlot(pool: self) : nil
    }

    /// Lets the scans already queued finish, then stops the threads; later reservations fail.
    /// Returns when every worker has stopped.
    public func shutdown() {
        wakeUp.lock()
        state.withLock { $0.stopping = true }
        wakeUp.broadcast()
        wakeUp.unlock()
        stopped.wait()
    }

    /// Queues `job` for the next free worker; a pool already stopping answers it at once
    /// with `ocr_failed` rather than leave it waiting for a worker that will never come.
    func enqueue(_ job: Job) {
        wakeUp.lock()
        let accepted = state.withLock { state -> Bool in
            guard !state.stopping else { return false }
            state.jobs.append(job)
            return true
        }
        wakeUp.signal()
        wakeUp.unlock()
        if !accepted {
            release()
            job.continuation.resume(returning: ScanResult(response: .failure(.ocrFailed), timings: StageTimings()))
        }
    }

    func release() {
        state.withLock { $0.taken -= 1 }
    }

    private func work(with scanner: TicketScanner) {
        while let job = nextJob() {
            spareCores?.occupy()
            let result = scanner.scan(job.bytes, now: job.now)
            spareCores?.give()
            release()
            job.continuation.resume(returning: result)
        }
    }

    /// The next job, waiting for one; nil once the pool is stopping and no job is left.
    private func nextJob() -> Job? {
        wakeUp.lock()
        defer { wakeUp.unlock() }
        while true {
            let (job, stopping) = state.withLock { state -> (Job?, Bool) in
                state.jobs.isEmpty ? (nil, state.stopping) : (state.jobs.removeFirst(), state.stopping)
            }
            if job != nil || stopping { return job }
            wakeUp.wait()
        }
    }
}

/// One reserved place in a ``ScannerPool``: scan with it once, or drop it to give it back.
public final class ScanSlot: Sendable {
    private let pool: ScannerPool
    private let used = Mutex(false)

    init(pool: ScannerPool) {
        self.pool = pool
    }

    /// Scans `bytes` on the pool's next free worker; the slot is given back when it is done.
    /// A slot scans once: a second call is a programming error.
    public func scan(_ bytes: [UInt8], now: Date) async -> ScanResult {
        let first = used.withLock { used in
            defer { used = true }
            return !used
        }
        precondition(first, "a ScanSlot scans once")
        return await withCheckedContinuation { continuation in
            pool.enqueue(ScannerPool.Job(bytes: bytes, now: now, continuation: continuation))
        }
    }

    deinit {
        if !used.withLock({ $0 }) { pool.release() }
    }
}
