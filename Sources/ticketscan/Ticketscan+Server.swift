import ArgumentParser

extension Ticketscan {
    /// `serve` and `admin`, in builds with the `Server` trait (the default).
    #if Server
    static let serverCommands: [any ParsableCommand.Type] = [Serve.self, Admin.self]
    #else
    static let serverCommands: [any ParsableCommand.Type] = []
    #endif
}
