public import Foundation

extension LotCatalogue {
    /// Loads a catalogue from a JSON array of lots, e.g. a `--lots` file.
    ///
    /// ```json
    /// [{"id": 2, "code": "MU", "name": "Quad Structure", "notice_text": "LOT 15",
    ///   "latitude": 38.54452, "longitude": -121.749508, "is_active": true}]
    /// ```
    /// - Parameter json: The file's bytes.
    /// - Throws: `LotCatalogueError` for bad JSON, no lot at all, a duplicate id, two active lots with the
    ///   same normalised notice text, or a notice text that holds no location.
    public init(json: Data) throws {
        let lots: [Lot]
        do {
            lots = try JSONDecoder().decode([Lot].self, from: json)
        } catch let error as DecodingError {
            throw LotCatalogueError.invalidJSON(Self.describe(error))
        }
        guard !lots.isEmpty else { throw LotCatalogueError.empty }
        var ids: Set<Int> = []
        var noticeTexts: Set<[String]> = []
        for lot in lots {
            guard ids.insert(lot.id).inserted else { throw LotCatalogueError.duplicateID(lot.id) }
            guard let words = LocationNormaliser.words(of: lot.noticeText[...])?.value else {
                throw LotCatalogueError.unreadableNoticeText(id: lot.id)
            }
            if lot.isActive, !noticeTexts.insert(words).inserted {
                throw LotCatalogueError.duplicateNoticeText(words.joined(separator: " "))
            }
        }
        self.init(lots: lots)
    }

    /// `error` as a sentence for the person who wrote the file: which lot (counted from 1),
    /// which key, and what it should hold.
    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .keyNotFound(let key, let context):
            return "\(place(context.codingPath)) has no \"\(key.stringValue)\"."
        case .valueNotFound(let type, let context):
            return "\(place(context.codingPath)) is null where \(kind(type)) belongs."
        case .typeMismatch(let type, let context):
            if context.codingPath.isEmpty { return "it holds no array; write [{\"id\": 2, ...}, ...]." }
            return "\(place(context.codingPath)) should be \(kind(type))."
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "it is not valid JSON." : "\(place(context.codingPath)) is not valid."
        @unknown default:
            return "it could not be read."
        }
    }

    /// `lot 2`, or `"latitude" of lot 2`, for a coding path into the array of lots.
    private static func place(_ path: [any CodingKey]) -> String {
        guard let index = path.first?.intValue else { return "the file" }
        let lot = "lot \(index + 1)"
        guard let key = path.dropFirst().first else { return lot }
        return "\"\(key.stringValue)\" of \(lot)"
    }

    /// What a value of `type` is, for a person.
    private static func kind(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is Double.Type: "a number"
        case is String.Type: "a string"
        case is Bool.Type: "true or false"
        default: "a lot, {\"id\": 2, \"code\": \"MU\", ...}"
        }
    }
}
