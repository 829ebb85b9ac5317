import Testing
import TicketCore
import TicketPipeline

@testable import ticketscan

@Suite("regress's table")
struct RegressionTableTests {
    @Test("the ladder's steps are listed in order with their photos, seconds, readings, values changed and runs after final")
    func ladderTable() throws {
        let sample = try RegressionPageTests.sample("blur-1.jpg", conditions: ["blur"])
        let unread = RegressionPageTests.response(time: nil)
        let read = RegressionPageTests.response(time: TicketTime(hour: 10, minute: 42))
        let outcome = SampleOutcome(
            sample: sample,
            actual: read,
            readings: 3,
            seconds: 2,
            steps: [
                StepOutcome(step: 0, seconds: 0.25, readings: 2, response: unread),
                StepOutcome(step: 1, seconds: 1.25, readings: 1, response: read),
                StepOutcome(step: 2, seconds: 0.5, readings: 1, response: read),
            ]
        )
        let report = RegressionReport([outcome], ladder: [.textBlock, .reread(.scaled(0.65)), .reread(.strokesThinned(width: 3))])
        let plain = RegressionTable(report: report, markdown: false).render()
        let rows = plain.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.contains([".textBlock", "1", "0.250s", "2", "3", "0", "0", "0", "0", "0.000s"]), "date, location and lot")
        #expect(rows.contains([".reread(.scaled(0.65))", "1", "1.250s", "1", "1", "0", "0", "0", "0", "0.000s"]), "the time")
        let markdown = RegressionTable(report: report, markdown: true).render()
        #expect(markdown.contains("| .reread(.scaled(0.65)) | 1 | 1.250s | 1 | 1 | 0 | 0 | 0 | 0 | 0.000s |"))
        #expect(markdown.contains("| .reread(.strokesThinned(width: 3)) | 1 | 0.500s | 1 | 0 | 0 | 0 | 0 | 1 | 0.500s |"), "changed nothing")
        #expect(!RegressionTable(report: RegressionReport([outcome]), markdown: false).render().contains(".textBlock"))
    }

    @Test("each condition's row ends with the legible notices its first reading settled")
    func firstReadingColumn() throws {
        let read = RegressionPageTests.response(time: TicketTime(hour: 10, minute: 42))
        let settled = SampleOutcome(sample: try RegressionPageTests.sample("a.jpg", conditions: ["clean"]), actual: read, readings: 1, seconds: 0.2)
        let reread = SampleOutcome(sample: try RegressionPageTests.sample("b.jpg", conditions: ["blur"]), actual: read, readings: 4, seconds: 0.9)
        let plain = RegressionTable(report: RegressionReport([settled, reread]), markdown: false).render()
        let rows = plain.split(separator: "\n").map { $0.split(separator: " ").map(String.init) }
        #expect(rows.first?.last == "first")
        #expect(rows.first { $0.first == "overall" }?.last == "1/2")
        #expect(rows.first { $0.first == "clean" }?.last == "1/1")
        #expect(rows.first { $0.first == "blur" }?.last == "0/1")
    }

    @Test("below the table, what the first reading of each notice it did not settle showed, a view no notice had left out")
    func unsettledFirstReadings() throws {
        let read = RegressionPageTests.response(time: TicketTime(hour: 10, minute: 42))
        func outcome(_ file: String, readings: Int, _ view: FirstReadingView) throws -> SampleOutcome {
            let sample = try RegressionPageTests.sample(file, conditions: ["blur"])
            return SampleOutcome(sample: sample, actual: read, readings: readings, seconds: 0.9, firstReading: view)
        }
        let settled = try outcome("a.jpg", readings: 1, .noticeWithEveryValue)
        let outcomes = [settled, try outcome("b.jpg", readings: 4, .noNotice), try outcome("c.jpg", readings: 3, .noticeWithSomeValues)]
        let text = RegressionTable(report: RegressionReport(outcomes), markdown: false).render()
        #expect(text.contains("the others' first reading showed: no notice 1, a notice with one or two values 1\n"))
        let none = RegressionTable(report: RegressionReport([settled]), markdown: false).render()
        #expect(!none.contains("the others' first reading showed"))
    }
}
