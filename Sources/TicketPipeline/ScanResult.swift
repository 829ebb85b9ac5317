public import TicketCore

/// The outcome of one scan: the response for the caller and how long each stage took.
public struct ScanResult: Sendable, Equatable {
    public var response: TicketScanResponse
    public var timings: StageTimings

    public init(response: TicketScanResponse, timings: StageTimings) {
        self.response = response
        self.timings = timings
    }
}
