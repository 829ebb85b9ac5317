public import TicketCore

/// What the pipeline made of one sample, next to what it should have made.
public struct SampleOutcome: Sendable {
    public var sample: CorpusManifest.Sample
    public var actual: TicketScanResponse
    /// How each field of `actual` was settled.
    public var confidence: FieldConfidences
    /// How many times the recogniser read an image of the photo.
    public var readings: Int
    /// Of ``readings``, those that looked again at values already read
    /// (``ReadingStep/secondLooks(scale:)``).
    public var secondLooks: Int
    /// Wall-clock seconds for the scan, decoding included.
    public var seconds: Double
    /// What each step of the ladder the scan ran did.
    public var steps: [StepOutcome]
    /// What the scan's first reading showed; ``FirstReadingView/noReading`` when it made none.
    public var firstReading: FirstReadingView

    public init(
        sample: CorpusManifest.Sample,
        actual: TicketScanResponse,
        confidence: FieldConfidences = FieldConfidences(),
        readings: Int = 1,
        secondLooks: Int = 0,
        seconds: Double,
        steps: [StepOutcome] = [],
        firstReading: FirstReadingView = .noReading
    ) {
        self.sample = sample
        self.actual = actual
        self.confidence = confidence
        self.readings = readings
        self.secondLooks = secondLooks
        self.seconds = seconds
        self.steps = steps
        self.firstReading = firstReading
    }

    /// The date, time, location and lot of `response`, by response key, each beside the truth.
    private func fields(of response: TicketScanResponse) -> [(key: String, value: String?, truth: String?)] {
        [
            ("ticket_date", response.ticketDate, expected.ticketDate), ("ticket_time", response.ticketTime, expected.ticketTime),
            ("ticket_location", response.ticketLocation, expected.ticketLocation),
            ("mapped_lot_id", response.mappedLotId.map(String.init), expected.mappedLotId.map(String.init)),
        ]
    }

    /// The date, time, location and lot that `response` holds a value for (nulls left out),
    /// by response key, each with whether it is the truth.
    func valuesHeld(by response: TicketScanResponse) -> [(key: String, right: Bool)] {
        fields(of: response).compactMap { key, value, truth in value.map { (key, $0 == truth) } }
    }

    /// Each value read, by response key, with its confidence and whether it is the truth.
    var valuesRead: [(key: String, confidence: FieldConfidence, right: Bool)] {
        let held = Dictionary(uniqueKeysWithValues: valuesHeld(by: actual).map { ($0.key, $0.right) })
        return confidence.byResponseKey.compactMap { field in
            guard let confidence = field.confidence, let right = held[field.key] else { return nil }
            return (field.key, confidence, right)
        }
    }

    var expected: CorpusManifest.Expected { sample.expected }

    /// The sample is expected to be rejected as not a notice.
    var isNegative: Bool { expected.errorCode == "not_a_ticket" }

    /// The pipeline rejected the sample as not a notice.
    var predictedNegative: Bool { actual.errorCode == .notATicket }

    /// Fields (by response key) holding a value that differs from the truth: worse than null.
    var hallucinatedFields: [String] {
        valuesHeld(by: actual).filter { !$0.right }.map(\.key)
    }

    /// Fields (by response key) that differ from the truth in any way.
    var missedFields: [String] {
        let code = actual.errorCode?.rawValue != expected.errorCode ? ["error_code"] : []
        let values = fields(of: actual).filter { $0.value != $0.truth }.map(\.key)
        return code + values + (actual.isRecent != expected.isRecent ? ["is_recent"] : [])
    }

    /// A notice whose three fields are all legible: the truth holds each of them.
    var isLegibleNotice: Bool {
        !isNegative && expected.ticketDate != nil && expected.ticketTime != nil && expected.ticketLocation != nil
    }

    /// A legible notice whose first reading gave all three fields right, with no other reading
    /// than second looks at its values.
    var settledByFirstReading: Bool {
        isLegibleNotice && readings - secondLooks == 1 && missedFields.isEmpty
    }

    /// A lot other than the true one was reported: the wrong students would be alerted.
    var hasWrongLot: Bool { hallucinatedFields.contains("mapped_lot_id") }
}
