import Foundation
import Testing
import TicketOCR

@Suite("Tesseract engine")
struct TesseractEngineTests {
    /// Debian's stock models (`tesseract-ocr-eng`, installed for the tests).
    static let stockFolder = "/usr/share/tesseract-ocr/5/tessdata"

    @Test("one engine reads printed lines, with boxes and line and word confidences, and is reusable")
    func recognisesLines() throws {
        let engine = try TesseractEngine()
        let image = try ImageDecoder().decode(Fixture.bytes("two-lines.png")).image
        for _ in 0..<2 {
            let lines = try engine.recognize(image, segmentation: .singleBlock)
            #expect(lines.map(\.text) == ["Date: 3/7/2025", "Location: LOT 15"])
            #expect(lines.allSatisfy { $0.confidence > 80 })
            #expect(lines.map(\.wordConfidences.count) == [2, 3])
            #expect(lines.map(\.wordBoxes.count) == [2, 3])
            #expect(lines.allSatisfy { line in line.wordBoxes.allSatisfy { $0.y >= line.box.y - 2 && $0.width > 0 } })
            #expect(lines.allSatisfy { $0.wordConfidences.allSatisfy { $0 > 60 && $0 <= 100 } })
            #expect(lines[0].box.y < lines[1].box.y)
            #expect(lines.allSatisfy { $0.box.width > 200 && $0.box.height > 20 })
        }
    }

    @Test("Tesseract's OpenMP regions run on the recognising thread alone, whatever OMP_THREAD_LIMIT says")
    func openMPConfinedToCallingThread() throws {
        let engine = try TesseractEngine()
        let image = try ImageDecoder().decode(Fixture.bytes("two-lines.png")).image
        _ = try engine.recognize(image, segmentation: .singleBlock)
        let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), "omp_get_max_active_levels"))
        let maxActiveLevels = unsafeBitCast(symbol, to: (@convention(c) () -> Int32).self)
        #expect(maxActiveLevels() == 0)
    }

    @Test("recognition stops at its deadline, with the lines read so far; a deadline it meets changes nothing")
    func deadline() throws {
        let engine = try TesseractEngine()
        let image = try ImageDecoder().decode(Fixture.bytes("two-lines.png")).image
        let whole = try engine.recognize(image, segmentation: .singleBlock)
        #expect(try engine.recognize(image, segmentation: .singleBlock, deadline: .now + .seconds(60)) == whole)
        #expect(try engine.recognize(image, segmentation: .singleBlock, deadline: .now - .seconds(1)).isEmpty)
        let cut = try engine.recognize(image, segmentation: .singleBlock, deadline: .now - .seconds(1)) { _ in image.height }
        #expect(cut.lines.isEmpty && cut.cut == nil, "the deadline, not the row, stopped it")
        #expect(try engine.recognize(image, segmentation: .singleBlock) == whole, "the engine reads on after a stop")
    }

    @Test("recognition stops at its next word once another thread raises its cancel")
    func cancel() throws {
        let engine = try TesseractEngine()
        let image = try ImageDecoder().decode(Fixture.bytes("two-lines.png")).image
        let whole = try engine.recognize(image, segmentation: .singleBlock)
        #expect(try engine.recognize(image, segmentation: .singleBlock, cancel: RecognitionCancel()) == whole)
        let raised = RecognitionCancel()
        raised.cancel()
        #expect(raised.isCancelled)
        #expect(try engine.recognize(image, segmentation: .singleBlock, cancel: raised).isEmpty)
        let cut = try engine.recognize(image, segmentation: .singleBlock, cancel: raised) { _ in nil }
        #expect(cut.lines.isEmpty && cut.cut == nil)
        #expect(try engine.recognize(image, segmentation: .singleBlock) == whole, "the engine reads on after a cancel")
    }

    @Test("a blank image gives no lines")
    func blank() throws {
        let engine = try TesseractEngine()
        let blank = GrayImage(width: 64, height: 64, pixels: [UInt8](repeating: 255, count: 64 * 64))
        #expect(try engine.recognize(blank).isEmpty)
    }

    @Test("a missing language or folder is an error naming it, not a crash")
    func missingLanguage() {
        let stock = Self.stockFolder
        #expect(
            throws: OCRError(
                code: .initialisationFailed,
                message: "cannot load Tesseract language 'zzz' from \(stock): cannot read \(stock)/zzz.traineddata"
            )
        ) {
            try TesseractEngine(model: .tessdata(stock, language: "zzz"))
        }
        #expect(
            throws: OCRError(
                code: .initialisationFailed,
                message: "cannot load Tesseract language 'eng' from /nonexistent: cannot read /nonexistent/eng.traineddata"
            )
        ) {
            try TesseractEngine(model: .tessdata("/nonexistent"))
        }
    }

    @Test("a file that is not a model, or a truncated one, is an error naming it, not a crash or a print")
    func notAModel() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ticketscan-not-a-model-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a model".utf8).write(to: folder.appendingPathComponent("eng.traineddata"))
        let file = folder.appendingPathComponent("eng.traineddata")
        let stock = try Data(contentsOf: URL(fileURLWithPath: Self.stockFolder).appendingPathComponent("eng.traineddata"))
        for bytes in [Data("not a model".utf8), Data(), stock.prefix(stock.count / 2), stock.prefix(196)] {
            try bytes.write(to: file)
            #expect(
                throws: OCRError(
                    code: .initialisationFailed,
                    message: "cannot load Tesseract language 'eng' from \(folder.path): \(file.path) is not a Tesseract LSTM model"
                ),
                "\(bytes.count) bytes"
            ) {
                try TesseractEngine(model: .tessdata(folder.path))
            }
        }
    }

    @Test("the built-in model and Debian's stock English model both read a fixture")
    func models() throws {
        let image = try ImageDecoder().decode(Fixture.bytes("two-lines.png")).image
        for model in [RecognitionModel.builtIn, .tessdata(Self.stockFolder)] {
            let lines = try TesseractEngine(model: model).recognize(image, segmentation: .singleBlock)
            #expect(lines.map(\.text) == ["Date: 3/7/2025", "Location: LOT 15"], "\(model.description)")
        }
    }
}
