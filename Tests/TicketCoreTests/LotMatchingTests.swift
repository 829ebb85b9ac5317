import Testing

@testable import TicketCore

@Suite struct LotMatchingTests {
    @Test(arguments: [
        ("LOT 15", 2), ("L0T 15", 2), ("LOT15", 2), ("Lot 15.", 2), ("LOT l5", 2), ("LOT 1S", 2),
        ("lot 15", 2), ("  LOT   15 ", 2), ("LOT 25", 3), ("lot 47", 4),
        ("PAVILION STRUCTURE", 1), ("PAVlLION STRUCTURE", 1), ("PAVILON STRUCTURE", 1),
        ("PAVILION STRUCTURF", 1), ("Pavilion Structure.", 1), ("PAV LION STRUCTURE", 1),
        ("PAVII ION STRUCTURE", 1), ("PAVILIONSTRUCTURE", 1), ("PAVILION STRUC TURE", 1),
    ])
    func mapsNoisyLocations(location: String, id: Int) {
        #expect(LotCatalogue.default.lot(forLocation: location)?.id == id)
    }

    @Test(arguments: [
        "LOT 16", "LOT 150", "LOT 1", "LOT 5", "LOT 14", "LOT 155", "LOT 15 3", "LOT 15|", "LOT",
        "PAVILION", "STRUCTURE", "PAVILLLON STRUCTURE", "PAVILION STRUCTURE 2", "QUAD STRUCTURE",
        "MEMORIAL UNION", "", "~~", "PAV LLLON STRUCTURE", "PAVI ION STRUCTUR", "PAVILION ST",
        "SOUTH ENTRY STRUCTURE",
    ])
    func neverMapsNearMisses(location: String) {
        #expect(LotCatalogue.default.lot(forLocation: location) == nil)
    }

    @Test func skipsInactiveLots() {
        let catalogue = LotCatalogue(lots: [
            Lot(id: 2, code: "MU", name: "Quad", noticeText: "LOT 15", latitude: 0, longitude: 0, isActive: false)
        ])
        #expect(catalogue.lot(forLocation: "LOT 15") == nil)
    }

    @Test func refusesAFuzzyMatchThatFitsTwoLots() {
        let catalogue = LotCatalogue(lots: [
            Lot(id: 1, code: "A", name: "A", noticeText: "NORTH GARAGE", latitude: 0, longitude: 0),
            Lot(id: 2, code: "B", name: "B", noticeText: "NORTH GARAGF", latitude: 0, longitude: 0),
        ])
        #expect(catalogue.lot(forLocation: "NORTH GARAGE")?.id == 1)
        #expect(catalogue.lot(forLocation: "NORTH GARAGX") == nil)
        #expect(catalogue.lot(forLocation: "NORTHGARAGE") == nil)
    }
}
