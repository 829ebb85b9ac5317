import Foundation

/// Times one stage: warm-up runs, then timed runs, reported by their median and spread.
struct StageBenchmark {
    var warmUp = 2
    var runs = 15

    /// Milliseconds of each timed run of `body`, sorted.
    func measure(_ body: () throws -> Void) rethrows -> [Double] {
        for _ in 0..<warmUp { try body() }
        let clock = ContinuousClock()
        var samples: [Double] = []
        for _ in 0..<runs {
            let start = clock.now
            try body()
            let elapsed = clock.now - start
            samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
        }
        return samples.sorted()
    }
}

extension [Double] {
    /// The value at quantile `q` (0...1) of sorted samples.
    func quantile(_ q: Double) -> Double {
        guard !isEmpty else { return .nan }
        return self[Swift.min(count - 1, Swift.max(0, Int((Double(count - 1) * q).rounded())))]
    }
}
