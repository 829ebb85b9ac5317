import Testing
import TicketCore

@testable import TicketPipeline

@Suite("Per-field confidence")
struct FieldConfidenceTests {
    static let date = TicketDate(year: 2025, month: 3, day: 7)
    static let time = TicketTime(hour: 10, minute: 42)

    @Test("two readings giving a value agree on it; one reading reads it; a fallback rechecks it")
    func agreedReadRechecked() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(.ticket(TicketFields(date: Self.date, location: "LOT 15")))
        consensus.add(.ticket(TicketFields(date: Self.date)))
        consensus.addRechecked(TicketFields(date: TicketDate(year: 2025, month: 3, day: 8), time: Self.time))
        #expect(consensus.confidences == FieldConfidences(date: .agreed, time: .rechecked, location: .read))
    }

    @Test("deconvolved readings mark what they fill; labelled lines of readings without a notice are labelled")
    func deconvolvedAndLabelled() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(.notATicket, labelled: TicketFields(location: "LOT 25"))
        consensus.add(.ticket(TicketFields(date: Self.date)))
        consensus.addDeblurred([.ticket(TicketFields(time: Self.time)), .ticket(TicketFields(time: Self.time))])
        #expect(consensus.confidences == FieldConfidences(date: .read, time: .deconvolved, location: .labelled))
    }

    @Test("a field two readings disagree on is unread, and has no confidence; no notice has none at all")
    func unread() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(.ticket(TicketFields(date: Self.date, time: Self.time)))
        consensus.add(.ticket(TicketFields(date: TicketDate(year: 2025, month: 3, day: 8), time: Self.time)))
        #expect(consensus.confidences == FieldConfidences(time: .agreed))
        #expect(ReadingConsensus(catalogue: .default).confidences == FieldConfidences())
    }

    @Test("the regression report counts the values of each confidence and how many were right")
    func reportTallies() {
        var wrongTime = RegressionReportTests.right
        wrongTime.time = TicketTime(hour: 10, minute: 43)
        var right = RegressionReportTests.outcome("a.jpg", read: RegressionReportTests.right)
        right.confidence = FieldConfidences(date: .agreed, time: .agreed, location: .read)
        var wrong = RegressionReportTests.outcome("b.jpg", read: wrongTime)
        wrong.confidence = FieldConfidences(date: .agreed, time: .rechecked, location: .read)
        let report = RegressionReport([right, wrong])
        #expect(report.confidence["agreed"] == .init(values: 3, right: 3))
        #expect(report.confidence["read"] == .init(values: 2, right: 2))
        #expect(report.confidence["rechecked"] == .init(values: 1, right: 0))
        #expect(report.confidence["labelled"] == .init(values: 0, right: 0))
        #expect(report.misses.first?.confidence.time == .rechecked)
    }

    @Test("a legible notice is settled by its first reading when that one reading gave every field right, counted per condition too")
    func firstReading() {
        let right = RegressionReportTests.outcome("a.jpg", conditions: ["clean", "tilt"], read: RegressionReportTests.right)
        var reread = RegressionReportTests.outcome("c.jpg", conditions: ["blur", "tilt"], read: RegressionReportTests.right)
        reread.readings = 3
        reread.firstReading = .noNotice
        var wrongTime = RegressionReportTests.right
        wrongTime.time = TicketTime(hour: 10, minute: 43)
        var wrong = RegressionReportTests.outcome("b.jpg", conditions: ["clean"], read: wrongTime)
        wrong.firstReading = .noticeWithEveryValue
        let report = RegressionReport([right, reread, wrong])
        #expect(
            report.firstReading
                == .init(legibleNotices: 3, settled: 1, unsettled: ["no_notice": 1, "notice_with_every_value": 1])
        )
        var looked = right
        looked.readings = 4
        looked.secondLooks = 3
        #expect(RegressionReport([looked]).firstReading.settled == 1, "second looks at its values read nothing more")
        looked.secondLooks = 2
        #expect(RegressionReport([looked]).firstReading.settled == 0)
        #expect(
            report.firstReadingByCondition["clean"] == .init(legibleNotices: 2, settled: 1, unsettled: ["notice_with_every_value": 1])
        )
        #expect(report.firstReadingByCondition["tilt"] == .init(legibleNotices: 2, settled: 1, unsettled: ["no_notice": 1]))
        #expect(report.firstReadingByCondition["blur"] == .init(legibleNotices: 1, settled: 0, unsettled: ["no_notice": 1]))
    }

    @Test("the legible notices the first reading did not settle are counted by what it showed, a refused one as no reading")
    func unsettledFirstReadings() {
        func outcome(_ file: String, _ view: FirstReadingView, readings: Int) -> SampleOutcome {
            var outcome = RegressionReportTests.outcome(file, conditions: ["blur"], read: RegressionReportTests.right)
            outcome.firstReading = view
            outcome.readings = readings
            return outcome
        }
        var wrongTime = RegressionReportTests.right
        wrongTime.time = TicketTime(hour: 10, minute: 43)
        var misread = RegressionReportTests.outcome("m.jpg", conditions: ["blur"], read: wrongTime)
        misread.firstReading = .noticeWithEveryValue
        let report = RegressionReport([
            outcome("a.jpg", .noticeWithEveryValue, readings: 1), outcome("b.jpg", .noNotice, readings: 4),
            outcome("c.jpg", .noNotice, readings: 2), outcome("d.jpg", .noticeWithSomeValues, readings: 3),
            outcome("e.jpg", .noReading, readings: 0), misread,
        ])
        #expect(report.firstReading.legibleNotices == 6 && report.firstReading.settled == 1)
        #expect(
            report.firstReading.unsettled == [
                "no_notice": 2, "notice_with_some_values": 1, "no_reading": 1, "notice_with_every_value": 1,
            ]
        )
    }
}
