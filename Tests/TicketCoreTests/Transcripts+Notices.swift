@testable import TicketCore

extension Transcript {
    /// Pages of real-looking UC Davis parking notices.
    static let notices: [Transcript] = [
        Transcript(
            "clean",
            """
            PARKING NOTICE
            UNIVERSITY OF CALIFORNIA,
            DAVIS TRANSPORTATION SVCS
            PARKING INVOICE
            Notice #: 25B02040
            Date: 3/7/2025
            Time: 10:42
            Location: LOT 15
            INVOICE INFORMATION
            **Notice** See the reverse side for how to pay or contest this invoice.
            PAYMENT INFORMATION
            Amount Due: $50.00
            Due Date: 4/6/2025
            VEHICLE INFORMATION
            Plate: 8ABC123  State: CA
            VIN: 1HGCM82633A004352
            Permit Exp: 6/30/2025
            """,
            notice("2025-03-07", "10:42", "LOT 15")
        ),
        Transcript(
            "garbled",
            """
            ~ PARKlNG N0TICE '
            UNIVERSlTY OF CALIF0RNIA,
            DAV1S TRANSP0RTATI0N SVCS
            PARKING INV0ICE
            Notice #: 25B0204O
            | Dale; 3/ 7/2O25
            Tirne: 1O :42
            Locatlon: L0T l5.
            lNVOICE INFORMATI0N
            Due Dale: 4/6/2025
            """,
            notice("2025-03-07", "10:42", "LOT 15")
        ),
        Transcript(
            "label and value split over two lines",
            """
            PARKING NOTICE
            UNIVERSITY OF CALIFORNIA,
            DAVIS TRANSPORTATION SVCS
            Notice #: 25B02040
            Date:
            3/7/2025
            Time:
            10:42
            Location:
            LOT 15
            INVOICE INFORMATION
            """,
            notice("2025-03-07", "10:42", "LOT 15")
        ),
        Transcript(
            "labels above values",
            """
            PARKING INVOICE
            Notice #:
            Date:
            Time:
            Location:
            25B02040
            3/7/2025
            10:42
            LOT 25
            INVOICE INFORMATION
            """,
            notice("2025-03-07", "10:42", "LOT 25")
        ),
        Transcript(
            "decoys read first",
            """
            PAYMENT INFORMATION
            Due Date: 4/6/2025
            Permit Exp: 6/30/2025
            PARKING NOTICE
            UNIVERSITY OF CALIFORNIA,
            PARKING INVOICE
            Date: 3/7/2025
            Time: 10:42
            Location: LOT 47
            INVOICE INFORMATION
            """,
            notice("2025-03-07", "10:42", "LOT 47")
        ),
        Transcript(
            "banners misread and date illegible: no decoy taken",
            """
            PARKING NOTICE
            UNIVERSITY OF CALIFORNIA,
            Notice #: 25B02040
            Date: ~~#@
            Time: 10:42
            Location: LOT 15
            **Notice** See the reverse side
            PAYM3NT 1NF~~
            Amount
            Due
            Date: 4/6/2025
            VEH1CLE |NF0~
            Issue Date: 1/2/2025
            Permit Exp: 6/30/2025
            """,
            notice(nil, "10:42", "LOT 15")
        ),
        Transcript(
            "AM/PM and a named location",
            """
            PARKING NOTICE
            UNIVERSITY OF CALIFORNIA,
            DAVIS TRANSPORTATION SVCS
            PARKING INVOICE
            Date: 11/14/2025
            Time: 2:05 PM
            Location: PAVILION STRUCTURE
            INVOICE INFORMATION
            """,
            notice("2025-11-14", "14:05", "PAVILION STRUCTURE")
        ),
        Transcript(
            "two-digit year and Date Issued label",
            """
            PARKING NOTICE
            UNIVERSITY OF CALIFORNIA, DAVIS
            TRANSPORTATION SVCS
            Date Issued: 03/07/25
            Time Issued: 12:10 A.M.
            Location: LOT15
            INVOICE INFORMATION
            """,
            notice("2025-03-07", "00:10", "LOT 15")
        ),
        Transcript(
            "fields in another order among garbage",
            """
            ' PARKING NOTICE
            ee ~~ i
            UNIVERSITY OF CALIFORNIA,
            Location: Memorial Union.
            ;; ,, '
            Time: 9:05
            Wv ~ .
            DATE 12/31/2025
            INVOICE INFORMATION
            """,
            notice("2025-12-31", "09:05", "MEMORIAL UNION")
        ),
        Transcript(
            "date and time merged on one line",
            """
            PARKING NOTICE
            TRANSPORTATION SVCS
            Date: 3/7/2025 Time: 10:42
            Location: LOT 16
            INVOICE INFORMATION
            """,
            notice("2025-03-07", "10:42", "LOT 16")
        ),
        Transcript(
            "only one banner, fields read",
            """
            PARKlNG NOTlCE
            Date: 3/7/2025
            Time: 10:42
            """,
            notice("2025-03-07", "10:42")
        ),
        Transcript(
            "illegible notice",
            """
            PARKING NOTICE
            UNlVERSITY OF CAL1FORNIA,
            Dat~ ;;: #/,~/2~
            T~e: ~~:4
            Loc~ ~
            INVOICE INFORMATION
            PAYMENT INFORMATION
            Due Date: 4/6/2025
            """,
            .ticket(TicketFields())
        ),
        Transcript(
            "low confidence drops repaired values first",
            lines: [
                TextLine("PARKING NOTICE", confidence: 80),
                TextLine("UNIVERSITY OF CALIFORNIA,", confidence: 75),
                TextLine("Date: 3/7/2O25", confidence: 45),
                TextLine("Time: 10:42", confidence: 45),
                TextLine("Location: L0T 15", confidence: 49),
                TextLine("INVOICE INFORMATION", confidence: 90),
            ],
            notice(nil, "10:42")
        ),
        Transcript(
            "below the confidence floor nothing is kept",
            lines: [
                TextLine("PARKING NOTICE", confidence: 80),
                TextLine("UNIVERSITY OF CALIFORNIA,", confidence: 75),
                TextLine("Date: 3/7/2025", confidence: 39),
                TextLine("Time: 10:42", confidence: 30),
                TextLine("Location: LOT 15", confidence: 21.4),
                TextLine("INVOICE INFORMATION", confidence: 90),
            ],
            .ticket(TicketFields())
        ),
        Transcript(
            "the confidence of a value is that of its own words",
            lines: [
                TextLine("PARKING NOTICE", confidence: 80),
                TextLine("UNIVERSITY OF CALIFORNIA,", confidence: 75),
                // A clear line whose value word is doubtful: the real time was 22:03.
                TextLine("Date: 3/7/2025", confidence: 68, wordConfidences: [96, 39]),
                // Junk beside a clear value drags the line down, not the value.
                TextLine("Time: = 22:24", confidence: 35, wordConfidences: [95, 10, 90]),
                // The lowest word of the value counts.
                TextLine("Location: PAVILION STRUCTURE", confidence: 85, wordConfidences: [90, 45, 96]),
                TextLine("INVOICE INFORMATION", confidence: 90),
            ],
            notice(nil, "22:24", "PAVILION STRUCTURE")
        ),
        Transcript(
            "a repaired value needs more confidence in its words",
            lines: [
                TextLine("PARKING NOTICE", confidence: 80),
                TextLine("UNIVERSITY OF CALIFORNIA,", confidence: 75),
                TextLine("Date: 3/7/2O25", confidence: 80, wordConfidences: [96, 45]),
                TextLine("Location: L0T 15 i", confidence: 70, wordConfidences: [90, 55, 55, 60]),
                TextLine("INVOICE INFORMATION", confidence: 90),
            ],
            notice(nil, nil, "LOT 15")
        ),
        Transcript(
            "doubtful junk after a lot number may be a lost digit",
            lines: [
                TextLine("PARKING NOTICE", confidence: 80),
                TextLine("UNIVERSITY OF CALIFORNIA,", confidence: 75),
                TextLine("Location: LOT 4 i", confidence: 70, wordConfidences: [90, 85, 85, 12]),
                TextLine("INVOICE INFORMATION", confidence: 90),
            ],
            notice()
        ),
        Transcript(
            "junk after a lot number that cannot be a digit does not vouch against the lot",
            lines: [
                TextLine("PARKING NOTICE", confidence: 80),
                TextLine("UNIVERSITY OF CALIFORNIA,", confidence: 75),
                TextLine("ye Location: LOT 47 es fe ‘", confidence: 47, wordConfidences: [26, 96, 96, 96, 8, 7, 0]),
                TextLine("INVOICE INFORMATION", confidence: 90),
            ],
            notice(nil, nil, "LOT 47")
        ),
        Transcript(
            "doubtful digits of a lot still count when junk follows them",
            lines: [
                TextLine("PARKING NOTICE", confidence: 80),
                TextLine("UNIVERSITY OF CALIFORNIA,", confidence: 75),
                TextLine("Location: LOT 47 es fe", confidence: 47, wordConfidences: [96, 96, 30, 8, 7]),
                TextLine("INVOICE INFORMATION", confidence: 90),
            ],
            notice()
        ),
        Transcript(
            "repairs kept at fair confidence",
            lines: [
                TextLine("PARKING NOTICE", confidence: 80),
                TextLine("UNIVERSITY OF CALIFORNIA,", confidence: 75),
                TextLine("Date: 3/7/2O25", confidence: 60),
                TextLine("Time: 1O:42", confidence: 64),
                TextLine("Location: L0T 15", confidence: 61),
                TextLine("INVOICE INFORMATION", confidence: 90),
            ],
            notice("2025-03-07", "10:42", "LOT 15")
        ),
    ]
}
