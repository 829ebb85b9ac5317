import Testing
import TicketCore

@testable import TicketPipeline

@Suite("Reading consensus")
struct ReadingConsensusTests {
    static let date = TicketDate(year: 2025, month: 3, day: 7)
    static let misread = TicketDate(year: 2025, month: 3, day: 8)
    static let time = TicketTime(hour: 10, minute: 42)

    @Test("readings that disagree leave the field unread and lacking, so that fallbacks read it again")
    func disagreementLacks() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(.ticket(TicketFields(date: Self.date, time: Self.time, location: "LOT 15")))
        consensus.add(.ticket(TicketFields(date: Self.misread, time: Self.time, location: "LOT 15")))
        #expect(consensus.reading.fields?.date == nil)
        #expect(consensus.lacks(.date))
        #expect(!consensus.lacks(.time))
        #expect(!consensus.isComplete)
    }

    @Test("a recheck that sides with one of two disagreeing readings settles the field on it")
    func recheckSettles() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(.ticket(TicketFields(date: Self.misread, location: "LOT 15")))
        consensus.add(.ticket(TicketFields(date: Self.date)))
        consensus.addRechecked(TicketFields(date: Self.date))
        #expect(consensus.reading.fields?.date == Self.date)
        #expect(!consensus.lacks(.date))
        #expect(consensus.confidences.date == .rechecked)
        // A settled field takes no more rechecks: a third value would not count.
        consensus.addRechecked(TicketFields(date: Self.misread))
        consensus.addRechecked(TicketFields(date: Self.misread))
        #expect(consensus.reading.fields?.date == Self.date)
    }

    @Test("a recheck of the same pixels fills a field no reading gave, and leaves a disputed one unread")
    func samePixelsRecheck() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(.ticket(TicketFields(date: Self.date, location: "LOT 15")))
        consensus.add(.ticket(TicketFields(date: Self.misread)))
        consensus.addSamePixels(TicketFields(date: Self.misread, time: Self.time), filling: .reread)
        #expect(consensus.reading.fields?.date == nil, "the crop would side with the reading that misread it")
        #expect(consensus.lacks(.date))
        #expect(consensus.reading.fields?.time == Self.time)
        #expect(consensus.confidences.time == .reread)
        consensus.addRechecked(TicketFields(date: Self.date))
        #expect(consensus.reading.fields?.date == Self.date, "a recheck that can fail differently still settles it")
    }

    @Test("a value given twice outvotes one given once; two given twice each leave the field unread")
    func majority() {
        var outvoted = ReadingConsensus(catalogue: .default)
        for date in [Self.date, Self.misread, Self.date] { outvoted.add(.ticket(TicketFields(date: date))) }
        #expect(outvoted.reading.fields?.date == Self.date)
        #expect(outvoted.confidences.date == .agreed)
        #expect(!outvoted.isComplete, "a notice read two ways can still be read again")

        var tied = ReadingConsensus(catalogue: .default)
        for date in [Self.date, Self.misread, Self.misread, Self.date] { tied.add(.ticket(TicketFields(date: date))) }
        #expect(tied.reading.fields?.date == nil)
        #expect(tied.lacks(.date))
    }

    @Test("one reading each of two values is no majority, even with a third value beside them")
    func noMajorityOfOnes() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(.ticket(TicketFields(date: Self.date)))
        consensus.add(.ticket(TicketFields(date: Self.misread)))
        consensus.addRechecked(TicketFields(date: TicketDate(year: 2025, month: 3, day: 9)))
        #expect(consensus.reading.fields?.date == nil)
        #expect(consensus.lacks(.date))
    }

    @Test("locations in OCR noise around one lot's text still agree on it, and are read, not labelled")
    func noisyLocations() {
        var consensus = ReadingConsensus(catalogue: .default)
        consensus.add(.ticket(TicketFields(location: "PAVILION STRUCTURE")))
        consensus.add(.ticket(TicketFields(location: "PAVILION STRUCTUR")))
        #expect(consensus.reading.fields?.location == "PAVILION STRUCTURE")
        #expect(consensus.confidences.location == .read)
    }
}
