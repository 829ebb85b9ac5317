/// A labelled value the parser read but did not trust, because the recogniser was unsure of
/// its words, or the words after a date or time label that did not read as one: worth
/// reading again from those words alone.
///
/// ```swift
/// let parser = TicketParser()
/// for doubt in parser.read(lines).doubts {
///     // crop doubt.words of doubt.line from the image, recognise them again, then:
///     let value = parser.confirmedValue(of: doubt, reread: TextLine(text, wordConfidences: confidences))
///     ...
/// }
/// ```
public struct DoubtfulValue: Sendable, Equatable {
    /// The value as first read, alone in otherwise unread fields; all unread when the words
    /// gave no value.
    public var fields: TicketFields
    /// The line it was read from.
    public var line: TextLine
    /// The indexes of the words of `line` it was read from.
    public var words: Range<Int>
    /// The field the value is for.
    public var label: FieldLabel
}
