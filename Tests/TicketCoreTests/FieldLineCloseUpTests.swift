import Testing

@testable import TicketCore

@Suite("Field lines read again on their own")
struct FieldLineCloseUpTests {
    /// lowlight-12mp-064's first reading: its field lines did not read, and `Die` looks like
    /// the decoy `Due`.
    static let page = [
        TextLine("~ e e -"), TextLine("UMVERSITY OF CALIFORNIA,"), TextLine("DAVIS TRANSPORTATION SVES Pp"),
        TextLine("PARKING INVOICE f"), TextLine("Nie We ABO IZ24"), TextLine("Die LAU 24"),
        TextLine("Tie: 6.44 }"), TextLine("Ladin LOT 1G i"), TextLine("INVOICE INFORMATION"),
        TextLine("PAYMENT INFORMATION"), TextLine("Due Date: 1/11/25"),
    ]

    @Test("the field lines run from the header to the banner, past a decoy-like line, without banners or junk")
    func fieldLines() {
        let lines = TicketParser().fieldLines(in: Self.page)
        #expect(lines.map(\.text) == ["Nie We ABO IZ24", "Die LAU 24", "Tie: 6.44 }", "Ladin LOT 1G i"])
    }

    @Test("without a header or a banner they run from the top, six at most")
    func fieldLinesBounded() {
        let lines = (1...9).map { TextLine("line \($0) of print") }
        #expect(TicketParser().fieldLines(in: lines).map(\.text) == (1...6).map { "line \($0) of print" })
    }

    @Test("a first close-up gives its value alone when it shows the label and its value's words read at confidence 80")
    func firstCloseUp() {
        func value(_ text: String, _ confidences: [Float], label: FieldLabel? = nil) -> TicketFields? {
            var closeUps = FieldLineCloseUps(label: label)
            return closeUps.add(TextLine(text, wordConfidences: confidences))
        }
        #expect(value("Date: 12/21/24", [90, 85]) == TicketFields(date: TicketDate(year: 2024, month: 12, day: 21)))
        #expect(
            value("Time: 8:44", [40, 92]) == TicketFields(time: TicketTime(hour: 8, minute: 44)),
            "the label's confidence does not count"
        )
        #expect(value("Location, LOT 15", [77, 91, 90]) == TicketFields(location: "LOT 15"))
        #expect(value("Date: 12/21/24", [95, 79]) == nil)
        #expect(value("12/21/24", [95]) == nil, "no label, no field")
        #expect(value("12/21/24", [95], label: .date) == nil, "alone, only with its label shown")
        #expect(value("Due Date: 1/11/25", [95, 95, 95]) == nil)
        #expect(value("Notice #: 24B63223", [95, 95, 95]) == nil)
    }

    static let june21 = TicketFields(date: TicketDate(year: 2026, month: 6, day: 21))

    /// Close-ups of a date line, each a reading and its value's confidence, and what the
    /// readings settle on after each.
    @Test(
        "later close-ups settle a value only when two readings give it unrepaired at confidence 50",
        arguments: [
            // Agreeing, with the label read on the line.
            ([("6/21/2026", Float(64)), ("6/21/2026", 81)], [nil, june21]),
            // Only a first reading counts alone; then another value.
            ([("4426/2025", 77), ("6/21/2026", 95), ("6/21/2025", 95)], [nil, nil, nil]),
            // The first was unsure.
            ([("6/21/2026", 49), ("6/21/2026", 90)], [nil, nil]),
            // A repaired value never agrees.
            ([("6/2I/2026", 70), ("6/2I/2026", 70)], [nil, nil]),
        ] as [([(String, Float)], [TicketFields?])]
    )
    func agreeingCloseUps(readings: [(String, Float)], settled: [TicketFields?]) {
        var closeUps = FieldLineCloseUps(label: .date)
        #expect(readings.map { closeUps.add(TextLine($0.0, wordConfidences: [$0.1])) } == settled)
    }

    @Test("a line's close-ups read further only when its label is known, from the line or its first close-up")
    func mayReadFurther() {
        var unlabelled = FieldLineCloseUps(label: nil)
        #expect(!unlabelled.mayReadFurther)
        _ = unlabelled.add(TextLine("**Notice** See the reverse side", wordConfidences: [90, 90, 90, 90, 90]))
        #expect(!unlabelled.mayReadFurther)
        _ = unlabelled.add(TextLine("Time: 8.4A", wordConfidences: [90, 40]))
        #expect(unlabelled.label == .time && unlabelled.mayReadFurther)
        #expect(FieldLineCloseUps(label: .location).mayReadFurther)
    }
}
