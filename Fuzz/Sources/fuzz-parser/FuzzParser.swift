import Foundation
import TicketCore

/// Reads the input as OCR output, one line per text line, through the whole parsing core:
/// the parser, lot mapping, the recency rule and the JSON response, and its field lines as
/// the close-ups of one line read again and again. The first byte of each line, when it is
/// not text, sets the line's confidence, so low-confidence paths are reached.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
        let words = line.split(separator: " ")
        let confidence = Float(line.utf8.first.map { $0 < 32 ? Int($0) * 3 : 90 } ?? 90)
        return TextLine(
            String(line),
            confidence: confidence,
            wordConfidences: words.map { Float($0.utf8.count * 7 % 101) }
        )
    }
    let parser = TicketParser()
    var closeUps = FieldLineCloseUps(label: parser.labels(in: Array(lines.prefix(1))).first)
    for line in parser.fieldLines(in: lines) { _ = closeUps.add(line) }
    let page = parser.read(lines)
    let response = TicketScanResponse(
        reading: page.reading,
        catalogue: .default,
        now: Date(timeIntervalSince1970: 1_795_000_000)
    )
    _ = response.jsonText
    return 0
}
