import Foundation

/// Messages for the person at the terminal, on stderr so stdout stays pure JSON.
enum Diagnostics {
    static func warn(_ message: String) {
        FileHandle.standardError.write(Data("ticketscan: \(message)\n".utf8))
    }

    static func info(_ message: String) {
        FileHandle.standardError.write(Data("\(message)\n".utf8))
    }
}
