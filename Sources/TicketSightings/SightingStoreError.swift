/// Why a ``SightingStore`` call failed.
public enum SightingStoreError: Error, Equatable, CustomStringConvertible {
    /// No device has this `device_id`.
    case unknownDevice(String)
    /// No active lot has this code.
    case unknownLot(String)
    /// The database cannot be reached or written (down, full disk, closed): try again later.
    case unavailable(String)
    /// The database refused the data; a bug or a schema not ours.
    case rejected(String)

    public var description: String {
        switch self {
        case .unknownDevice(let id): "No device '\(id)'. Add it with `ticketscan admin device add \(id)`."
        case .unknownLot(let code): "No active lot with code '\(code)'."
        case .unavailable(let reason): "The database is unavailable: \(reason)"
        case .rejected(let reason): "The database refused the change: \(reason)"
        }
    }
}
