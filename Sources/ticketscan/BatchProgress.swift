import Foundation
import TicketPipeline

/// A batch's progress on stderr: a bar redrawn in place when stderr is a terminal, a plain
/// line every few seconds otherwise (a log file, CI). When the records go to the same
/// terminal, the bar is wiped before each record and drawn again below it, so the two never
/// share a line. Only the delivering worker calls it, one call at a time.
final class BatchProgress: @unchecked Sendable {
    private let total: Int
    private let isTerminal: Bool
    private let recordsOnTerminal: Bool
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastShown: ContinuousClock.Instant
    /// Photos finished so far.
    private(set) var done = 0
    /// Whether the bar stands on the terminal's last line now.
    private var barShown = false

    /// How often a terminal's bar is redrawn, and a log's line written.
    private static let terminalInterval = Duration.milliseconds(200)
    private static let logInterval = Duration.seconds(5)

    /// - Parameter recordsOnTerminal: whether the records are written to the terminal too.
    init(total: Int, isTerminal: Bool = isatty(STDERR_FILENO) != 0, recordsOnTerminal: Bool) {
        self.total = total
        self.isTerminal = isTerminal
        self.recordsOnTerminal = isTerminal && recordsOnTerminal
        start = clock.now
        // A terminal's bar shows at once; a log's first line comes after an interval.
        lastShown = isTerminal ? start - Self.terminalInterval : start
    }

    /// Seconds since the batch started.
    var elapsedSeconds: Double { (clock.now - start).inSeconds }

    /// Shows that `done` photos of the total are finished, when it is time to.
    func update(done: Int) {
        self.done = done
        let now = clock.now
        let wiped = recordsOnTerminal && !barShown
        guard wiped || done == total || now - lastShown >= (isTerminal ? Self.terminalInterval : Self.logInterval) else {
            return
        }
        lastShown = now
        let text = Self.describe(done: done, total: total, seconds: elapsedSeconds)
        if isTerminal {
            FileHandle.standardError.write(Data("\r\u{1B}[K\(Self.bar(done: done, total: total)) \(text)".utf8))
            barShown = true
        } else {
            Diagnostics.info("batch: \(text)")
        }
    }

    /// Wipes the bar when a record is about to be written to the same terminal.
    func clearForRecord() {
        guard recordsOnTerminal, barShown else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
        barShown = false
    }

    /// Ends the bar's line, so what follows starts on its own.
    func finish() {
        if barShown { FileHandle.standardError.write(Data("\n".utf8)) }
        barShown = false
    }

    /// `45/140 photos, 1.9 photos/s, ETA 51 s`.
    static func describe(done: Int, total: Int, seconds: Double) -> String {
        let rate = seconds > 0 ? Double(done) / seconds : 0
        var text = "\(done)/\(total) photos, " + String(format: "%.1f photos/s", rate)
        if rate > 0, done < total { text += ", ETA " + duration(Double(total - done) / rate) }
        return text
    }

    /// `[##########..........]` for half done.
    static func bar(done: Int, total: Int, width: Int = 24) -> String {
        let filled = total > 0 ? width * done / total : width
        return "[" + String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled) + "]"
    }

    /// `50 s`, `3 min 20 s`, `1 h 05 min`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(whole) s" }
        if whole < 3600 { return "\(whole / 60) min \(whole % 60) s" }
        return String(format: "%d h %02d min", whole / 3600, whole % 3600 / 60)
    }
}
