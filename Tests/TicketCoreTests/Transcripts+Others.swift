@testable import TicketCore

extension Transcript {
    /// Pages that are not UC Davis parking notices.
    static let others: [Transcript] = [
        Transcript(
            "grocery receipt",
            """
            DAVIS FOOD CO-OP
            620 G STREET
            DAVIS, CA 95616
            Date: 03/07/2025
            Time: 10:42
            ORGANIC BANANAS 1.29
            TOTAL 14.87
            PAYMENT INFORMATION
            VISA ************1234
            THANK YOU
            """,
            .notATicket
        ),
        Transcript(
            "City of Sacramento citation",
            """
            CITY OF SACRAMENTO
            PARKING CITATION
            NOTICE OF PARKING VIOLATION
            Citation #: 901234567
            Date: 03/07/2025
            Time: 10:42
            Location: LOT 15
            VEHICLE INFORMATION
            PAYMENT INFORMATION
            """,
            .notATicket
        ),
        Transcript(
            "campus flyer",
            """
            UC DAVIS PICNIC DAY
            UNIVERSITY OF CALIFORNIA, DAVIS
            Date: 4/12/2025
            Time: 9:00 AM
            Location: MEMORIAL UNION
            Free parking in LOT 25 all day!
            """,
            .notATicket
        ),
        Transcript("blank page", lines: [], .notATicket),
        Transcript("blank lines", lines: [TextLine(""), TextLine("   "), TextLine(" ~ ", confidence: 5)], .notATicket),
        Transcript(
            "garbage",
            """
            ~~ ;a' 3 ee
            _ ~~ il |
            Ww8 &% i
            Date Time
            """,
            .notATicket
        ),
    ]
}
