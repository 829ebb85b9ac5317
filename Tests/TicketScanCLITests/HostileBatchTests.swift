import Foundation
import Testing
import TicketTestSupport

/// `ticketscan batch` as a process over the committed hostile corpus (`Tests/HostileImages`).
@Suite("ticketscan batch over hostile images")
struct HostileBatchTests {
    @Test("every file gets its expected outcome in one run, quietly and in bounded memory")
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
        // AddressSanitizer's shadow memory and quarantine more than double a process's memory.
        let bound = Sanitizers.addressSanitizerIsActive ? 1000 : 300
        let peak = try #require(run.stderr.firstMatch(of: /peak memory (\d+) MB/).flatMap { Int($0.1) })
        #expect(peak < bound, "peak memory \(peak) MB")
    }
}
