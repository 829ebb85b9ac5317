import Foundation
import Testing

@testable import TicketCore

@Suite struct TicketScanResponseTests {
    @Test func encodesASuccessWithEveryKeyInOrder() throws {
        let response = TicketScanResponse(
            reading: notice("2025-03-07", "10:42", "LOT 15"),
            catalogue: .default,
            now: try instant("2025-03-07T12:30:00-08:00")
        )
        #expect(
            response.jsonText == """
                {"success":true,"error_code":null,"error_message":null,"ticket_date":"2025-03-07",\
                "ticket_time":"10:42","ticket_location":"LOT 15","mapped_lot_id":2,\
                "mapped_lot_name":"Quad Structure","mapped_lot_code":"MU","is_recent":true,\
                "sighting_id":null,"users_notified":0}
                """
        )
    }

    @Test func encodesAFailureWithExplicitNulls() throws {
        #expect(
            TicketScanResponse.failure(.notATicket).jsonText == """
                {"success":false,"error_code":"not_a_ticket","error_message":"This does not look like \
                a UC Davis parking notice. Try again with the whole notice in the frame.",\
                "ticket_date":null,"ticket_time":null,"ticket_location":null,"mapped_lot_id":null,\
                "mapped_lot_name":null,"mapped_lot_code":null,"is_recent":false,"sighting_id":null,\
                "users_notified":0}
                """
        )
    }

    @Test func jsonEncoderWritesEveryKeyWithExplicitNulls() throws {
        let data = try JSONEncoder().encode(TicketScanResponse.failure(.ocrFailed))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(
            Set(object.keys) == [
                "success", "error_code", "error_message", "ticket_date", "ticket_time", "ticket_location",
                "mapped_lot_id", "mapped_lot_name", "mapped_lot_code", "is_recent", "sighting_id", "users_notified",
            ]
        )
        #expect(object["ticket_date"] is NSNull && object["sighting_id"] is NSNull)
        #expect(object["error_code"] as? String == "ocr_failed")
    }

    @Test func jsonTextIsValidJSONAndEscapesStrings() throws {
        var response = TicketScanResponse.failure(.ocrFailed)
        response.ticketLocation = "A \"B\" \\ C\n\u{1}é"
        let data = Data(response.jsonText.utf8)
        #expect(try JSONDecoder().decode(TicketScanResponse.self, from: data) == response)
        #expect(response.jsonText.contains(#""ticket_location":"A \"B\" \\ C\n\u0001é""#))
    }

    @Test func roundTripsThroughJSON() throws {
        var response = TicketScanResponse(
            reading: notice("2025-11-14", "14:05", "PAVILION STRUCTURE"),
            catalogue: .default,
            now: try instant("2025-11-14T15:00:00-08:00")
        )
        response.sightingId = 41
        response.usersNotified = 3
        let decoded = try JSONDecoder().decode(TicketScanResponse.self, from: JSONEncoder().encode(response))
        #expect(decoded == response)
        #expect(decoded.mappedLotCode == "HUTCH" && decoded.isRecent)
    }

    @Test func mapsReadingsToErrorCodes() throws {
        let now = try instant("2025-03-07T12:30:00-08:00")
        #expect(TicketScanResponse(reading: .notATicket, catalogue: .default, now: now) == .failure(.notATicket))
        #expect(
            TicketScanResponse(reading: .ticket(TicketFields()), catalogue: .default, now: now)
                == .failure(.fieldsUnreadable)
        )
    }

    @Test func reportsAnUnknownLotAndUnreadTimeWithoutGuessing() throws {
        let response = TicketScanResponse(
            reading: notice("2025-03-07", nil, "LOT 16"),
            catalogue: .default,
            now: try instant("2025-03-07T12:30:00-08:00")
        )
        #expect(response.success && response.errorCode == nil)
        #expect(response.ticketLocation == "LOT 16" && response.mappedLotId == nil && response.mappedLotName == nil)
        #expect(response.ticketTime == nil && !response.isRecent)
        #expect(response.sightingId == nil && response.usersNotified == 0)
    }

    @Test("a lot's long name read with one letter wrong is given as the lot's notice text; every lot's text as is")
    func givesAMappedLotsNoticeText() throws {
        let now = try instant("2025-03-07T12:30:00-08:00")
        let misread = TicketScanResponse(reading: notice("2025-03-07", nil, "PAVILION STRUCTUFE"), catalogue: .default, now: now)
        #expect(misread.ticketLocation == "PAVILION STRUCTURE" && misread.mappedLotCode == "HUTCH")
        for lot in LotCatalogue.default.lots where lot.isActive {
            let read = TicketScanResponse(reading: notice("2025-03-07", nil, lot.noticeText), catalogue: .default, now: now)
            #expect(read.ticketLocation == lot.noticeText && read.mappedLotId == lot.id)
        }
        let unknown = TicketScanResponse(reading: notice("2025-03-07", nil, "PAVILION STRUCTURE EAST"), catalogue: .default, now: now)
        #expect(unknown.ticketLocation == "PAVILION STRUCTURE EAST" && unknown.mappedLotId == nil, "no lot, so the reading as is")
    }

    @Test(arguments: [
        ScanErrorCode.imageTooLarge, .invalidImage, .ocrFailed, .notATicket, .fieldsUnreadable,
    ])
    func everyFailureCarriesAnActionableSentence(code: ScanErrorCode) {
        let response = TicketScanResponse.failure(code)
        #expect(!response.success && response.errorCode == code && response.errorMessage == code.message)
        #expect(code.message.hasSuffix(".") && code.message.contains("Try"))
    }
}
