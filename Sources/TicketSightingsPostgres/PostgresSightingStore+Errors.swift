import PostgresNIO
import TicketSightings

extension PostgresSightingStore {
    /// The one place where PostgreSQL's errors become ``SightingStoreError``s: a lost or
    /// refused connection, a server shutting down or out of resources (disk full, too many
    /// connections) is `unavailable` (503, try again); the server refusing the data
    /// (a constraint, a type) is `rejected`. The server's own message is kept.
    static func storeError(_ error: any Error) -> SightingStoreError {
        if let storeError = error as? SightingStoreError { return storeError }
        if let failed = error as? PostgresTransactionError,
            let cause = failed.closureError ?? failed.beginError ?? failed.commitError ?? failed.rollbackError
        {
            return storeError(cause)
        }
        guard let error = error as? PSQLError else { return .unavailable("\(error)") }
        guard error.code == .server, let state = error.serverInfo?[.sqlState] else {
            return .unavailable("\(error.code)")
        }
        let message = error.serverInfo?[.message] ?? state
        // Classes 08 (connection), 53 (insufficient resources), 57 (operator intervention),
        // 58 (system error) and 40 (transaction rollback: deadlock, serialization) pass.
        if ["08", "53", "57", "58", "40"].contains(String(state.prefix(2))) { return .unavailable(message) }
        return .rejected(message)
    }
}
