import Foundation
import Testing
import TicketCore

@testable import TicketPipeline

@Suite("Regression scoring")
struct RegressionReportTests {
    static let now = LotFifteenTicket.now

    /// A sample that should read as LOT 15 on 2025-03-07 at 10:42, and what was read instead.
    static func outcome(
        _ file: String,
        conditions: [String] = ["clean"],
        read fields: TicketFields?,
        seconds: Double = 0.5
    ) -> SampleOutcome {
        let truth = LotFifteenTicket.response
        let sample = CorpusManifest.Sample(
            file: file,
            conditions: conditions,
            now: "2025-03-07T12:30:00-08:00",
            expected: CorpusManifest.Expected(truth)
        )
        let actual = TicketScanResponse(
            reading: fields.map { .ticket($0) } ?? .notATicket,
            catalogue: .default,
            now: now
        )
        return SampleOutcome(sample: sample, actual: actual, seconds: seconds)
    }

    static let right = LotFifteenTicket.fields

    @Test("figures count exact matches; wrong values are hallucinations, wrong lots listed first")
    func figuresAndHallucinations() {
        var wrongTime = Self.right
        wrongTime.time = TicketTime(hour: 10, minute: 43)
        var wrongLot = Self.right
        wrongLot.location = "LOT 47"
        let report = RegressionReport([
            Self.outcome("a-right.jpg", read: Self.right, seconds: 0.2),
            Self.outcome("b-time.jpg", read: wrongTime, seconds: 0.4),
            Self.outcome("c-lot.jpg", conditions: ["blur"], read: wrongLot, seconds: 0.6),
            Self.outcome("d-unread.jpg", conditions: ["blur"], read: nil, seconds: 0.8),
        ])
        #expect(report.overall.date == 0.75)
        #expect(report.overall.time == 0.5)
        #expect(report.overall.lot == 0.5)
        #expect(report.overall.hallucinations == 2)
        #expect(report.overall.wrongLots == 1)
        #expect(report.byCondition["blur"]?.samples == 2)
        #expect(report.hallucinations.map(\.file) == ["c-lot.jpg", "b-time.jpg"])
        #expect(report.misses.map(\.file) == ["b-time.jpg", "c-lot.jpg", "d-unread.jpg"])
        #expect(report.misses.first?.actual.ticketTime == "10:43")
        #expect(report.misses.last?.actual.errorCode == "not_a_ticket")
        #expect(report.secondsMedian == 0.4)
        #expect(report.secondsP90 == 0.8)
    }

    @Test("each ladder step is tallied by the values it changed against the truth, its photos, seconds and readings")
    func ladderTallies() {
        func response(_ fields: TicketFields?) -> TicketScanResponse {
            TicketScanResponse(reading: fields.map { .ticket($0) } ?? .notATicket, catalogue: .default, now: Self.now)
        }
        var dateOnly = TicketFields()
        dateOnly.date = Self.right.date
        var wrongTime = dateOnly
        wrongTime.time = TicketTime(hour: 10, minute: 43)
        let ladder: [ReadingStep] = [.textBlock, .reread(.scaled(0.65)), .reread(.lightened(gamma: 2))]
        // A: the block reads the date, the reduced reread the rest. B: the block reads the
        // date, the lightened reread a wrong time (the reduced one was not run).
        var a = Self.outcome("a.jpg", read: Self.right)
        a.steps = [
            StepOutcome(step: 0, seconds: 0.25, readings: 2, response: response(dateOnly)),
            StepOutcome(step: 1, seconds: 0.5, readings: 1, response: response(Self.right)),
        ]
        var b = Self.outcome("b.jpg", read: wrongTime)
        b.steps = [
            StepOutcome(step: 0, seconds: 0.25, readings: 1, response: response(dateOnly)),
            StepOutcome(step: 2, seconds: 1, readings: 1, response: response(wrongTime)),
        ]
        let tallies = RegressionReport([a, b], ladder: ladder).ladder
        #expect(tallies.map(\.name) == [".textBlock", ".reread(.scaled(0.65))", ".reread(.lightened(gamma: 2.0))"])
        #expect(tallies.map(\.runs) == [2, 1, 1])
        #expect(tallies.map(\.seconds) == [0.5, 0.5, 1])
        #expect(tallies.map(\.readings) == [3, 1, 1])
        #expect(tallies.map(\.rightAdded) == [2, 3, 0], "time, location and lot")
        #expect(tallies.map(\.wrongAdded) == [0, 0, 1])
        #expect(tallies.allSatisfy { $0.rightRemoved == 0 && $0.wrongRemoved == 0 })
        #expect(RegressionReport([a, b]).ladder.map(\.name) == ["step 0", "step 1", "step 2"], "unnamed without the ladder")
    }

    @Test("a ladder step that ran once a photo's response had stopped changing counts as after final")
    func ladderStepsAfterFinal() {
        func response(_ fields: TicketFields) -> TicketScanResponse {
            TicketScanResponse(reading: .ticket(fields), catalogue: .default, now: Self.now)
        }
        var dateOnly = TicketFields()
        dateOnly.date = Self.right.date
        // A: the block reads the date, the reduced reread the rest, and the lightened reread
        // after it changes nothing. B: the reduced reread after the block changes nothing.
        var a = Self.outcome("a.jpg", read: Self.right)
        a.steps = [
            StepOutcome(step: 0, seconds: 0.25, readings: 2, response: response(dateOnly)),
            StepOutcome(step: 1, seconds: 0.5, readings: 1, response: response(Self.right)),
            StepOutcome(step: 2, seconds: 1, readings: 1, response: response(Self.right)),
        ]
        var b = Self.outcome("b.jpg", read: dateOnly)
        b.steps = [
            StepOutcome(step: 0, seconds: 0.25, readings: 1, response: response(dateOnly)),
            StepOutcome(step: 1, seconds: 0.75, readings: 1, response: response(dateOnly)),
        ]
        let tallies = RegressionReport([a, b]).ladder
        #expect(tallies.map(\.runsAfterFinal) == [0, 1, 1])
        #expect(tallies.map(\.secondsAfterFinal) == [0, 0.75, 1])
        #expect(RegressionReport([b]).ladder.map(\.runsAfterFinal) == [0, 1], "the first step makes the first response")
    }

    @Test("a drop in any figure, a new hallucination or a wrong lot the baseline lacks fails against it")
    func baselineComparison() {
        let baseline = RegressionReport([Self.outcome("a.jpg", read: Self.right)]).overall
        #expect(RegressionBaseline.regressions(of: baseline, against: baseline).isEmpty)
        var unreadTime = Self.right
        unreadTime.time = nil
        let dropped = RegressionReport([Self.outcome("a.jpg", read: unreadTime)]).overall
        #expect(
            RegressionBaseline.regressions(of: dropped, against: baseline) == [
                "time fell from 100.0% to 0.0%", "is_recent fell from 100.0% to 0.0%",
            ]
        )
        var wrongLot = Self.right
        wrongLot.location = "LOT 47"
        let wrong = RegressionReport([Self.outcome("a.jpg", read: wrongLot)]).overall
        let found = RegressionBaseline.regressions(of: wrong, against: baseline)
        #expect(found.contains("hallucinations rose from 0 to 1"))
        #expect(found.contains("1 sample(s) mapped to a wrong lot, the baseline 0"))
        #expect(RegressionBaseline.regressions(of: wrong, against: wrong).isEmpty, "no more than the baseline's")
    }
}
