import Foundation

/// The container of a traineddata file, as Tesseract's `TessdataManager` writes it: the number
/// of component slots (a little-endian `Int32`), their offsets in the file (`Int64` each, -1
/// for a component absent), then the components in the order of their slots.
///
/// Tesseract checks little of it itself: bytes it cannot parse send it looking for a file
/// (and printing to stderr when there is none), and a missing network fails an assertion
/// that ends the process. So a model is handed over only when its container is well formed
/// and holds a network.
enum TraineddataContainer {
    /// The LSTM network's slot (`TESSDATA_LSTM` in Tesseract's `tessdatamanager.h`).
    static let lstmSlot = 17
    /// The most slots Tesseract reads (`kMaxNumTessdataEntries`).
    static let maximumSlots = 1000

    /// Whether `bytes` are a well-formed container with an LSTM network: a slot count Tesseract
    /// accepts, every offset present past the table, inside the file and after the one before.
    static func holdsNetwork(_ bytes: Data) -> Bool {
        let bytes = [UInt8](bytes)
        func integer(at offset: Int, size: Int) -> Int64? {
            guard offset + size <= bytes.count else { return nil }
            let unsigned = (0..<size).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
            return size == 4 ? Int64(Int32(truncatingIfNeeded: unsigned)) : Int64(bitPattern: unsigned)
        }
        guard let count = integer(at: 0, size: 4), count > lstmSlot, count <= maximumSlots else { return false }
        let tableEnd = 4 + 8 * Int(count)
        var previous = Int64(tableEnd - 1)
        for slot in 0..<Int(count) {
            guard let offset = integer(at: 4 + 8 * slot, size: 8) else { return false }
            if offset == -1 {
                if slot == lstmSlot { return false }
                continue
            }
            guard offset > previous, offset < bytes.count else { return false }
            previous = offset
        }
        return true
    }
}
