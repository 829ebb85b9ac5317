/// Why a lots file was refused.
public enum LotCatalogueError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file is not a JSON array of lots; the text says what and where.
    case invalidJSON(String)
    /// The file holds an empty array.
    case empty
    /// Two lots share an id.
    case duplicateID(Int)
    /// Two active lots have the same notice text once normalised (`LOT 15`, `Lot 15.`).
    case duplicateNoticeText(String)
    /// A lot's notice text holds no readable location.
    case unreadableNoticeText(id: Int)

    /// A sentence for the operator who wrote the file.
    public var description: String {
        switch self {
        case .invalidJSON(let detail): "The lots file is not a JSON array of lots: \(detail)"
        case .empty: "The lots file holds no lots: give at least one, or leave out --lots for the built-in catalogue."
        case .duplicateID(let id): "The lots file has more than one lot with id \(id)."
        case .duplicateNoticeText(let text):
            "The lots file has more than one active lot with notice text \"\(text)\"."
        case .unreadableNoticeText(let id):
            "The notice text of lot \(id) holds no location, e.g. \"LOT 15\"."
        }
    }
}
