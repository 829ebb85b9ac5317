/// The anchor evidence on a page: which notice phrases it shows, and whether it names
/// another issuer.
///
/// A page is a UC Davis parking notice when all of these hold:
/// 1. it shows a form anchor (`PARKING NOTICE`, `PARKING INVOICE`, `INVOICE INFORMATION`,
///    `Notice #`, `PAYMENT INFORMATION`, `VEHICLE INFORMATION`);
/// 2. it shows a strong anchor (`PARKING NOTICE`, `PARKING INVOICE`, `INVOICE INFORMATION`,
///    `UNIVERSITY OF CALIFORNIA`, `TRANSPORTATION SVCS`);
/// 3. it shows at least two distinct anchors, or one plus at least one field read;
/// 4. it does not name another issuer (`CITY OF`, `COUNTY OF`, `CITATION`) unless it also
///    shows `UNIVERSITY OF CALIFORNIA`.
///
/// So a receipt or flyer with `Date:`/`Time:` labels, or one that merely mentions Davis or
/// the university, is no notice, and neither is another city's parking citation.
struct NoticeAnchors: Sendable, Equatable {
    /// The anchors found on the page.
    private(set) var found: Set<NoticeAnchor> = []
    /// True when the page names an issuer other than the university.
    var namesOtherIssuer: Bool { otherIssuerConfidence != nil }
    /// The highest confidence of a line that names an issuer other than the university; nil
    /// when none does.
    private(set) var otherIssuerConfidence: Float?

    /// Collects the evidence from every line of a page.
    init(lines: [TextLine]) {
        for line in lines {
            let normalised = Self.normalise(line.text)
            found.formUnion(Self.anchors(inNormalised: normalised))
            if Self.namesOtherIssuer(normalised) {
                otherIssuerConfidence = max(otherIssuerConfidence ?? line.confidence, line.confidence)
            }
        }
    }

    /// Applies the rule in the type's documentation.
    /// - Parameter hasFields: Whether at least one field was read from the page.
    func isNotice(hasFields: Bool) -> Bool {
        guard namesNoOtherIssuer else { return false }
        return found.contains(where: \.isForm) && found.contains(where: \.isStrong)
            && (found.count >= 2 || hasFields)
    }

    /// True when the page names no issuer, or the university among others.
    var namesNoOtherIssuer: Bool { !namesOtherIssuer || found.contains(.universityOfCalifornia) }

    /// True when the page shows an anchor other than `DAVIS`, which any paper from the town
    /// may print.
    var showsNoticePhrase: Bool { found.contains { $0 != .davis } }

    /// True when the page shows `Notice #` and names no other issuer: the evidence left
    /// when the banners were lost, to be backed by field labels.
    var isNumberedForm: Bool { found.contains(.noticeNumber) && !namesOtherIssuer }

    /// The anchors in one line of text.
    static func anchors(in line: String) -> Set<NoticeAnchor> {
        anchors(inNormalised: normalise(line))
    }

    private static func anchors(inNormalised line: String) -> Set<NoticeAnchor> {
        Set(NoticeAnchor.allCases.filter { $0.isFound(inNormalised: line) })
    }

    /// Upper-case words with letter repairs, `#` as a word of its own, other marks dropped.
    static func normalise(_ line: String) -> String {
        let spaced = line.map { char -> String in
            if char == "#" { return " # " }
            return char.isASCIIAlphanumeric || char == "|" ? String(char) : " "
        }.joined()
        return spaced.split(separator: " ").map { LocationNormaliser.repairedWord($0).value }
            .joined(separator: " ")
    }

    private static func namesOtherIssuer(_ line: String) -> Bool {
        let words = line.split(separator: " ")
        let issuer = zip(words, words.dropFirst()).contains { first, second in
            (first == "CITY" || first == "COUNTY") && second == "OF"
        }
        return issuer || words.contains { EditDistance.between($0, "CITATION") <= 1 }
    }
}
