/// A labelled value the parser read but did not trust, because the recogniser was unsure of
/// its words: worth reading again from those words alone.
///
/// ```swift
/// let parser = TicketParser()
/// for doubt in parser.doubtfulValues(lines) {
///     // crop doubt.words of doubt.line from the image, recognise them again, then:
///     if parser.confirms(doubt, reread: TextLine(text, wordConfidences: confidences)) { ... }
/// }
/// ```
public struct DoubtfulValue: Sendable, Equatable {
    /// The value, alone in otherwise unread fields.
    public var fields: TicketFields
    /// The line it was read from.
    public var line: TextLine
    /// The indexes of the words of `line` it was read from.
    public var words: Range<Int>
    let label: FieldLabel
}
