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

    /// The names of `found`'s photos without the folder's path and its slash.
    static func names(_ found: PhotoFinder.Found, in folder: Folder) -> [String] {
        found.photos.map { String($0.name.dropFirst(folder.url.path.count + 1)) }
    }

    @Test("photos by extension in any case, sorted by relative path; what is left out is counted by reason")
    func flat() throws {
        let folder = try Folder(Self.files)
        defer { folder.remove() }
        let found = try PhotoFinder.find([folder.url.path], recursive: false)
        #expect(found.photos.map(\.name) == ["A.JPEG", "b.jpg", "c.Png"].map { folder.url.path + "/" + $0 })
        #expect(found.leftOut.otherExtensions == ["txt": 1])
        #expect(found.leftOut.hidden == 3)  // .DS_Store, ._b.jpg, .hidden
        #expect(found.leftOut.subfolders == 1)  // 2024
        #expect(
            found.leftOut.text
                == "left out: 1 subfolder (add --recursive to scan them), 1 file that is not .jpg, .jpeg or .png (.txt 1), 3 hidden files or folders"
        )
    }

    @Test("--recursive descends into visible folders and names photos by their relative path")
    func recursive() throws {
        let folder = try Folder(Self.files)
        defer { folder.remove() }
        let found = try PhotoFinder.find([folder.url.path], recursive: true)
        #expect(Self.names(found, in: folder) == ["2024/a.jpg", "2024/deeper/x.png", "2024/z.jpg", "A.JPEG", "b.jpg", "c.Png"])
        #expect(found.photos.allSatisfy { FileManager.default.fileExists(atPath: $0.url.path) })
    }

    @Test("files named directly keep the order given; a missing path is an error that names it")
    func filesAndMissing() throws {
        let folder = try Folder(["one.jpg", "two.txt"])
        defer { folder.remove() }
        let paths = ["two.txt", "one.jpg"].map { folder.url.appendingPathComponent($0).path }
        let found = try PhotoFinder.find(paths.reversed() + [folder.url.path], recursive: false)
        #expect(found.photos.map(\.name) == [paths[1]])  // the folder's one.jpg is the same name again
        #expect(found.leftOut.duplicates == 1)
        #expect(found.leftOut.otherExtensions == ["txt": 2])
        let error = #expect(throws: PhotoFinder.Missing.self) {
            try PhotoFinder.find(["/nonexistent/x"], recursive: false)
        }
        #expect(error?.description == "'/nonexistent/x' does not exist (or is a link to nothing).")
    }

    @Test("links to photos and to folders are followed; a link cycle is searched once; a broken link is counted")
    func symbolicLinks() throws {
        let photos = try Folder(["real/a.jpg", "real/sub/b.png"])
        let links = try Folder([])
        defer {
            photos.remove()
            links.remove()
        }
        let manager = FileManager.default
        try manager.createDirectory(at: links.url, withIntermediateDirectories: true)
        try manager.createSymbolicLink(
            at: links.url.appendingPathComponent("linked.jpg"),
            withDestinationURL: photos.url.appendingPathComponent("real/a.jpg")
        )
        try manager.createSymbolicLink(
            at: links.url.appendingPathComponent("folder"),
            withDestinationURL: photos.url.appendingPathComponent("real")
        )
        try manager.createSymbolicLink(
            at: photos.url.appendingPathComponent("real/sub/loop"),
            withDestinationURL: photos.url.appendingPathComponent("real")
        )
        try manager.createSymbolicLink(
            at: links.url.appendingPathComponent("gone.jpg"),
            withDestinationURL: photos.url.appendingPathComponent("nothing.jpg")
        )

        let found = try PhotoFinder.find([links.url.path], recursive: true)
        #expect(Self.names(found, in: links) == ["folder/a.jpg", "folder/sub/b.png", "linked.jpg"])
        #expect(found.leftOut.linkCycles == 1)
        #expect(found.leftOut.unreadable == 1)
        #expect(try Data(contentsOf: found.photos[2].url) == Data("x".utf8))

        // A linked folder named as the argument itself is searched too.
        let direct = try PhotoFinder.find([links.url.appendingPathComponent("folder").path + "/"], recursive: false)
        #expect(direct.photos.map(\.name) == [links.url.appendingPathComponent("folder/a.jpg").path])
    }

    @Test("the same file names in two folders keep their folders in their names")
    func sameNamesInTwoFolders() throws {
        let folder = try Folder(["phoneA/IMG_0001.jpg", "phoneB/IMG_0001.jpg"])
        defer { folder.remove() }
        let paths = ["phoneA", "phoneB"].map { folder.url.appendingPathComponent($0).path }
        let found = try PhotoFinder.find(paths, recursive: false)
        #expect(found.photos.map(\.name) == paths.map { $0 + "/IMG_0001.jpg" })
    }
}
