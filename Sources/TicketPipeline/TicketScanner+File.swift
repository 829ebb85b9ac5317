public import Foundation
import TicketCore

extension TicketScanner {
    /// The largest photo scanned, in bytes: the upload limit of docs/contract.md §8 (10 MB),
    /// so a photo gets the same answer from a folder as from the apps.
    public static let maxFileBytes = 10_000_000

    /// Scans the photo at `file`. A file that cannot be read is `invalid_image`, one larger
    /// than ``maxFileBytes`` is `image_too_large`; neither is read whole into memory.
    public func scan(file: URL, now: Date, debug: (any DebugImageSink)? = nil) -> ScanResult {
        let bytes: Data
        do {
            let handle = try FileHandle(forReadingFrom: file)
            defer { try? handle.close() }
            bytes = try handle.read(upToCount: Self.maxFileBytes + 1) ?? Data()
        } catch {
            return ScanResult(response: .failure(.invalidImage), timings: StageTimings())
        }
        guard bytes.count <= Self.maxFileBytes else {
            return ScanResult(response: .failure(.imageTooLarge), timings: StageTimings())
        }
        return scan([UInt8](bytes), now: now, debug: debug)
    }
}
