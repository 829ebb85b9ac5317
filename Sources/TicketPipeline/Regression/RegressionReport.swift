/// The result of a regression run: overall and per-condition figures, the hallucinations by
/// file, the time per image and what each step of the reading ladder did. Encodes as the
/// `--report` JSON.
public struct RegressionReport: Sendable, Codable, Equatable {
    public var overall: RegressionFigures
    /// Figures per condition label, sorted by label.
    public var byCondition: [String: RegressionFigures]
    /// Every sample with a non-null wrong value, wrong lots first, then by file name.
    public var hallucinations: [Hallucination]
    /// Every sample with a field that differs from the truth (null where a value was
    /// expected included), by file name: where to look when tuning.
    public var misses: [Miss]
    /// For each ``FieldConfidence`` (by its name), how many values of that confidence were
    /// read and how many of them were right: what each confidence is worth.
    public var confidence: [String: ConfidenceTally]
    /// How many notices had all three fields legible, and how many of them the scan's first
    /// reading settled, right, alone.
    public var firstReading: FirstReadingTally
    /// ``firstReading`` for the samples of each condition label: where the first reading
    /// holds and where the fallbacks carry the notice.
    public var firstReadingByCondition: [String: FirstReadingTally]
    /// Seconds per image.
    public var secondsMedian: Double
    public var secondsP90: Double
    /// What each step of the reading ladder cost and bought, in ladder order.
    public var ladder: [LadderStepTally]

    /// One sample that reported a value it should not have.
    public struct Hallucination: Sendable, Codable, Equatable {
        public var file: String
        public var fields: [String]
        public var wrongLot: Bool

        enum CodingKeys: String, CodingKey {
            case file, fields
            case wrongLot = "wrong_lot"
        }
    }

    /// One sample whose response differs from the truth.
    public struct Miss: Sendable, Codable, Equatable {
        public var file: String
        public var fields: [String]
        /// What the pipeline answered, in the manifest's terms.
        public var actual: CorpusManifest.Expected
        /// How each field of `actual` was settled.
        public var confidence: FieldConfidences
    }

    /// The legible notices, those the first reading settled, and what the first reading of
    /// each of the others showed.
    public struct FirstReadingTally: Sendable, Codable, Equatable {
        public var legibleNotices: Int
        public var settled: Int
        /// The legible notices the first reading did not settle, by what it showed
        /// (``FirstReadingView``, by its raw value); a view that no notice had is left out.
        public var unsettled: [String: Int] = [:]

        enum CodingKeys: String, CodingKey {
            case legibleNotices = "legible_notices"
            case settled, unsettled
        }
    }

    /// The values read with one confidence, over every field of every sample.
    public struct ConfidenceTally: Sendable, Codable, Equatable {
        public var values: Int
        /// Those equal to the truth.
        public var right: Int
    }

    enum CodingKeys: String, CodingKey {
        case overall
        case byCondition = "by_condition"
        case hallucinations, misses, confidence
        case firstReading = "first_reading"
        case firstReadingByCondition = "first_reading_by_condition"
        case secondsMedian = "seconds_median"
        case secondsP90 = "seconds_p90"
        case ladder
    }

    /// Builds the report of `outcomes`, scanned with the reading ladder `ladder`.
    public init(_ outcomes: [SampleOutcome], ladder: [ReadingStep] = []) {
        overall = RegressionFigures(outcomes)
        let byLabel = Set(outcomes.flatMap(\.sample.conditions)).map { label in
            (label, outcomes.filter { $0.sample.conditions.contains(label) })
        }
        byCondition = Dictionary(uniqueKeysWithValues: byLabel.map { ($0, RegressionFigures($1)) })
        hallucinations =
            outcomes
            .filter { !$0.hallucinatedFields.isEmpty }
            .map { Hallucination(file: $0.sample.file, fields: $0.hallucinatedFields, wrongLot: $0.hasWrongLot) }
            .sorted { ($0.wrongLot ? 0 : 1, $0.file) < ($1.wrongLot ? 0 : 1, $1.file) }
        misses = outcomes.filter { !$0.missedFields.isEmpty }
            .map {
                Miss(file: $0.sample.file, fields: $0.missedFields, actual: CorpusManifest.Expected($0.actual), confidence: $0.confidence)
            }
            .sorted { $0.file < $1.file }
        let values = outcomes.flatMap(\.valuesRead)
        confidence = Dictionary(
            uniqueKeysWithValues: FieldConfidence.allCases.map { level in
                let read = values.filter { $0.confidence == level }
                return (level.rawValue, ConfidenceTally(values: read.count, right: read.count(where: \.right)))
            }
        )
        firstReading = FirstReadingTally(outcomes)
        firstReadingByCondition = Dictionary(uniqueKeysWithValues: byLabel.map { ($0, FirstReadingTally($1)) })
        let seconds = outcomes.map(\.seconds).sorted()
        secondsMedian = Self.percentile(seconds, 0.5)
        secondsP90 = Self.percentile(seconds, 0.9)
        self.ladder = LadderStepTally.tallies(of: outcomes, ladder: ladder)
    }

    /// The figures as the tables show them: `overall` first, then each condition label in
    /// order, each with its figures and its first reading's tally.
    public var rows: [(name: String, figures: RegressionFigures, firstReading: FirstReadingTally)] {
        [("overall", overall, firstReading)]
            + byCondition.keys.sorted().map { ($0, byCondition[$0]!, firstReadingByCondition[$0]!) }
    }

    /// The nearest-rank percentile of sorted values (0 for none).
    static func percentile(_ sorted: [Double], _ fraction: Double) -> Double {
        guard !sorted.isEmpty else { return 0 }
        let rank = Int((fraction * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}

extension RegressionReport.FirstReadingTally {
    /// Counts the legible notices among `outcomes`, those their first reading settled, and
    /// the others by what their first reading showed.
    init(_ outcomes: [SampleOutcome]) {
        let unsettled = outcomes.filter { $0.isLegibleNotice && !$0.settledByFirstReading }
        self.init(
            legibleNotices: outcomes.count(where: \.isLegibleNotice),
            settled: outcomes.count(where: \.settledByFirstReading),
            unsettled: Dictionary(unsettled.map { ($0.firstReading.rawValue, 1) }, uniquingKeysWith: +)
        )
    }

    /// `settled/legible`, as the tables show it.
    public var fraction: String { "\(settled)/\(legibleNotices)" }
}
