import Testing

@testable import TicketCore

@Suite("Doubtful values, read again")
struct DoubtfulValueTests {
    /// A notice whose date word Tesseract scored 0 though it reads well, and whose location
    /// is trusted.
    static let page = [
        TextLine("PARKING NOTICE"), TextLine("UNIVERSITY OF CALIFORNIA,"),
        TextLine("Date Issued: 01/27/2024 x", confidence: 56, wordConfidences: [96, 96, 0, 90]),
        TextLine("Location: LOT 41", confidence: 95, wordConfidences: [95, 96, 96]),
        TextLine("INVOICE INFORMATION"),
    ]

    @Test("an untrusted value is reported with its words; trusted and other fields are not")
    func reported() throws {
        let parser = TicketParser()
        #expect(parser.parse(Self.page) == notice(nil, nil, "LOT 41"))
        let doubts = parser.read(Self.page).doubts
        #expect(doubts.count == 1)
        let doubt = try #require(doubts.first)
        #expect(doubt.fields == TicketFields(date: TicketDate(year: 2024, month: 1, day: 27)))
        #expect(doubt.line == Self.page[2])
        #expect(doubt.words == 2..<3)
    }

    @Test("a second reading confirms only the same value, at confidence 70 or more")
    func confirmed() throws {
        let parser = TicketParser()
        let doubt = try #require(parser.read(Self.page).doubts.first)
        let date = TicketFields(date: TicketDate(year: 2024, month: 1, day: 27))
        #expect(parser.confirmedValue(of: doubt, reread: TextLine("01/27/2024", wordConfidences: [85])) == date)
        #expect(parser.confirmedValue(of: doubt, reread: TextLine("01/27/2024", wordConfidences: [60])) == nil)
        #expect(parser.confirmedValue(of: doubt, reread: TextLine("01/21/2024", wordConfidences: [95])) == nil)
        #expect(parser.confirmedValue(of: doubt, reread: TextLine("", wordConfidences: [])) == nil)
    }

    @Test("words after a date label that read as no date are read again, and need confidence 80")
    func unreadValue() throws {
        let page = [
            TextLine("PARKING NOTICE"), TextLine("UNIVERSITY OF CALIFORNIA,"),
            TextLine("Date: 40/10/2025 x y z", confidence: 90, wordConfidences: [95, 90, 90, 90, 90]),
            TextLine("Location: LOT 4?", confidence: 90, wordConfidences: [95, 90, 90]),
            TextLine("INVOICE INFORMATION"),
        ]
        let parser = TicketParser()
        let doubts = parser.read(page).doubts
        #expect(doubts.map(\.label) == [.date])  // no second reading for a location
        let doubt = try #require(doubts.first)
        #expect(doubt.fields.isEmpty)
        #expect(doubt.words == 1..<4)
        let date = TicketFields(date: TicketDate(year: 2025, month: 10, day: 10))
        #expect(parser.confirmedValue(of: doubt, reread: TextLine("10/10/2025", wordConfidences: [85])) == date)
        #expect(parser.confirmedValue(of: doubt, reread: TextLine("10/10/2025", wordConfidences: [75])) == nil)
        #expect(parser.confirmedValue(of: doubt, reread: TextLine("40/10/2025", wordConfidences: [95])) == nil)
    }

    @Test("a field read with trust elsewhere on the page leaves no doubt")
    func noDoubtWhenRead() {
        let page = Self.page + [TextLine("Date: 01/27/2024", confidence: 95, wordConfidences: [95, 95])]
        var lines = page
        lines.swapAt(4, 5)  // the trusted date inside the header block, before the banner
        #expect(TicketParser().read(lines).doubts.isEmpty)
    }

    @Test("a reading of the notice's image changed gives a value only from words of confidence 70 or more")
    func changedImage() {
        let parser = TicketParser()
        let page = [
            TextLine("PARKING NOTICE"), TextLine("UNIVERSITY OF CALIFORNIA,"),
            TextLine("Date: 3/8/2025", confidence: 80, wordConfidences: [95, 65]),
            TextLine("Time: 10:42", confidence: 92, wordConfidences: [95, 90]),
            TextLine("Location: LOT 15", confidence: 95, wordConfidences: [95, 95, 95]),
            TextLine("INVOICE INFORMATION"),
        ]
        #expect(parser.parse(page) == notice("2025-03-08", "10:42", "LOT 15"), "a first reading takes 65")
        #expect(TicketParser.changedImage.parse(page) == notice(nil, "10:42", "LOT 15"))
        #expect(TicketParser.changedImage.parse(Array(page[2...4])) == .notATicket, "no notice, no values")
    }

    @Test("a reading of the notice's image changed takes no value after a leader read as junk")
    func changedImageSkipsNoLeader() {
        let page = Transcript.unlabelled("dot leaders", Transcript.leaderLines, .notATicket).lines
        #expect(TicketParser().parse(page) == notice("2025-03-07", "11:06", "LOT 15"))
        #expect(TicketParser.changedImage.parse(page) == notice(nil, nil, nil))
    }
}
