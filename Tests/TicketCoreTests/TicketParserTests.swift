import Testing

@testable import TicketCore

@Suite struct TicketParserTests {
    @Test(arguments: Transcript.notices + Transcript.layouts + Transcript.others + Transcript.damaged + Transcript.unlabelled + Transcript.columns)
    func readsWholePages(transcript: Transcript) {
        #expect(TicketParser().parse(transcript.lines) == transcript.expected)
    }

    @Test(
        "the lines from the banner below the fields on change nothing the parser reads",
        arguments: Transcript.notices + Transcript.layouts + Transcript.others + Transcript.damaged + Transcript.unlabelled
            + Transcript.columns
    )
    func fieldsEnd(transcript: Transcript) {
        guard let end = TicketParser().fieldsEnd(in: transcript.lines) else { return }
        #expect(TicketParser().parse(Array(transcript.lines[..<end])) == transcript.expected)
    }

    @Test func takesTheNamesOfItsOwnCatalogueWithoutTheirLabel() {
        let fieldLines = [Transcript.line("Date: 3/30/2026", 96, 97), Transcript.line("SOUTH ENTRANCE", 97, 97)]
        let lines = Transcript.unlabelled("", fieldLines, .notATicket).lines
        let south = Lot(id: 9, code: "SE", name: "South Entrance", noticeText: "South Entrance", latitude: 38.5, longitude: -121.7)
        #expect(TicketParser().parse(lines) == notice("2026-03-30", nil, nil))
        #expect(TicketParser(catalogue: LotCatalogue(lots: [south])).parse(lines) == notice("2026-03-30", nil, "SOUTH ENTRANCE"))
    }

    @Test func fieldsEndAtTheInvoiceBannerOfANotice() throws {
        let lines = Transcript.notices[0].lines
        let end = try #require(TicketParser().fieldsEnd(in: lines))
        #expect(lines[end].text.contains("INFORMATION"))
        #expect(lines[..<end].contains { $0.text.hasPrefix("Location") })
        #expect(TicketParser().fieldsEnd(in: Array(lines[..<end])) == nil, "no banner below the fields")
        let bannersBelowOnly = [TextLine("Date: 3/7/2025"), TextLine("INVOICE INFORMATION"), TextLine("PARKING NOTICE")]
        #expect(TicketParser().fieldsEnd(in: bannersBelowOnly) == nil, "the lines above show no notice")
    }

    @Test(arguments: [
        ("PARKING NOTICE", true), ("UNIVERSITY OF CALIFORNIA,", true), ("-- INVOICE INFORMATION --", true),
        ("Date: 3/7/2025", true), ("Time Issued 10:42", true), ("Location: LOT 15", true),
        ("Pay online: taps.ucdavis.edu", false), ("DAVIS", false), ("Plate: 8ABC123 State: CA", false), ("AE 7 Td 2 3773", false),
    ])
    func marksTheNoticeByItsPhrasesAndLabels(line: String, marks: Bool) {
        #expect(TicketParser().marksNotice(TextLine(line)) == marks)
    }

    @Test func readsTheSamePageFromTheConfidenceFloorUpWhenNothingIsRepaired() {
        let page = Transcript.notices[0].lines.map { TextLine($0.text, confidence: FieldLocator.minimumConfidence) }
        #expect(TicketParser().parse(page) == notice("2025-03-07", "10:42", "LOT 15"))
    }

    @Test func neverExtractsTheNoticeNumberPlateOrVIN() {
        guard case .ticket(let fields) = TicketParser().parse(Transcript.notices[0].lines) else {
            Issue.record("the clean notice must read as a ticket")
            return
        }
        let values = [fields.date?.iso, fields.time?.text, fields.location].compactMap { $0 }
        for secret in ["25B02040", "8ABC123", "1HGCM82633A004352", "50.00"] {
            #expect(!values.contains { $0.contains(secret) })
        }
    }

    @Test func keepsTheClearLabelledValuesOfAPageWithoutBannersAside() {
        let page = TicketParser().read([
            TextLine("Date: 3/7/2025", confidence: 90), TextLine("Time: 10:42", confidence: 60),
        ])
        #expect(page.reading == .notATicket)
        #expect(page.labelled == TicketFields(date: TicketDate(year: 2025, month: 3, day: 7)))
        #expect(page.doubts.isEmpty)
    }

    @Test(arguments: [
        (["VEHICLE INFORMATION", "Plate: 8ABC123 State: CA", "Make: TOYT"], true),
        (["UNIVERSITY OF CALIFORNIA, DAVIS", "Pay online"], true),
        (["CITY OF DAVIS", "PARKING ENFORCEMENT DIVISION", "Date: 12/26/2025"], false),
        (["Date: 3/7/2025", "Time: 10:42", "Location: LOT 15"], false),
        (["SAFEWAY STORE 1234", "TOTAL 12.99 VISA", "THANK YOU"], false),
        (["SUNRISE FOODS", "Date: 05/28/2026", "TOTAL 12.99"], false),
        (["PACIFIC VALLEY ENERGY", "Service Address: 1715 OLIVE DR, DAVIS CA"], false),
        (["PARKING NOTICE", "UNIVERSITY OF CALIFORNIA,", "Date: 3/7/2025"], true),
    ])
    func tellsAPageThatMayBePartOfANotice(lines: [String], shows: Bool) {
        #expect(TicketParser().read(lines.map { TextLine($0) }).mayBePartOfNotice == shows)
    }

    @Test(
        arguments: [
            ([("CITY OF DAVIS", 95), ("PAP SGC ECENWENT DU SIOTN", 13), ("Date: 1226-2025", 67)], true),
            ([("COUNTY OF YOLO", 88), ("Parking Citation", 91)], true),
            ([("Citation #: 54382055", 90), ("Date: 3/8/2025", 96)], true),
            ([("CITY OF DAVIS", 55), ("Date: 12/26/2025", 90)], false),
            ([("CITY OF DAVIS", 95), ("UNIVERSITY OF CALIFORNIA,", 60)], false),
            ([("PARKING NOTICE", 96), ("UNIVERSITY OF CALIFORNIA,", 95), ("Date: 3/7/2025", 95)], false),
            ([("SUNRISE FOODS", 96), ("Date: 05/28/2026", 90)], false),
        ] as [([(String, Float)], Bool)]
    )
    func tellsAnotherIssuersPageOnlyFromAClearLine(lines: [(String, Float)], names: Bool) {
        let page = TicketParser().read(lines.map { TextLine($0.0, confidence: $0.1) })
        #expect(page.namesOtherIssuer == names)
        #expect(page.reading == .notATicket || !names)
    }
}
