import Foundation
import Testing
import TicketCore
import TicketOCR
import TicketPipeline

@Suite("Scanner pool")
struct ScannerPoolTests {
    static func pool(workers: Int = 1, slots: Int) throws -> ScannerPool {
        try ScannerPool(workers: workers, slots: slots) {
            TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: FakeRecognizer(pages: []))
        }
    }

    @Test("slots run out, and a slot dropped unused is given back")
    func boundedSlots() throws {
        let pool = try Self.pool(slots: 2)
        defer { pool.shutdown() }
        var first = pool.reserve()
        let second = pool.reserve()
        #expect(first != nil && second != nil)
        #expect(pool.reserve() == nil)
        #expect(pool.depth == 2)
        first = nil
        #expect(pool.depth == 1)
        #expect(pool.reserve() != nil)
    }

    @Test("scans from many tasks all finish on the workers, and give their slots back")
    func scansFinish() async throws {
        let pool = try Self.pool(workers: 2, slots: 8)
        defer { pool.shutdown() }
        let page = try TestImages.pagePNG()
        let slots = try (0..<8).map { _ in try #require(pool.reserve()) }
        let outcomes = await withTaskGroup(of: ScanErrorCode?.self) { group in
            for (index, slot) in slots.enumerated() {
                group.addTask { await slot.scan(index.isMultiple(of: 2) ? page : [0x00], now: Date()).response.errorCode }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 == .invalidImage }.count == 4)
        #expect(outcomes.filter { $0 == .notATicket }.count == 4)
        #expect(pool.depth == 0)
    }

    @Test("a scanner that cannot be made fails the pool's start with its error")
    func failedStart() {
        #expect(throws: OCRError.self) {
            try ScannerPool(workers: 2, slots: 2) {
                try TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, model: .tessdata("/nonexistent"))
            }
        }
    }

    @Test("after shutdown no slot is given, and a slot taken before scans to ocr_failed instead of waiting forever")
    func shutdown() async throws {
        let pool = try Self.pool(slots: 2)
        let slot = try #require(pool.reserve())
        pool.shutdown()
        #expect(pool.reserve() == nil)
        #expect(await slot.scan([0x00], now: Date()).response.errorCode == .ocrFailed)
        #expect(pool.depth == 0)
    }
}
