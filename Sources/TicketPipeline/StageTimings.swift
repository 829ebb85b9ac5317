/// Milliseconds spent in each stage of one scan.
public struct StageTimings: Sendable, Equatable, Codable {
    public var decode = 0.0
    public var preprocess = 0.0
    public var ocr = 0.0
    public var parse = 0.0

    public init() {}

    /// The whole scan.
    public var total: Double { decode + preprocess + ocr + parse }

    /// Runs `body` and adds its duration to the stage at `stage`.
    mutating func measure<T, E: Error>(
        _ stage: WritableKeyPath<StageTimings, Double>,
        _ body: () throws(E) -> T
    ) throws(E) -> T {
        let clock = ContinuousClock()
        let start = clock.now
        defer {
            self[keyPath: stage] += (clock.now - start).inSeconds * 1000
        }
        return try body()
    }
}
