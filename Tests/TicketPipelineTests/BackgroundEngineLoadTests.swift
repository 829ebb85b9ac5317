import Foundation
import Testing
import TicketCore
import TicketOCR
import TicketPipeline

/// ``TesseractRecognizer/init(loadingInBackground:variables:)``: the engine loads on another
/// thread while the caller works, and is the same engine once there.
@Suite("Engine loaded in the background")
struct BackgroundEngineLoadTests {
    @Test("a scan with an engine loading in the background reads exactly as one loaded up front")
    func sameReading() throws {
        let bytes = try TestImages.sample("scan-019.jpg")
        let now = try #require(Instant.parse("2026-08-06T20:00:32-07:00"))
        let upFront = try TicketScanner(configuration: ScanConfiguration.readingEveryPhoto).scan(bytes, now: now).response
        let recognizer = TesseractRecognizer(loadingInBackground: .builtIn)
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: recognizer)
        for _ in 0..<2 {
            #expect(scanner.scan(bytes, now: now).response == upFront)
        }
        try recognizer.loaded()
        #expect(upFront.ticketLocation == "PAVILION STRUCTURE")
    }

    @Test("a load that fails is the error of loaded() and of every recognition")
    func failedLoad() throws {
        let recognizer = TesseractRecognizer(loadingInBackground: .tessdata("/nonexistent/tessdata"))
        for _ in 0..<2 {
            #expect(throws: OCRError.self) { try recognizer.loaded() }
        }
        do {
            _ = try recognizer.recognize(
                GrayImage(width: 8, height: 8, pixels: [UInt8](repeating: 255, count: 64)),
                segmentation: .singleBlock
            )
            Issue.record("recognition without an engine succeeded")
        } catch {
            #expect(error.code == .initialisationFailed)
            #expect(error.message.contains("/nonexistent/tessdata"))
        }
    }
}
