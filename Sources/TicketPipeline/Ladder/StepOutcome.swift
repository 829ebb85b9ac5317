public import TicketCore

/// What one step of ``ScanConfiguration/ladder`` did in one scan: the time and readings it
/// took, and the response the scan would have given had it stopped there. `regress` sums
/// them per step (``LadderStepTally``) to show what each step costs and what it buys.
public struct StepOutcome: Sendable, Equatable {
    /// The step's index in the ladder.
    public var step: Int
    /// Wall-clock seconds the step took, its preprocessing included.
    public var seconds: Double
    /// How many times the recogniser read an image in the step.
    public var readings: Int
    /// The response after the step.
    public var response: TicketScanResponse

    public init(step: Int, seconds: Double, readings: Int, response: TicketScanResponse) {
        self.step = step
        self.seconds = seconds
        self.readings = readings
        self.response = response
    }
}
