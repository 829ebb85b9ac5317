import Foundation
import Testing

/// `ticketscan batch` over the inputs of real folders: links, the same names in two folders,
/// shards, a terminal shared by progress and records, and Ctrl-C.
@Suite("ticketscan batch over real folders")
struct BatchInputTests {
    static let now = ["--now", "2025-03-07T12:30:00-08:00"]

    static func sample(_ name: String) -> URL {
        ScanProcessTests.root.appendingPathComponent("samples").appendingPathComponent(name)
    }

    /// A temporary folder, removed by `remove()`.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("inputs-\(UUID())")

        init() throws {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }

        /// `path` inside the folder, its own folder created.
        func file(_ path: String) throws -> URL {
            let file = url.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            return file
        }

        func link(_ path: String, to destination: URL) throws {
            try FileManager.default.createSymbolicLink(at: try file(path), withDestinationURL: destination)
        }

        func copy(_ sample: String, to path: String) throws {
            try FileManager.default.copyItem(at: BatchInputTests.sample(sample), to: try file(path))
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    @Test("a folder of linked photos, a linked folder and a link cycle: every photo once, the cycle counted")
    func symbolicLinks() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.link("photos/one.jpg", to: Self.sample("clean-012.jpg"))
        try folder.link("photos/two.jpg", to: Self.sample("clean-013.jpg"))
        try folder.copy("clean-014.jpg", to: "elsewhere/three.jpg")
        try folder.link("photos/more", to: folder.url.appendingPathComponent("elsewhere"))
        try folder.link("elsewhere/back", to: folder.url.appendingPathComponent("photos"))
        try folder.link("linked-folder", to: folder.url.appendingPathComponent("photos"))

        let run = try ScanProcessTests.ticketscan(
            [
                "batch", folder.url.appendingPathComponent("linked-folder").path,
                "--recursive", "--jobs", "1",
            ] + Self.now
        )
        #expect(run.status == 0)
        let base = folder.url.appendingPathComponent("linked-folder").path
        #expect(
            try BatchProcessTests.records(run.stdout).map { String($0.split(separator: " ")[0]) }
                == ["more/three.jpg", "one.jpg", "two.jpg"].map { base + "/" + $0 }
        )
        #expect(run.stdout.split(separator: "\n").allSatisfy { $0.contains(#""success":true"#) })
        #expect(run.stderr.contains("left out: 1 link back to a folder already searched"))
    }

    @Test("the same file name in two folders: two records, and --resume scans the second folder's")
    func sameNamesAndResume() throws {
        let folder = try Folder()
        defer { folder.remove() }
        try folder.copy("clean-012.jpg", to: "cams/phoneA/IMG_0001.jpg")
        try folder.copy("clean-013.jpg", to: "cams/phoneB/IMG_0001.jpg")
        let (phoneA, phoneB) = (
            folder.url.appendingPathComponent("cams/phoneA").path,
            folder.url.appendingPathComponent("cams/phoneB").path
        )
        let output = folder.url.appendingPathComponent("out.jsonl")

        let first = try ScanProcessTests.ticketscan(["batch", phoneA, "--output", output.path] + Self.now)
        #expect(first.status == 0)
        let resumed = try ScanProcessTests.ticketscan(["batch", phoneA, phoneB, "--output", output.path, "--resume"] + Self.now)
        #expect(resumed.status == 0)
        #expect(resumed.stderr.contains("batch: 1 photo to scan, 1 already in the output"))
        let records = try BatchProcessTests.records(String(contentsOf: output, encoding: .utf8))
        #expect(records.map { String($0.split(separator: " ")[0]) } == [phoneA + "/IMG_0001.jpg", phoneB + "/IMG_0001.jpg"])
        let whole = try ScanProcessTests.ticketscan(["batch", phoneA, phoneB] + Self.now)
        #expect(try BatchProcessTests.records(whole.stdout) == records)
        #expect(records[0] != records[1].replacingOccurrences(of: "phoneB", with: "phoneA"))  // two different tickets
    }

    @Test("the shards of a batch together hold exactly the unsharded batch's records")
    func shards() throws {
        let folder = try BatchProcessTests.PhotoFolder()
        defer { folder.remove() }
        let arguments = ["batch", folder.url.path, "--recursive", "--jobs", "1"] + Self.now
        let whole = try BatchProcessTests.records(try ScanProcessTests.ticketscan(arguments).stdout)
        let shards = try (1...3).map { index in
            let run = try ScanProcessTests.ticketscan(arguments + ["--shard", "\(index)/3"])
            #expect(run.status == 0)
            #expect(run.stderr.contains("in shard \(index)/3"))
            return try BatchProcessTests.records(run.stdout)
        }
        #expect(shards.map(\.count).reduce(0, +) == whole.count)
        #expect(Set(shards.joined()) == Set(whole))
        #expect(shards.allSatisfy { shard in shard == whole.filter(shard.contains) })  // each in the batch's order
    }

    @Test("on a terminal, the progress bar never shares a line with a record")
    func terminal() throws {
        let folder = try BatchProcessTests.PhotoFolder()
        defer { folder.remove() }
        let command = ([try ScanProcessTests.executable().path, "batch", folder.url.path, "--recursive", "--jobs", "1"] + Self.now)
            .map { "'\($0)'" }.joined(separator: " ")
        // script(1) runs the batch on a pseudo-terminal: stdout and stderr both reach it.
        let run = try ScanProcessTests.run(URL(fileURLWithPath: "/usr/bin/script"), ["-qec", command, "/dev/null"])
        #expect(run.status == 0)
        // What each line shows once its carriage returns and erasures have been drawn.
        let shown = run.stdout.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n").map { line in
            String(line.split(separator: "\r", omittingEmptySubsequences: false).last ?? "").replacingOccurrences(of: "\u{1B}[K", with: "")
        }
        let records = shown.filter { $0.contains(#"{"file":"#) }
        #expect(records.count == folder.names.count)
        #expect(records.allSatisfy { $0.hasPrefix(#"{"file":"#) && $0.hasSuffix("}") })
        #expect(shown.contains { $0.hasPrefix("[########################] 6/6 photos") })
    }

    @Test("Ctrl-C says how many photos are recorded and how to resume; --resume then finishes the batch")
    func interrupt() throws {
        let folder = try BatchProcessTests.PhotoFolder()
        defer { folder.remove() }
        let output = folder.url.appendingPathComponent("out.jsonl")
        let arguments = ["batch", folder.url.path, "--recursive", "--jobs", "1", "--output", output.path] + Self.now
        let process = Process()
        process.executableURL = try ScanProcessTests.executable()
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, (try? String(contentsOf: output, encoding: .utf8))?.split(separator: "\n").count ?? 0 < 2 {
            Thread.sleep(forTimeInterval: 0.01)
        }
        kill(process.processIdentifier, SIGINT)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 130)
        let recorded = try String(contentsOf: output, encoding: .utf8).split(separator: "\n").count
        #expect(
            stderr.contains(
                "Interrupted: \(recorded) of 6 photos are recorded in \(output.path). "
                    + "To scan the other \(6 - recorded), run the same command with --resume."
            )
        )
        let resumed = try ScanProcessTests.ticketscan(arguments + ["--resume"])
        #expect(resumed.status == 0)
        #expect(try String(contentsOf: output, encoding: .utf8).split(separator: "\n").count == 6)
    }
}
