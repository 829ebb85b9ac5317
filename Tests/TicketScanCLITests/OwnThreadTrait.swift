import Dispatch
import Testing

/// Runs each test of a suite on a thread of its own instead of Swift concurrency's shared pool.
///
/// The pool is as wide as the machine has cores (two here), and every test of the run shares
/// it. The scans and processes that other suites wait for synchronously can hold every thread of
/// it for tens of seconds, and a test of a running server must not wait that long: its server
/// keeps its own time (idle connections are closed, uploads time out), so a test whose awaited
/// responses cannot resume fails for no fault of the server. With this trait the test, the
/// tasks of its task groups and the default actors it calls resume on its own serial queue,
/// which no other test can occupy.
struct OwnThreadTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    func provideScope(
        for test: Test,
        testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        guard testCase != nil else { return try await function() }
        try await withTaskExecutorPreference(SerialQueueExecutor(label: test.name)) { try await function() }
    }
}

extension Trait where Self == OwnThreadTrait {
    /// Each test runs on a thread of its own, so that tests waiting synchronously elsewhere in
    /// the run cannot keep its awaited responses from resuming.
    static var ownThread: Self { Self() }
}

/// A task executor that runs its jobs one at a time on a serial dispatch queue, whose thread is
/// not one of the concurrency pool's.
final class SerialQueueExecutor: TaskExecutor {
    private let queue: DispatchQueue

    init(label: String) {
        queue = DispatchQueue(label: "test \(label)")
    }

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        queue.async { job.runSynchronously(on: self.asUnownedTaskExecutor()) }
    }
}
