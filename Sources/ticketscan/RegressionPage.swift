import Foundation
import TicketPipeline

/// The page `regress --html DIR` writes as DIR/index.html: a report to look at rather than
/// read. The figures overall and per condition, then one card per miss: the photo as the
/// scanner turned it upright, each scored field read against the truth, and every image the
/// readings received with the text read from it. Images are files beside the page, named
/// relative to it; the page has no script and loads nothing from elsewhere.
struct RegressionPage {
    /// One miss and what its readings saw.
    struct Miss {
        /// The sample and its truth.
        var sample: CorpusManifest.Sample
        /// The fields that differ from the truth, and what the scan answered.
        var fields: [String]
        var actual: CorpusManifest.Expected
        /// The upright photo, relative to the page; nil when none was written.
        var upright: String?
        /// The readings in the order they were made.
        var readings: [Reading]
    }

    /// One image Tesseract received, relative to the page, and the lines read from it.
    struct Reading {
        var image: String
        var text: String
    }

    let report: RegressionReport
    let misses: [Miss]

    /// The whole page.
    func render() -> String {
        var html = """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8"><title>ticketscan regress</title>
            <style>\(Self.style)</style></head><body>
            <h1>ticketscan regress</h1>
            <p>\(report.overall.samples) samples; seconds per image: median \(Self.seconds(report.secondsMedian)), \
            p90 \(Self.seconds(report.secondsP90)); \(misses.count) misses, \(report.hallucinations.count) with a wrong value, \
            \(report.overall.wrongLots) wrong lots.</p>
            <h2>Figures</h2>
            \(figures())
            <h2>Misses</h2>

            """
        html += misses.isEmpty ? "<p>None: every sample read as its truth.</p>\n" : misses.map(card).joined()
        return html + "</body></html>\n"
    }

    private func figures() -> String {
        let columns =
            ["condition", "samples"] + report.overall.accuracies.map(\.name)
            + ["wrong values", "wrong lots", "settled by the first reading"]
        let body = report.rows.map { name, figures, first in
            let cells =
                ["\(figures.samples)"] + figures.accuracies.map { RegressionBaseline.percent($0.value) }
                + ["\(figures.hallucinations)", "\(figures.wrongLots)", first.fraction]
            return "<tr><th>\(Self.escape(name))</th>" + cells.map { "<td>\($0)</td>" }.joined() + "</tr>"
        }
        return "<table class=\"figures\"><tr>" + columns.map { "<th>\($0)</th>" }.joined() + "</tr>\n"
            + body.joined(separator: "\n") + "\n</table>\n"
    }

    private func card(_ miss: Miss) -> String {
        let name = Self.escape(miss.sample.file)
        let photo =
            miss.upright.map { "<a href=\"\(Self.escape($0))\"><img class=\"photo\" src=\"\(Self.escape($0))\" alt=\"\(name)\"></a>" }
            ?? "<p>No image: the photo could not be decoded.</p>"
        let rows = Self.fields.map { key, value in
            let truth = value(miss.sample.expected)
            let read = value(miss.actual)
            let verdict = truth == read ? "right" : read == "null" ? "missing" : "wrong"
            return "<tr class=\"\(verdict)\"><th>\(key)</th><td>\(Self.escape(truth))</td><td>\(Self.escape(read))</td></tr>"
        }
        let readings = miss.readings.enumerated().map { index, reading in
            "<figure><a href=\"\(Self.escape(reading.image))\"><img src=\"\(Self.escape(reading.image))\" alt=\"reading \(index + 1)\"></a>"
                + "<figcaption>reading \(index + 1)<pre>\(Self.escape(reading.text))</pre></figcaption></figure>"
        }
        return """
            <section class="miss" id="\(name)">
            <h3>\(name) <small>\(Self.escape(miss.sample.conditions.joined(separator: ", ")))</small></h3>
            <div class="top">\(photo)
            <table class="fields"><tr><th>field</th><th>truth</th><th>read</th></tr>
            \(rows.joined(separator: "\n"))
            </table></div>
            <div class="readings">\(readings.joined(separator: "\n"))</div>
            </section>

            """
    }

    /// The scored fields in response order, each as the text a person compares.
    private static let fields: [(String, @Sendable (CorpusManifest.Expected) -> String)] = [
        ("success", { "\($0.success)" }),
        ("error_code", { $0.errorCode ?? "null" }),
        ("ticket_date", { $0.ticketDate ?? "null" }),
        ("ticket_time", { $0.ticketTime ?? "null" }),
        ("ticket_location", { $0.ticketLocation ?? "null" }),
        ("mapped_lot_id", { $0.mappedLotId.map(String.init) ?? "null" }),
        ("is_recent", { "\($0.isRecent)" }),
    ]

    private static let style = """
        body{font:14px/1.4 system-ui,sans-serif;margin:2em;color:#222}
        table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}
        th{background:#f4f4f4}.fields td,.fields th{text-align:left}
        tr.wrong td{background:#f8c8c8}tr.missing td{background:#fbe9b7}
        .miss{border-top:2px solid #888;margin-top:2em}.top{display:flex;gap:2em;align-items:flex-start}
        img.photo{max-width:320px;max-height:320px;border:1px solid #ccc}
        .readings{display:flex;flex-wrap:wrap;gap:1em}figure{margin:0;max-width:420px}
        figure img{max-width:420px;max-height:300px;border:1px solid #ccc}
        pre{white-space:pre-wrap;font-size:11px;background:#f8f8f8;max-height:12em;overflow:auto}
        """

    /// `text` safe inside HTML text and attribute values.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.2f s", value) }
}
