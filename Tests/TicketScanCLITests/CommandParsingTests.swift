import ArgumentParser
import Foundation
import Testing
import TicketPipeline

@testable import ticketscan

@Suite("Command-line parsing")
struct CommandParsingTests {
    static let photo = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/not-a-photo.txt").path

    @Test("scan takes images, --now, --lots, --timings and --debug-dir")
    func scanOptions() throws {
        let command = try Ticketscan.parseAsRoot([
            "scan", Self.photo, "--now", "2025-03-07T12:30:00-08:00", "--timings", "--debug-dir", "/tmp/x",
        ])
        let scan = try #require(command as? Scan)
        #expect(scan.images == [Self.photo])
        #expect(scan.timings)
        #expect(scan.debugDir == "/tmp/x")
        #expect(scan.options.instant == Date(timeIntervalSince1970: 1_741_379_400))
    }

    @Test("batch takes paths and its options, with defaults for a plain run")
    func batchOptions() throws {
        let plain = try #require(try Ticketscan.parseAsRoot(["batch", "photos"]) as? Batch)
        #expect(plain.paths == ["photos"])
        #expect(!plain.recursive && !plain.resume && plain.output == nil)
        #expect(plain.format == .jsonl)
        #expect(plain.jobs == ProcessInfo.processInfo.activeProcessorCount)
        let full = try #require(
            try Ticketscan.parseAsRoot([
                "batch", "a", "b.jpg", "--recursive", "--jobs", "1", "--output", "out.csv", "--format", "csv", "--resume",
                "--now", "2025-03-07T12:30:00-08:00",
            ]) as? Batch
        )
        #expect(full.paths == ["a", "b.jpg"])
        #expect(full.recursive && full.resume && full.jobs == 1 && full.output == "out.csv" && full.format == .csv)
    }

    @Test("batch refuses --resume without --output, --jobs 0 and an unknown format, saying why")
    func batchMistakes() {
        let cases: [([String], String)] = [
            (["batch", "a", "--resume"], "--resume continues an --output FILE"),
            (["batch", "a", "--jobs", "0"], "--jobs must be at least 1"),
            (["batch", "a", "--format", "xml"], "jsonl"),
            (["batch"], "PATH"),
        ]
        for (arguments, message) in cases {
            #expect {
                try Ticketscan.parseAsRoot(arguments)
            } throws: { error in
                Ticketscan.message(for: error).contains(message)
            }
        }
    }

    @Test("a missing image is refused with a clear message")
    func missingImage() {
        #expect {
            try Ticketscan.parseAsRoot(["scan", "/nonexistent/ticket.jpg"])
        } throws: { error in
            Ticketscan.message(for: error).contains("Cannot read '/nonexistent/ticket.jpg'")
        }
    }

    @Test("a malformed --now is refused with an example of the right form")
    func badNow() {
        #expect {
            try Ticketscan.parseAsRoot(["scan", Self.photo, "--now", "yesterday"])
        } throws: { error in
            Ticketscan.message(for: error).contains("2025-03-07T12:30:00-08:00")
        }
    }

    @Test("an unreadable --lots file is refused")
    func badLots() {
        #expect(throws: (any Error).self) {
            try Ticketscan.parseAsRoot(["scan", Self.photo, "--lots", "/nonexistent/lots.json"])
        }
    }

    @Test("--budget sets the scan's reading budget; none by default; zero, negative and --update-baseline refused")
    func budget() throws {
        let plain = try #require(try Ticketscan.parseAsRoot(["batch", "photos"]) as? Batch)
        #expect(try plain.options.engine.configuration().readingBudget == nil)
        let capped = try #require(try Ticketscan.parseAsRoot(["batch", "photos", "--budget", "0.5"]) as? Batch)
        #expect(try capped.options.engine.configuration().readingBudget == 0.5)
        let cases: [([String], String)] = [
            (["batch", "photos", "--budget", "0"], "--budget must be a number of seconds above 0"),
            (["scan", Self.photo, "--budget=-1"], "--budget must be a number of seconds above 0"),
            (["scan", Self.photo, "--budget", "-1"], "--budget must be a number of seconds above 0"),
            (["batch", "photos", "--jobs", "-2"], "--jobs must be at least 1."),
            (["batch", "photos", "--shard", "5/4"], "--shard takes K/N with 1 <= K <= N, such as 2/4; '5/4' is not one."),
            (["regress", "--budget", "1", "--update-baseline"], "the baseline holds the figures of scans without --budget"),
        ]
        for (arguments, message) in cases {
            #expect {
                try Ticketscan.parseAsRoot(arguments)
            } throws: { error in
                Ticketscan.message(for: error).contains(message)
            }
        }
    }

    @Test("regress defaults to the samples folder and two kinds of output")
    func regressOptions() throws {
        let command = try Ticketscan.parseAsRoot(["regress", "--markdown", "--report", "r.json"])
        let regress = try #require(command as? Regress)
        #expect(regress.directory == "samples")
        #expect(regress.markdown)
        #expect(regress.report == "r.json")
        #expect(!regress.updateBaseline)
    }

    @Test("serve takes its address, pool, limit and database, with the contract's defaults")
    func serveOptions() throws {
        let plain = try #require(try Ticketscan.parseAsRoot(["serve"]) as? Serve)
        #expect(plain.host == "127.0.0.1" && plain.port == 8080)
        #expect(plain.scansPerHour == 10)
        #expect(plain.workers == nil && plain.slots == nil)
        #expect(plain.database.database == nil)  // then TICKETSCAN_DATABASE, then the default
        #expect(DatabaseOptions.defaultURL == "sqlite:ticketscan.sqlite")
        let tuned = try #require(
            try Ticketscan.parseAsRoot([
                "serve", "--port", "0", "--workers", "1", "--slots", "3", "--scans-per-hour", "500",
                "--database", "postgres://tapout@db:5432/tapout",
            ]) as? Serve
        )
        #expect(tuned.port == 0 && tuned.workers == 1 && tuned.slots == 3 && tuned.scansPerHour == 500)
        for bad in [["--scans-per-hour", "0"], ["--workers", "0"], ["--port", "70000"], ["--database", "mysql://x"], ["--log-level", "loud"]] {
            #expect(throws: (any Error).self) { try Ticketscan.parseAsRoot(["serve"] + bad) }
        }
    }
}
