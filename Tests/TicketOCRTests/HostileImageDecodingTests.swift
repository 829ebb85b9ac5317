import Testing
import TicketOCR
import TicketTestSupport

/// The decoder over the committed hostile corpus (`Tests/HostileImages`): every file decodes
/// to a bounded image or is refused with the right error, without printing or aborting.
@Suite("Decoding hostile images")
struct HostileImageDecodingTests {
    let decoder = ImageDecoder()

    @Test("the manifest lists every kind of damage the corpus was made for")
    func manifest() throws {
        let entries = try HostileImages.manifest()
        #expect(entries.count >= 50)
        for expectation in ["ticket", "not_a_ticket", "invalid_image", "image_too_large"] {
            #expect(entries.contains { $0.expect == expectation })
        }
    }

    @Test("each file decodes or is refused as its manifest says", arguments: HostileImages.entries)
    func outcome(of entry: HostileImages.Entry) throws {
        let bytes = try entry.bytes()
        switch entry.expect {
        case "invalid_image":
            #expect(throws: ImageError.self) { try decoder.decode(bytes) }
            do {
                _ = try decoder.decode(bytes)
            } catch .tooLarge {
                Issue.record("refused as too large, but it is only broken")
            } catch {}
        case "image_too_large":
            do {
                _ = try decoder.decode(bytes)
                Issue.record("decoded")
            } catch .tooLarge {
            } catch {
                Issue.record("expected tooLarge, got \(error)")
            }
        default:
            let image = try decoder.decode(bytes).image
            #expect(max(image.width, image.height) <= decoder.limits.targetLongSide)
            #expect(min(image.width, image.height) >= 1)
        }
    }

    @Test(
        "the ticket cut short anywhere is corrupt every time, never half-read",
        arguments: [("ticket-base.jpg", 120), ("ticket-grey8.png", 60)]
    )
    func truncatedEverywhere(file: String, cuts: Int) throws {
        let bytes = try HostileImages.Entry.named(file).bytes()
        // From past the signature, so that every cut is sniffed as its format.
        for length in stride(from: 8, to: bytes.count, by: bytes.count / cuts) {
            do {
                _ = try decoder.decode(Array(bytes.prefix(length)))
                Issue.record("a cut at \(length) of \(bytes.count) bytes decoded")
            } catch .corrupt {
            } catch {
                Issue.record("a cut at \(length) gave \(error)")
            }
        }
    }

    @Test("a strip of 100000x1 pixels is scaled to 2400x1, not kept at full width")
    func thinStrip() throws {
        let image = try decoder.decode(HostileImages.Entry.named("ihdr-100000x1.png").bytes()).image
        #expect((image.width, image.height) == (2400, 1))
    }
}

extension HostileImages.Entry {
    /// The manifest's entry for `file`.
    static func named(_ file: String) throws -> HostileImages.Entry {
        try #require(HostileImages.entries.first { $0.file == file })
    }
}
