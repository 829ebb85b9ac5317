public import Foundation

/// The committed corpus of broken and malicious images in `Tests/HostileImages`, made by
/// `scripts/hostile-images/make_hostile_images.py`, and its manifest of expected outcomes.
public enum HostileImages {
    /// One file of the corpus and what scanning it must give.
    public struct Entry: Decodable, Sendable, CustomStringConvertible {
        /// The file name within ``folder``.
        public let file: String
        /// A short label of the damage, e.g. "truncated JPEG".
        public let kind: String
        /// `ticket` (read with ``fields``), or the error code the scan must give.
        public let expect: String
        /// The notice's date, time and location, for `ticket` entries.
        public let fields: [String: String]?

        public var description: String { file }

        /// The file's bytes.
        public func bytes() throws -> [UInt8] {
            Array(try Data(contentsOf: folder.appendingPathComponent(file)))
        }
    }

    /// `Tests/HostileImages` in this checkout.
    public static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("HostileImages")

    /// The manifest's entries; empty when it cannot be read (a test asserts it can).
    public static let entries: [Entry] = (try? manifest()) ?? []

    /// Reads `manifest.json`.
    public static func manifest() throws -> [Entry] {
        try JSONDecoder().decode([Entry].self, from: Data(contentsOf: folder.appendingPathComponent("manifest.json")))
    }
}
