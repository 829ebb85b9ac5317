import TicketCore

/// What the first reading of a scan showed, before any fallback: whether it read the slip as
/// a notice, and how many of the notice's three fields it gave a value; or that the photo was
/// refused before any reading.
///
/// Tallied over the notices the first reading did not settle (``RegressionReport/FirstReadingTally``),
/// it tells where the first reading fails without looking at a photo: no notice at all
/// (orientation, crop or threshold), or a notice whose values did not read (the print of
/// the values, or the layout of the fields).
public enum FirstReadingView: String, Sendable, CaseIterable {
    /// No reading was made: the photo was refused before one (or not decoded).
    case noReading = "no_reading"
    /// The reading showed no notice.
    case noNotice = "no_notice"
    /// A notice, without any field's value.
    case noticeWithoutValues = "notice_without_values"
    /// A notice with one or two of its fields' values.
    case noticeWithSomeValues = "notice_with_some_values"
    /// A notice with all three values.
    case noticeWithEveryValue = "notice_with_every_value"

    /// What `reading` shows.
    init(_ reading: TicketReading) {
        switch reading.fields?.readCount {
        case nil: self = .noNotice
        case 0: self = .noticeWithoutValues
        case FieldLabel.allCases.count: self = .noticeWithEveryValue
        default: self = .noticeWithSomeValues
        }
    }
}
