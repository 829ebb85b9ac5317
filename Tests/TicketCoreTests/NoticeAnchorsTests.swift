import Testing

@testable import TicketCore

@Suite struct NoticeAnchorsTests {
    @Test(arguments: [
        ("PARKING NOTICE", [NoticeAnchor.parkingNotice]),
        ("~ PARKlNG N0TICE '", [.parkingNotice]),
        ("PARKNG NOTlCE", [.parkingNotice]),
        ("UNIVERSITY OF CALIFORNIA,", [.universityOfCalifornia]),
        ("UNlVERSlTY 0F CALIF0RNlA", [.universityOfCalifornia]),
        ("DAVIS TRANSPORTATION SVCS", [.davis, .transportationServices]),
        ("TRANSPORTATION SERVICES", [.transportationServices]),
        ("PARKING INVOICE", [.parkingInvoice]),
        ("Notice #: 25B02040", [.noticeNumber]),
        ("Notice#25B02040", [.noticeNumber]),
        ("INVOICE INFORMATION", [.invoiceInformation]),
        ("lNVOICE INFORMATI0N", [.invoiceInformation]),
        ("PAYMENT INFORMATION", [.paymentInformation]),
        ("VEHICLE INFORMATION", [.vehicleInformation]),
        ("**Notice** See the reverse side", []),
        ("Date: 3/7/2025", []),
        ("DAVIS FOOD CO-OP", [.davis]),
        ("NOTICE OF PARKING VIOLATION", []),
    ])
    func findsAnchorsInALine(text: String, anchors: [NoticeAnchor]) {
        #expect(NoticeAnchors.anchors(in: text) == Set(anchors))
    }

    /// Builds the evidence of a page from its lines.
    private func evidence(_ lines: [String]) -> NoticeAnchors {
        NoticeAnchors(lines: lines.map { TextLine($0) })
    }

    @Test func twoAnchorsWithAStrongFormMakeANotice() {
        let page = evidence(["PARKING NOTICE", "INVOICE INFORMATION"])
        #expect(page.isNotice(hasFields: false))
    }

    @Test func oneStrongFormAnchorNeedsAField() {
        let page = evidence(["PARKING NOTICE", "ee ~~"])
        #expect(!page.isNotice(hasFields: false))
        #expect(page.isNotice(hasFields: true))
    }

    @Test func issuerAnchorsAloneMakeNoNotice() {
        let page = evidence(["UNIVERSITY OF CALIFORNIA, DAVIS", "TRANSPORTATION SVCS"])
        #expect(!page.isNotice(hasFields: true))
    }

    @Test func weakAnchorsAloneMakeNoNotice() {
        let page = evidence(["DAVIS", "PAYMENT INFORMATION", "VEHICLE INFORMATION", "Notice #: 1"])
        #expect(!page.isNotice(hasFields: true))
    }

    @Test func anotherIssuerVetoesUnlessTheUniversityIsNamed() {
        let city = evidence(["CITY OF SACRAMENTO", "PARKING NOTICE", "INVOICE INFORMATION"])
        #expect(!city.isNotice(hasFields: true))
        let citation = evidence(["PARKING CITATlON", "PARKING NOTICE", "INVOICE INFORMATION"])
        #expect(!citation.isNotice(hasFields: true))
        let university = evidence(["PARKING NOTICE", "UNIVERSITY OF CALIFORNIA", "not a citation"])
        #expect(university.isNotice(hasFields: false))
    }

    @Test func noticeNumberIsANumberedFormUnlessAnotherIssuerIsNamed() {
        #expect(evidence(["Notice #: 25E33059", "Location: LOT 15"]).isNumberedForm)
        #expect(!evidence(["CITY OF SACRAMENTO", "Notice #: 25E33059"]).isNumberedForm)
        #expect(!evidence(["Citation #: 54382055", "Location: Lot 15"]).isNumberedForm)
    }

    @Test func universityIsNoOtherCity() {
        #expect(evidence(["UNIVERSITY OF CALIFORNIA"]).namesOtherIssuer == false)
    }
}
