import Foundation

/// Reads a committed test fixture by name.
enum Fixture {
    static func bytes(_ name: String) throws -> [UInt8] {
        guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
        }
        return Array(try Data(contentsOf: url))
    }
}
