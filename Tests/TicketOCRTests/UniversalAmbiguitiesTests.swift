import CTicketImaging
import Testing

/// Tesseract engines skip the legacy engine's table of universal ambiguities
/// (Sources/CTicketImaging/universal_ambigs.c). Every engine of the test suite, and of the
/// corpus regression, runs without it.
@Suite("Universal ambiguities")
struct UniversalAmbiguitiesTests {
    @Test("Tesseract's LoadUniversal is the one that leaves the table empty")
    func interposed() {
        #expect(CTicketImaging_skipsUniversalAmbiguities() == 1)
    }
}
