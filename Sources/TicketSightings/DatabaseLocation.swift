/// Where the sighting store lives, from `--database URL`.
///
/// ```swift
/// try DatabaseLocation(url: "sqlite:ticketscan.sqlite")   // .sqlite(path: "ticketscan.sqlite")
/// ```
public enum DatabaseLocation: Sendable, Equatable {
    /// An SQLite file, created when absent.
    case sqlite(path: String)

    /// The default: `ticketscan.sqlite` in the working directory.
    public static let `default` = DatabaseLocation.sqlite(path: "ticketscan.sqlite")

    /// Parses `sqlite:PATH` (also `sqlite://PATH`).
    /// - Throws: ``DatabaseLocationError`` naming what is wrong with `url`.
    public init(url: String) throws(DatabaseLocationError) {
        for prefix in ["sqlite://", "sqlite:"] where url.hasPrefix(prefix) {
            let path = String(url.dropFirst(prefix.count))
            guard !path.isEmpty else { throw DatabaseLocationError(url: url, reason: "it names no file") }
            self = .sqlite(path: path)
            return
        }
        throw DatabaseLocationError(url: url, reason: "expected sqlite:PATH")
    }
}

/// A `--database` value that names no store this build supports.
public struct DatabaseLocationError: Error, Equatable, CustomStringConvertible {
    /// The value given.
    public var url: String
    /// What is wrong with it.
    public var reason: String

    /// An error for `url`, saying what is wrong with it.
    public init(url: String, reason: String) {
        self.url = url
        self.reason = reason
    }

    public var description: String { "--database '\(url)': \(reason)." }
}
