import Foundation
import Testing

/// Runs the built `ticketscan` executable as a user would, to check what reaches stdout,
/// stderr and the exit status, library noise included.
@Suite("ticketscan scan as a process")
struct ScanProcessTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `ticketscan` executable built beside the test bundle.
    static func executable() throws -> URL {
        let folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [folder, folder.deletingLastPathComponent()].map { $0.appendingPathComponent("ticketscan") }
        return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
    }

    /// Runs `ticketscan` (built beside the test bundle) with `arguments`, after `configure`
    /// (environment, working directory) has seen the process.
    static func ticketscan(_ arguments: [String], configure: (Process) -> Void = { _ in }) throws -> Run {
        try run(try executable(), arguments, configure: configure)
    }

    /// Runs the program at `executable` with `arguments` and collects what it prints.
    static func run(_ executable: URL, _ arguments: [String], configure: (Process) -> Void = { _ in }) throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        configure(process)
        let (out, err) = (Pipe(), Pipe())
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let stdout = out.fileHandleForReading.readDataToEndOfFile()
        let stderr = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus,
            stdout: String(decoding: stdout, as: UTF8.self),
            stderr: String(decoding: stderr, as: UTF8.self)
        )
    }

    @Test("corrupt and foreign files give invalid_image records naming each file, exit 0 and a silent stderr")
    func badFilesAreOutcomes() throws {
        let truncated = FileManager.default.temporaryDirectory.appendingPathComponent("truncated-\(UUID()).jpg")
        let photo = try Data(contentsOf: Self.root.appendingPathComponent("Tests/TicketOCRTests/Fixtures/Landscape_1.jpg"))
        try photo.prefix(photo.count / 3).write(to: truncated)
        let truncatedPNG = FileManager.default.temporaryDirectory.appendingPathComponent("truncated-\(UUID()).png")
        let png = try Data(contentsOf: Self.root.appendingPathComponent("Tests/TicketOCRTests/Fixtures/two-lines.png"))
        try png.prefix(png.count / 2).write(to: truncatedPNG)
        defer { for file in [truncated, truncatedPNG] { try? FileManager.default.removeItem(at: file) } }
        let text = Self.root.appendingPathComponent("Tests/TicketScanCLITests/Fixtures/not-a-photo.txt")

        let run = try Self.ticketscan(["scan", truncated.path, truncatedPNG.path, text.path])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        // Several photos: each line names its photo, as batch's records do.
        let records = try BatchProcessTests.records(run.stdout)
        #expect(records.map { String($0.split(separator: " ")[0]) } == [truncated.path, truncatedPNG.path, text.path])
        #expect(records.allSatisfy { $0.contains(#""error_code":"invalid_image""#) })
    }

    @Test("a photo that is no notice is not_a_ticket, with nothing on stderr")
    func photoWithoutNotice() throws {
        let photo = Self.root.appendingPathComponent("Tests/TicketOCRTests/Fixtures/Portrait_6.jpg")
        let run = try Self.ticketscan(["scan", photo.path])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        #expect(run.stdout.hasPrefix(#"{"success":false,"error_code":"not_a_ticket","#))
    }

    @Test("traineddata that cannot be loaded fails the command with the file named, no JSON, and nothing from Tesseract")
    func missingTraineddata() throws {
        let photo = Self.root.appendingPathComponent("Tests/TicketOCRTests/Fixtures/Portrait_6.jpg")
        let run = try Self.ticketscan(["scan", "--tessdata", "/nonexistent/tessdata", photo.path, photo.path])
        #expect(run.status != 0)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr.contains("cannot load Tesseract language 'eng' from /nonexistent/tessdata: cannot read /nonexistent/tessdata/eng.traineddata")
        )
        #expect(!run.stderr.contains("TESSDATA_PREFIX"), "Tesseract printed: \(run.stderr)")
    }

    @Test("a missing file fails with its name and no JSON")
    func missingFile() throws {
        let run = try Self.ticketscan(["scan", "/nonexistent/ticket.jpg"])
        #expect(run.status != 0)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("Cannot read '/nonexistent/ticket.jpg'"))
    }
}
