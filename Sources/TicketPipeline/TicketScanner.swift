public import Foundation
import TicketCore
public import TicketOCR
import TicketPreprocessing

/// The whole pipeline for one worker: bytes in, ``ScanResult`` out.
///
/// A scanner owns its recognizer (one Tesseract engine), so it is not `Sendable`: give each
/// worker thread its own and reuse it for every image that worker scans.
///
/// ```swift
/// let scanner = try TicketScanner(configuration: ScanConfiguration())
/// let result = scanner.scan(Array(data), now: Date())
/// ```
public final class TicketScanner {
    public let configuration: ScanConfiguration
    private let recognizer: any TextRecognizer
    private let readAhead: ReadAhead?
    private let decoder: ImageDecoder
    /// Decodes a photo that ``decoder`` scaled down again at twice the size, for small print.
    private let finerDecoder: ImageDecoder
    private let preprocessor: Preprocessor
    /// ``preprocessor`` for a photo read as texture from its first reading: its text block and
    /// the whole photo at most ``ScanConfiguration/textureSlipSide`` on their long side.
    private let texturePreprocessor: Preprocessor
    private let parser: TicketParser

    /// A scanner over `recognizer` (a fake in tests).
    /// - Parameter readAhead: a second engine that makes a hard photo's next reading while
    ///   `recognizer` makes the current one, for a scanner that has a core of its own to
    ///   spare; nil to read one at a time. Every response is the same either way.
    public init(configuration: ScanConfiguration, recognizer: any TextRecognizer, readAhead: ReadAhead? = nil) {
        self.configuration = configuration
        self.recognizer = recognizer
        self.readAhead = readAhead
        decoder = ImageDecoder(limits: configuration.decodeLimits)
        finerDecoder = decoder.finer
        parser = TicketParser(catalogue: configuration.catalogue)
        preprocessor = Preprocessor(options: configuration.preprocess)
        var textureOptions = configuration.preprocess
        textureOptions.maxSlipSide = min(textureOptions.maxSlipSide, configuration.textureSlipSide)
        texturePreprocessor = Preprocessor(options: textureOptions)
    }

    /// A scanner with its own Tesseract engine reading with `model`.
    public convenience init(configuration: ScanConfiguration, model: RecognitionModel = .builtIn) throws(OCRError) {
        self.init(configuration: configuration, recognizer: try TesseractRecognizer(model: model))
    }

    /// Scans one photo. Never throws: every failure is a response with an error code. A photo
    /// that shows too little print in rows (``ScanConfiguration/minimumMarksInRows``) is
    /// answered `not_a_ticket` before any reading; any other is read by the steps of
    /// ``ScanConfiguration/ladder`` in turn, each only while it can still change the answer;
    /// once the scan has taken ``ScanConfiguration/readingBudget``, no reading after the first
    /// is started and the one under way stops, and what the readings so far agree on is the
    /// response.
    ///
    /// - Parameters:
    ///   - bytes: a JPEG or PNG file.
    ///   - now: the instant recency is judged against.
    ///   - debug: receives the upright image and every reading made, when given.
    public func scan(_ bytes: [UInt8], now: Date, debug: (any DebugImageSink)? = nil) -> ScanResult {
        let deadline = configuration.readingBudget.map { ContinuousClock.now + .seconds($0) }
        recognizer.stopRecognition(at: deadline)
        var timings = StageTimings()
        let decoded: DecodedImage
        do {
            decoded = try timings.measure(\.decode) { () throws(ImageError) in try decoder.decode(bytes) }
        } catch .tooLarge {
            return ScanResult(response: .failure(.imageTooLarge), timings: timings)
        } catch {
            return ScanResult(response: .failure(.invalidImage), timings: timings)
        }
        debug?.upright(decoded.image)
        var marks = timings.measure(\.preprocess) { preprocessor.printMarks(of: decoded.image) }
        var rows = timings.measure(\.preprocess) { preprocessor.rowsOfPrint(of: marks) }
        if let minimum = configuration.minimumMarksInRows, rows.marksInLongestRows < minimum {
            marks = timings.measure(\.preprocess) { preprocessor.fainterLook(at: marks) }
            rows = timings.measure(\.preprocess) { preprocessor.rowsOfPrint(of: marks) }
            if rows.marksInLongestRows < minimum {
                return ScanResult(response: .failure(.notATicket), timings: timings)
            }
        }
        let startsAsTexture = configuration.maximumMarksPerStraightRow.map { (rows.marksPerStraightRow ?? .max) > $0 } ?? false
        let session = ScanSession(
            configuration: configuration,
            recognizer: recognizer,
            readAhead: readAhead,
            preprocessor: startsAsTexture ? texturePreprocessor : preprocessor,
            parser: parser,
            deadline: deadline,
            timings: timings
        )
        let finer = decoded.isScaledDown ? FinerCopy { [finerDecoder] in try? finerDecoder.decode(bytes).image } : nil
        var photo = ScanState(
            image: decoded.image,
            finer: finer.map { copy in { copy.image } },
            marks: marks,
            thumbnailShowedTexture: startsAsTexture,
            turns: startsAsTexture ? configuration.textureTurns : nil,
            catalogue: configuration.catalogue,
            debug: debug
        )
        defer { session.cancelReadingAhead() }
        var steps: [StepOutcome] = []
        do {
            try ReadingLadder.climb(configuration.ladder, &photo, with: session) {
                [catalogue = configuration.catalogue] step, scan, seconds, readings in
                let response = TicketScanResponse(reading: scan.consensus.reading, catalogue: catalogue, now: now)
                steps.append(StepOutcome(step: step, seconds: seconds, readings: readings, response: response))
            }
        } catch {
            return ScanResult(response: .failure(.ocrFailed), timings: session.timings)
        }
        let response = TicketScanResponse(reading: photo.consensus.reading, catalogue: configuration.catalogue, now: now)
        return ScanResult(
            response: response,
            confidence: photo.consensus.confidences,
            readings: photo.attempts,
            secondLooks: steps.filter { configuration.ladder[$0.step].looksAgain }.map(\.readings).reduce(0, +),
            timings: session.timings,
            steps: steps,
            firstReading: photo.firstReading
        )
    }
}

@available(*, unavailable)
extension TicketScanner: Sendable {}
