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
        bytes.withUnsafeBytes { bytes in
            func integer<T: FixedWidthInteger>(at offset: Int, as _: T.Type) -> Int64? {
                offset + T.bitWidth / 8 <= bytes.count
                    ? Int64(T(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: T.self))) : nil
            }
            guard let count = integer(at: 0, as: Int32.self), count > lstmSlot, count <= maximumSlots else { return false }
            var previous = Int64(4 + 8 * count - 1)  // the table's last byte
            for slot in 0..<Int(count) {
                guard let offset = integer(at: 4 + 8 * slot, as: Int64.self) else { return false }
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
}
