import Foundation

/// Tesseract's OpenMP parallelism, kept to the thread that recognises.
///
/// Debian's libtesseract is built with OpenMP: its LSTM spreads each time step over a team of
/// threads, which on a small shared machine costs more than it gives, since parallelism
/// belongs to our workers. `OMP_THREAD_LIMIT` only counts when libgomp loads, before `main`;
/// but a thread whose `max-active-levels` is 0 runs every parallel region alone, and that
/// setting is the calling thread's own, so each thread sets it before it recognises.
enum OpenMP {
    private typealias SetMaxActiveLevels = @convention(c) (Int32) -> Void

    /// libgomp's `omp_set_max_active_levels`, found in the process (libtesseract links libgomp);
    /// nil for a Tesseract built without OpenMP.
    private static let setMaxActiveLevels: SetMaxActiveLevels? =
        dlsym(UnsafeMutableRawPointer(bitPattern: 0), "omp_set_max_active_levels")
        .map { unsafeBitCast($0, to: SetMaxActiveLevels.self) }

    /// Makes the parallel regions the calling thread enters run on it alone.
    static func confineToCallingThread() {
        setMaxActiveLevels?(0)
    }
}
