/// What a batch's search of its arguments did not take, by reason, so that the person who
/// ran it can tell why a file they expected was not scanned.
///
/// ```text
/// left out: 2 subfolders (add --recursive to scan them), 3 files that are not .jpg, .jpeg or .png (.heic 2, .txt 1), 1 hidden file or folder
/// ```
public struct LeftOutInputs: Sendable, Equatable {
    /// Folders inside a folder, not searched without `--recursive`.
    public var subfolders = 0
    /// Files whose extension is no photo's, by lower-case extension (`""` for none).
    public var otherExtensions: [String: Int] = [:]
    /// Files and folders whose name starts with a dot (`.DS_Store`, `._IMG_0001.jpg`, `.git`).
    public var hidden = 0
    /// Photos whose name an earlier argument gave already (the same folder named twice).
    public var duplicates = 0
    /// Links to a folder that leads back to itself, not searched again.
    public var linkCycles = 0
    /// Links to nothing, and folders that could not be listed.
    public var unreadable = 0
    /// Devices, sockets and pipes.
    public var other = 0

    /// Nothing left out.
    public init() {}

    /// Whether nothing was left out.
    public var isEmpty: Bool { self == LeftOutInputs() }

    /// One line for a person, starting `left out: `; nil when nothing was.
    public var text: String? {
        let extensionCounts = otherExtensions.sorted { ($0.value, $1.key) > ($1.value, $0.key) }
            .map { "\($0.key.isEmpty ? "no extension" : "." + $0.key) \($0.value)" }
        let otherFiles = otherExtensions.values.reduce(0, +)
        let parts: [(Int, String)] = [
            (subfolders, "\(counted(subfolders, "subfolder")) (add --recursive to scan them)"),
            (
                otherFiles,
                "\(counted(otherFiles, "file")) \(otherFiles == 1 ? "that is" : "that are") not .jpg, .jpeg or .png "
                    + "(\(extensionCounts.joined(separator: ", ")))"
            ),
            (hidden, counted(hidden, "hidden file or folder", plural: "hidden files or folders")),
            (duplicates, "\(counted(duplicates, "photo")) named twice (scanned once)"),
            (linkCycles, "\(counted(linkCycles, "link")) back to a folder already searched"),
            (unreadable, counted(unreadable, "broken link or unreadable folder", plural: "broken links or unreadable folders")),
            (other, counted(other, "device, socket or pipe", plural: "devices, sockets or pipes")),
        ]
        let said = parts.filter { $0.0 > 0 }.map(\.1)
        return said.isEmpty ? nil : "left out: " + said.joined(separator: ", ")
    }
}
