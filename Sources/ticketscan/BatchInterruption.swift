import Dispatch
import Foundation

/// What a batch says when Ctrl-C (SIGINT) or SIGTERM stops it: how many photos are recorded,
/// and how to go on from there. The records written so far are whole lines already; the
/// photos in flight are lost, and `--resume` scans them again.
final class BatchInterruption {
    private let sources: [any DispatchSourceSignal]

    /// Handles SIGINT and SIGTERM until ``cancel()``: `recorded` (called on the signal's
    /// queue) ends the progress bar and says how many of the `total` photos are in the output.
    init(output: String?, total: Int, recorded: @escaping @Sendable () -> Int) {
        sources = [SIGINT, SIGTERM].map { signalNumber in
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                Diagnostics.info(Self.message(output: output, recorded: recorded(), total: total))
                // _exit, not exit: the workers may be inside Tesseract, whose static destructors
                // exit would run under them. Records and messages are written unbuffered.
                _exit(128 + signalNumber)
            }
            source.resume()
            return source
        }
    }

    /// Stops handling the signals: the batch is over.
    func cancel() {
        for source in sources { source.cancel() }
        signal(SIGINT, SIG_DFL)
        signal(SIGTERM, SIG_DFL)
    }

    /// `Interrupted: 37 of 140 photos are recorded in out.jsonl. ...`
    static func message(output: String?, recorded: Int, total: Int) -> String {
        guard let output else {
            return "Interrupted after \(recorded) of \(total) photos; their records went to standard output. "
                + "Write to a file with --output to be able to continue an interrupted batch with --resume."
        }
        return "Interrupted: \(recorded) of \(total) photos are recorded in \(output). "
            + "To scan the other \(total - recorded), run the same command with --resume."
    }
}
