import Testing

@testable import TicketCore

/// A whole page of OCR output and what the parser must make of it.
struct Transcript: Sendable, CustomTestStringConvertible {
    var name: String
    var lines: [TextLine]
    var expected: TicketReading

    var testDescription: String { name }

    /// A transcript whose lines all have full confidence, one per line of `text`.
    init(_ name: String, _ text: String, _ expected: TicketReading) {
        self.init(
            name,
            lines: text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { TextLine(String($0)) },
            expected
        )
    }

    init(_ name: String, lines: [TextLine], _ expected: TicketReading) {
        self.name = name
        self.lines = lines
        self.expected = expected
    }
}

/// Shorthand for the expected reading of a notice.
func notice(_ date: String? = nil, _ time: String? = nil, _ location: String? = nil) -> TicketReading {
    let dateParts = date?.split(separator: "-").compactMap { Int($0) }
    let timeParts = time?.split(separator: ":").compactMap { Int($0) }
    return .ticket(
        TicketFields(
            date: dateParts.flatMap { TicketDate(year: $0[0], month: $0[1], day: $0[2]) },
            time: timeParts.flatMap { TicketTime(hour: $0[0], minute: $0[1]) },
            location: location
        )
    )
}
