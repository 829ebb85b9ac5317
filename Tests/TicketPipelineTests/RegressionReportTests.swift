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
