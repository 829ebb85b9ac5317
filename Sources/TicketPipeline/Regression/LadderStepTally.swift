/// What one step of the reading ladder cost and bought over a regression run: the photos it
/// ran on, its seconds and readings, and the values it changed, counted against the truth
/// as the response after the step against the response before it. A step's values are those
/// the ladder had not found by its turn: a step run earlier, or alone, may fill more.
public struct LadderStepTally: Sendable, Codable, Equatable {
    /// The step's index in ``ScanConfiguration/ladder``.
    public var step: Int
    /// The step as written in the ladder.
    public var name: String
    /// Photos whose scan ran the step.
    public var runs = 0
    public var seconds = 0.0
    public var readings = 0
    /// Right values (date, time, location, lot) the step added, and those it took away.
    public var rightAdded = 0
    public var rightRemoved = 0
    /// Wrong values the step added, and those it took away.
    public var wrongAdded = 0
    public var wrongRemoved = 0
    /// Of ``runs``, those that came after the photo's response was final: neither the step
    /// nor any after it changed the response. Their seconds are ``secondsAfterFinal``: what a
    /// ladder that knew when to stop would save.
    public var runsAfterFinal = 0
    public var secondsAfterFinal = 0.0

    enum CodingKeys: String, CodingKey {
        case step, name, runs, seconds, readings
        case rightAdded = "right_added"
        case rightRemoved = "right_removed"
        case wrongAdded = "wrong_added"
        case wrongRemoved = "wrong_removed"
        case runsAfterFinal = "runs_after_final"
        case secondsAfterFinal = "seconds_after_final"
    }

    /// The tallies of every step that ran in `outcomes`, by index, named from `ladder`.
    static func tallies(of outcomes: [SampleOutcome], ladder: [ReadingStep]) -> [LadderStepTally] {
        var tallies: [Int: LadderStepTally] = [:]
        for outcome in outcomes {
            var before = (right: 0, wrong: 0)
            let final = Self.finalStep(of: outcome.steps)
            for (index, step) in outcome.steps.enumerated() {
                let held = outcome.valuesHeld(by: step.response)
                let after = (right: held.count(where: \.right), wrong: held.count(where: { !$0.right }))
                var tally = tallies[step.step] ?? LadderStepTally(step: step.step, of: ladder)
                tally.runs += 1
                tally.seconds += step.seconds
                tally.readings += step.readings
                tally.rightAdded += max(0, after.right - before.right)
                tally.rightRemoved += max(0, before.right - after.right)
                tally.wrongAdded += max(0, after.wrong - before.wrong)
                tally.wrongRemoved += max(0, before.wrong - after.wrong)
                if index > final {
                    tally.runsAfterFinal += 1
                    tally.secondsAfterFinal += step.seconds
                }
                tallies[step.step] = tally
                before = after
            }
        }
        return tallies.keys.sorted().map { tallies[$0]! }
    }

    /// The index in `steps` of the last step that changed the response: the first step
    /// always does (it makes the first response), a later one when its response differs from
    /// the one before it.
    private static func finalStep(of steps: [StepOutcome]) -> Int {
        steps.indices.last { $0 == 0 || steps[$0].response != steps[$0 - 1].response } ?? 0
    }

    /// An empty tally of the step at index `step`, named as `ladder` writes it.
    private init(step: Int, of ladder: [ReadingStep]) {
        self.step = step
        name = ladder.indices.contains(step) ? String(describing: ladder[step]) : "step \(step)"
    }
}
