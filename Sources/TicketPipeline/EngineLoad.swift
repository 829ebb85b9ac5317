import Dispatch
import TicketOCR

/// A Tesseract engine being created on a thread of its own, handed over once to the thread
/// that waits for it.
///
/// The loading thread makes the engine and never touches it again; the semaphore orders
/// its making before the waiting thread's first use, so the engine has one owner at a time.
final class EngineLoad: @unchecked Sendable {
    private let finished = DispatchSemaphore(value: 0)
    private var outcome: Result<TesseractEngine, OCRError>?

    /// Starts `make` on a global queue and returns at once.
    init(_ make: @escaping @Sendable () throws(OCRError) -> TesseractEngine) {
        DispatchQueue.global(qos: .userInitiated).async { [self] in
            outcome = Result { () throws(OCRError) in try make() }
            finished.signal()
        }
    }

    /// Waits for the engine, or the error making it failed with. Call it once.
    func wait() -> Result<TesseractEngine, OCRError> {
        finished.wait()
        return outcome ?? .failure(OCRError(code: .initialisationFailed, message: "the Tesseract engine was not made"))
    }
}
