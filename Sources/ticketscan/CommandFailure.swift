import ArgumentParser

/// An error that stopped a command whose arguments were fine (a file that cannot be read, a
/// corpus folder without its manifest), printed as `Error: ` and its sentence, without the
/// command's usage.
struct CommandFailure: Error, CustomStringConvertible {
    /// The sentence.
    var description: String

    /// What `error`, thrown while a command ran, is reported as: a `ValidationError` (which
    /// ArgumentParser would print with the root command's usage) as its message alone; any
    /// other error, `ExitCode` included, as it is.
    static func reported(_ error: any Error) -> any Error {
        guard let error = error as? ValidationError else { return error }
        return CommandFailure(description: error.message)
    }
}
