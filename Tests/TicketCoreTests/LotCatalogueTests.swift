import Foundation
import Testing

@testable import TicketCore

@Suite struct LotCatalogueTests {
    @Test func defaultCatalogueMatchesTheContract() {
        let lots = LotCatalogue.default.lots
        #expect(lots.map(\.id) == [1, 2, 3, 4])
        #expect(lots.map(\.code) == ["HUTCH", "MU", "ARC", "TERCERO"])
        #expect(lots.map(\.noticeText) == ["PAVILION STRUCTURE", "LOT 15", "LOT 25", "LOT 47"])
        #expect(lots[1].name == "Quad Structure" && lots[1].latitude == 38.544520)
        #expect(lots.allSatisfy { $0.isActive })
    }

    @Test func loadsSnakeCaseJSONWithActiveByDefault() throws {
        let json = """
            [{"id": 2, "code": "MU", "name": "Quad Structure", "notice_text": "LOT 15",
              "latitude": 38.54452, "longitude": -121.749508},
             {"id": 9, "code": "OLD", "name": "Old Lot", "notice_text": "LOT 9",
              "latitude": 38.5, "longitude": -121.7, "is_active": false}]
            """
        let catalogue = try LotCatalogue(json: Data(json.utf8))
        #expect(
            catalogue.lots == [
                Lot(
                    id: 2,
                    code: "MU",
                    name: "Quad Structure",
                    noticeText: "LOT 15",
                    latitude: 38.54452,
                    longitude: -121.749508
                ),
                Lot(
                    id: 9,
                    code: "OLD",
                    name: "Old Lot",
                    noticeText: "LOT 9",
                    latitude: 38.5,
                    longitude: -121.7,
                    isActive: false
                ),
            ]
        )
        #expect(catalogue.lot(forLocation: "LOT 15")?.id == 2)
        #expect(catalogue.lot(forLocation: "LOT 9") == nil)
    }

    @Test func encodesLotsWithSnakeCaseKeys() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(LotCatalogue.default.lots[1]), as: UTF8.self)
        #expect(
            text == #"{"code":"MU","id":2,"is_active":true,"latitude":38.54452,"#
                + #""longitude":-121.749508,"name":"Quad Structure","notice_text":"LOT 15"}"#
        )
    }

    /// A lot entry for the JSON tests.
    private func entry(_ id: Int, _ text: String, active: Bool = true) -> String {
        #"{"id":\#(id),"code":"C\#(id)","name":"N","notice_text":"\#(text)","#
            + #""latitude":0,"longitude":0,"is_active":\#(active)}"#
    }

    @Test func refusesDuplicateIDs() {
        let json = "[\(entry(1, "LOT 1")), \(entry(1, "LOT 2"))]"
        #expect(throws: LotCatalogueError.duplicateID(1)) { try LotCatalogue(json: Data(json.utf8)) }
    }

    @Test func refusesDuplicateNoticeTextsOnceNormalised() {
        let json = "[\(entry(1, "LOT 15")), \(entry(2, "Lot 15."))]"
        #expect(throws: LotCatalogueError.duplicateNoticeText("LOT 15")) {
            try LotCatalogue(json: Data(json.utf8))
        }
    }

    @Test func allowsAnInactiveLotToShareItsNoticeText() throws {
        let json = "[\(entry(1, "LOT 15", active: false)), \(entry(2, "LOT 15"))]"
        #expect(try LotCatalogue(json: Data(json.utf8)).lot(forLocation: "LOT 15")?.id == 2)
    }

    @Test func refusesNoticeTextsWithoutALocation() {
        let json = "[\(entry(7, "~~"))]"
        #expect(throws: LotCatalogueError.unreadableNoticeText(id: 7)) { try LotCatalogue(json: Data(json.utf8)) }
    }

    @Test(arguments: ["", "{}", "[1]", "[{\"id\": 1}]", "[{\"id\": \"one\"}]", "not json"])
    func refusesMalformedJSONWithAClearMessage(json: String) {
        #expect {
            try LotCatalogue(json: Data(json.utf8))
        } throws: { error in
            guard case .invalidJSON(let detail) = error as? LotCatalogueError else { return false }
            let message = (error as? LotCatalogueError)?.description ?? ""
            return !detail.isEmpty && message.hasPrefix("The lots file is not a JSON array of lots: ")
        }
    }

    @Test(
        "each malformed file is one plain sentence naming the lot and the key",
        arguments: [
            (#"[{"id": 1, "code": "A", "name": "B", "latitude": 0, "longitude": 0}]"#, #"lot 1 has no "notice_text"."#),
            (
                #"[{"id": 1, "code": "A", "name": "B", "notice_text": "LOT 2", "latitude": 0, "longitude": 0}, {"id": 2, "code": "C", "notice_text": "LOT 3", "latitude": 0, "longitude": 0}]"#,
                #"lot 2 has no "name"."#
            ),
            (#"[{"id": "one"}]"#, #""id" of lot 1 should be a whole number."#),
            (#"[{"id": 1, "code": null}]"#, #""code" of lot 1 is null where a string belongs."#),
            (#"{"id": 1}"#, #"it holds no array; write [{"id": 2, ...}, ...]."#),
            ("[1]", #"lot 1 should be a lot, {"id": 2, "code": "MU", ...}."#),
            ("not json", "it is not valid JSON."),
        ]
    )
    func namesTheFault(json: String, detail: String) throws {
        let error = #expect(throws: LotCatalogueError.self) { try LotCatalogue(json: Data(json.utf8)) }
        #expect(error?.description == "The lots file is not a JSON array of lots: " + detail)
        #expect(error?.description.contains("CodingKeys") == false)
    }

    @Test func refusesAnEmptyCatalogue() {
        #expect(throws: LotCatalogueError.empty) { try LotCatalogue(json: Data("[]".utf8)) }
        #expect(LotCatalogueError.empty.description.hasPrefix("The lots file holds no lots"))
    }
}
