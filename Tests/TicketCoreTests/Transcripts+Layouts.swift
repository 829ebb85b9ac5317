@testable import TicketCore

extension Transcript {
    /// Notices whose field block is laid out or labelled otherwise than the usual
    /// `Date: 3/7/2025` line per field: the layout and label variants printers use.
    static let layouts: [Transcript] = [
        layout("upper-case labels", "DATE: 3/7/2025\nTIME: 10:42\nLOCATION: LOT 15"),
        layout("labels without a colon", "Date 3/7/2025\nTime 10:42\nLocation LOT 15"),
        layout("Issue Date and Issue Time labels", "Issue Date: 3/7/2025\nIssue Time: 10:42\nLocation: LOT 15"),
        layout("upper-case Issue labels", "ISSUE DATE: 3/7/2025\nISSUE TIME: 10:42\nLOCATION: LOT 15"),
        layout("Date Issued labels", "Date Issued: 3/7/2025\nTime Issued: 10:42\nLocation: LOT 15"),
        layout("mixed-case values", "Date: 3/7/2025\nTime: 10:42 am\nLocation: Lot 15"),
        layout(
            "a mixed-case named location",
            "Date: 3/7/2025\nTime: 10:42\nLocation: Pavilion Structure",
            location: "PAVILION STRUCTURE"
        ),
        layout("values in a tab-aligned column", "Date:          3/7/2025\nTime:          10:42\nLocation:      LOT 15"),
        layout("dot leaders", "Date .......... 3/7/2025\nTime .......... 10:42\nLocation ...... LOT 15"),
        layout("dot leaders read as other marks", "Date.,.,.,.,.,3/7/2025\nTime _________ 10:42\nLocation------LOT 15"),
        layout("label above value", "Date:\n3/7/2025\nTime:\n10:42\nLocation:\nLOT 15"),
        layout("date and time on one line", "Date: 3/7/2025 10:42\nLocation: LOT 15"),
        layout("date and time under one label", "Date/Time: 3/7/2025 10:42\nLocation: LOT 15"),
        layout("date and time under one upper-case label", "DATE/TIME: 3/7/2025 10:42 AM\nLOCATION: LOT 15"),
        layout("date and time under an Issued label", "Issued: 3/7/2025 10:42\nLocation: LOT 15"),
        layout("both labels on one line", "Date: 3/7/2025   Time: 10:42\nLocation: LOT 15"),
        layout("a two-digit year before the time", "Date: 03/07/25 10:42 AM\nLocation: LOT 15"),
        layout("date and time under one label above them", "Date/Time:\n3/7/2025 10:42\nLocation:\nLOT 15"),
        Transcript(
            "a permit's Issue Date after an illegible notice date, banners lost: no decoy taken",
            """
            PARKING NOTICE
            UNIVERSITY OF CALIFORNIA,
            Date: ~~#@
            Time: 10:42
            Location: LOT 15
            Issue Date: 1/2/2025
            """,
            notice(nil, "10:42", "LOT 15")
        ),
    ]

    /// The clean notice (the first of ``notices``) with its three field lines replaced by
    /// `fields`, reading 2025-03-07, 10:42 at `location`.
    private static func layout(_ name: String, _ fields: String, location: String = "LOT 15") -> Transcript {
        let clean = notices[0].lines
        let first = clean.firstIndex { $0.text.hasPrefix("Date:") } ?? 0
        let replaced = fields.split(separator: "\n").map { TextLine(String($0)) }
        return Transcript(
            name,
            lines: Array(clean[..<first]) + replaced + Array(clean[(first + 3)...]),
            notice("2025-03-07", "10:42", location)
        )
    }
}
