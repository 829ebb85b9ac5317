/// A parking lot that notices name, as in TapOut's `parking_lots` table.
///
/// In JSON the keys are snake case: `id`, `code`, `name`, `notice_text`, `latitude`,
/// `longitude` and an optional `is_active` (default true).
public struct Lot: Sendable, Codable, Equatable {
    /// The lot's id in the TapOut database.
    public var id: Int
    /// The short code, e.g. `MU`.
    public var code: String
    /// The display name, e.g. `Quad Structure`.
    public var name: String
    /// The location as printed on a notice, e.g. `LOT 15`.
    public var noticeText: String
    /// Latitude in degrees.
    public var latitude: Double
    /// Longitude in degrees.
    public var longitude: Double
    /// False for a lot that is no longer in use; inactive lots are never matched.
    public var isActive: Bool

    /// Creates a lot.
    /// - Parameters:
    ///   - id: The lot's id in the TapOut database.
    ///   - code: The short code.
    ///   - name: The display name.
    ///   - noticeText: The location as printed on a notice.
    ///   - latitude: Latitude in degrees.
    ///   - longitude: Longitude in degrees.
    ///   - isActive: Whether the lot is in use.
    public init(
        id: Int,
        code: String,
        name: String,
        noticeText: String,
        latitude: Double,
        longitude: Double,
        isActive: Bool = true
    ) {
        self.id = id
        self.code = code
        self.name = name
        self.noticeText = noticeText
        self.latitude = latitude
        self.longitude = longitude
        self.isActive = isActive
    }

    private enum CodingKeys: String, CodingKey {
        case id, code, name
        case noticeText = "notice_text"
        case latitude, longitude
        case isActive = "is_active"
    }

    /// Decodes a lot; a missing `is_active` means active.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        code = try container.decode(String.self, forKey: .code)
        name = try container.decode(String.self, forKey: .name)
        noticeText = try container.decode(String.self, forKey: .noticeText)
        latitude = try container.decode(Double.self, forKey: .latitude)
        longitude = try container.decode(Double.self, forKey: .longitude)
        isActive = try container.decodeIfPresent(Bool.self, forKey: .isActive) ?? true
    }
}
