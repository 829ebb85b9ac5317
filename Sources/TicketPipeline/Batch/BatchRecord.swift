public import TicketCore

/// One photo's line in a batch's output.
public struct BatchRecord: Sendable, Equatable {
    /// The photo's name, relative to the argument it was found under.
    public var file: String
    /// What the scan found.
    public var response: TicketScanResponse
    /// How far each field the scan read may be trusted.
    public var confidence: FieldConfidences
    /// How long the scan took, file reading included, in whole milliseconds.
    public var elapsedMilliseconds: Int

    public init(file: String, response: TicketScanResponse, confidence: FieldConfidences = FieldConfidences(), elapsedMilliseconds: Int) {
        self.file = file
        self.response = response
        self.confidence = confidence
        self.elapsedMilliseconds = elapsedMilliseconds
    }
}
