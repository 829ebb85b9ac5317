import Dispatch
import Synchronization
public import TicketOCR
import TicketPreprocessing

/// A second Tesseract engine for the core a scan leaves idle: while the scan's own engine
/// makes one reading of a hard photo, this one makes the reading the scan will make next if
/// that one leaves the answer open (the next orientation or segmentation of the same image).
///
/// When the scan comes to that reading, it takes the lines read ahead instead of reading
/// again, waiting for them when they are not ready yet; when it stops before (a notice was
/// read), the reading ahead is cancelled at its next word. The lines are those the scan's
/// own engine would read (same settings, same line limit, same deadline), so every response
/// is the same with or without reading ahead: only the wait is shorter.
///
/// The engine lives on a serial queue of its own and is touched nowhere else; images reach
/// it as copies (``GrayImage/handedOver()``). One read-ahead serves one scanner, on the
/// thread that owns that scanner.
public final class ReadAhead {
    private let engine: ReadAheadEngine
    private let spareCores: SpareCores?
    private var pending: Pending?
    /// How many readings the scans took from the second engine.
    private(set) var readingsTaken = 0

    /// A reading started ahead: the image the scan will read (kept, so that no other image
    /// takes its identity) and the job reading its copy.
    private struct Pending {
        let image: GrayImage
        let segmentation: PageSegmentation
        let job: ReadAheadJob
    }

    /// Starts loading the second engine with `model` on its own queue and returns at once.
    /// - Parameters:
    ///   - variables: settings on top of ``TesseractRecognizer/settings``, as the scanner's
    ///     own recognizer has them.
    ///   - spareCores: the cores a server's scans share: each reading ahead takes a spare
    ///     one, and none is made while none is spare. Nil reads ahead whenever the second
    ///     engine is free (a command that scans one photo at a time).
    public init(model: RecognitionModel = .builtIn, variables: [String: String] = [:], spareCores: SpareCores? = nil) {
        engine = ReadAheadEngine(model: model, variables: TesseractRecognizer.settings.merging(variables) { $1 })
        self.spareCores = spareCores
    }

    deinit {
        pending?.job.cancel.cancel()
        engine.waitUntilIdle()
    }

    /// Starts reading `image` with `segmentation` and `thresholding` on the second engine,
    /// down to its line limit (``LineLimit``) and at most until `deadline`; does nothing while
    /// the engine is still busy with a reading cancelled before, or no core is spare.
    func start(
        _ image: GrayImage,
        segmentation: PageSegmentation,
        thresholding: Thresholding,
        deadline: ContinuousClock.Instant?
    ) {
        cancel()
        guard engine.isIdle, let copy = image.handedOver() else { return }
        guard spareCores?.takeSpare() ?? true else { return }
        let job = ReadAheadJob(image: copy, segmentation: segmentation, thresholding: thresholding, deadline: deadline)
        pending = Pending(image: image, segmentation: segmentation, job: job)
        engine.read(job) { [spareCores] in spareCores?.give() }
    }

    /// Whether the reading of `image` with `segmentation` was started ahead.
    func holds(_ image: GrayImage, segmentation: PageSegmentation) -> Bool {
        pending.map { $0.image === image && $0.segmentation == segmentation } ?? false
    }

    /// The lines of `image` read with `segmentation`, when that reading was started ahead:
    /// waits for them. Nil when it was not (another reading started ahead goes on), or the
    /// second engine failed; the caller then reads the image itself.
    func lines(of image: GrayImage, segmentation: PageSegmentation) -> [RecognizedLine]? {
        guard let pending, holds(image, segmentation: segmentation) else { return nil }
        self.pending = nil
        guard let lines = try? pending.job.waitForLines().get() else { return nil }
        readingsTaken += 1
        return lines
    }

    /// Cancels the reading started ahead, which the scan no longer wants.
    func cancel() {
        pending?.job.cancel.cancel()
        pending = nil
    }
}

@available(*, unavailable)
extension ReadAhead: Sendable {}

/// One reading made ahead: the image handed over, and the lines read, once ready.
///
/// The engine's queue writes `outcome` before it signals `finished`; the scan's thread reads
/// it only after waiting for that signal.
private final class ReadAheadJob: @unchecked Sendable {
    let image: HandedOverImage
    let segmentation: PageSegmentation
    let thresholding: Thresholding
    let deadline: ContinuousClock.Instant?
    let cancel = RecognitionCancel()
    private let finished = DispatchSemaphore(value: 0)
    private var outcome: Result<[RecognizedLine], OCRError>?

    init(
        image: HandedOverImage,
        segmentation: PageSegmentation,
        thresholding: Thresholding,
        deadline: ContinuousClock.Instant?
    ) {
        self.image = image
        self.segmentation = segmentation
        self.thresholding = thresholding
        self.deadline = deadline
    }

    /// Reads the image with `engine`, on the engine's queue.
    func run(with engine: Result<TesseractEngine, OCRError>) {
        outcome = engine.flatMap { engine in
            Result { () throws(OCRError) in
                try engine.recognize(
                    image.take(),
                    segmentation: segmentation,
                    thresholding: thresholding,
                    deadline: deadline,
                    cancel: cancel,
                    cut: LineLimit().cut(lines:)
                ).lines
            }
        }
        finished.signal()
    }

    /// Waits for the lines; call it once.
    func waitForLines() -> Result<[RecognizedLine], OCRError> {
        finished.wait()
        return outcome ?? .failure(OCRError(code: .recognitionFailed, message: "the reading ahead was not made"))
    }
}

/// The second engine and the serial queue it lives on.
///
/// `engine` is made, used and released on the queue alone; `busy` is the one state shared
/// with the scan's thread.
private final class ReadAheadEngine: @unchecked Sendable {
    private let queue = DispatchQueue(label: "ticketscan-read-ahead", qos: .userInitiated)
    private var engine: Result<TesseractEngine, OCRError>?
    private let busy = Atomic<Int>(0)

    init(model: RecognitionModel, variables: [String: String]) {
        queue.async { [self] in
            engine = Result { () throws(OCRError) in try TesseractEngine(model: model, variables: variables) }
        }
    }

    /// Whether no reading is queued or under way.
    var isIdle: Bool {
        busy.load(ordering: .acquiring) == 0
    }

    /// Queues `job` behind the readings before it, and calls `done` once it is read.
    func read(_ job: ReadAheadJob, done: @escaping @Sendable () -> Void) {
        busy.add(1, ordering: .relaxed)
        queue.async { [self] in
            job.run(with: engine ?? .failure(OCRError(code: .initialisationFailed, message: "the engine was not made")))
            busy.subtract(1, ordering: .releasing)
            done()
        }
    }

    /// Waits until every queued reading is done.
    func waitUntilIdle() {
        queue.sync {}
    }
}
