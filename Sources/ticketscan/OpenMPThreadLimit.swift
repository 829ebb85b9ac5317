import Foundation

/// Keeps Tesseract's OpenMP to one thread per engine.
///
/// Debian's libtesseract is built with OpenMP, which on a small shared machine costs more
/// than it gives: parallelism belongs to our workers. libgomp reads `OMP_THREAD_LIMIT` when
/// the library is loaded, before `main` runs, so setting it from inside the process is too
/// late; when it is unset, the process sets it and replaces itself with a fresh copy.
enum OpenMPThreadLimit {
    static let variable = "OMP_THREAD_LIMIT"

    static func enforce() {
        guard getenv(variable) == nil else { return }
        setenv(variable, "1", 1)
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv("/proc/self/exe", arguments)
        // execv returns only on failure; carry on with OpenMP's default threads.
    }
}
