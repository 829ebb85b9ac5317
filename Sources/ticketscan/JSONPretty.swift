import Foundation

/// Encodes reports and baselines as stable, reviewable JSON: sorted keys, indented.
enum JSONPretty {
    static func encode(_ value: some Encodable) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(value) + Data("\n".utf8)
    }
}
