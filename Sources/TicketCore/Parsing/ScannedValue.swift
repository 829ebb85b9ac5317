/// A value read from OCR text, and whether reading it needed an OCR repair.
///
/// A repair is any character read as another (`O` for `0`, `l` for `1`, `L0T` for `LOT`)
/// or a separator inferred where none was printed. Case, spacing and stray punctuation
/// are not repairs.
struct ScannedValue<Value: Sendable & Equatable>: Sendable, Equatable {
    /// The value.
    var value: Value
    /// True when reading the value needed at least one repair.
    var isRepaired: Bool
}
