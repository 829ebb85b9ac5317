import Foundation
import Synchronization
import Testing
import TicketPipeline

@Suite("Ordered workers")
struct OrderedWorkersTests {
    /// A worker's state, which remembers the thread that made it.
    final class Owner {
        let thread = pthread_self()
    }

    /// Jobs that take longer the lower their index, so they finish out of order.
    @Test("results arrive in job order though jobs finish out of order; state stays on its thread")
    func order() throws {
        let delivered = Mutex<[Int]>([])
        let made = Mutex<Int>(0)
        try OrderedWorkers(workers: 3).run(jobs: 40) {
            made.withLock { $0 += 1 }
            return Owner()
        } work: { owner, index in
            #expect(pthread_equal(owner.thread, pthread_self()) != 0)
            Thread.sleep(forTimeInterval: Double((40 - index) % 7) / 1000)
            return index * 10
        } deliver: { index, result in
            #expect(result == index * 10)
            delivered.withLock { $0.append(index) }
        }
        #expect(delivered.withLock { $0 } == Array(0..<40))
        #expect((1...3).contains(made.withLock { $0 }))
    }

    @Test("a slow first job holds at most `window` results back")
    func boundedWindow() throws {
        let started = Mutex<Int>(0)
        let mostAhead = Mutex<Int>(0)
        try OrderedWorkers(workers: 2, window: 4).run(jobs: 30) {
            ()
        } work: { _, index in
            let count = started.withLock { count in
                count += 1
                return count
            }
            if index == 0 { Thread.sleep(forTimeInterval: 0.2) }
            return count
        } deliver: { index, _ in
            let ahead = started.withLock { $0 } - index
            mostAhead.withLock { $0 = max($0, ahead) }
        }
        #expect(mostAhead.withLock { $0 } <= 4)
    }

    struct Full: Error {}

    @Test("a delivery that fails stops the run and is thrown; what was delivered stays")
    func deliveryFailure() {
        let delivered = Mutex<[Int]>([])
        #expect(throws: Full.self) {
            try OrderedWorkers(workers: 2).run(jobs: 100) {
                ()
            } work: { _, index in
                index
            } deliver: { index, _ in
                if index == 5 { throw Full() }
                delivered.withLock { $0.append(index) }
            }
        }
        #expect(delivered.withLock { $0 } == Array(0..<5))
    }

    @Test("a worker that cannot start its state fails the run")
    func stateFailure() {
        #expect(throws: Full.self) {
            try OrderedWorkers(workers: 2).run(jobs: 10) { () throws -> Int in
                throw Full()
            } work: {
                $1
            } deliver: { _, _ in
            }
        }
    }
}
