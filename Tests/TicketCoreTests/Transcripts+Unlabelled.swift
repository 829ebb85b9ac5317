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
            "a catalogue lot's name without its label is taken, after a garbled label too",
            [line("Date: 3/30/2026", 96, 97), line("Time: 07:15", 96, 97), line("Tt PAVILION STRUCTURE", 30, 97, 97)],
            notice("2026-03-30", "07:15", "PAVILION STRUCTURE")
        ),
        unlabelled(
            "a name the catalogue does not hold, without its label, is not taken",
            [line("Date: 3/30/2026", 96, 97), line("Time: 07:15", 96, 97), line("SOUTH ENTRANCE", 97, 97)],
            notice("2026-03-30", "07:15", nil)
        ),
        unlabelled(
            "a catalogue lot's name without its label is not taken below the lot floor or misread",
            [line("Date: 3/30/2026", 96, 97), line("PAVILION STRUCTURE", 97, 80), line("PAVILON STRUCTURE", 97, 97)],
            notice("2026-03-30", nil, nil)
        ),
        unlabelled(
            "fine print and a notice number with its label lost are no date",
            [line("Tt 26A70125", 20, 97), line("Pay by 4/13/2026 online", 97, 97, 97, 97), line("Time: 07:15", 96, 97)],
            notice(nil, "07:15", nil)
        ),
        unlabelled(
            "dot leaders read as junk words between the labels and their values, before a lot number too",
            leaderLines,
            notice("2025-03-07", "11:06", "LOT 15")
        ),
        unlabelled(
            "junk before a lot's name is no leader: the name's first word may have read so",
            [line("Date: 3/7/2025", 96, 95), line("Time: 11:06", 96, 97), line("Location wists PAVILION STRUCTURE", 89, 0, 96, 95)],
            notice("2025-03-07", "11:06", nil)
        ),
        unlabelled(
            "a value after a leader below the leader floor is not taken",
            [line("Date astmismeiasbem 9/7/2025", 93, 0, 77), line("Time: 11:06", 96, 97), line("Location: LOT 15", 96, 95)],
            notice(nil, "11:06", "LOT 15")
        ),
        unlabelled(
            "junk after a label read without confidence is no leader: it may be another label's",
            [
                line("LP 8 Esse] 7/18/2025", 38, 65, 26, 94), line("Time: 11:06", 96, 97), line("Dat lnm 8/1/2025", 38, 24, 90),
                line("Location: LOT 15", 96, 95),
            ],
            notice(nil, "11:06", "LOT 15")
        ),
        unlabelled(
            "spaced dot leaders read as junk after a label spelled out with the leader's first dot, below the leader floor",
            [
                line("Date. wwe 3/7/2025", 63, 34, 96), line("Time. www ene 10:42", 83, 39, 39, 78),
                line("Location: LOT 15", 96, 95),
            ],
            notice("2025-03-07", nil, "LOT 15")
        ),
        unlabelled(
            "a word read with confidence ends the leader",
            [line("Date Wan BEE 6 3/7/2025", 93, 0, 55, 60, 96), line("Time: 11:06", 96, 97), line("Location: LOT 15", 96, 95)],
            notice(nil, "11:06", "LOT 15")
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

    /// Field lines whose dot leaders were read as junk words, as Tesseract reads rendered notices.
    static let leaderLines = [
        line("Date Wanweeeeseseneeee 3/7/2025", 93, 0, 96), line("Time Vie eeeee een ee nen 11:06 AM", 95, 4, 0, 0, 0, 0, 97, 97),
        line("Location wists EAA OER LOT 15", 89, 0, 0, 0, 96, 95),
    ]

    /// The clean notice (the first of ``notices``) with its three field lines replaced by
    /// `fields`.
    static func unlabelled(_ name: String, _ fields: [TextLine], _ expected: TicketReading) -> Transcript {
        let clean = notices[0].lines
        let first = clean.firstIndex { $0.text.hasPrefix("Date:") } ?? 0
        return Transcript(name, lines: Array(clean[..<first]) + fields + Array(clean[(first + 3)...]), expected)
    }

    /// A line whose words have `confidences`, its confidence their mean, and whose words at
    /// the indexes `columns` each start a column (``TextLine/columnStarts``).
    static func line(_ text: String, columns: [Int] = [], _ confidences: Float...) -> TextLine {
        var line = TextLine(text, confidence: confidences.reduce(0, +) / Float(confidences.count), wordConfidences: confidences)
        line.columnStarts = columns
        return line
    }
}
