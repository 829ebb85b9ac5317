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

    @Test("a close-up gives its labelled value when its value's words are read with confidence 80")
    func closeUpValue() {
        let parser = TicketParser()
        #expect(parser.closeUpValue(of: TextLine("Date: 12/21/24", wordConfidences: [90, 85]))
            == TicketFields(date: TicketDate(year: 2024, month: 12, day: 21)))
        #expect(parser.closeUpValue(of: TextLine("Time: 8:44", wordConfidences: [40, 92]))
            == TicketFields(time: TicketTime(hour: 8, minute: 44)), "the label's confidence does not count")
        #expect(parser.closeUpValue(of: TextLine("Location, LOT 15", wordConfidences: [77, 91, 90]))
            == TicketFields(location: "LOT 15"))
        #expect(parser.closeUpValue(of: TextLine("Date: 12/21/24", wordConfidences: [95, 79])) == nil)
        #expect(parser.closeUpValue(of: TextLine("12/21/24", wordConfidences: [95])) == nil, "no label, no field")
        #expect(parser.closeUpValue(of: TextLine("Due Date: 1/11/25", wordConfidences: [95, 95, 95])) == nil)
        #expect(parser.closeUpValue(of: TextLine("Notice #: 24B63223", wordConfidences: [95, 95, 95])) == nil)
    }
}
