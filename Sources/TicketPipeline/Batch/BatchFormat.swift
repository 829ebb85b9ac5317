import Foundation
import TicketCore

/// How a batch writes its records: one line each, so a crash loses at most the line being
/// written, and a resumed batch can tell which photos are done.
///
/// - `jsonl`: `{"file":"2024/a.jpg","response":{TicketScanResponse},"confidence":{...},"elapsed_ms":412}`,
///   the response's keys in the contract's order; `confidence` holds the ``FieldConfidence``
///   of `ticket_date`, `ticket_time` and `ticket_location`, null for a field unread.
/// - `csv`: a header, then one column per field: `file`, the response's keys in the
///   contract's order, the three confidences, `elapsed_ms`. Empty cells are nulls.
public enum BatchFormat: String, Sendable, CaseIterable {
    case jsonl
    case csv

    /// The CSV columns, in order.
    public static let csvColumns = [
        "file", "success", "error_code", "error_message", "ticket_date", "ticket_time", "ticket_location",
        "mapped_lot_id", "mapped_lot_name", "mapped_lot_code", "is_recent", "sighting_id", "users_notified",
        "ticket_date_confidence", "ticket_time_confidence", "ticket_location_confidence", "elapsed_ms",
    ]

    /// The line that starts a new output file, if the format has one.
    public var header: String? {
        switch self {
        case .jsonl: nil
        case .csv: Self.csvColumns.joined(separator: ",")
        }
    }

    /// `record` as one line, without its line break.
    public func line(for record: BatchRecord) -> String {
        switch self {
        case .jsonl:
            let confidence = record.confidence.byResponseKey
                .map { "\"\($0.key)\":\(JSONLiteral.string($0.confidence?.rawValue))" }
                .joined(separator: ",")
            return "{\"file\":\(JSONLiteral.string(record.file)),\"response\":\(record.response.jsonText),"
                + "\"confidence\":{\(confidence)},\"elapsed_ms\":\(record.elapsedMilliseconds)}"
        case .csv:
            let r = record.response
            let response: [String?] = [
                record.file, String(r.success), r.errorCode?.rawValue, r.errorMessage, r.ticketDate, r.ticketTime,
                r.ticketLocation, r.mappedLotId.map(String.init), r.mappedLotName, r.mappedLotCode,
                String(r.isRecent), r.sightingId.map(String.init), String(r.usersNotified),
            ]
            let cells =
                response + record.confidence.byResponseKey.map { $0.confidence?.rawValue } + [
                    String(record.elapsedMilliseconds)
                ]
            return cells.map { Self.csvCell($0 ?? "") }.joined(separator: ",")
        }
    }

    /// The photo name a complete line of this format records; nil for the header and for
    /// anything that is no record.
    public func file(inLine line: Substring) -> String? {
        switch self {
        case .jsonl:
            struct Named: Decodable { var file: String }
            return try? JSONDecoder().decode(Named.self, from: Data(line.utf8)).file
        case .csv:
            guard line != Substring(header ?? ""), let cell = Self.firstCSVCell(of: line) else { return nil }
            return cell
        }
    }

    /// A CSV cell, quoted when it holds a comma, a quote or a line break (RFC 4180).
    static func csvCell(_ text: String) -> String {
        guard text.contains(where: { ",\"\r\n".contains($0) }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// The first cell of a CSV line, unquoted; nil when its quoting is broken.
    static func firstCSVCell(of line: Substring) -> String? {
        guard line.first == "\"" else { return String(line.prefix { $0 != "," }) }
        var cell = ""
        var rest = line.dropFirst()
        while let char = rest.popFirst() {
            guard char == "\"" else {
                cell.append(char)
                continue
            }
            guard rest.first == "\"" else { return rest.isEmpty || rest.first == "," ? cell : nil }
            cell.append(rest.removeFirst())
        }
        return nil
    }
}
