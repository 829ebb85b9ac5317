import Foundation
import Testing
import TicketCore
import TicketOCR
import TicketPipeline
import TicketPreprocessing

@Suite("Rows of print looked for before any reading: none refuses a photo, too few straight ones read it as texture")
struct PrintRowsScanTests {
    @Test("a plain page is not_a_ticket without a reading; without the look for rows it is read")
    func refusedBeforeReading() throws {
        let recognizer = FakeRecognizer(pages: [])
        let result = TicketScanner(configuration: ScanConfiguration(), recognizer: recognizer)
            .scan(try TestImages.pagePNG(), now: TicketScannerTests.now)
        #expect(result.response == .failure(.notATicket))
        #expect(recognizer.calls == 0 && result.readings == 0)
        let reading = FakeRecognizer(pages: [])
        _ = TicketScanner(configuration: .readingEveryPhoto, recognizer: reading).scan(try TestImages.pagePNG(), now: TicketScannerTests.now)
        #expect(reading.calls > 0)
    }

    /// Print of grey 200 on paper of 235: no mark of it stands out at the usual ink factors,
    /// every one at the fainter look's.
    @Test("a slip whose print has faded to a grey near its paper's is read, its rows found by a fainter look")
    func fadedSlipRead() throws {
        let photo = try TestImages.slipPhotoPNG(printGrey: 200)
        let preprocessor = Preprocessor()
        let marks = preprocessor.printMarks(of: try ImageDecoder().decode(photo).image)
        let minimum = try #require(ScanConfiguration().minimumMarksInRows)
        #expect(preprocessor.rowsOfPrint(of: marks).marksInLongestRows < minimum)
        #expect(preprocessor.rowsOfPrint(of: preprocessor.fainterLook(at: marks)).marksInLongestRows >= minimum)
        let recognizer = FakeRecognizer(pages: [])
        let result = TicketScanner(configuration: ScanConfiguration(), recognizer: recognizer).scan(photo, now: TicketScannerTests.now)
        #expect(recognizer.calls > 0 && result.readings > 0)
        #expect(recognizer.segmentations.first == .singleBlock, "read as print, not as texture")
    }

    @Test("a photo of a slip with rows of print is read, first as a single block")
    func slipRead() throws {
        let recognizer = FakeRecognizer(pages: [])
        _ = TicketScanner(configuration: ScanConfiguration(), recognizer: recognizer).scan(try TestImages.slipPhotoPNG(), now: TicketScannerTests.now)
        #expect(recognizer.calls > 0)
        #expect(recognizer.segmentations.first == .singleBlock)
    }

    @Test("the thumbnail of a notice shows straight rows of print; that of a waterfall with four words on it shows none")
    func straightRows() throws {
        let preprocessor = Preprocessor()
        func straightRows(_ name: String, in folder: String) throws -> Int {
            let photo = try ImageDecoder().decode(TestImages.sample(name, in: folder)).image
            return preprocessor.rowsOfPrint(of: preprocessor.printMarks(of: photo)).straightRows
        }
        #expect(try straightRows("clean-010.jpg", in: "samples") >= 10)
        #expect(try straightRows("motion-111.jpg", in: "samples") >= 1, "the faintest notice")
        #expect(try straightRows("words-portrait-1.jpg", in: "samples-scenes") == 0)
    }

    @Test("a notice shows a straight row for every 350 marks or fewer; a coffee cup one among 452, grass one among thousands")
    func marksPerStraightRow() throws {
        let preprocessor = Preprocessor()
        func marksPerStraightRow(_ name: String, in folder: String) throws -> Int? {
            let photo = try ImageDecoder().decode(TestImages.sample(name, in: folder)).image
            return preprocessor.rowsOfPrint(of: preprocessor.printMarks(of: photo)).marksPerStraightRow
        }
        let most = try #require(ScanConfiguration().maximumMarksPerStraightRow)
        #expect(try marksPerStraightRow("clean-010.jpg", in: "samples") ?? .max < 100)
        #expect(try marksPerStraightRow("motion-111.jpg", in: "samples") ?? .max <= most, "the faintest notice")
        #expect(try marksPerStraightRow("negative-citydavis-132.jpg", in: "samples") ?? .max <= most, "a citation's print")
        #expect(try marksPerStraightRow("scene-coffee.jpg", in: "samples-scenes") ?? 0 > most)
        #expect(try marksPerStraightRow("scene-grass-12mp.jpg", in: "samples-scenes") ?? 0 > most)
        #expect(try marksPerStraightRow("words-portrait-5.jpg", in: "samples-scenes") ?? 0 > most)
    }

    /// A waterfall with four words on it shows no straight row; a portrait with words, one
    /// among 752 marks.
    @Test(
        "a photo without straight rows of print, or with one among many marks, is read as texture, with automatic layout only",
        arguments: ["words-portrait-1.jpg", "words-portrait-5.jpg"]
    )
    func textureReadWithAutomaticLayout(_ name: String) throws {
        let photo = try TestImages.sample(name, in: "samples-scenes")
        let recognizer = FakeRecognizer(pages: [])
        let result = TicketScanner(configuration: ScanConfiguration(), recognizer: recognizer).scan(photo, now: TicketScannerTests.now)
        #expect(result.response == .failure(.notATicket))
        #expect(recognizer.calls > 0)
        #expect(!recognizer.segmentations.contains(.singleBlock))
        var printFirst = ScanConfiguration()
        printFirst.maximumMarksPerStraightRow = nil
        let reading = FakeRecognizer(pages: [])
        _ = TicketScanner(configuration: printFirst, recognizer: reading).scan(photo, now: TicketScannerTests.now)
        #expect(reading.segmentations.first == .singleBlock)
    }

    /// A portrait with words, one straight row among 752 marks: stretched, its texture would
    /// only read as more texture.
    @Test("a photo whose thumbnail and readings show texture is not read with its contrast stretched; read as print first, it is")
    func textureNotContrastStretched() throws {
        let photo = try TestImages.sample("words-portrait-5.jpg", in: "samples-scenes")
        let configuration = ScanConfiguration()
        let stretched = try #require(
            configuration.ladder.firstIndex {
                if case .contrastStretched = $0 { return true }
                return false
            }
        )
        func stepsRun(_ configuration: ScanConfiguration) -> [Int] {
            TicketScanner(configuration: configuration, recognizer: FakeRecognizer(pages: []))
                .scan(photo, now: TicketScannerTests.now).steps.map(\.step)
        }
        #expect(!stepsRun(configuration).contains(stretched))
        var printFirst = configuration
        printFirst.maximumMarksPerStraightRow = nil
        #expect(stepsRun(printFirst).contains(stretched))
    }

    /// Grass at 12 MP: its lines' axis gives two ways to read each image.
    @Test("a photo read as texture from its first reading is read in its likeliest orientation alone; read as print, in more")
    func textureReadInOneTurn() throws {
        let photo = try TestImages.sample("scene-grass-12mp.jpg", in: "samples-scenes")
        func readings(_ configuration: ScanConfiguration) -> Int {
            let recognizer = FakeRecognizer(pages: [])
            _ = TicketScanner(configuration: configuration, recognizer: recognizer).scan(photo, now: TicketScannerTests.now)
            return recognizer.calls
        }
        var allTurns = ScanConfiguration()
        allTurns.textureTurns = nil
        #expect(readings(ScanConfiguration()) < readings(allTurns))
    }

    /// Grass at 12 MP, decoded at 2016x1512: its text block would be enlarged to 2400 px, and
    /// its whole photo read at 2016 px, turned.
    @Test("a photo read as texture is read at most 1200 px long, turned or not; read as print, larger")
    func textureReadingsCapped() throws {
        let photo = try TestImages.sample("scene-grass-12mp.jpg", in: "samples-scenes")
        func readSides(_ configuration: ScanConfiguration) -> [Int] {
            let recognizer = FakeRecognizer(pages: [])
            _ = TicketScanner(configuration: configuration, recognizer: recognizer).scan(photo, now: TicketScannerTests.now)
            return recognizer.imageSizes.map { max($0.width, $0.height) }
        }
        let configuration = ScanConfiguration()
        let texture = readSides(configuration)
        #expect(texture.first ?? .max <= configuration.textureSlipSide, "the text block, upright")
        // A turn by any angle makes the long side at most the diagonal of the image turned.
        let turned = Int((Double(configuration.textureSlipSide) * 2.0.squareRoot()).rounded(.up))
        #expect(!texture.isEmpty && texture.allSatisfy { $0 <= turned })
        var uncapped = configuration
        uncapped.textureSlipSide = configuration.preprocess.maxSlipSide
        let print = readSides(uncapped)
        #expect(print.first ?? 0 > configuration.textureSlipSide)
        #expect(print.contains { $0 > turned })
    }
}
