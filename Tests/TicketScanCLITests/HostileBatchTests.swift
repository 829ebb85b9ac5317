import Foundation
import Testing
import TicketTestSupport

/// `ticketscan batch` as a process over the committed hostile corpus (`Tests/HostileImages`).
@Suite("ticketscan batch over hostile images")
struct HostileBatchTests {
    @Test("every file gets its expected outcome in one run, quietly")
    func hostileFolder() throws {
        let entries = try HostileImages.manifest()
        let run = try ScanProcessTests.ticketscan([
            "batch", HostileImages.folder.path, "--jobs", "2",
            "--now", "2026-11-20T12:00:00-08:00",
        ])
        #expect(run.status == 0)
        var outcomes: [String: [String: Any]] = [:]
        for line in run.stdout.split(separator: "\n") {
            let record = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            // Records name their photos by the folder given and the file in it.
            let file = try #require(record["file"] as? String)
            #expect(file.hasPrefix(HostileImages.folder.path + "/"))
            outcomes[String(file.dropFirst(HostileImages.folder.path.count + 1))] = try #require(record["response"] as? [String: Any])
        }
        #expect(outcomes.count == entries.count)
        for entry in entries {
            let response = try #require(outcomes[entry.file], "\(entry.file) has no record")
            if entry.expect == "ticket" {
                #expect(response["success"] as? Bool == true, "\(entry.file)")
                for (key, value) in entry.fields ?? [:] {
                    #expect(response[key] as? String == value, "\(entry.file) \(key)")
                }
            } else {
                #expect(response["error_code"] as? String == entry.expect, "\(entry.file)")
            }
        }
        // The opening line, progress lines and the summary only: no message from libjpeg, libpng or Tesseract.
        let summary = run.stderr.split(separator: "\n").filter {
            !$0.hasPrefix("batch: ") && !$0.hasPrefix("  ") && !$0.contains("photos/s")
        }
        #expect(summary.isEmpty, "stderr: \(run.stderr)")
    }

    /// What a file that declares a huge image may add to the memory of a one-photo batch over
    /// an ordinary notice: a PNG of the largest size allowed (40 MP) holds 40 MB of grey pixels
    /// while it is scaled, beside its scaled copies. A 10000x10000 bomb decoded whole would add
    /// 100 MB or more.
    static let hugeImageAllowanceMB = 64

    /// The files whose headers declare huge or extreme sizes.
    static let sizeAttacks = HostileImages.entries.filter { entry in
        ["bomb-", "sof-", "ihdr-"].contains { entry.file.hasPrefix($0) }
    }

    /// The peak memory, in MB, of `ticketscan batch` over a folder holding only `file`.
    static func peakMemoryScanningAlone(_ file: String) throws -> Int {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent(file),
            withDestinationURL: HostileImages.folder.appendingPathComponent(file)
        )
        let run = try ScanProcessTests.ticketscan(["batch", folder.path, "--jobs", "1", "--now", "2026-11-20T12:00:00-08:00"])
        #expect(run.status == 0)
        return try #require(run.stderr.firstMatch(of: /peak memory (\d+) MB/).flatMap { Int($0.1) })
    }

    /// Each file alone, against an ordinary notice alone in the same environment: what the
    /// process needs anyway (its libraries, the engine, the allocator's habits, the machine's
    /// pages) cancels out, and what is left is what the file's declared size cost.
    @Test("a file declaring a huge image costs at most a bounded allowance over an ordinary notice", arguments: sizeAttacks)
    func hugeImageMemory(entry: HostileImages.Entry) throws {
        let ordinary = try Self.peakMemoryScanningAlone("ticket-base.jpg")
        let peak = try Self.peakMemoryScanningAlone(entry.file)
        // AddressSanitizer's shadow memory and quarantine more than double each allocation.
        let allowance = Self.hugeImageAllowanceMB * (Sanitizers.addressSanitizerIsActive ? 3 : 1)
        #expect(peak - ordinary < allowance, "\(entry.file): peak memory \(peak) MB, an ordinary notice \(ordinary) MB")
    }
}
