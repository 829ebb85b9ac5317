import Foundation
import Hummingbird
import Testing
import TicketCore
import TicketPipeline
import TicketServer

/// `openapi.yaml` describes what the server really does: the response's keys in order, the
/// error body's keys, every status the endpoint answers and every error code it sends.
@Suite("openapi.yaml")
struct OpenAPITests {
    static let spec = Result { try Samples.repositoryFile("openapi.yaml") }

    /// The list after `required:` in the schema `name`.
    static func required(in schema: String) throws -> [String] {
        let text = try spec.get()
        let start = try #require(text.range(of: "\n    \(schema):\n"))
        let line = try #require(text[start.upperBound...].split(separator: "\n").first { $0.contains("required:") })
        let list = try #require(line.split(separator: "[").last?.split(separator: "]").first)
        return list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The values of the `enum:` under `property` in the schema `name`.
    static func enumValues(of property: String, in schema: String) throws -> Set<String> {
        let text = try spec.get()
        let start = try #require(text.range(of: "\n    \(schema):\n"))
        let afterProperty = try #require(text[start.upperBound...].range(of: "\n        \(property):\n"))
        let line = try #require(text[afterProperty.upperBound...].split(separator: "\n").first { $0.contains("enum:") })
        let list = try #require(line.split(separator: "[").last?.split(separator: "]").first)
        return Set(list.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) })
    }

    @Test("TicketScanResponse lists every key the server writes, in the same order")
    func responseKeys() throws {
        let json = TicketScanResponse.failure(.notATicket).jsonText
        let keys = json.split(separator: ",").compactMap { field -> String? in
            guard let open = field.firstIndex(of: "\""), let close = field[field.index(after: open)...].firstIndex(of: "\"") else { return nil }
            return String(field[field.index(after: open)..<close])
        }
        #expect(try Self.required(in: "TicketScanResponse") == keys)
        #expect(
            try Self.enumValues(of: "error_code", in: "TicketScanResponse")
                == Set(ScanErrorCode.allCases.map(\.rawValue) + ["null"])
        )
    }

    @Test("every status and error code the endpoint answers is documented")
    func statusesAndCodes() async throws {
        let text = try Self.spec.get()
        let scanPath = try #require(text.range(of: "  /ticket-scan:"))
        let healthPath = try #require(text.range(of: "  /health:"))
        let documented = text[scanPath.upperBound..<healthPath.lowerBound]
        for status in [200, 400, 401, 408, 413, 429, 500, 503] {
            #expect(documented.contains("\"\(status)\":"), "status \(status) is not documented")
        }
        #expect(text.contains("  /metrics:"))
        #expect(try Self.required(in: "Error") == ["error", "message"])

        let fixture = try await ServerFixture(now: ScanEndpointTests.recentNow, slots: 1)
        let token = try await fixture.token("phone-1")
        let held = try #require(fixture.pool.reserve())
        let codes = try await fixture.test { client in
            var codes: [String] = []
            for response in [
                try await ServerFixture.scan(client, token: nil),
                try await ServerFixture.scan(client, token: token),
                try await client.execute(uri: "/nope", method: .get),
            ] {
                let body = try JSONSerialization.jsonObject(with: Data(response.text.utf8)) as? [String: String]
                codes.append(try #require(body?["error"]))
            }
            withExtendedLifetime(held) {}
            return codes
        }
        let documentedCodes = try Self.enumValues(of: "error", in: "Error")
        for code in codes + ["bad_request", "upload_timed_out", "rate_limited", "store_unavailable", "store_rejected"] {
            #expect(documentedCodes.contains(code), "error code \(code) is not documented")
        }
    }
}
