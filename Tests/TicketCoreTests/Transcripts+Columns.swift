@testable import TicketCore

extension Transcript {
    /// Field lines whose words Tesseract placed in columns (``TextLine/columnStarts``): a
    /// location ends where its column does, so a mark far to its right, the slip's edge or a
    /// shadow read as a word, is not read into it.
    static let columns: [Transcript] = [
        edgeDigit("the slip's edge read as a digit in a column of its own is no part of the lot", columns: [3], "LOT 25"),
        edgeDigit("a digit in the lot's own column may be the lot number's last", columns: [], nil),
        unlabelled(
            "junk in a column of its own after a location neither joins it nor casts doubt on it",
            [
                line("Date: 12/23/2025", 96, 97), line("Time: 8:10 PM", 91, 97, 97),
                line("4 Location: PAVILION STRUCTURE BD", columns: [4], 15, 94, 97, 96, 21),
            ],
            notice("2025-12-23", "20:10", "PAVILION STRUCTURE")
        ),
        unlabelled(
            "a location that starts a column after junk is read whole",
            [line("Date: 3/7/2025", 96, 97), line("Time: 10:42", 96, 97), line("Location: ~ LOT 15", columns: [2], 95, 30, 96, 97)],
            notice("2025-03-07", "10:42", "LOT 15")
        ),
        unlabelled(
            "a location below its label ends where its column does",
            [
                line("Date: 3/7/2025", 96, 97), line("Time: 10:42", 96, 97), line("Location:", 95),
                line("LOT 25 1", columns: [2], 96, 97, 96),
            ],
            notice("2025-03-07", "10:42", "LOT 25")
        ),
    ]

    /// The clean notice whose location line reads `Location: LOT 25 1`, its words at the
    /// indexes `columns` each starting a column; `location` is what must be read of it.
    private static func edgeDigit(_ name: String, columns: [Int], _ location: String?) -> Transcript {
        unlabelled(
            name,
            [line("Date: 12/17/2024", 90, 97), line("Time: 21:46", 95, 96), line("Location: LOT 25 1", columns: columns, 85, 96, 97, 96)],
            notice("2024-12-17", "21:46", location)
        )
    }
}
