import Foundation
import Hummingbird
import Testing
import TicketServer

/// Bearer tokens: HS256 with the shared secret, `sub` a verified device, `exp` honoured.
@Suite("Device tokens")
struct AuthenticationTests {
    static func base64URL(_ text: String) -> String {
        Data(text.utf8).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
    }

    /// A token that claims `phone-1` until 2100 but carries no signature (`alg: none`).
    static let unsignedToken = base64URL(#"{"alg":"none","typ":"JWT"}"#) + "." + base64URL(#"{"sub":"phone-1","exp":4102444800}"#) + "."

    @Test(
        "every token that is not a verified device's valid token is 401 with a JSON body",
        arguments: [
            "missing", "not bearer", "malformed", "unsigned", "other secret", "expired", "unknown device", "unverified device",
        ]
    )
    func refused(_ kind: String) async throws {
        let fixture = try await ServerFixture(now: ScanEndpointTests.recentNow)
        let authorization: String? =
            switch kind {
            case "missing": nil
            case "not bearer": "Basic cGhvbmUtMTpwYXNz"
            case "malformed": "Bearer not.a.token"
            case "unsigned": "Bearer \(Self.unsignedToken)"
            case "other secret": "Bearer \(try await fixture.token("phone-1", secret: Array("another-secret-0123456789-0123456789abcdef".utf8)))"
            case "expired": "Bearer \(try await fixture.token("phone-1", expiry: Date().addingTimeInterval(-60)))"
            case "unknown device": "Bearer \(try await fixture.token("ghost"))"
            default: "Bearer \(try await fixture.token("unverified"))"
            }
        let form = MultipartForm(parts: [.init(name: "image", filename: "ticket.jpg", bytes: try Samples.bytes("clean-006.jpg"))])
        try await fixture.test { client in
            var headers: HTTPFields = [.contentType: form.contentType]
            if let authorization { headers[.authorization] = authorization }
            let response = try await client.execute(uri: "/ticket-scan", method: .post, headers: headers, body: ByteBuffer(bytes: form.body))
            #expect(response.status == .unauthorized)
            #expect(response.text.hasPrefix(#"{"error":"unauthorized","message":""#))
        }
    }

    @Test("a token signed by `admin token` is accepted by the server with the same secret")
    func roundTrip() async throws {
        let fixture = try await ServerFixture(now: ScanEndpointTests.recentNow)
        let token = try await fixture.token("phone-1")
        #expect(token.split(separator: ".").count == 3)
        let form = MultipartForm(parts: [.init(name: "image", filename: "ticket.jpg", bytes: Array("x".utf8))])
        try await fixture.test { client in
            let response = try await ServerFixture.scan(client, token: token, form: form)
            #expect(response.status == .ok)
        }
    }
}
