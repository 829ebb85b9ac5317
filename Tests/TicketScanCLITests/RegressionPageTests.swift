import Foundation
import Testing
import TicketCore
import TicketPipeline

@testable import ticketscan

@Suite("regress --html's page")
struct RegressionPageTests {
    /// A sample of LOT 15 on 2025-03-07 at 10:42, from a manifest's JSON.
    static func sample(_ file: String, conditions: [String]) throws -> CorpusManifest.Sample {
        try JSONDecoder().decode(
            CorpusManifest.Sample.self,
            from: Data(
                """
                {"file": "\(file)", "conditions": \(conditions), "now": "2025-03-07T12:30:00-08:00",
                 "expected": {"success": true, "error_code": null, "ticket_date": "2025-03-07", "ticket_time": "10:42",
                              "ticket_location": "LOT 15", "mapped_lot_id": 2, "is_recent": true}}
                """.utf8
            )
        )
    }

    static let now = Instant.parse("2025-03-07T12:30:00-08:00")!

    static func response(time: TicketTime?) -> TicketScanResponse {
        TicketScanResponse(
            reading: .ticket(
                TicketFields(
                    date: TicketDate(year: 2025, month: 3, day: 7),
                    time: time,
                    location: "LOT 15"
                )
            ),
            catalogue: .default,
            now: now
        )
    }

    @Test("figures per condition, one card per miss with each field's verdict, and every reading with its text")
    func page() throws {
        let right = try Self.sample("clean-1.jpg", conditions: ["clean"])
        let missing = try Self.sample("blur <2>.jpg", conditions: ["blur", "12mp"])
        let wrong = try Self.sample("tilt-3.jpg", conditions: ["tilt"])
        let outcomes = [
            SampleOutcome(sample: right, actual: Self.response(time: TicketTime(hour: 10, minute: 42)), seconds: 0.2),
            SampleOutcome(sample: missing, actual: Self.response(time: nil), seconds: 3.1),
            SampleOutcome(sample: wrong, actual: Self.response(time: TicketTime(hour: 10, minute: 12)), seconds: 0.4),
        ]
        let report = RegressionReport(outcomes)
        #expect(report.misses.map(\.file) == ["blur <2>.jpg", "tilt-3.jpg"])
        let misses = report.misses.map { miss in
            RegressionPage.Miss(
                sample: outcomes.first { $0.sample.file == miss.file }!.sample,
                fields: miss.fields,
                actual: miss.actual,
                upright: "misses/x.upright.png",
                readings: [RegressionPage.Reading(image: "misses/x.ocr-1.png", text: "Time: 10:1<2")]
            )
        }
        let html = RegressionPage(report: report, misses: misses).render()

        #expect(html.hasPrefix("<!doctype html>"))
        #expect(html.contains("<tr><th>overall</th><td>3</td><td>100.0%</td><td>33.3%</td>"))
        for condition in ["12mp", "blur", "clean", "tilt"] { #expect(html.contains("<tr><th>\(condition)</th>")) }
        #expect(html.contains("<h3>blur &lt;2&gt;.jpg <small>blur, 12mp</small></h3>"))
        #expect(html.contains(#"<tr class="missing"><th>ticket_time</th><td>10:42</td><td>null</td></tr>"#))
        #expect(html.contains(#"<tr class="wrong"><th>ticket_time</th><td>10:42</td><td>10:12</td></tr>"#))
        #expect(html.contains(#"<tr class="right"><th>ticket_location</th><td>LOT 15</td><td>LOT 15</td></tr>"#))
        #expect(html.components(separatedBy: "<section class=\"miss\"").count == 3)
        #expect(html.contains(#"<img src="misses/x.ocr-1.png" alt="reading 1">"#))
        #expect(html.contains("<pre>Time: 10:1&lt;2</pre>"))
        #expect(!html.contains("<script"))
        #expect(!html.contains("http"))
    }

    @Test("a run without misses says so")
    func noMisses() throws {
        let report = RegressionReport([
            SampleOutcome(
                sample: try Self.sample("a.jpg", conditions: ["clean"]),
                actual: Self.response(time: TicketTime(hour: 10, minute: 42)),
                seconds: 0.1
            )
        ])
        #expect(RegressionPage(report: report, misses: []).render().contains("<p>None: every sample read as its truth.</p>"))
    }
}
