@testable import TicketCore

extension Transcript {
    /// Pages of real OCR output from damaged photos, with the confidence of each line.
    static let damaged: [Transcript] = [
        Transcript(
            "banners lost, Notice # and labels left",
            lines: [
                TextLine("UNIVERSITY OF C :", confidence: 57.5),
                TextLine("Notice #: 26865702 ' Pies ak", confidence: 42.0),
                TextLine("Dates LU14/2026 ee ¥", confidence: 24.4),
                TextLine("Times oo: i", confidence: 37.5),
                TextLine("Locations LOT 1S", confidence: 85.0),
                TextLine("seenotic e* gee we yevarse alde Wr WAHOTLANL (TOTO, =", confidence: 35.1),
            ],
            notice(nil, nil, "LOT 15")
        ),
        Transcript(
            "banners lost, misread values on unclear lines",
            lines: [
                TextLine("pARKING ynvot", confidence: 38.6),
                TextLine("notice # 26020879", confidence: 38.2),
                TextLine("pate: 12/03/2028", confidence: 62.0),
                TextLine("Time: 10:13 pM", confidence: 62.6),
                TextLine("pocation’ yot 47", confidence: 25.5),
            ],
            .notATicket
        ),
        Transcript(
            "Notice # with labels from another issuer",
            lines: [
                TextLine("CITY OF SACRAMENTO", confidence: 95.8),
                TextLine("Notice #: 25E33059", confidence: 73.2),
                TextLine("Date: 3/8/2025", confidence: 96.4),
                TextLine("Time: 17:25", confidence: 96.0),
                TextLine("Location: Lot 15", confidence: 89.4),
            ],
            .notATicket
        ),
        Transcript(
            "Notice # with a single label",
            lines: [
                TextLine("Notice #: 25E33059", confidence: 73.2),
                TextLine("Location: LOT 15", confidence: 96.4),
            ],
            .notATicket
        ),
        Transcript(
            "labels read apart from their values; a banner cut short is no location",
            lines: [
                TextLine("ITY OF CA wee", confidence: 81.3),
                TextLine("PARKING INVOI", confidence: 88.4),
                TextLine("Location:", confidence: 90),
                TextLine("PARKING INVOI", confidence: 88.4, wordConfidences: [93, 84]),
                TextLine("LOT 47", confidence: 96.1, wordConfidences: [96, 97]),
                TextLine("INVOICE INFORMATION", confidence: 90),
            ],
            notice(nil, nil, "LOT 47")
        ),
        Transcript(
            "junk before labels and after the lot; a line below the floor gives nothing",
            lines: [
                TextLine("j UNIVERSITY OF CALIFORNIA, ce", confidence: 73.6),
                TextLine("PARKING INVOICE E", confidence: 48.5),
                TextLine("J Notice #: 25F24849 i", confidence: 59.4),
                TextLine("i] Date: 3/10/2025 E", confidence: 47.6),
                TextLine("f Time: 12:40 PM E", confidence: 22.4),
                TextLine("i Location: LOT 5 i", confidence: 70.1),
            ],
            notice("2025-03-10", nil, "LOT 5")
        ),
        Transcript(
            "damaged Issued, a dotted zero read as 9 and a damaged meridiem",
            lines: [
                TextLine("i UNIVERSITY OF CALIFORNIA,", confidence: 85.4),
                TextLine("PARKING INVOICE", confidence: 96.9),
                TextLine("Notice #: 25B84505", confidence: 63.6),
                TextLine("Date lSsueg: 06/09/2925", confidence: 64.7),
                TextLine("i) Time Issued: 1:34 Pl", confidence: 64.6),
                TextLine("Time lSsueg- 00:49", confidence: 77.5),
                TextLine("Location: BOTS", confidence: 65.9),
                TextLine("Ue Date: 11/9/2925", confidence: 75.7),
            ],
            .ticket(TicketFields(date: TicketDate(year: 2025, month: 6, day: 9), time: TicketTime(hour: 0, minute: 49)))
        ),
        Transcript(
            "a location smudged away: the violation text below the fine print is no location",
            lines: [
                TextLine("UNIVERSITY OF CALIFORNIA,", confidence: 91.6),
                TextLine("PARKING INVOICE", confidence: 96.4),
                TextLine("Date: 2/22/2024", confidence: 95.3),
                TextLine("Time: 07;52", confidence: 73.8),
                TextLine("Location’", confidence: 26.5),
                TextLine("Notice’’ See the reverse side for important", confidence: 94.9),
                TextLine("to contest this notice. Vielation: NO VALID", confidence: 91.5),
                TextLine("IT DISPLAYED.", confidence: 96.1),
                TextLine("PAYMENT INFORMATION", confidence: 94.1),
            ],
            notice("2024-02-22", "07:52", nil)
        ),
        Transcript(
            "values lost on a steep photo: the banner's tail after the lot label is no location",
            lines: [
                TextLine("ERSITY OF C", confidence: 76.5, wordConfidences: [54, 93, 82]),
                TextLine("DAVIS TRANSPORTATION 5", confidence: 78.7, wordConfidences: [96, 97, 43]),
                TextLine("PARKING INVOICE", confidence: 96.8, wordConfidences: [97, 97]),
                TextLine("NOTICE #:", confidence: 93.0, wordConfidences: [93, 93]),
                TextLine("DATE OF I", confidence: 90.0, wordConfidences: [97, 96, 77]),
                TextLine("TIME OF J", confidence: 90.3, wordConfidences: [97, 95, 79]),
                TextLine("LOT:", confidence: 82.5, wordConfidences: [83]),
                TextLine("Dt", confidence: 55.6, wordConfidences: [56]),
                TextLine("CLE INFORMATION", confidence: 96.6, wordConfidences: [97, 97]),
            ],
            notice(nil, nil, nil)
        ),
        Transcript(
            "a field's line read as the location: a date is no location",
            lines: [
                TextLine("UNIVERSITY OF CALIFORNIA,", confidence: 93.9, wordConfidences: [96, 96, 90]),
                TextLine("DAVIS TRANSPORTATION SVCS", confidence: 91.1, wordConfidences: [95, 93, 85]),
                TextLine("PARKING INVOICE", confidence: 95.1, wordConfidences: [96, 94]),
                TextLine("Lice #: 24C96848", confidence: 77.3, wordConfidences: [58, 85, 89]),
                TextLine("Olation Date: 07/07/2024", confidence: 87.8, wordConfidences: [70, 97, 96]),
                TextLine("/lolation Time: 20:02", confidence: 83.9, wordConfidences: [59, 96, 97]),
                TextLine("Location. LOT 15", confidence: 89.7, wordConfidences: [76, 97, 96]),
                TextLine("INVOICE INFORMATION", confidence: 85.7, wordConfidences: [77, 95]),
            ],
            notice(nil, nil, "LOT 15")
        ),
    ]
}
