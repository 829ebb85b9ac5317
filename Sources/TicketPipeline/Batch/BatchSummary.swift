import TicketCore

/// The counts a batch ends with: outcomes, mapped lots, recent tickets, time per photo, peak
/// memory, and the photos that reached the reading budget.
///
/// ```text
/// 140 photos in 71.2 s (1.97 photos/s), median 0.38 s per photo, peak memory 146 MB
///   success 108, not_a_ticket 24, fields_unreadable 8
///   mapped: ARC 25, HUTCH 24, MU 23, TERCERO 22; recent 41
///   left out: 2 subfolders (add --recursive to scan them), 1 hidden file or folder
///   resumed: 12 photos already in the output
///   budget: 9 photos reached --budget 0.50 s, so fields they lack may read without it
/// ```
public struct BatchSummary: Sendable, Equatable {
    /// Photos scanned in this run.
    public private(set) var scanned = 0
    /// Scans per outcome: `success` or an error code.
    public private(set) var outcomes: [String: Int] = [:]
    /// Scans per mapped lot code.
    public private(set) var lots: [String: Int] = [:]
    /// Scans of recent tickets.
    public private(set) var recent = 0
    /// What the search of the batch's arguments did not take.
    public var leftOut = LeftOutInputs()
    /// The shard the batch scanned (`--shard`), if any.
    public var shard: BatchShard?
    /// The photos found in all shards together, when the batch scanned one shard.
    public var photosInAllShards = 0
    /// Photos left out because the output already held them (`--resume`).
    public var alreadyDone = 0
    /// The process's peak resident memory in bytes, when known.
    public var peakMemoryBytes: Int?
    /// The reading budget of the scans in seconds (``ScanConfiguration/readingBudget``), if any.
    public var budgetSeconds: Double?
    private var milliseconds: [Int] = []

    public init() {}

    /// Counts one scanned photo.
    public mutating func add(_ record: BatchRecord) {
        scanned += 1
        outcomes[record.response.errorCode?.rawValue ?? "success", default: 0] += 1
        if let code = record.response.mappedLotCode { lots[code, default: 0] += 1 }
        if record.response.isRecent { recent += 1 }
        milliseconds.append(record.elapsedMilliseconds)
    }

    /// Photos whose scan took the whole budget or more: readings may have been left undone.
    public var reachedBudget: Int {
        guard let budgetSeconds else { return 0 }
        return milliseconds.count { Double($0) >= budgetSeconds * 1000 }
    }

    /// The median time per photo, in seconds; 0 before any photo.
    public var medianSeconds: Double {
        guard !milliseconds.isEmpty else { return 0 }
        return Double(milliseconds.sorted()[milliseconds.count / 2]) / 1000
    }

    /// The line that opens a batch on stderr, before any scan: how many of the photos found
    /// it will scan (`toScan`), and what it left out.
    ///
    /// ```text
    /// batch: 35 photos to scan in shard 2/4 (47 of the 190 found), 12 already in the output; left out: 1 hidden file or folder
    /// ```
    public func opening(toScan: Int) -> String {
        var text = "batch: \(counted(toScan, "photo")) to scan"
        if let shard { text += " in shard \(shard) (\(toScan + alreadyDone) of the \(photosInAllShards) found)" }
        if alreadyDone > 0 { text += ", \(alreadyDone) already in the output" }
        return text + (leftOut.text.map { "; " + $0 } ?? "")
    }

    /// The summary as lines for a person, given the run's wall-clock time.
    public func text(totalSeconds: Double) -> String {
        let rate = totalSeconds > 0 ? Double(scanned) / totalSeconds : 0
        var lines = [
            "\(counted(scanned, "photo")) in \(Self.format(totalSeconds)) s (\(Self.format(rate)) photos/s), "
                + "median \(Self.format(medianSeconds)) s per photo"
                + (peakMemoryBytes.map { ", peak memory \($0 >> 20) MB" } ?? "")
        ]
        let order = ["success"] + ScanErrorCode.allCases.map(\.rawValue)
        let outcomeText = order.compactMap { key in outcomes[key].map { "\(key) \($0)" } }
        if !outcomeText.isEmpty { lines.append("  " + outcomeText.joined(separator: ", ")) }
        let lotText = lots.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }
        lines.append("  mapped: " + (lotText.isEmpty ? "none" : lotText.joined(separator: ", ")) + "; recent \(recent)")
        if let shard {
            lines.append("  shard \(shard) of the \(photosInAllShards) photos found")
        }
        if let leftOutText = leftOut.text { lines.append("  " + leftOutText) }
        if alreadyDone > 0 { lines.append("  resumed: \(counted(alreadyDone, "photo")) already in the output") }
        if let budgetSeconds {
            lines.append(
                "  budget: \(counted(reachedBudget, "photo")) reached --budget \(Self.format(budgetSeconds)) s, "
                    + "so fields they lack may read without it"
            )
        }
        return lines.joined(separator: "\n")
    }

    private static func format(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
