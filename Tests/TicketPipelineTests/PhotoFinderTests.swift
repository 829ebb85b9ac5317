import Foundation
import Testing
import TicketPipeline

@Suite("Finding the photos of a batch")
struct PhotoFinderTests {
    /// A temporary folder holding `files` (relative paths), removed by `remove()`.
    struct Folder {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("photos-\(UUID())")

        init(_ files: [String]) throws {
            for file in files {
                let url = url.appendingPathComponent(file)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data("x".utf8).write(to: url)
            }
        }

        func remove() { try? FileManager.default.removeItem(at: url) }
    }

    static let files = [
        "b.jpg", "A.JPEG", "c.Png", "notes.txt", ".DS_Store", "._b.jpg",
        "2024/z.jpg", "2024/a.jpg", "2024/deeper/x.png", ".hidden/y.jpg",
    ]

    @Test("photos by extension in any case, sorted by relative path; other and hidden files skipped")
    func flat() throws {
        let folder = try Folder(Self.files)
        defer { folder.remove() }
        let found = try PhotoFinder.find([folder.url.path], recursive: false)
        #expect(found.photos.map(\.name) == ["A.JPEG", "b.jpg", "c.Png"])
        #expect(found.skipped == 3)   // notes.txt, .DS_Store, ._b.jpg
    }

    @Test("--recursive descends into visible folders and names photos by their relative path")
    func recursive() throws {
        let folder = try Folder(Self.files)
        defer { folder.remove() }
        let found = try PhotoFinder.find([folder.url.path], recursive: true)
        #expect(found.photos.map(\.name) == ["2024/a.jpg", "2024/deeper/x.png", "2024/z.jpg", "A.JPEG", "b.jpg", "c.Png"])
        #expect(found.photos.allSatisfy { FileManager.default.fileExists(atPath: $0.url.path) })
    }

    @Test("files named directly keep the order given; a missing path is an error that names it")
    func filesAndMissing() throws {
        let folder = try Folder(["one.jpg", "two.txt"])
        defer { folder.remove() }
        let paths = ["two.txt", "one.jpg"].map { folder.url.appendingPathComponent($0).path }
        let found = try PhotoFinder.find(paths.reversed() + [folder.url.path], recursive: false)
        #expect(found.photos.map(\.name) == ["one.jpg", "one.jpg"])
        #expect(found.skipped == 2)
        let error = #expect(throws: PhotoFinder.Missing.self) {
            try PhotoFinder.find(["/nonexistent/x"], recursive: false)
        }
        #expect(error?.description == "'/nonexistent/x': no such file or folder")
    }
}
