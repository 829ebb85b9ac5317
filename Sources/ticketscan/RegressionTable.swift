import TicketPipeline

/// Renders a ``RegressionReport`` as a plain or a Markdown table.
struct RegressionTable {
    let report: RegressionReport
    let markdown: Bool

    private static let columns = [
        "samples", "date", "time", "location", "lot", "is_recent",
        "nat prec", "nat rec", "halluc", "wrong lots", "first",
    ]

    func render() -> String {
        var text = table(header: ["condition"] + Self.columns, rows: report.rows.map(row))
        let first = report.firstReading
        let settled = first.legibleNotices == 0 ? 1 : Double(first.settled) / Double(first.legibleNotices)
        text += "\nsettled by the first reading: \(first.settled) of \(first.legibleNotices) legible notices"
        text += " (\(RegressionBaseline.percent(settled))); per condition in the column first, settled/legible\n"
        if !first.unsettled.isEmpty { text += "the others' first reading showed: " + unsettledSummary(first) + "\n" }
        text += "values read, by confidence: " + confidenceSummary() + "\n"
        text += "seconds per image: median \(format(report.secondsMedian)), p90 \(format(report.secondsP90))\n"
        if !report.ladder.isEmpty {
            text += "\nwhat each step of the ladder cost and bought (values against the truth, after the step against before;"
            text += " after final: the runs that came once the photo's response had stopped changing):\n"
            text += table(header: Self.ladderColumns, rows: report.ladder.map(ladderRow))
            text += "\n"
        }
        if report.hallucinations.isEmpty {
            text += "hallucinations: none\n"
        } else {
            text += "hallucinations (non-null wrong values), wrong lots first:\n"
            for item in report.hallucinations {
                text += "\(markdown ? "- " : "  ")\(item.wrongLot ? "WRONG LOT " : "")\(item.file): \(item.fields.joined(separator: ", "))\n"
            }
        }
        return text
    }

    /// `no notice 30, a notice without values 13, ...`: what the first reading of the legible
    /// notices it did not settle showed, in ``FirstReadingView`` order.
    private func unsettledSummary(_ first: RegressionReport.FirstReadingTally) -> String {
        FirstReadingView.allCases.compactMap { view in first.unsettled[view.rawValue].map { "\(Self.words(for: view)) \($0)" } }
            .joined(separator: ", ")
    }

    /// How the line below the table names `view`.
    private static func words(for view: FirstReadingView) -> String {
        switch view {
        case .noReading: "no reading (refused before one)"
        case .noNotice: "no notice"
        case .noticeWithoutValues: "a notice without values"
        case .noticeWithSomeValues: "a notice with one or two values"
        case .noticeWithEveryValue: "a notice with every value, not all of them right"
        }
    }

    /// `agreed 301 (99.7% right), read 40 (97.5% right), ...`, for the confidences some value had.
    private func confidenceSummary() -> String {
        let parts = FieldConfidence.allCases.compactMap { level -> String? in
            guard let tally = report.confidence[level.rawValue], tally.values > 0 else { return nil }
            let share = RegressionBaseline.percent(Double(tally.right) / Double(tally.values))
            return "\(level.rawValue) \(tally.values) (\(share) right)"
        }
        return parts.isEmpty ? "none" : parts.joined(separator: ", ")
    }

    private static let ladderColumns = [
        "step", "photos", "seconds", "readings", "+right", "-right", "+wrong", "-wrong", "photos after final",
        "seconds after final",
    ]

    private func ladderRow(_ tally: LadderStepTally) -> [String] {
        [tally.name, "\(tally.runs)", format(tally.seconds), "\(tally.readings)"]
            + [tally.rightAdded, tally.rightRemoved, tally.wrongAdded, tally.wrongRemoved].map { "\($0)" }
            + ["\(tally.runsAfterFinal)", format(tally.secondsAfterFinal)]
    }

    private func row(_ name: String, _ figures: RegressionFigures, _ first: RegressionReport.FirstReadingTally) -> [String] {
        [name, "\(figures.samples)"] + figures.accuracies.map { RegressionBaseline.percent($0.value) }
            + ["\(figures.hallucinations)", "\(figures.wrongLots)", first.fraction]
    }

    private func table(header: [String], rows: [[String]]) -> String {
        if markdown {
            let lines = [header, header.map { _ in "---" }] + rows
            return lines.map { "| " + $0.joined(separator: " | ") + " |" }.joined(separator: "\n") + "\n"
        }
        let widths = header.indices.map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        return ([header] + rows).map { cells in
            cells.enumerated().map { index, cell in
                let padding = String(repeating: " ", count: widths[index] - cell.count)
                return index == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }

    private func format(_ seconds: Double) -> String {
        let milliseconds = Int((seconds * 1000).rounded())
        return "\(milliseconds / 1000).\(String(milliseconds % 1000 + 1000).dropFirst())s"
    }
}
