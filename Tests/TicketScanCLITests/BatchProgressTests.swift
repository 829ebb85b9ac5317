import Testing

@testable import ticketscan

@Suite("Batch progress")
struct BatchProgressTests {
    @Test("progress says done/total, photos per second and the time left")
    func describe() {
        #expect(BatchProgress.describe(done: 45, total: 140, seconds: 23.7) == "45/140 photos, 1.9 photos/s, ETA 51 s")
        #expect(BatchProgress.describe(done: 140, total: 140, seconds: 70) == "140/140 photos, 2.0 photos/s")
        #expect(BatchProgress.describe(done: 0, total: 10, seconds: 0) == "0/10 photos, 0.0 photos/s")
        #expect(BatchProgress.duration(200) == "3 min 20 s")
        #expect(BatchProgress.duration(3900) == "1 h 05 min")
    }

    @Test("the bar fills in proportion")
    func bar() {
        #expect(BatchProgress.bar(done: 5, total: 10, width: 10) == "[#####.....]")
        #expect(BatchProgress.bar(done: 0, total: 0, width: 4) == "[####]")
    }
}
