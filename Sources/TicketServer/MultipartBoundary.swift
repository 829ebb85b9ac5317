import Foundation

/// The boundary of a `multipart/form-data` body, read from its `Content-Type` and checked
/// against RFC 2046 before ``MultipartReader`` looks for it.
enum MultipartBoundary {
    /// The boundary of `contentType`, wherever its parameter sits and quoted or not.
    /// - Throws: ``APIError`` 400 when the type is not `multipart/form-data` or the boundary
    ///   is missing, empty, longer than 70 characters or holds a character RFC 2046 forbids.
    static func parse(contentType: String?) throws(APIError) -> String {
        guard let contentType else { throw .badRequest("Send the photo as multipart/form-data with a file field `image`.") }
        var parameters = contentType.split(separator: ";", omittingEmptySubsequences: false)
        let mediaType = parameters.removeFirst().trimmingCharacters(in: .whitespaces).lowercased()
        guard mediaType == "multipart/form-data" else {
            throw .badRequest("Send the photo as multipart/form-data with a file field `image`, not \(mediaType.prefix(60)).")
        }
        let boundaries = parameters.compactMap { parameter -> Substring? in
            let parts = parameter.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary" else { return nil }
            return Substring(parts[1].trimmingCharacters(in: .whitespaces))
        }
        guard boundaries.count == 1, var boundary = boundaries.first else {
            throw .badRequest("The multipart/form-data Content-Type needs exactly one boundary parameter.")
        }
        if boundary.count >= 2, boundary.first == "\"", boundary.last == "\"" {
            boundary = boundary.dropFirst().dropLast()
        }
        guard (1...70).contains(boundary.count), boundary.last != " ",
            boundary.unicodeScalars.allSatisfy({ allowed.contains($0) })
        else {
            throw .badRequest("The multipart boundary must be 1 to 70 letters, digits or '()+_,-./:=? characters.")
        }
        return String(boundary)
    }

    /// RFC 2046's `bchars`.
    private static let allowed = Set("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'()+_,-./:=? ".unicodeScalars)
}
