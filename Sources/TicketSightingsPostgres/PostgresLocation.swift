import Foundation
import PostgresNIO
import TicketSightings

extension PostgresClient.Configuration {
    /// The configuration a `postgres://user:password@host:port/database?sslmode=...` URL
    /// describes; `sslmode` is `prefer` when absent.
    /// - Throws: ``DatabaseLocationError`` naming what is missing or wrong.
    static func parse(url: String) throws(DatabaseLocationError) -> PostgresClient.Configuration {
        guard let components = URLComponents(string: url), let host = components.host, !host.isEmpty else {
            throw DatabaseLocationError(url: url, reason: "expected postgres://user@host:port/database")
        }
        guard let user = components.user, !user.isEmpty else {
            throw DatabaseLocationError(url: url, reason: "it names no user")
        }
        let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        let tls: TLS
        switch components.queryItems?.first(where: { $0.name == "sslmode" })?.value ?? "prefer" {
        case "disable": tls = .disable
        case "prefer": tls = .prefer(.makeClientConfiguration())
        case "require": tls = .require(.makeClientConfiguration())
        case let mode: throw DatabaseLocationError(url: url, reason: "sslmode '\(mode)' is not disable, prefer or require")
        }
        return PostgresClient.Configuration(
            host: host,
            port: components.port ?? 5432,
            username: user,
            password: components.password,
            database: database.isEmpty ? nil : database,
            tls: tls
        )
    }
}
