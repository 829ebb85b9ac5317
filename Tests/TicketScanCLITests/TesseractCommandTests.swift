import Foundation
import Testing

/// `regress --tesseract-command`, the comparison with plain `tesseract IMAGE stdout`: it runs
/// the `tesseract` program found on `PATH`, and says what to install when there is none,
/// before reading any photo.
@Suite("regress --tesseract-command")
struct TesseractCommandTests {
    /// A folder of its own for one test: a corpus of clean-010 alone, and a `bin` folder to
    /// put on `PATH`.
    struct Workspace {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tesseract-command-\(UUID())")
        var corpus: URL { folder.appendingPathComponent("corpus") }
        var bin: URL { folder.appendingPathComponent("bin") }
        var report: URL { folder.appendingPathComponent("report.json") }

        init() throws {
            let files = FileManager.default
            try files.createDirectory(at: corpus, withIntermediateDirectories: true)
            try files.createDirectory(at: bin, withIntermediateDirectories: true)
            try files.copyItem(
                at: ScanProcessTests.root.appendingPathComponent("samples/clean-010.jpg"),
                to: corpus.appendingPathComponent("clean-010.jpg")
            )
            let manifest = #"""
                {"version": 1, "samples": [{"file": "clean-010.jpg", "conditions": ["clean"],
                 "now": "2025-07-28T21:51:49-07:00",
                 "expected": {"success": true, "error_code": null, "ticket_date": "2025-06-05",
                  "ticket_time": "12:50", "ticket_location": "LOT 15", "mapped_lot_id": 2, "is_recent": false}}]}
                """#
            try Data(manifest.utf8).write(to: corpus.appendingPathComponent("manifest.json"))
        }

        /// Runs `ticketscan regress` on the corpus with `--tesseract-command` and `PATH` set to
        /// `path`.
        func regress(path: String) throws -> ScanProcessTests.Run {
            try ScanProcessTests.ticketscan(["regress", corpus.path, "--tesseract-command", "--report", report.path]) {
                $0.environment = ["PATH": path]
            }
        }

        func remove() {
            try? FileManager.default.removeItem(at: folder)
        }
    }

    @Test("without a tesseract program on PATH, regress says what to install and reads nothing")
    func missingProgram() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try workspace.regress(path: workspace.bin.path)
        #expect(run.status != 0)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr
                == "Error: --tesseract-command runs the tesseract program, and there is none on this PATH: "
                + "install it (sudo apt-get install tesseract-ocr, or scripts/install-system-packages.sh --bench) "
                + "and run regress again.\n"
        )
        #expect(!FileManager.default.fileExists(atPath: workspace.report.path))
    }

    @Test("the tesseract program found on PATH reads each photo, and its lines are parsed")
    func programOnPath() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        // A stand-in for tesseract that prints what tesseract reads on clean-010, once it was
        // given the photo and `stdout`; a folder on PATH before it holds no tesseract.
        let script = """
            #!/bin/sh
            [ "$2" = stdout ] && [ -f "$1" ] || exit 2
            printf '%s\\n' 'UNIVERSITY OF CALIFORNIA,' 'DAVIS TRANSPORTATION SVCS' 'PARKING INVOICE' \
                'Notice #: 25E56404' 'Date: 6/5/2025' 'Time: 12:50' 'Location: LOT 15'
            """
        let program = workspace.bin.appendingPathComponent("tesseract")
        try Data(script.utf8).write(to: program)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
        let run = try workspace.regress(path: "\(workspace.folder.path):\(workspace.bin.path):/usr/bin:/bin")
        #expect(run.status == 0, "\(run.stderr)")
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: workspace.report)) as? [String: Any]
        )
        let overall = try #require(report["overall"] as? [String: Any])
        for field in ["date", "time", "location", "lot", "is_recent"] {
            #expect((overall[field] as? NSNumber)?.doubleValue == 1, "\(field)")
        }
    }
}
