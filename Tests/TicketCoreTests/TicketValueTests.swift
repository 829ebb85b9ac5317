import Testing

@testable import TicketCore

@Suite struct TicketValueTests {
    @Test(arguments: [
        (2025, 3, 7, "2025-03-07"), (2024, 2, 29, "2024-02-29"), (2000, 2, 29, "2000-02-29"),
        (2025, 12, 31, "2025-12-31"), (2025, 4, 30, "2025-04-30"),
    ])
    func validDates(year: Int, month: Int, day: Int, iso: String) {
        #expect(TicketDate(year: year, month: month, day: day)?.iso == iso)
    }

    @Test(arguments: [
        (2025, 2, 29), (1900, 2, 29), (2100, 2, 29), (2025, 4, 31), (2025, 13, 1), (2025, 0, 1),
        (2025, 1, 0), (2025, 1, 32), (0, 1, 1),
    ])
    func invalidDates(year: Int, month: Int, day: Int) {
        #expect(TicketDate(year: year, month: month, day: day) == nil)
    }

    @Test func datesOrderChronologically() throws {
        let a = try #require(TicketDate(year: 2025, month: 3, day: 7))
        let b = try #require(TicketDate(year: 2025, month: 12, day: 1))
        let c = try #require(TicketDate(year: 2026, month: 1, day: 1))
        #expect(a < b && b < c && !(c < a))
    }

    @Test(arguments: [(0, 0, "00:00"), (9, 5, "09:05"), (23, 59, "23:59")])
    func validTimes(hour: Int, minute: Int, text: String) {
        #expect(TicketTime(hour: hour, minute: minute)?.text == text)
    }

    @Test(arguments: [(24, 0), (-1, 0), (0, 60), (12, -1)])
    func invalidTimes(hour: Int, minute: Int) {
        #expect(TicketTime(hour: hour, minute: minute) == nil)
    }

    @Test func fieldsAreEmptyOnlyWithoutAnyValue() {
        #expect(TicketFields().isEmpty)
        #expect(!TicketFields(location: "LOT 15").isEmpty)
        #expect(!TicketFields(time: TicketTime(hour: 1, minute: 0)).isEmpty)
    }

    @Test func aReadingHasFieldsOnlyWhenItIsANotice() {
        let fields = TicketFields(location: "LOT 15")
        #expect(TicketReading.ticket(fields).fields == fields)
        #expect(TicketReading.ticket(TicketFields()).fields == TicketFields(), "an illegible notice")
        #expect(TicketReading.notATicket.fields == nil)
    }
}
