/// The readings of one field line (``TicketParser/fieldLines(in:)``) recognised again on
/// its own, enlarged by one scale after another, and the value they settle on.
///
/// ```swift
/// var closeUps = FieldLineCloseUps(label: parser.labels(on: fieldLine).first)
/// for (number, scale) in [1.5, 2.25, 3].enumerated() where number == 0 || closeUps.mayReadFurther {
///     if let value = closeUps.add(reading(of: fieldLine, enlargedBy: scale)) { ... }
/// }
/// ```
///
/// A reading gives a value when it starts with a label, or when the label was read on the
/// line first (a close-up of a line's widest run of words leaves out a label that stands
/// far to the left of its value). The value settles when the first reading shows the label
/// and gives the value in words of confidence `minimumConfidenceForRereads` (80) or more,
/// or when two readings give it unrepaired in words of confidence `minimumConfidenceToAgree`
/// or more. No other reading is trusted alone: enlarged 3x, `Date Issued: $/29/2226` reads
/// at 92.
///
/// On the corpus, rot90-045's date reads `4426/2025` at 1.5x and `1/26/2025` at 2.25x and
/// 3x (confidence 91 and 92); rot180-046's reads `6/21/2026` at 1.5x and 2.25x (64 and 81).
/// Neither close-up showed the label `Date:`.
public struct FieldLineCloseUps: Sendable {
    /// The confidence that two unrepaired readings giving the same value need.
    static let minimumConfidenceToAgree: Float = 50

    /// The field the line is for: read on the line first, or on its first close-up.
    public private(set) var label: FieldLabel?
    private var readings = 0
    private var agreeable: [TicketFields] = []

    /// The close-ups of a line whose label was read as `label` (nil when none was).
    public init(label: FieldLabel?) {
        self.label = label
    }

    /// Whether a further reading could settle a value: only when the line's field is known.
    /// A line whose first close-up shows no label either is no field line as far as the
    /// recogniser can tell (`**Notice** See the reverse side...`).
    public var mayReadFurther: Bool { label != nil }

    /// Takes the next close-up's reading and returns the value the readings settle on, if
    /// they do now.
    public mutating func add(_ reading: TextLine) -> TicketFields? {
        readings += 1
        var text = reading.text[...]
        let shown = LabelMatcher.match(&text)
        label = label ?? shown
        guard let field = shown ?? label else { return nil }
        let start = text.startIndex
        guard let value = FieldLocator.value(of: field, from: &text) else { return nil }
        let confidence = reading.confidence(of: start..<text.startIndex)
        if readings == 1, shown != nil, confidence >= TicketParser.minimumConfidenceForRereads { return value.value }
        guard !value.isRepaired, confidence >= Self.minimumConfidenceToAgree else { return nil }
        if agreeable.contains(value.value) { return value.value }
        agreeable.append(value.value)
        return nil
    }
}
