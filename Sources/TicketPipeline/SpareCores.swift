import Synchronization

/// The machine's cores that no scan is using, counted for a server's workers and their
/// read-aheads (``ReadAhead``): a scan reads ahead on a second engine only while a core would
/// otherwise stand idle, so that reading ahead never slows the scans of other uploads.
///
/// Each worker holds a core while it scans (``occupy()``), whether or not one is spare; each
/// reading ahead only takes one that is spare (``takeSpare()``). A reading ahead that began
/// before a new upload's scan keeps its core until its reading ends: one reading, well under
/// a second on a notice.
public final class SpareCores: Sendable {
    /// The cores counted.
    public let cores: Int
    private let inUse = Mutex(0)

    /// - Parameter cores: the cores the scans may use, at least 1.
    public init(cores: Int) {
        self.cores = max(1, cores)
    }

    /// Counts a core in use by a scan, spare or not.
    func occupy() {
        inUse.withLock { $0 += 1 }
    }

    /// Counts a core in use, when one is spare; false when none is.
    func takeSpare() -> Bool {
        inUse.withLock { inUse in
            guard inUse < cores else { return false }
            inUse += 1
            return true
        }
    }

    /// Gives back a core counted by ``occupy()`` or ``takeSpare()``.
    func give() {
        inUse.withLock { $0 -= 1 }
    }
}
