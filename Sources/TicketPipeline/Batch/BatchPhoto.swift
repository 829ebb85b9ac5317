public import Foundation

/// A photo found for a batch: where it is, and the name it is reported under.
public struct BatchPhoto: Sendable, Equatable {
    /// The file.
    public var url: URL
    /// The argument it was found under, as given, followed by its path inside that folder
    /// (`cams/phoneA/2024/IMG_0001.jpg`); the argument alone when it named the file itself.
    /// No two photos of a batch share it.
    public var name: String

    /// A photo at `url`, reported as `name`.
    public init(url: URL, name: String) {
        self.url = url
        self.name = name
    }
}
