/// Reads the date, time and location of a UC Davis parking notice from OCR lines.
///
/// ```swift
/// let reading = TicketParser().parse([
///     TextLine("PARKING NOTICE"), TextLine("UNIVERSITY OF CALIFORNIA,"),
///     TextLine("Date: 3/7/2025"), TextLine("Time: 10:42"), TextLine("Location: LOT 15"),
/// ])
/// // .ticket(TicketFields(date: 2025-03-07, time: 10:42, location: "LOT 15"))
/// ```
///
/// Only the three fields are extracted; notice numbers, plates and amounts are never read
/// into anything. The parser decides in two steps:
///
/// - **Is it a notice?** Banner phrases are matched fuzzily (upper case, OCR letter repairs,
///   one edit per eight characters). The page is a notice when it shows a form phrase
///   (`PARKING NOTICE`, `PARKING INVOICE`, `INVOICE INFORMATION`, `Notice #`, `PAYMENT`/
///   `VEHICLE INFORMATION`) and a strong phrase (`PARKING NOTICE`, `PARKING INVOICE`,
///   `INVOICE INFORMATION`, `UNIVERSITY OF CALIFORNIA`, `TRANSPORTATION SVCS`), and at
///   least two distinct phrases or one plus a field read, and does not name another issuer
///   (`CITY OF`, `COUNTY OF`, `CITATION`) unless it shows `UNIVERSITY OF CALIFORNIA`.
///   When the banners were lost, a `Notice #` line with at least two of the three field
///   labels and no other issuer is a notice too, but then only values on lines of
///   confidence `minimumConfidenceWithoutBanners` or more count, and at least one must
///   read. Everything else, a blank page included, is `.notATicket`.
/// - **Which values?** The labelled values of the header block, before the `INVOICE`/
///   `PAYMENT`/`VEHICLE INFORMATION` banners; labels must start their line, so `Due Date`
///   and `Permit Exp` are never taken, and an `Issue Date` after the notice's date label is
///   a permit's (`LabelMatcher`, `FieldLocator`). A value that needed an OCR repair on
///   words of confidence below 50 is dropped, and any value below 40. On a page the
///   banners show to be a notice, a field no label gave is taken from a field line that
///   holds its value alone, its label lost (`Tt Lot 47`): a date or time at confidence 70
///   or more, a lot number or a long lot name of the parser's catalogue
///   (`PAVILION STRUCTURE`) at 90 (``FieldLocator/unlabelledValue(on:besides:catalogue:)``).
///   Uncertain values are nil, never guesses.
public struct TicketParser: Sendable {
    /// The line confidence below which values are not trusted on a page whose only
    /// anchor is `Notice #`, or that shows no notice at all (``PageReading/labelled``).
    static let minimumConfidenceWithoutBanners: Float = 70

    /// The confidence a date or time needs when read again from words that first gave no
    /// value at all (`40/10/2025`).
    static let minimumConfidenceForRereads: Float = 80

    /// The confidence every word of a value needs when it is read from a notice's image
    /// changed and read again (``changedImage``). Such a value rests on one reading of a copy
    /// whose print the change also distorts: at the usual floor of 40, 14 of the 52 values
    /// that rereads filled on both corpus splits were wrong; at 70, 4 of 38.
    static let minimumConfidenceOfChangedImages: Float = 70

    /// The confidence below which no value is trusted (``FieldLocator``'s confidence rule).
    private let valueFloor: Float
    /// Whether a leader between a label and its value that was read as junk words is skipped
    /// (``FieldLocator``).
    private let skipsLeaders: Bool
    /// The catalogue whose lots' names a field line may hold without their label
    /// (``FieldLocator/unlabelledValue(on:besides:catalogue:)``); nil when none may.
    private let catalogue: LotCatalogue?

    /// Creates a parser for a photo's readings of notices of `catalogue`'s lots.
    public init(catalogue: LotCatalogue = .default) {
        valueFloor = FieldLocator.minimumConfidence
        skipsLeaders = true
        self.catalogue = catalogue
    }

    private init(valueFloor: Float, skipsLeaders: Bool) {
        self.valueFloor = valueFloor
        self.skipsLeaders = skipsLeaders
        catalogue = nil
    }

    /// The parser for a reading of a notice's image changed (enlarged, reduced, sharpened,
    /// thinned or lightened) and read again: it takes a value only when every word it was
    /// read from has confidence ``minimumConfidenceOfChangedImages`` or more, and not after a
    /// leader read as junk: a changed copy merges the leader's last dot into the value's first
    /// digit with confidence (a rendered notice's `3/7/2025` reread as `8/7/2025` at 95).
    public static let changedImage = TicketParser(valueFloor: minimumConfidenceOfChangedImages, skipsLeaders: false)

    /// The value `reread`, the words of `doubt` recognised again on their own, gives, when
    /// it may be trusted: the same value as first read with confidence
    /// `minimumConfidenceWithoutBanners` or more (the two readings share their pixels, so
    /// their agreement alone proves little), or, where the first reading gave no value at
    /// all, a value with confidence `minimumConfidenceForRereads` or more.
    public func confirmedValue(of doubt: DoubtfulValue, reread: TextLine) -> TicketFields? {
        var text = reread.text[...]
        let start = text.startIndex
        guard let value = FieldLocator.value(of: doubt.label, from: &text) else { return nil }
        let confidence = reread.confidence(of: start..<text.startIndex)
        if doubt.fields.isEmpty { return confidence >= Self.minimumConfidenceForRereads ? value.value : nil }
        return value.value == doubt.fields && confidence >= Self.minimumConfidenceWithoutBanners ? value.value : nil
    }

    /// The lines of a notice's reading that can hold a field's label and value: the first
    /// six between its header and its `INVOICE INFORMATION` banner that show no banner
    /// phrase, whether or not a label was read on them (`Die LAU 24` is a date line whose
    /// print Tesseract could not read). Junk lines are left out, as ``read(_:)`` leaves them
    /// out.
    public func fieldLines(in lines: [TextLine]) -> [TextLine] {
        FieldLocator.fieldLines(in: lines.filter { !$0.text[...].isJunk })
    }

    /// The index in `lines` of the `INVOICE`/`PAYMENT`/`VEHICLE INFORMATION` banner below a
    /// notice's field lines, when the lines above it alone still read as a notice: nothing
    /// from that line on can change the values ``read(_:)`` finds. Nil when no such banner
    /// was read, or the lines above it show no notice.
    public func fieldsEnd(in lines: [TextLine]) -> Int? {
        guard let end = FieldLocator.fieldBlockEnd(in: lines), read(Array(lines[..<end])).reading != .notATicket
        else { return nil }
        return end
    }

    /// The field labels (`Date:`, `Time Issued:`, `Location:`...) that start a line of
    /// `lines`, with or without a value after them.
    public func labels(in lines: [TextLine]) -> Set<FieldLabel> {
        FieldLocator.labels(in: lines)
    }

    /// The field labels that start `line` (``labels(in:)``), in ``FieldLabel`` order: the same
    /// first one from run to run, when a line holds two (a date and a time).
    public func labels(on line: TextLine) -> [FieldLabel] {
        let labels = FieldLocator.labels(in: [line])
        return FieldLabel.allCases.filter(labels.contains)
    }

    /// Whether `line` shows a phrase of a notice's print (a banner or header phrase other than
    /// `DAVIS` alone) or starts with a field label.
    public func marksNotice(_ line: TextLine) -> Bool {
        NoticeAnchors(lines: [line]).showsNoticePhrase || !FieldLocator.labels(in: [line]).isEmpty
    }

    /// Reads a page of OCR lines, top to bottom.
    /// - Parameter lines: The recognised lines in reading order.
    /// - Returns: `.notATicket`, or `.ticket` with the fields that could be read (all nil
    ///   when the notice is illegible).
    public func parse(_ lines: [TextLine]) -> TicketReading {
        read(lines).reading
    }

    /// Reads a page of OCR lines, top to bottom, with what a scan can do besides: read its
    /// doubtful values again, or keep its labelled values for when another reading of the
    /// same photo shows a notice.
    public func read(_ lines: [TextLine]) -> PageReading {
        let lines = lines.filter { !$0.text[...].isJunk }
        guard !lines.isEmpty else { return PageReading(reading: .notATicket) }
        let (labelled, doubts, unlabelled) = FieldLocator.fieldsAndDoubts(
            in: lines,
            minimumConfidence: valueFloor,
            skippingLeaders: skipsLeaders,
            catalogue: catalogue
        )
        let anchors = NoticeAnchors(lines: lines)
        if anchors.isNotice(hasFields: !labelled.isEmpty) {
            var fields = labelled
            fields.fill(from: unlabelled)
            return PageReading(reading: .ticket(fields), doubts: doubts.filter { !fields.isRead($0.label) }, mayBePartOfNotice: true)
        }
        let clearFields = FieldLocator.fields(
            in: lines.filter { $0.confidence >= Self.minimumConfidenceWithoutBanners },
            minimumConfidence: valueFloor,
            skippingLeaders: skipsLeaders
        )
        guard anchors.isNumberedForm, FieldLocator.labels(in: lines).count >= 2, !clearFields.isEmpty else {
            return PageReading(
                reading: .notATicket,
                labelled: clearFields,
                mayBePartOfNotice: anchors.namesNoOtherIssuer && anchors.showsNoticePhrase,
                namesOtherIssuer: !anchors.namesNoOtherIssuer
                    && anchors.otherIssuerConfidence.map { $0 >= Self.minimumConfidenceWithoutBanners } == true
            )
        }
        return PageReading(reading: .ticket(clearFields), doubts: doubts, mayBePartOfNotice: true)
    }
}
