public import TicketCore

/// How far a field's value may be trusted: how the readings of its photo settled it, in the
/// order of the reading ladder (``ScanConfiguration/ladder``). `regress` counts how many
/// values of each were right on a corpus (docs/accuracy.md), so that an importer knows which
/// to look at.
public enum FieldConfidence: String, Sendable, Codable, CaseIterable {
    /// Two or more readings of the notice gave the value (a second look at its line,
    /// ``ReadingStep/secondLooks(scale:)``, included), and more of them than gave any other.
    case agreed
    /// One reading of the notice gave it, in words the recogniser was sure of, and a second
    /// look at its line read nothing sure.
    case read
    /// The notice's readings doubted it, and its words read again alone gave it too (or it is
    /// a lot's long name exactly, ``LotCatalogue/isVouchedName(_:)``).
    case rechecked
    /// One reading of the notice's image changed (``ReadingStep/reread(_:)``) or cut down to
    /// the notice's print (``ReadingStep/noticeRegion``) gave it, in words the recogniser was
    /// sure of, after the notice's readings left the field unread.
    case reread
    /// Its field line read alone, enlarged, gave it (``ReadingStep/fieldCloseUps(scales:)``),
    /// after every other reading left the field unread.
    case closeUp = "close_up"
    /// Most of the photo's deconvolved readings gave it (``ReadingStep/deblurred(sigmas:belowSharpness:then:)``).
    case deconvolved
    /// Only readings that showed no notice gave it, on a line labelled for the field.
    case labelled
}

/// The ``FieldConfidence`` of each field a scan read; nil for a field left unread. Coded
/// with the response's keys (`ticket_date`, `ticket_time`, `ticket_location`).
public struct FieldConfidences: Sendable, Equatable, Codable {
    public var date: FieldConfidence?
    public var time: FieldConfidence?
    public var location: FieldConfidence?

    enum CodingKeys: String, CodingKey {
        case date = "ticket_date"
        case time = "ticket_time"
        case location = "ticket_location"
    }

    public init(date: FieldConfidence? = nil, time: FieldConfidence? = nil, location: FieldConfidence? = nil) {
        self.date = date
        self.time = time
        self.location = location
    }

    /// The confidence of the field `label` names.
    public subscript(_ label: FieldLabel) -> FieldConfidence? {
        get {
            switch label {
            case .date: date
            case .time: time
            case .location: location
            }
        }
        set {
            switch label {
            case .date: date = newValue
            case .time: time = newValue
            case .location: location = newValue
            }
        }
    }

    /// Each field by its response key (`ticket_date`, `ticket_time`, `ticket_location`), in
    /// the response's order.
    public var byResponseKey: [(key: String, confidence: FieldConfidence?)] {
        [("ticket_date", date), ("ticket_time", time), ("ticket_location", location)]
    }
}
