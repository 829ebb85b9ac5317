@testable import TicketCore

extension Transcript {
    /// Notices whose field labels were lost (printed white on dark boxes, worn) while their
    /// values read, with the confidence of each word, and pages where a lone value must not
    /// be taken.
    static let unlabelled: [Transcript] = [
        unlabelled(
            "labels lost, values alone on their lines",
            [line("3/30/2026", 97), line("07:15", 97), line("Tt Lot 47", 34, 93, 96)],
            notice("2026-03-30", "07:15", "LOT 47")
        ),
        unlabelled(
            "date and time on one line, its label garbled into two words",
            [line("ES Bale 3/30/2026 07:15", 10, 20, 95, 93), line("Location: LOT 15", 96, 95)],
            notice("2026-03-30", "07:15", "LOT 15")
        ),
        unlabelled(
            "a labelled value comes first",
            [line("Date: 3/7/2025", 96, 95), line("4/1/2025", 97), line("Time: 10:42", 96, 96)],
            notice("2025-03-07", "10:42", nil)
        ),
        unlabelled(
            "a lot number below the lot floor is not taken",
            [line("Date: 3/30/2026", 96, 97), line("Time: 07:15", 96, 97), line("LOT 16", 96, 82)],
            notice("2026-03-30", "07:15", nil)
        ),
        unlabelled(
            "a date below the floor and a time that needed a repair are not taken",
            [line("3/30/2026", 64), line("7 15", 97, 97), line("Location: LOT 15", 96, 95)],
            notice(nil, nil, "LOT 15")
        ),
        unlabelled(
            "a repaired date is not taken",
            [line("3/3O/2026", 97), line("Time: 07:15", 96, 97)],
            notice(nil, "07:15", nil)
        ),
        unlabelled(
            "a value with more print after it is not taken",
            [line("3/30/2026 see reverse", 97, 97, 97), line("07:15 PAID", 97, 97), line("LOT 47 EAST", 97, 97, 97)],
            notice(nil, nil, nil)
        ),
        unlabelled(
            "a lot's name without its label is not taken",
            [line("Date: 3/30/2026", 96, 97), line("Time: 07:15", 96, 97), line("PAVILION STRUCTURE", 97, 97)],
            notice("2026-03-30", "07:15", nil)
        ),
        unlabelled(
            "fine print and a notice number with its label lost are no date",
            [line("Tt 26A70125", 20, 97), line("Pay by 4/13/2026 online", 97, 97, 97, 97), line("Time: 07:15", 96, 97)],
            notice(nil, "07:15", nil)
        ),
        Transcript(
            "a due date after the field lines, the banners between them lost, is not taken",
            lines: [
                line("PARKING NOTICE", 97, 97), line("UNIVERSITY OF CALIFORNIA,", 96, 97, 96), line("Time: 07:15", 96, 97),
                line("Location: LOT 15", 96, 95), line("Due Date: 4/13/2026", 95, 97, 97),
            ],
            notice(nil, "07:15", "LOT 15")
        ),
        Transcript(
            "lone values do not make a page a notice",
            lines: [line("PARKING NOTICE", 97, 97), line("3/30/2026", 97), line("07:15", 97), line("LOT 47", 97, 97)],
            .notATicket
        ),
    ]

    /// The clean notice (the first of ``notices``) with its three field lines replaced by
    /// `fields`.
    private static func unlabelled(_ name: String, _ fields: [TextLine], _ expected: TicketReading) -> Transcript {
        let clean = notices[0].lines
        let first = clean.firstIndex { $0.text.hasPrefix("Date:") } ?? 0
        return Transcript(name, lines: Array(clean[..<first]) + fields + Array(clean[(first + 3)...]), expected)
    }

    /// A line whose words have `confidences`, its confidence their mean.
    private static func line(_ text: String, _ confidences: Float...) -> TextLine {
        TextLine(text, confidence: confidences.reduce(0, +) / Float(confidences.count), wordConfidences: confidences)
    }
}
