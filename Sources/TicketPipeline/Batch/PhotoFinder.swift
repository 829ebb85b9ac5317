import Foundation

/// Finds the photos a batch scans: `.jpg`, `.jpeg` and `.png` files in any letter case, named
/// directly or inside folders, in a stable order, each under a name no other photo of the
/// batch has.
///
/// Each argument's photos come in turn, in the order the arguments were given; within a folder
/// they are sorted by their path inside it. A photo's name is the argument as given followed by
/// its path inside that folder (`cams/phoneA/IMG_0001.jpg`), so that two folders holding the
/// same file names never share a record, and `--resume` keys on it. Symbolic links are
/// followed, to photos and to folders alike; a link back to a folder being searched (a cycle)
/// is not searched again. Whatever is left out is counted by its reason (``LeftOutInputs``). Only
/// the paths are collected, never the photos.
public enum PhotoFinder {
    /// The file name extensions scanned, lower case.
    public static let extensions: Set<String> = ["jpg", "jpeg", "png"]

    /// What a search found.
    public struct Found: Sendable, Equatable {
        /// The photos, in scanning order.
        public var photos: [BatchPhoto] = []
        /// What was not taken, by reason.
        public var leftOut = LeftOutInputs()
    }

    /// The error for an argument that names nothing readable.
    public struct Missing: Error, Equatable, CustomStringConvertible {
        /// The argument as given.
        public var path: String
        public var description: String { "'\(path)' does not exist (or is a link to nothing)." }
    }

    /// The photos under `paths`.
    /// - Parameter recursive: also search the folders inside folders.
    /// - Throws: ``Missing`` for the first path that does not exist.
    public static func find(_ paths: [String], recursive: Bool) throws(Missing) -> Found {
        var search = Search(recursive: recursive)
        for path in paths {
            guard let kind = FileKind(path) else { throw Missing(path: path) }
            let name = displayName(of: path)
            switch kind {
            case .folder(let identity):
                search.folder(path: path, name: name, identity: identity, ancestors: [])
            case .file:
                search.file(path: path, name: name)
            case .other:
                search.found.leftOut.other += 1
            }
        }
        return search.found
    }

    /// Whether `name` ends in a photo extension, in any letter case.
    public static func isPhoto(_ name: String) -> Bool {
        extensions.contains(fileExtension(of: name))
    }

    /// The lower-case extension of `name`, without its dot; empty when it has none.
    static func fileExtension(of name: String) -> String {
        let file = name.split(separator: "/").last.map(String.init) ?? name
        guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return "" }
        return file[file.index(after: dot)...].lowercased()
    }

    /// `path` as a photo's name starts: as given, without trailing slashes, and nothing for `.`.
    static func displayName(of path: String) -> String {
        var name = path
        while name.count > 1, name.hasSuffix("/") { name.removeLast() }
        return name == "." ? "" : name
    }

    /// One walk over the arguments, collecting what it finds.
    private struct Search {
        let recursive: Bool
        var found = Found()
        var names: Set<String> = []

        init(recursive: Bool) {
            self.recursive = recursive
        }

        /// Searches the folder at `path`, named `name`; `ancestors` are the folders that lead to
        /// it, by identity, so that a link back to one of them is not followed round again.
        mutating func folder(path: String, name: String, identity: FileIdentity, ancestors: Set<FileIdentity>) {
            guard !ancestors.contains(identity) else {
                found.leftOut.linkCycles += 1
                return
            }
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: path) else {
                found.leftOut.unreadable += 1
                return
            }
            var listed: [Entry] = []
            for entry in entries {
                let entryPath = path.hasSuffix("/") ? path + entry : path + "/" + entry
                let entryName = name.isEmpty ? entry : name + "/" + entry
                switch FileKind(entryPath) {
                case nil:
                    found.leftOut.unreadable += 1
                case _ where entry.hasPrefix("."):
                    found.leftOut.hidden += 1
                case .folder(let identity):
                    if recursive {
                        listed.append(.folder(path: entryPath, name: entryName, identity: identity))
                    } else {
                        found.leftOut.subfolders += 1
                    }
                case .file:
                    listed.append(.file(path: entryPath, name: entryName))
                case .other:
                    found.leftOut.other += 1
                }
            }
            for entry in listed.sorted(by: { $0.sortKey < $1.sortKey }) {
                switch entry {
                case .file(let path, let name):
                    file(path: path, name: name)
                case .folder(let path, let name, let child):
                    folder(path: path, name: name, identity: child, ancestors: ancestors.union([identity]))
                }
            }
        }

        /// Takes the file at `path` if it is a photo by its name and no other photo has its name.
        mutating func file(path: String, name: String) {
            guard PhotoFinder.isPhoto(name) else {
                found.leftOut.otherExtensions[PhotoFinder.fileExtension(of: name), default: 0] += 1
                return
            }
            guard names.insert(name).inserted else {
                found.leftOut.duplicates += 1
                return
            }
            found.photos.append(BatchPhoto(url: URL(fileURLWithPath: path), name: name))
        }
    }
}

/// A file or folder inside a folder being searched.
private enum Entry {
    case file(path: String, name: String)
    case folder(path: String, name: String, identity: FileIdentity)

    /// What orders the entries of a folder: a folder's photos come where their whole names
    /// sort among the files beside it (`a-1.jpg` before `a/x.jpg`).
    var sortKey: String {
        switch self {
        case .file(_, let name): name
        case .folder(_, let name, _): name + "/"
        }
    }
}

/// What a path is once its links are followed.
private enum FileKind {
    case file
    case folder(FileIdentity)
    /// A device, socket or pipe.
    case other

    /// The kind of `path`; nil when it does not exist or is a link to nothing.
    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .file
        case S_IFDIR: self = .folder(FileIdentity(device: UInt64(info.st_dev), inode: UInt64(info.st_ino)))
        default: self = .other
        }
    }
}

/// A folder as the file system knows it, whatever links lead to it.
private struct FileIdentity: Hashable {
    var device: UInt64
    var inode: UInt64
}
