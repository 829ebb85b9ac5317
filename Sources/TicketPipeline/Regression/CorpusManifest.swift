public import Foundation
import TicketCore

/// `samples/manifest.json`: each sample photo with the response it must produce.
public struct CorpusManifest: Sendable, Codable, Equatable {
    public var version: Int
    public var samples: [Sample]

    /// One photo of the corpus and its truth.
    public struct Sample: Sendable, Codable, Equatable {
        /// File name relative to the manifest's folder.
        public var file: String
        /// Labels of the photo's conditions: clean, tilt, blur, exif, 12mp, negative, ...
        public var conditions: [String]
        /// The instant recency is judged against, ISO 8601 with offset.
        public var now: String
        public var expected: Expected
    }

    /// The response fields a sample is scored on.
    public struct Expected: Sendable, Codable, Equatable {
        public var success: Bool
        public var errorCode: String?
        public var ticketDate: String?
        public var ticketTime: String?
        public var ticketLocation: String?
        public var mappedLotId: Int?
        public var isRecent: Bool

        enum CodingKeys: String, CodingKey {
            case success
            case errorCode = "error_code"
            case ticketDate = "ticket_date"
            case ticketTime = "ticket_time"
            case ticketLocation = "ticket_location"
            case mappedLotId = "mapped_lot_id"
            case isRecent = "is_recent"
        }

        /// The scored fields of `response`.
        init(_ response: TicketScanResponse) {
            success = response.success
            errorCode = response.errorCode?.rawValue
            ticketDate = response.ticketDate
            ticketTime = response.ticketTime
            ticketLocation = response.ticketLocation
            mappedLotId = response.mappedLotId
            isRecent = response.isRecent
        }
    }

    /// Reads and checks the manifest at `url`.
    public static func load(from url: URL) throws -> CorpusManifest {
        let manifest = try JSONDecoder().decode(CorpusManifest.self, from: Data(contentsOf: url))
        guard manifest.version == 1 else {
            throw CocoaError(.fileReadCorruptFile, userInfo: [NSLocalizedDescriptionKey: "unsupported manifest version \(manifest.version)"])
        }
        return manifest
    }
}
