/// The lots a notice's location can map to.
///
/// ```swift
/// LotCatalogue.default.lot(forLocation: "L0T 15.")?.code   // "MU"
/// LotCatalogue.default.lot(forLocation: "LOT 16")          // nil
/// ```
public struct LotCatalogue: Sendable {
    /// Every lot, active or not, in the order given.
    public let lots: [Lot]

    /// Creates a catalogue without checking it; prefer `init(json:)` for files.
    /// - Parameter lots: The lots.
    public init(lots: [Lot]) {
        self.lots = lots
    }
}
