public import Foundation

/// A photo found for a batch: where it is, and the name it is reported under.
public struct BatchPhoto: Sendable, Equatable {
    /// The file.
    public var url: URL
    /// Its path relative to the argument it was found under (`2024/IMG_0001.jpg`), or its
    /// file name when the argument named the file itself.
    public var name: String

    public init(url: URL, name: String) {
        self.url = url
        self.name = name
    }
}

/// Finds the photos a batch scans: `.jpg`, `.jpeg` and `.png` files in any letter case,
/// named directly or inside folders, in a stable order.
///
/// Each argument's photos come in turn, in the order the arguments were given; within a
/// folder they are sorted by their relative path. Hidden folders are not searched; hidden
/// files (`.DS_Store`, `._IMG_0001.jpg`) and every other file that is no photo are counted
/// as skipped. Only the paths are collected, never the photos.
public enum PhotoFinder {
    /// The file name extensions scanned, lower case.
    public static let extensions: Set<String> = ["jpg", "jpeg", "png"]

    /// What a search found.
    public struct Found: Sendable, Equatable {
        /// The photos, in scanning order.
        public var photos: [BatchPhoto] = []
        /// Files that are no photo by their name, and hidden files.
        public var skipped = 0
    }

    /// The error for an argument that names nothing readable.
    public struct Missing: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var description: String { "'\(path)': no such file or folder" }
    }

    /// The photos under `paths`.
    /// - Parameter recursive: also search the folders inside folders.
    /// - Throws: ``Missing`` for the first path that does not exist.
    public static func find(_ paths: [String], recursive: Bool) throws(Missing) -> Found {
        var found = Found()
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else {
                throw Missing(path: path)
            }
            let url = URL(fileURLWithPath: path, isDirectory: isFolder.boolValue)
            if isFolder.boolValue {
                search(url, recursive: recursive, into: &found)
            } else {
                add(BatchPhoto(url: url, name: url.lastPathComponent), to: &found)
            }
        }
        return found
    }

    /// Whether `name` ends in a photo extension, in any letter case.
    public static func isPhoto(_ name: String) -> Bool {
        extensions.contains((name as NSString).pathExtension.lowercased())
    }

    private static func search(_ folder: URL, recursive: Bool, into found: inout Found) {
        let keys: [URLResourceKey] = [.isRegularFileKey, .isDirectoryKey]
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: keys) else {
            return
        }
        let base = folder.standardizedFileURL.path
        var photos: [BatchPhoto] = []
        for case let url as URL in enumerator {
            let values = try? url.resourceValues(forKeys: Set(keys))
            if values?.isDirectory == true {
                if !recursive || url.lastPathComponent.hasPrefix(".") { enumerator.skipDescendants() }
            } else if values?.isRegularFile == true {
                let path = url.standardizedFileURL.path
                let name = path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : url.lastPathComponent
                if url.lastPathComponent.hasPrefix(".") { found.skipped += 1 } else { photos.append(BatchPhoto(url: url, name: name)) }
            }
        }
        for photo in photos.sorted(by: { $0.name < $1.name }) { add(photo, to: &found) }
    }

    private static func add(_ photo: BatchPhoto, to found: inout Found) {
        if isPhoto(photo.name) { found.photos.append(photo) } else { found.skipped += 1 }
    }
}
