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

    /// Text beyond ASCII is compared character by character: an accented letter or an emoji
    /// is one edit however many bytes it takes, and so is a carriage return with its line feed.
    @Test(arguments: [
        ("CAFÉ", "CAFE", 1), ("LOT 25", "LOT 2🅿", 1), ("Ü", "U", 1), ("A\r\nB", "AXB", 1), ("RÉSUMÉ", "RESUME", 2),
    ])
    func charactersBeyondASCII(a: String, b: String, distance: Int) {
        #expect(EditDistance.between(a, b) == distance)
        #expect(EditDistance.between(b, a) == distance)
        #expect(EditDistance.bestSubstring(of: a, in: "x \(b) y") == distance)
    }
}
