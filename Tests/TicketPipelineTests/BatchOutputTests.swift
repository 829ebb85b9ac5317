import Foundation
import Testing
import TicketCore

@testable import TicketPipeline

@Suite("Batch records and their output file")
struct BatchOutputTests {
    static let now = LotFifteenTicket.now

    /// LOT 15 on 2025-03-07 at 10:42, recent at `now`.
    static let ticket = LotFifteenTicket.response

    /// Its date read by two readings, its time by one, its location by a fallback.
    static let confidence = FieldConfidences(date: .agreed, time: .read, location: .rechecked)

    static func record(_ file: String, _ response: TicketScanResponse = ticket, ms: Int = 412) -> BatchRecord {
        BatchRecord(file: file, response: response, confidence: response.success ? confidence : FieldConfidences(), elapsedMilliseconds: ms)
    }

    static func temporaryFile() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID())")
    }

    @Test("a JSON line holds the file, the response in contract order, each field's confidence and the time")
    func jsonLine() {
        let line = BatchFormat.jsonl.line(for: Self.record("2024/a \"b\".jpg"))
        #expect(
            line == #"{"file":"2024/a \"b\".jpg","response":"# + Self.ticket.jsonText
                + #","confidence":{"ticket_date":"agreed","ticket_time":"read","ticket_location":"rechecked"},"elapsed_ms":412}"#
        )
        let unread = BatchFormat.jsonl.line(for: Self.record("b.jpg", .failure(.notATicket)))
        #expect(unread.contains(#""confidence":{"ticket_date":null,"ticket_time":null,"ticket_location":null}"#))
        #expect(BatchFormat.jsonl.file(inLine: line[...]) == "2024/a \"b\".jpg")
    }

    @Test("a CSV row has one cell per field, quoted where needed, and gives its file back")
    func csvRow() {
        let failure = Self.record("odd, \"name\".jpg", .failure(.notATicket), ms: 90)
        let row = BatchFormat.csv.line(for: failure)
        #expect(row.hasPrefix(#""odd, ""name"".jpg",false,not_a_ticket,This does not look"#))
        #expect(row.hasSuffix(",,,,,,,false,,0,,,,90"))
        #expect(BatchFormat.csv.file(inLine: row[...]) == "odd, \"name\".jpg")
        #expect(
            BatchFormat.csv.line(for: Self.record("a.jpg"))
                == "a.jpg,true,,,2025-03-07,10:42,LOT 15,2,Quad Structure,MU,true,,0,agreed,read,rechecked,412"
        )
        #expect(BatchFormat.csv.header?.split(separator: ",").count == BatchFormat.csvColumns.count)
        #expect(BatchFormat.csv.file(inLine: BatchFormat.csv.header![...]) == nil)
        #expect(BatchFormat.csv.file(inLine: #""broken"#) == nil)
    }

    @Test("a new CSV file starts with its header; an existing one is refused without --resume")
    func newAndExisting() throws {
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            let output = try BatchOutput(file: url, format: .csv, resume: false)
            try output.write(Self.record("a.jpg"))
        }
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.split(separator: "\n").count == 2)
        #expect(text.hasPrefix("file,success,"))
        #expect(throws: BatchOutput.Failure.self) { try BatchOutput(file: url, format: .csv, resume: false) }
    }

    @Test("--resume knows the photos done, cuts a line a crash left half-written, and appends")
    func resume() throws {
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let whole = ["a.jpg", "b.jpg"].map { BatchFormat.jsonl.line(for: Self.record($0)) + "\n" }.joined()
        let cut = BatchFormat.jsonl.line(for: Self.record("c.jpg")).prefix(40)
        try Data((whole + cut).utf8).write(to: url)

        do {
            let output = try BatchOutput(file: url, format: .jsonl, resume: true)
            #expect(output.done == ["a.jpg", "b.jpg"])
            try output.write(Self.record("c.jpg"))
        }
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
        #expect(lines.compactMap { BatchFormat.jsonl.file(inLine: $0) } == ["a.jpg", "b.jpg", "c.jpg"])
    }

    @Test("--resume refuses a file that is not this format's output, and leaves it as it was")
    func resumeForeign() throws {
        let url = Self.temporaryFile()
        defer { try? FileManager.default.removeItem(at: url) }
        let jsonl = BatchFormat.jsonl.line(for: Self.record("a.jpg")) + "\n{\"file\":"
        try Data(jsonl.utf8).write(to: url)
        #expect(throws: BatchOutput.Failure.self) { try BatchOutput(file: url, format: .csv, resume: true) }
        try Data("my notes\n".utf8).write(to: url)
        #expect(throws: BatchOutput.Failure.self) { try BatchOutput(file: url, format: .jsonl, resume: true) }
        #expect(try String(contentsOf: url, encoding: .utf8) == "my notes\n")
    }

    @Test("the summary counts outcomes, lots, recent tickets and the median time")
    func summary() {
        var summary = BatchSummary()
        summary.add(Self.record("a.jpg", ms: 300))
        summary.add(Self.record("b.jpg", ms: 500))
        summary.add(Self.record("c.jpg", .failure(.invalidImage), ms: 2))
        summary.leftOut.otherExtensions = ["heic": 2, "txt": 1]
        summary.alreadyDone = 4
        summary.shard = BatchShard("2/3")
        summary.photosInAllShards = 21
        summary.peakMemoryBytes = 150 << 20
        #expect(summary.outcomes == ["success": 2, "invalid_image": 1])
        #expect(summary.lots == ["MU": 2])
        #expect(summary.recent == 2)
        #expect(summary.medianSeconds == 0.3)
        #expect(
            summary.text(totalSeconds: 1.5) == """
                3 photos in 1.50 s (2.00 photos/s), median 0.30 s per photo, peak memory 150 MB
                  success 2, invalid_image 1
                  mapped: MU 2; recent 2
                  shard 2/3 of the 21 photos found
                  left out: 3 files that are not .jpg, .jpeg or .png (.heic 2, .txt 1)
                  resumed: 4 photos already in the output
                """
        )
        #expect(
            summary.opening(toScan: 3)
                == "batch: 3 photos to scan in shard 2/3 (7 of the 21 found), 4 already in the output; "
                + "left out: 3 files that are not .jpg, .jpeg or .png (.heic 2, .txt 1)"
        )
    }

    @Test("with a reading budget, the summary counts the photos that reached it")
    func summaryOfBudget() {
        var summary = BatchSummary()
        summary.budgetSeconds = 0.5
        summary.add(Self.record("a.jpg", ms: 300))
        summary.add(Self.record("b.jpg", ms: 500))
        summary.add(Self.record("c.jpg", ms: 1200))
        #expect(summary.reachedBudget == 2)
        #expect(summary.text(totalSeconds: 2).hasSuffix("\n  budget: 2 photos reached --budget 0.50 s, so fields they lack may read without it"))
    }

    @Test("shards split any names into disjoint parts that together are all of them, the same on every run")
    func shards() throws {
        let names = (0..<500).map { "cams/phone\($0 % 7)/IMG_\($0).jpg" }
        let parts = (1...4).map { index in names.filter { BatchShard(index: index, count: 4)!.contains($0) } }
        #expect(parts.map(\.count).reduce(0, +) == names.count)
        #expect(Set(parts.joined()) == Set(names))
        #expect(parts.allSatisfy { $0.count > 80 })  // roughly a quarter each
        #expect(BatchShard.hash("a") == 0xaf63_dc4c_8601_ec8c)  // FNV-1a 64, fixed across runs and machines
        #expect(BatchShard("1/1")!.contains("anything"))
        for text in ["0/4", "5/4", "4", "a/b", "1/0", "-1/4", "1/4/2", ""] { #expect(BatchShard(text) == nil) }
        #expect(BatchShard("3/8")?.description == "3/8")
    }

    @Test("a device or a pipe is written to as it is, with no resume")
    func deviceOutput() throws {
        let null = URL(fileURLWithPath: "/dev/null")
        let output = try BatchOutput(file: null, format: .csv, resume: false)
        try output.write(Self.record("a.jpg"))
        #expect(output.done.isEmpty)
        let error = #expect(throws: BatchOutput.Failure.self) { try BatchOutput(file: null, format: .jsonl, resume: true) }
        #expect(error?.description == "--resume needs a regular file to read back, and '/dev/null' is not one.")
    }
}
