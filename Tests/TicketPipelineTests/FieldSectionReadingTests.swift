import Foundation
import Testing
import TicketCore
import TicketOCR
import TicketPipeline
import TicketPreprocessing

@Suite("Reading the field section first")
struct FieldSectionReadingTests {
    static let header = ["UNIVERSITY OF CALIFORNIA,", "DAVIS TRANSPORTATION SVCS", "PARKING INVOICE", "Notice #: 25B02040"]
    static let rest = ["INVOICE INFORMATION", "PAYMENT INFORMATION", "Due Date: 4/6/2025", "VEHICLE INFORMATION"]

    @Test("Tesseract stopped below the fields reads exactly the lines a whole reading starts with, and is reusable")
    func stoppedReadingIsThePrefixOfTheWhole() throws {
        let decoded = try ImageDecoder().decode(TestImages.sample("clean-010.jpg"))
        let preprocessor = Preprocessor()
        let slip = try #require(preprocessor.normalisedTextBlock(in: decoded.image))
        let prepared = preprocessor.oriented(slip, degrees: try #require(preprocessor.orientationCandidates(for: slip).first))
        let engine = try TesseractEngine(variables: TesseractRecognizer.settings)
        let whole = try engine.recognize(prepared, segmentation: .singleBlock)
        let (section, cut) = try engine.recognize(prepared, segmentation: .singleBlock, cut: FieldSection().cut(lines:))
        let row = try #require(cut)
        #expect(section.count < whole.count / 2)
        #expect(section == Array(whole.prefix(section.count)))
        #expect(section.map(\.text).contains("Location: LOT 15"))
        #expect(whole[section.count].box.y >= row)
        #expect(try engine.recognize(prepared, segmentation: .singleBlock) == whole)
        let uncut = try engine.recognize(prepared, segmentation: .singleBlock, cut: { _ in nil })
        #expect(uncut.cut == nil && uncut.lines == whole)
    }

    @Test("a field section that shows a notice and all three labels is the reading: nothing more is recognised")
    func sectionSuffices() throws {
        let fake = SectionRecognizer(
            section: Self.header + ["Date: 3/7/2025", "Time: 10:42", "Location: LOT 15"],
            whole: ["Date: 1/1/2020"]
        )
        let response = try Self.scan(with: fake)
        #expect(response.ticketDate == "2025-03-07" && response.ticketTime == "10:42" && response.ticketLocation == "LOT 15")
        #expect(fake.calls == ["section"])
    }

    @Test("a field section that shows a notice with its three fields read is the reading, its time on the date's line")
    func sectionWithTimeOnTheDateLine() throws {
        let fake = SectionRecognizer(
            section: Self.header + ["Date/Time: 3/7/2025 10:42", "Location: LOT 15"],
            whole: ["Date: 1/1/2020"]
        )
        let response = try Self.scan(with: fake)
        #expect(response.ticketDate == "2025-03-07" && response.ticketTime == "10:42" && response.ticketLocation == "LOT 15")
        #expect(fake.calls == ["section"])
        let timeUnread = SectionRecognizer(
            section: Self.header + ["Date: 3/7/2025", "Location: LOT 15"],
            whole: Self.header + ["Date: 3/7/2025", "Location: LOT 15", "Time: 10:42"] + Self.rest
        )
        #expect(try Self.scan(with: timeUnread).ticketTime == "10:42")
        #expect(timeUnread.calls == ["section", "whole singleBlock"], "a field unread and a label missing")
    }

    @Test("a field section without a label, or without a notice, is read again whole")
    func sectionFallsBackToWhole() throws {
        let whole = Self.header + ["Date: 3/7/2025", "Time: 10:42", "Location: LOT 15"] + Self.rest
        let cutShort = SectionRecognizer(section: Self.header + ["Date: 3/7/2025", "Time: 10:42"], whole: whole)
        #expect(try Self.scan(with: cutShort).ticketLocation == "LOT 15")
        #expect(cutShort.calls == ["section", "whole singleBlock"])
        let noNotice = SectionRecognizer(section: ["ɔ ı ʇ ʎ", "SMUDGED 7"], whole: whole, worded: true)
        #expect(try Self.scan(with: noNotice).ticketTime == "10:42")
        #expect(noNotice.calls == ["section", "whole singleBlock"], "a clear line above the section")
        let phrase = SectionRecognizer(section: ["ɔ ı ʇ ʎ", "PARKING INVOICE"], whole: whole)
        #expect(try Self.scan(with: phrase).ticketTime == "10:42")
        #expect(phrase.calls == ["section", "whole singleBlock"], "a phrase of a notice, though no line is clear")
    }

    @Test("a field section that shows no print at all, neither a clear line nor a phrase of a notice, ends the reading")
    func sectionOfNoPrint() throws {
        let whole = Self.header + ["Date: 3/7/2025", "Time: 10:42", "Location: LOT 15"] + Self.rest
        let junk = SectionRecognizer(section: ["ɔ ı ʇ ʎ", "~~~"], whole: whole)
        #expect(try Self.scan(with: junk).ticketTime == "10:42", "read by the next segmentation")
        #expect(junk.calls.prefix(2) == ["section", "whole automatic"], "the slip is not recognised again whole")
        let texture = SectionRecognizer(section: ["ɔ ı ʇ ʎ", "~~~"], whole: whole, slipLines: 54)
        #expect(try Self.scan(with: texture).ticketTime == "10:42")
        #expect(texture.calls == ["section", "whole singleBlock"], "a layout of 54 lines is read whole, to tell texture")
    }

    @Test("a field section of other upright print, with no phrase of a notice, is the reading of its image")
    func sectionOfOtherPrint() throws {
        let receipt = ["GROCERY OUTLET", "MILK 3.49", "BREAD 2.99", "TOTAL 12.80"]
        let recognizer = SectionRecognizer(section: receipt, whole: receipt, worded: true)
        #expect(try Self.scan(with: recognizer).errorCode == .notATicket)
        #expect(recognizer.calls == ["section"], "the page is not read again whole, nor turned")
    }

    @Test("only a scan's first reading is read section first, the later ones whole at once")
    func sectionFirstOnlyOnce() throws {
        let receipt = ["GROCERY OUTLET", "MILK 3.49", "Date: 3/7/2025", "TOTAL 12.80"]
        let recognizer = SectionRecognizer(section: receipt, whole: receipt)
        #expect(try Self.scan(with: recognizer).errorCode == .notATicket)
        #expect(recognizer.calls.first == "section")
        #expect(recognizer.calls.count(where: { $0 == "section" }) == 1)
        #expect(recognizer.calls.count(where: { $0 == "whole singleBlock" }) >= 3, "the later orientations")
    }

    @Test("every reading read whole stops below the first 60 lines of a page of noise")
    func wholeReadingsBounded() throws {
        let receipt = ["GROCERY OUTLET", "MILK 3.49", "Date: 3/7/2025", "TOTAL 12.80"]
        let recognizer = SectionRecognizer(section: receipt, whole: receipt)
        #expect(try Self.scan(with: recognizer).errorCode == .notATicket)
        let wholeCuts = zip(recognizer.calls, recognizer.noiseCuts).filter { $0.0 != "section" }.map(\.1)
        #expect(wholeCuts.count >= 3)
        #expect(wholeCuts.allSatisfy { $0 == 30 * 59 + 20 }, "the bottom of the 60th line")
    }

    @Test("a first reading whose layout shows no field section stops below its first 60 lines, as later readings do")
    func sectionlessFirstReadingBounded() throws {
        let receipt = ["GROCERY OUTLET", "MILK 3.49", "Date: 3/7/2025", "TOTAL 12.80"]
        let recognizer = SectionRecognizer(section: receipt, whole: receipt)
        #expect(try Self.scan(with: recognizer).errorCode == .notATicket)
        #expect(recognizer.gaplessCuts.first == 20 * 59 + 20, "the bottom of the 60th line")
        #expect(recognizer.gaplessCuts.dropFirst().allSatisfy { $0 == 20 * 59 + 20 }, "as every later reading")
    }

    @Test("a first reading stops below its first 60 lines even when the field section ends further down")
    func sectionFirstReadingBounded() throws {
        let receipt = ["GROCERY OUTLET", "MILK 3.49", "Date: 3/7/2025", "TOTAL 12.80"]
        let recognizer = SectionRecognizer(section: receipt, whole: receipt)
        #expect(try Self.scan(with: recognizer).errorCode == .notATicket)
        #expect(FieldSection().cut(lines: SectionRecognizer.longLayout).map { $0 > 30 * 59 + 20 } == true)
        #expect(recognizer.longCuts.first == 30 * 59 + 20, "the bottom of the 60th line, above the section's end")
    }

    static func scan(with recognizer: SectionRecognizer) throws -> TicketScanResponse {
        let scanner = TicketScanner(configuration: ScanConfiguration.readingEveryPhoto, recognizer: recognizer)
        return scanner.scan(try TestImages.pagePNG(), now: TicketScannerTests.now).response
    }
}

/// A recognizer that reads `section` when the cut it is given stops a slip's layout early
/// (at the field section) and `whole` otherwise, and records which it was asked for and where
/// the cut stops a page of noise.
final class SectionRecognizer: TextRecognizer {
    private let section: [RecognizedLine]
    private let whole: [RecognizedLine]
    private(set) var calls: [String] = []
    /// The row each reading's cut gives the layout of a page of noise, ``noiseLayout``.
    private(set) var noiseCuts: [Int?] = []
    /// The row each reading's cut gives a page of noise without a gap, ``gaplessLayout``.
    private(set) var gaplessCuts: [Int?] = []
    /// The row each reading's cut gives a long page, ``longLayout``.
    private(set) var longCuts: [Int?] = []

    /// A slip's layout: 27 lines 30 px apart (by default), with the banner's wider gap
    /// after the first 37% of them (the tenth of 27).
    private let slipLayout: [RecognizedLine.Box]
    /// A page of noise: 80 lines 30 px apart.
    static let noiseLayout = (0..<80).map { RecognizedLine.Box(x: 10, y: 30 * $0, width: 300, height: 20) }
    /// Texture: 80 lines 20 px high with no gap between them, so no field section.
    static let gaplessLayout = (0..<80).map { RecognizedLine.Box(x: 10, y: 20 * $0, width: 300, height: 20) }
    /// A long page: 150 lines 30 px apart, with a wider gap after the 70th, where a field
    /// section would end.
    static let longLayout = (0..<150).map { RecognizedLine.Box(x: 10, y: 30 * $0 + ($0 >= 70 ? 60 : 0), width: 300, height: 20) }

    /// - Parameters:
    ///   - worded: whether each word of the lines has its confidence, as Tesseract gives it
    ///     (upright print shows by those).
    ///   - slipLines: how many lines the layout of the slip holds.
    init(section: [String], whole: [String], worded: Bool = false, slipLines: Int = 27) {
        let lines = worded ? FakeRecognizer.wordedLines : FakeRecognizer.lines
        (self.section, self.whole) = (lines(section), lines(whole))
        let banner = slipLines * 10 / 27
        slipLayout = (0..<slipLines).map { RecognizedLine.Box(x: 10, y: 30 * $0 + ($0 >= banner ? 60 : 0), width: 300, height: 20) }
    }

    func recognize(_ image: GrayImage, segmentation: PageSegmentation) throws(OCRError) -> [RecognizedLine] {
        calls.append("whole \(segmentation)")
        return whole
    }

    func recognize(
        _ image: GrayImage,
        segmentation: PageSegmentation,
        cut: ([RecognizedLine.Box]) -> Int?
    ) throws(OCRError) -> (lines: [RecognizedLine], cut: Int?) {
        noiseCuts.append(cut(Self.noiseLayout))
        gaplessCuts.append(cut(Self.gaplessLayout))
        longCuts.append(cut(Self.longLayout))
        if let row = cut(slipLayout) {
            calls.append("section")
            return (section, row)
        }
        calls.append("whole \(segmentation)")
        return (whole, nil)
    }
}
