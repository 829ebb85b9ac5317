import Testing
import TicketCore

@Suite("Locations that differing readings agree on")
struct PrintedLocationTests {
    @Test(
        "misreadings of one notice text settle on that text",
        arguments: [
            (["PAVILION STRUCTURE", "PAVILION STRUCTUR"], "PAVILION STRUCTURE"),
            (["PAVILION STRUCTURE", "PAYI LION STRUCTURE"], "PAVILION STRUCTURE"),
            (["PAVILION STRUCTURE", "PAVILION STRUCTUR", "PAVLION STRUCTURF"], "PAVILION STRUCTURE"),
            (["LOT 47"], "LOT 47"),
        ] as [([String], String?)]
    )
    func settles(readings: [String], text: String?) {
        #expect(LotCatalogue.default.printedLocation(among: Set(readings)) == text)
    }

    @Test(
        "readings that could name another place settle on nothing",
        arguments: [
            ["LOT 25", "LOT 55"],  // other digits
            ["LOT 15", "LOT 25"],  // two notice texts
            ["LOT 15", "LAT 15"],  // too few letters for any edit
            ["PAVILION STRUCTURE", "PAVILION STR"],  // too many edits
            ["PAVILION STRUCTURE", "PAVILION STRUCTURE 2"],
            ["PAVILION STRUCTUR", "PAVILION STRUCTURF"],  // neither is the notice text
            ["SOUTH ENTRY STRUCTURE", "SOUTH ENTRY STRUCTUR"],  // no lot prints it
            [],
        ]
    )
    func refuses(readings: [String]) {
        #expect(LotCatalogue.default.printedLocation(among: Set(readings)) == nil)
    }

    @Test(
        "only an active lot's long name, read exactly, vouches for itself",
        arguments: [
            ("PAVILION STRUCTURE", true),
            ("PAVILION STRUCTUR", false),  // not the notice text
            ("LOT 15", false),  // a number: one digit from another lot
            ("SOUTH ENTRY STRUCTURE", false),  // no lot prints it
        ]
    )
    func vouchedName(location: String, vouched: Bool) {
        #expect(LotCatalogue.default.isVouchedName(location) == vouched)
    }

    @Test("a short name, or an inactive lot's, does not vouch for itself")
    func vouchedNameRefused() {
        let catalogue = LotCatalogue(lots: [
            Lot(id: 1, code: "HUTCH", name: "Pavilion", noticeText: "PAVILION STRUCTURE", latitude: 0, longitude: 0, isActive: false),
            Lot(id: 2, code: "QUAD", name: "Quad", noticeText: "QUAD LOT", latitude: 0, longitude: 0, isActive: true),
        ])
        #expect(!catalogue.isVouchedName("PAVILION STRUCTURE"))
        #expect(!catalogue.isVouchedName("QUAD LOT"))
    }

    @Test("an inactive lot's notice text is not one")
    func inactive() {
        let catalogue = LotCatalogue(lots: [
            Lot(id: 1, code: "HUTCH", name: "Pavilion", noticeText: "PAVILION STRUCTURE", latitude: 0, longitude: 0, isActive: false)
        ])
        #expect(catalogue.printedLocation(among: ["PAVILION STRUCTURE", "PAVILION STRUCTUR"]) == nil)
    }
}
