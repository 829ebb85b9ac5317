import Glibc

/// Which sanitizer the tests were built with (`swift test --sanitize=...`); the executables
/// they start were built the same way.
public enum Sanitizers {
    /// Whether AddressSanitizer's runtime is loaded in this process.
    public static let addressSanitizerIsActive = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
}
