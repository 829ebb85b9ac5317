public import TicketCore

/// The outcome of one scan: the response for the caller, how far each field it read may be
/// trusted, how long each stage took, and what each step of the ladder did.
public struct ScanResult: Sendable, Equatable {
    public var response: TicketScanResponse
    /// How each field of `response` was settled; all nil when none was read.
    public var confidence: FieldConfidences
    /// How many times the recogniser read an image of the photo; 0 when it was not decoded.
    public var readings: Int
    /// Of ``readings``, those that looked again at values already read
    /// (``ReadingStep/secondLooks(scale:)``) rather than read more of the photo.
    public var secondLooks: Int
    public var timings: StageTimings
    /// Each step of the ladder the scan ran, in order; empty when it made no reading.
    public var steps: [StepOutcome]
    /// What the first reading showed; ``FirstReadingView/noReading`` when the scan made none.
    public var firstReading: FirstReadingView

    public init(
        response: TicketScanResponse,
        confidence: FieldConfidences = FieldConfidences(),
        readings: Int = 0,
        secondLooks: Int = 0,
        timings: StageTimings,
        steps: [StepOutcome] = [],
        firstReading: FirstReadingView = .noReading
    ) {
        self.response = response
        self.confidence = confidence
        self.readings = readings
        self.secondLooks = secondLooks
        self.timings = timings
        self.steps = steps
        self.firstReading = firstReading
    }
}
