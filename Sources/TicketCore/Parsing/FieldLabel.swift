/// The labels of the three fields read from a notice.
public enum FieldLabel: Sendable, Equatable, CaseIterable {
    case date, time, location

    /// The label word as printed, upper case.
    var word: String {
        switch self {
        case .date: "DATE"
        case .time: "TIME"
        case .location: "LOCATION"
        }
    }

    /// How many OCR edits a read word may differ from `word` by and still be this label.
    var tolerance: Int { self == .location ? 2 : 1 }
}
