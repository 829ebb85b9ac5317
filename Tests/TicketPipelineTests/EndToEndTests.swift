import Foundation
import Testing
import TicketCore
import TicketPipeline
import TicketPreprocessing

/// The whole pipeline, real Tesseract included, on committed corpus photos: the exact JSON
/// the apps receive.
@Suite("End to end on sample photos")
struct EndToEndTests {
    /// Each test makes its own scanner: an engine belongs to one thread.
    static func json(_ file: String, now: String) throws -> String {
        let scanner = try TicketScanner(configuration: ScanConfiguration())
        return scanner.scan(try TestImages.sample(file), now: try #require(Instant.parse(now))).response.jsonText
    }

    @Test("a flat scan of a notice at the Pavilion Structure, recent")
    func flatScan() throws {
        #expect(
            try Self.json("scan-019.jpg", now: "2026-08-06T20:00:32-07:00") == """
                {"success":true,"error_code":null,"error_message":null,"ticket_date":"2026-08-06","ticket_time":"18:42",\
                "ticket_location":"PAVILION STRUCTURE","mapped_lot_id":1,"mapped_lot_name":"Pavilion Structure",\
                "mapped_lot_code":"HUTCH","is_recent":true,"sighting_id":null,"users_notified":0}
                """
        )
    }

    @Test("a tilted 12 MP phone photo in glare, three hours old")
    func tiltedPhonePhoto() throws {
        #expect(
            try Self.json("glare-12mp-063.jpg", now: "2026-11-12T11:56:00-08:00") == """
                {"success":true,"error_code":null,"error_message":null,"ticket_date":"2026-11-12","ticket_time":"08:46",\
                "ticket_location":"PAVILION STRUCTURE","mapped_lot_id":1,"mapped_lot_name":"Pavilion Structure",\
                "mapped_lot_code":"HUTCH","is_recent":false,"sighting_id":null,"users_notified":0}
                """
        )
    }

    @Test("a 12 MP photo stored sideways with EXIF orientation 6")
    func exifRotatedPhoto() throws {
        #expect(
            try Self.json("exif6-12mp-021.jpg", now: "2026-11-10T16:31:36-08:00") == """
                {"success":true,"error_code":null,"error_message":null,"ticket_date":"2026-11-10","ticket_time":"16:13",\
                "ticket_location":"LOT 25","mapped_lot_id":3,"mapped_lot_name":"Lot 25","mapped_lot_code":"ARC",\
                "is_recent":true,"sighting_id":null,"users_notified":0}
                """
        )
    }

    @Test(
        "a grocery receipt and another city's citation with Location: LOT 15 are not notices",
        arguments: ["negative-receipt-128.jpg", "negative-sacramento-130.jpg"]
    )
    func notATicket(file: String) throws {
        #expect(
            try Self.json(file, now: "2025-03-20T04:35:00-07:00") == """
                {"success":false,"error_code":"not_a_ticket","error_message":"This does not look like a UC Davis parking \
                notice. Try again with the whole notice in the frame.","ticket_date":null,"ticket_time":null,\
                "ticket_location":null,"mapped_lot_id":null,"mapped_lot_name":null,"mapped_lot_code":null,\
                "is_recent":false,"sighting_id":null,"users_notified":0}
                """
        )
    }

    @Test("another city's citation, its print too damaged for a page of clear lines, is refused within its text block's first readings")
    func otherIssuerRefusedAtOnce() throws {
        let scanner = try TicketScanner(configuration: ScanConfiguration())
        let result = scanner.scan(try TestImages.sample("negative-citydavis-132.jpg"), now: Date())
        #expect(result.response == .failure(.notATicket))
        #expect(
            result.readings <= ScanConfiguration().segmentations.count,
            "its CITY OF DAVIS header, read clearly the right way up, ends the scan in the block's first turn"
        )
    }

    @Test(
        "real photos of a starry sky, a brick wall and a clock (samples-scenes/) are refused before any reading",
        arguments: ["scene-hubble.jpg", "scene-brick.jpg", "scene-clock.jpg"]
    )
    func sceneRefusedAtOnce(file: String) throws {
        let scanner = try TicketScanner(configuration: ScanConfiguration())
        let result = scanner.scan(try TestImages.sample(file, in: "samples-scenes"), now: Date())
        #expect(result.response == .failure(.notATicket))
        #expect(result.readings == 0)
    }

    @Test("small dot-matrix print in a 12 MP photo reads from the photo decoded at full size")
    func smallPrintAtFullSize() throws {
        let photo = try TestImages.sample("wide-dotmatrix-12mp-165.jpg")
        let now = try #require(Instant.parse("2026-06-13T18:27:00-07:00"))
        let full = try TicketScanner(configuration: ScanConfiguration()).scan(photo, now: now)
        #expect(full.response.ticketDate == "2026-06-13")
        #expect(full.response.ticketLocation == "PAVILION STRUCTURE")
        #expect(full.response.mappedLotId == 1)
        var configuration = ScanConfiguration()
        configuration.preprocess.finerBelowCharacterHeight = 0
        let halfSize = try TicketScanner(configuration: configuration).scan(photo, now: now)
        // Decoded at half size, the same print takes more readings.
        #expect(halfSize.readings > full.readings, "half-size: \(halfSize.readings) readings, full size: \(full.readings)")
    }

    @Test("a close-up whose print the global threshold drops is read whole with the local one")
    func locallyThresholded() throws {
        let photo = try TestImages.sample("wide-closeup-12mp-161.jpg")
        let now = try #require(Instant.parse("2024-08-22T18:04:05-07:00"))
        let read = try TicketScanner(configuration: ScanConfiguration()).scan(photo, now: now).response
        #expect(read.ticketDate == "2024-08-22")
        #expect(read.ticketTime == "17:54")
        #expect(read.ticketLocation == "LOT 47")
        // Thresholded globally, and not deconvolved (its deconvolved readings fill the
        // location), the same photo's readings lose its date and location.
        var configuration = ScanConfiguration()
        configuration.preprocess.thresholdLocally = false
        configuration.ladder.removeAll(where: \.isDeblurred)
        let global = try TicketScanner(configuration: configuration).scan(photo, now: now).response
        #expect(global.ticketDate != "2024-08-22" && global.ticketLocation == nil)
    }

    @Test("a slip photographed steeply, its faint lines converging, reads once its paper is stood square, not as the photo shows it")
    func steepSlip() throws {
        let photo = try TestImages.sample("wide-steep-185.jpg")
        let now = try #require(Instant.parse("2025-09-04T21:00:00-07:00"))
        let read = try TicketScanner(configuration: ScanConfiguration()).scan(photo, now: now).response
        #expect(read.ticketDate == "2025-09-04")
        #expect(read.ticketTime == "20:14")
        #expect(read.ticketLocation == "PAVILION STRUCTURE")
        var squared = ScanConfiguration()
        squared.ladder = [.rectified(then: [.wholePhoto])]
        let stoodSquare = try TicketScanner(configuration: squared).scan(photo, now: now).response
        #expect(stoodSquare.ticketLocation == "PAVILION STRUCTURE")
        var asShown = ScanConfiguration()
        asShown.ladder = [.wholePhoto]
        let unread = try TicketScanner(configuration: asShown).scan(photo, now: now).response
        #expect(unread.ticketLocation == nil)
    }
}
