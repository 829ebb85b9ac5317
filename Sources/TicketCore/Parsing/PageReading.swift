/// One page of OCR lines as the parser read it.
public struct PageReading: Sendable, Equatable {
    /// A notice with its trusted fields, or no notice.
    public var reading: TicketReading
    /// For a notice: the values read but not trusted, worth reading again from their words.
    public var doubts: [DoubtfulValue]
    /// For a page that is no notice: its labelled values on lines of confidence 70 or more,
    /// for when another reading of the same photo shows a notice (a crop that held the
    /// fields but not the banners).
    public var labelled: TicketFields
    /// Whether the page shows one of the notice's printed phrases (a banner, the university,
    /// `Notice #`; `DAVIS` alone is no such phrase) and names no issuer but the university:
    /// a page that is no notice but may be part of one, such as a crop of a slip's vehicle
    /// section. Field labels tell nothing here: receipts, flyers and pay-station slips print
    /// `Date:`, `Time:` and `Location:` too.
    public var mayBePartOfNotice: Bool
    /// Whether the page is another issuer's: a line of confidence 70 or more names an issuer
    /// other than the university (`CITY OF`, `COUNTY OF`, `CITATION`), and no line names the
    /// university. A notice never prints those words, so another city's citation read the
    /// right way up tells as much as a page of clear print would.
    public var namesOtherIssuer: Bool

    init(
        reading: TicketReading,
        doubts: [DoubtfulValue] = [],
        labelled: TicketFields = TicketFields(),
        mayBePartOfNotice: Bool = false,
        namesOtherIssuer: Bool = false
    ) {
        self.reading = reading
        self.doubts = doubts
        self.labelled = labelled
        self.mayBePartOfNotice = mayBePartOfNotice
        self.namesOtherIssuer = namesOtherIssuer
    }
}
