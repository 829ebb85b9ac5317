import Glibc

/// The peak resident memory of this process so far.
enum PeakMemory {
    /// Bytes, from `getrusage` (whose `ru_maxrss` Linux gives in KiB); nil if it fails.
    static var residentBytes: Int? {
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
        return usage.ru_maxrss * 1024
    }
}
