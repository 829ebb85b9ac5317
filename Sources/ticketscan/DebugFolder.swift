import ArgumentParser
import Foundation

/// The `--debug-dir` folder.
enum DebugFolder {
    /// Creates the folder (and its parents) if needed.
    static func create(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ValidationError("--debug-dir: cannot create '\(path)': \(error.localizedDescription)")
        }
        return url
    }

    /// The file name without folder and extension: `photos/a.jpg` -> `a`.
    static func stem(of path: String) -> String {
        URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
    }
}
