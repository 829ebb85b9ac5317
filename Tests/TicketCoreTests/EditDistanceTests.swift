import Testing

@testable import TicketCore

@Suite struct EditDistanceTests {
    @Test(arguments: [
        ("", "", 0), ("DATE", "DATE", 0), ("DALE", "DATE", 1), ("DAT", "DATE", 1), ("", "ABC", 3),
        ("LOCATLON", "LOCATION", 1), ("KITTEN", "SITTING", 3),
    ])
    func betweenWords(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
    }

    @Test(arguments: [
        ("NOTICE", "PARKING NOTICE X", 0), ("NOTICE", "PARKING N0TICE", 1), ("ABC", "", 3),
        ("PARKING INVOICE", "PARKING NOTICE", 3),
    ])
    func bestSubstring(pattern: String, text: String, distance: Int) {
        #expect(EditDistance.bestSubstring(of: pattern, in: text) == distance)
    }
}
