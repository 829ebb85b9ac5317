import Synchronization

/// A flag that another thread raises to stop a recognition under way: the recognition that
/// was given it stops at the next word it reaches, with the lines read so far as its result.
///
/// The one way to stop a reading made on another thread, whose engine only that thread may
/// touch (``TesseractEngine`` is not `Sendable`).
public final class RecognitionCancel: Sendable {
    private let raised = Atomic<Bool>(false)

    public init() {}

    /// Stops the recognition at its next word; a recognition not begun yet stops at its first.
    public func cancel() {
        raised.store(true, ordering: .relaxed)
    }

    /// Whether ``cancel()`` was called.
    public var isCancelled: Bool {
        raised.load(ordering: .relaxed)
    }
}
