import GRDB
import TicketSightings

extension SQLiteSightingStore {
    /// The one place where SQLite's errors become ``SightingStoreError``s: a full disk, a
    /// file that cannot be opened or written, a lock held too long or a closed store are
    /// `unavailable` (the server answers 503 and the client tries again later); a refused
    /// constraint is `rejected`. SQLite's own message is kept.
    static func storeError(_ error: any Error) -> SightingStoreError {
        if let storeError = error as? SightingStoreError { return storeError }
        guard let databaseError = error as? DatabaseError else { return .unavailable("\(error)") }
        let message = databaseError.message ?? "\(databaseError.resultCode)"
        switch databaseError.resultCode.primaryResultCode {
        case .SQLITE_CONSTRAINT, .SQLITE_MISMATCH, .SQLITE_TOOBIG:
            return .rejected(message)
        default:
            return .unavailable(message)
        }
    }
}
