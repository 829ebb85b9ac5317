/// Printed phrases that mark a UC Davis parking notice.
enum NoticeAnchor: Sendable, Hashable, CaseIterable {
    case parkingNotice, universityOfCalifornia, davis, transportationServices, parkingInvoice
    case noticeNumber, invoiceInformation, paymentInformation, vehicleInformation

    /// The phrases as they appear after `NoticeAnchors.normalise(_:)`.
    var phrases: [String] {
        switch self {
        case .parkingNotice: ["PARKING NOTICE"]
        case .universityOfCalifornia: ["UNIVERSITY OF CALIFORNIA"]
        case .davis: ["DAVIS"]
        case .transportationServices: ["TRANSPORTATION SVCS", "TRANSPORTATION SERVICES"]
        case .parkingInvoice: ["PARKING INVOICE"]
        case .noticeNumber: ["NOTICE #", "NOTICE NO"]
        case .invoiceInformation: ["INVOICE INFORMATION"]
        case .paymentInformation: ["PAYMENT INFORMATION"]
        case .vehicleInformation: ["VEHICLE INFORMATION"]
        }
    }

    /// True for phrases specific to this notice; weak ones (`DAVIS`, `Notice #`, the payment
    /// and vehicle banners) also appear on other papers.
    var isStrong: Bool {
        switch self {
        case .parkingNotice, .universityOfCalifornia, .transportationServices, .parkingInvoice,
            .invoiceInformation:
            true
        case .davis, .noticeNumber, .paymentInformation, .vehicleInformation:
            false
        }
    }

    /// True for phrases that name the form rather than the issuer.
    var isForm: Bool {
        switch self {
        case .universityOfCalifornia, .davis, .transportationServices: false
        default: true
        }
    }

    /// True for the header that opens the block holding the three fields.
    var opensFieldBlock: Bool {
        switch self {
        case .parkingNotice, .universityOfCalifornia, .transportationServices, .parkingInvoice: true
        default: false
        }
    }

    /// True for the banners that close the block holding the three fields.
    var closesFieldBlock: Bool {
        self == .invoiceInformation || self == .paymentInformation || self == .vehicleInformation
    }

    /// True when the normalised line holds one of the phrases, allowing one OCR edit per
    /// eight characters; short phrases (`DAVIS`, `NOTICE #`) must match exactly.
    func isFound(inNormalised line: String) -> Bool {
        phrases.contains { phrase in
            EditDistance.bestSubstring(of: phrase, in: line) <= (phrase.count < 10 ? 0 : phrase.count / 8)
        }
    }
}
