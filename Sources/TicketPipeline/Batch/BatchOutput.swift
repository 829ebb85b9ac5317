public import Foundation

/// Where a batch writes its records, one whole line per `write`, straight to the file
/// descriptor: a line is on disk (in the page cache) once `write` returns, so a crash or a
/// kill loses at most the photo in flight.
public final class BatchOutput: @unchecked Sendable {
    // `handle` is only written to by one delivering worker at a time (`OrderedWorkers`).
    private let handle: FileHandle
    private let format: BatchFormat
    private let closesHandle: Bool

    /// The errors of opening or writing the output, with a sentence for the person.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Records to standard output.
    public init(standardOutputIn format: BatchFormat) {
        handle = .standardOutput
        self.format = format
        closesHandle = false
        format.header.map { try? handle.write(contentsOf: Data(($0 + "\n").utf8)) }
    }

    /// Opens `url` for a batch's records and returns the names of the photos it already
    /// holds.
    ///
    /// A new or empty file gets the format's header. An existing one is refused unless
    /// `resume` is set: then the photos it records are done, a last line cut short by a
    /// crash is cut off, and new records are appended. Something that is no regular file
    /// (`/dev/null`, a pipe, a terminal) is written to as it is, and cannot be resumed.
    public init(file url: URL, format: BatchFormat, resume: Bool) throws(Failure) {
        self.format = format
        closesHandle = true
        let path = url.path
        let exists = FileManager.default.fileExists(atPath: path)
        if exists, (try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType) != .typeRegular {
            guard !resume else {
                throw Failure(description: "--resume needs a regular file to read back, and '\(path)' is not one.")
            }
            guard let handle = FileHandle(forWritingAtPath: path) else {
                throw Failure(description: "Cannot open '\(path)' for writing.")
            }
            self.handle = handle
            format.header.map { try? handle.write(contentsOf: Data(($0 + "\n").utf8)) }
            return
        }
        let existing = exists ? (try? Data(contentsOf: url)) : nil
        if exists, existing == nil {
            throw Failure(description: "Cannot read '\(path)' to resume it.")
        }
        if let existing, !existing.isEmpty, !resume {
            throw Failure(description: "'\(path)' already holds results: pass --resume to continue it, or choose another --output.")
        }
        let complete = Self.completeLength(of: existing ?? Data())
        guard let names = Self.photos(recordedIn: (existing ?? Data()).prefix(complete), as: format) else {
            throw Failure(description: "'\(path)' is not \(format.rawValue) output of ticketscan batch, so it cannot be resumed.")
        }
        done = names
        if existing == nil, !FileManager.default.createFile(atPath: path, contents: nil) {
            throw Failure(description: "Cannot create '\(path)': its folder does not exist or is not writable.")
        }
        do {
            handle = try FileHandle(forUpdating: url)
            try handle.truncate(atOffset: UInt64(complete))
            try handle.seekToEnd()
            if complete == 0, let header = format.header { try handle.write(contentsOf: Data((header + "\n").utf8)) }
        } catch {
            throw Failure(description: "Cannot write '\(path)': \(error.localizedDescription)")
        }
    }

    /// The photos the output held when it was opened.
    public private(set) var done: Set<String> = []

    deinit {
        if closesHandle { try? handle.close() }
    }

    /// Writes `record` as one line.
    /// - Throws: ``Failure`` when the line cannot be written (a full disk, a closed pipe).
    public func write(_ record: BatchRecord) throws(Failure) {
        do {
            try handle.write(contentsOf: Data((format.line(for: record) + "\n").utf8))
        } catch {
            throw Failure(description: "Cannot write the record of '\(record.file)': \(error.localizedDescription)")
        }
    }

    /// The photos whose records make up `lines`; nil when they are not records of
    /// `format` (another format's output, or some other file).
    private static func photos(recordedIn lines: Data, as format: BatchFormat) -> Set<String>? {
        let lines = String(decoding: lines, as: UTF8.self).split(separator: "\n")
        guard !lines.isEmpty else { return [] }
        if let header = format.header, lines.first != Substring(header) { return nil }
        let names = (format.header == nil ? lines[...] : lines.dropFirst()).map(format.file(inLine:))
        return names.contains(nil) ? nil : Set(names.compactMap { $0 })
    }

    /// The length of `data` up to and with its last line break: what a crash left whole.
    private static func completeLength(of data: Data) -> Int {
        guard let last = data.lastIndex(of: UInt8(ascii: "\n")) else { return 0 }
        return data.distance(from: data.startIndex, to: last) + 1
    }
}
