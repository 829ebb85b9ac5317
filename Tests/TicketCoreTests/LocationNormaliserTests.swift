import Testing

@testable import TicketCore

@Suite struct LocationNormaliserTests {
    /// Parses `text` and returns the location, the repair flag and the input left over.
    private func parse(_ text: String) -> (location: String?, repaired: Bool, rest: String) {
        var input = text[...]
        let result = LocationNormaliser.parse(&input)
        return (result?.value, result?.isRepaired ?? false, String(input))
    }

    @Test(arguments: [
        ("LOT 15", "LOT 15"),
        ("Lot 15.", "LOT 15"),
        ("lot 15", "LOT 15"),
        ("LOT15", "LOT 15"),
        ("  LOT   15  ", "LOT 15"),
        ("| LOT 15 ~", "LOT 15"),
        ("LOT 15 |", "LOT 15"),
        ("'LOT 47'", "LOT 47"),
        ("LOT 16", "LOT 16"),
        ("LOT 150", "LOT 150"),
        ("PAVILION STRUCTURE", "PAVILION STRUCTURE"),
        ("Memorial Union", "MEMORIAL UNION"),
        ("MEMORIAL  UNION.", "MEMORIAL UNION"),
        ("LOT 15 EAST", "LOT 15 EAST"),
    ])
    func normalisesPrintedLocations(text: String, location: String) {
        let result = parse(text)
        #expect(result.location == location)
        #expect(result.repaired == false)
        #expect(result.rest == "")
    }

    @Test(arguments: [
        ("L0T 15", "LOT 15"),
        ("LOT l5", "LOT 15"),
        ("LOT 1S", "LOT 15"),
        ("LOT |5", "LOT 15"),
        ("|OT 15", "LOT 15"),
        ("L0T15.", "LOT 15"),
        ("LOF 15", "LOT 15"),
        ("Lor 47", "LOT 47"),
        ("LOT 4T", "LOT 47"),
        ("PAVlLION STRUCTURE", "PAVILION STRUCTURE"),
        ("PAVILI0N STRUCTURE", "PAVILION STRUCTURE"),
        ("MEM0RIAL UNI0N", "MEMORIAL UNION"),
        ("LOT 5 i", "LOT 5"),
        ("LOT 15 cai a i la", "LOT 15"),
        ("LOT 15 EEE", "LOT 15"),
        ("LOT 15 \"eee", "LOT 15"),
        ("ILOT 25", "LOT 25"),
        ("I LOT 47", "LOT 47"),
        ("lLOT15", "LOT 15"),
    ])
    func repairsOCRNoise(text: String, location: String) {
        let result = parse(text)
        #expect(result.location == location)
        #expect(result.repaired == true)
        #expect(result.rest == "")
    }

    @Test(arguments: [
        "", "  ", "~~ ,.", "ae", "LOT", "LOT.", "LOT 1234", "LOT 15|", "LOT 1 5", "LOT 15 3",
        "LOT FIFTEEN", "LOT 1X", "LOT 4?", "25B02040", "LOT 15 8ABC123", "PAVILIo STRUCTURE", "BOTS",
        "south entRY giRUcTUrE", "CLE INFORMATION", "VEHICLE INFORMATI0N", "INFORMATION", "LOTS",
        "Date: 07/07/2024", "TIMO 14:09", "LOT 15 Time 10:42",
    ])
    func rejectsUncertainLocations(text: String) {
        let result = parse(text)
        #expect(result.location == nil)
        #expect(result.rest == text)
    }

    @Test(arguments: [
        ("LOT 15 Time: 10:42", "LOT 15", "Time: 10:42"),
        ("PAVILION STRUCTURE  Date; 3/7/2025", "PAVILION STRUCTURE", "Date; 3/7/2025"),
        ("NORTH GATE LOT", "NORTH GATE LOT", ""),
    ])
    func stopsAtTheNextLabel(text: String, location: String, rest: String) {
        var input = text[...]
        #expect(LocationNormaliser.parse(&input)?.value == location)
        #expect(input == rest[...])
    }

    @Test func wordsThatStartLikeLotAreWords() {
        #expect(LocationNormaliser.words(of: "LOTUS HALL")?.value == ["LOTUS", "HALL"])
        #expect(LocationNormaliser.words(of: "LOTUS")?.value == ["LOTUS"])
    }
}
