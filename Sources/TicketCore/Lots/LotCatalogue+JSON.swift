public import Foundation

extension LotCatalogue {
    /// Loads a catalogue from a JSON array of lots, e.g. a `--lots` file.
    ///
    /// ```json
    /// [{"id": 2, "code": "MU", "name": "Quad Structure", "notice_text": "LOT 15",
    ///   "latitude": 38.54452, "longitude": -121.749508, "is_active": true}]
    /// ```
    /// - Parameter json: The file's bytes.
    /// - Throws: `LotCatalogueError` for bad JSON, a duplicate id, two active lots with the
    ///   same normalised notice text, or a notice text that holds no location.
    public init(json: Data) throws {
        let lots: [Lot]
        do {
            lots = try JSONDecoder().decode([Lot].self, from: json)
        } catch let error as DecodingError {
            throw LotCatalogueError.invalidJSON(Self.describe(error))
        }
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

    private static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .valueNotFound(_, let context),
            .keyNotFound(_, let context), .dataCorrupted(let context):
            let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }
            let location = path.isEmpty ? "" : " at \(path.joined())"
            return "\(context.debugDescription)\(location)"
        @unknown default:
            return String(describing: error)
        }
    }
}
