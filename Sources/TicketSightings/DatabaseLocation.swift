import Foundation

/// Where the sighting store lives, from `--database URL`.
///
/// ```swift
/// try DatabaseLocation(url: "sqlite:ticketscan.sqlite")   // .sqlite(path: "ticketscan.sqlite")
/// try DatabaseLocation(url: "postgres://tapout@db:5432/tapout")   // .postgres(url: ...)
/// ```
public enum DatabaseLocation: Sendable, Equatable {
    /// An SQLite file, created when absent.
    case sqlite(path: String)
    /// A PostgreSQL database, `postgres://user:password@host:port/database` (also
    /// `postgresql://`), with an optional `?sslmode=disable|prefer|require`.
    case postgres(url: String)

    /// Parses `sqlite:PATH` (also `sqlite://PATH`) and `postgres://...` (also `postgresql://`).
    /// - Throws: ``DatabaseLocationError`` naming what is wrong with `url`.
    public init(url: String) throws(DatabaseLocationError) {
        if url.hasPrefix("postgres://") || url.hasPrefix("postgresql://") {
            self = .postgres(url: url)
            return
        }
        for prefix in ["sqlite://", "sqlite:"] where url.hasPrefix(prefix) {
            let path = String(url.dropFirst(prefix.count))
            guard !path.isEmpty else { throw DatabaseLocationError(url: url, reason: "it names no file") }
            self = .sqlite(path: path)
            return
        }
        throw DatabaseLocationError(url: url, reason: "expected sqlite:PATH or postgres://user@host:port/database")
    }
}

extension DatabaseLocation {
    /// `url` with any password replaced by `***`, for messages and logs.
    public static func redacted(_ url: String) -> String {
        guard let scheme = url.range(of: "://"), let at = url[scheme.upperBound...].lastIndex(of: "@"),
            let colon = url[scheme.upperBound..<at].firstIndex(of: ":")
        else { return url }
        return url[..<url.index(after: colon)] + "***" + url[at...]
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

    public var description: String { "--database '\(DatabaseLocation.redacted(url))': \(reason)." }
}
