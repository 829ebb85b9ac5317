import Foundation
import Testing

/// Runs `ticketscan batch` as a process over a folder of committed sample photos.
@Suite("ticketscan batch as a process")
struct BatchProcessTests {
    /// A temporary folder with five notices from samples/, a truncated JPEG and a text file.
    struct PhotoFolder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID())")
        static let notices = ["clean-012.jpg", "clean-013.jpg", "clean-014.jpg", "scan-016.jpg", "clean-010.jpg"]

        init() throws {
            try FileManager.default.createDirectory(at: url.appendingPathComponent("sub"), withIntermediateDirectories: true)
            let samples = ScanProcessTests.root.appendingPathComponent("samples")
            for name in Self.notices {
                try FileManager.default.copyItem(
                    at: samples.appendingPathComponent(name),
                    to: url.appendingPathComponent("sub").appendingPathComponent(name)
                )
            }
            let photo = try Data(contentsOf: samples.appendingPathComponent(Self.notices[0]))
            try photo.prefix(photo.count / 4).write(to: url.appendingPathComponent("cut.JPG"))
            try Data("not a photo".utf8).write(to: url.appendingPathComponent("notes.txt"))
        }

        func remove() { try? FileManager.default.removeItem(at: url) }

        /// The photos' names in the order a batch of the folder reports them.
        var names: [String] { (["cut.JPG"] + Self.notices.sorted().map { "sub/" + $0 }).map { url.path + "/" + $0 } }
    }

    /// The `file` and `response` of each JSON line, without the time it took.
    static func records(_ text: String) throws -> [String] {
        try text.split(separator: "\n").map { line in
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            let response = try JSONSerialization.data(withJSONObject: try #require(object["response"]), options: .sortedKeys)
            return "\(object["file"] ?? "") \(String(decoding: response, as: UTF8.self))"
        }
    }

    @Test("records come in sorted order, a cut file is invalid_image, stderr ends with the summary")
    func folder() throws {
        let folder = try PhotoFolder()
        defer { folder.remove() }
        let run = try ScanProcessTests.ticketscan(["batch", folder.url.path, "--recursive", "--now", "2025-03-07T12:30:00-08:00"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n")
        #expect(try Self.records(run.stdout).map { $0.split(separator: " ")[0] } == folder.names.map { Substring($0) })
        #expect(lines[0].contains(#""error_code":"invalid_image""#))
        #expect(lines.dropFirst().allSatisfy { $0.contains(#""success":true"#) })
        #expect(run.stderr.contains("6 photos in "))
        #expect(run.stderr.contains("success 5, invalid_image 1"))
        #expect(run.stderr.contains("left out: 1 file that is not .jpg, .jpeg or .png (.txt 1)"))
    }

    @Test("killed mid-batch with SIGKILL, --resume finishes it: every photo once, as a whole run gives")
    func killAndResume() throws {
        let folder = try PhotoFolder()
        defer { folder.remove() }
        let output = folder.url.appendingPathComponent("out.jsonl")
        let arguments = ["batch", folder.url.path, "--recursive", "--jobs", "1", "--output", output.path]

        let process = Process()
        process.executableURL = try ScanProcessTests.executable()
        process.arguments = arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, (try? String(contentsOf: output, encoding: .utf8))?.split(separator: "\n").count ?? 0 < 2 {
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        let partial = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").count
        #expect(partial >= 2 && partial < folder.names.count, "killed mid-batch")

        let resumed = try ScanProcessTests.ticketscan(arguments + ["--resume"])
        #expect(resumed.status == 0)
        #expect(resumed.stderr.contains("photos already in the output"))
        #expect(resumed.stderr.contains("resumed: \(partial) photos already in the output"))
        let whole = try ScanProcessTests.ticketscan(["batch", folder.url.path, "--recursive", "--jobs", "2"])
        #expect(try Self.records(String(contentsOf: output, encoding: .utf8)) == Self.records(whole.stdout))
    }

    @Test("an output that already holds results is refused without --resume, and kept")
    func refusesToOverwrite() throws {
        let folder = try PhotoFolder()
        defer { folder.remove() }
        let output = folder.url.appendingPathComponent("notes.txt")
        let run = try ScanProcessTests.ticketscan(["batch", folder.url.appendingPathComponent("cut.JPG").path, "--output", output.path])
        #expect(run.status != 0)
        #expect(run.stderr.contains("already holds results: pass --resume"))
        #expect(try String(contentsOf: output, encoding: .utf8) == "not a photo")
    }

    @Test("a full disk stops the batch with a clear message and a failing status")
    func fullDisk() throws {
        let folder = try PhotoFolder()
        defer { folder.remove() }
        let process = Process()
        process.executableURL = try ScanProcessTests.executable()
        process.arguments = ["batch", folder.url.path, "--recursive"]
        process.standardOutput = try FileHandle(forWritingTo: URL(fileURLWithPath: "/dev/full"))
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus != 0)
        #expect(stderr.contains("batch stopped: Cannot write the record of '\(folder.url.path)/cut.JPG'"))
        #expect(stderr.contains("0 photos in"))
    }

    @Test("--output /dev/null is written to; --resume of a device is refused before anything is read")
    func deviceOutput() throws {
        let folder = try PhotoFolder()
        defer { folder.remove() }
        let null = try ScanProcessTests.ticketscan(["batch", folder.url.path, "--output", "/dev/null"])
        #expect(null.status == 0)
        #expect(null.stderr.contains("1 photo in "))  // cut.JPG; sub/ is left out without --recursive
        let run = try ScanProcessTests.ticketscan(["batch", folder.url.path, "--output", "/dev/zero", "--resume"])
        #expect(run.status != 0)
        #expect(run.stderr.contains("--resume needs a regular file to read back, and '/dev/zero' is not one."))
        #expect(run.stdout.isEmpty)
    }

    @Test("--report-sightings records each mapped ticket once: a re-run finds the same sightings and adds none")
    func reportSightings() throws {
        let folder = try PhotoFolder()
        defer { folder.remove() }
        let database = "sqlite:\(folder.url.appendingPathComponent("db.sqlite").path)"
        let arguments = [
            "batch", folder.url.appendingPathComponent("sub").path, "--report-sightings", "--database", database,
            "--now", "2025-03-07T12:30:00-08:00",
        ]
        let first = try ScanProcessTests.ticketscan(arguments)
        let again = try ScanProcessTests.ticketscan(arguments)
        #expect(first.status == 0 && again.status == 0)

        let responses = try Self.responses(first.stdout)
        let mapped = responses.filter { $0["mapped_lot_id"] is Int && $0["ticket_date"] is String && $0["ticket_time"] is String }
        #expect(mapped.count >= 3)
        #expect(mapped.allSatisfy { $0["sighting_id"] is Int })
        #expect(responses.filter { !($0["mapped_lot_id"] is Int) }.allSatisfy { !($0["sighting_id"] is Int) })
        #expect(Set(mapped.compactMap { $0["sighting_id"] as? Int }).count == mapped.count)
        #expect(first.stderr.contains("sightings: \(mapped.count) recorded, 0 recorded before"))
        #expect(try Self.responses(again.stdout).map { $0["sighting_id"] as? Int } == responses.map { $0["sighting_id"] as? Int })
        #expect(again.stderr.contains("sightings: 0 recorded, \(mapped.count) recorded before"))
        let listed = try ScanProcessTests.ticketscan(["admin", "sightings", "--database", database])
        #expect(listed.stdout.split(separator: "\n").count == mapped.count + 1)
    }

    static func responses(_ jsonl: String) throws -> [[String: Any]] {
        try jsonl.split(separator: "\n").map { line in
            let object = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            return try #require(object["response"] as? [String: Any])
        }
    }

    @Test("--report-sightings needs --database, and --database needs --report-sightings")
    func reportSightingsOptions() throws {
        let missing = try ScanProcessTests.ticketscan(["batch", "/tmp", "--report-sightings"])
        #expect(missing.status != 0)
        #expect(missing.stderr.contains("--report-sightings needs --database URL."))
        let unused = try ScanProcessTests.ticketscan(["batch", "/tmp", "--database", "sqlite:x.sqlite"])
        #expect(unused.status != 0)
        #expect(unused.stderr.contains("--database is only used with --report-sightings."))
    }
}
