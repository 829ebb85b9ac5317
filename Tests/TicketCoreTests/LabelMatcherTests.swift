import Testing

@testable import TicketCore

@Suite struct LabelMatcherTests {
    @Test(arguments: [
        ("Date: 3/7/2025", FieldLabel.date, "3/7/2025"),
        ("Dale: 3/7/2025", .date, "3/7/2025"),
        ("Oate: 3/7/2025", .date, "3/7/2025"),
        ("Date; 3/7/2025", .date, "3/7/2025"),
        ("Date. 3/7/2025", .date, "3/7/2025"),
        ("Date 3/7/2025", .date, "3/7/2025"),
        ("DATE: 3/7/2025", .date, "3/7/2025"),
        ("Date:3/7/2025", .date, "3/7/2025"),
        ("Date Issued: 3/7/2025", .date, "3/7/2025"),
        ("| Date: 3/7/2025", .date, "3/7/2025"),
        ("i Date: | 3/7/2025", .date, "3/7/2025"),
        // A table's rule between the label's cell and the value's, read as a mark alone.
        ("Violation Time: j 11:06 AM", .time, "11:06 AM"),
        ("Violation Date: J 4/20/2024", .date, "4/20/2024"),
        ("Location: ] LOT 15", .location, "LOT 15"),
        // A mark that may be the value's first digit stays (`I 1:06` is `11:06`).
        ("Time: I 1:06 AM", .time, "I 1:06 AM"),
        ("Time: l 1:06 AM", .time, "l 1:06 AM"),
        ("Date:", .date, ""),
        ("Time: 10:42", .time, "10:42"),
        ("Tirne: 10:42", .time, "10:42"),
        ("Tine: 10:42", .time, "10:42"),
        ("TlME: 10:42", .time, "10:42"),
        ("Time Issued: 10:42", .time, "10:42"),
        ("Location: LOT 15", .location, "LOT 15"),
        ("Locatlon: LOT 15", .location, "LOT 15"),
        ("Locaton LOT 15", .location, "LOT 15"),
        ("L0cation: LOT 15", .location, "LOT 15"),
        ("LOCATION:LOT 15", .location, "LOT 15"),
        // Lines of real OCR dumps: junk before the label, damaged `Issued`, a plural.
        ("fy Date Issued: 05/18/2024", .date, "05/18/2024"),
        ("9 Date issued: 08/44/26", .date, "08/44/26"),
        ("i) Time Issued: 1:34 Pl", .time, "1:34 Pl"),
        ("4 Location. LOT 45", .location, "LOT 45"),
        ("Time lSsueg- 00:49", .time, "00:49"),
        ("Time TSsueq- 14:45", .time, "14:45"),
        ("Time I$sued: 29 45", .time, "29 45"),
        ("Locations LOT 1S", .location, "LOT 1S"),
        // `Issued` with its start lost to blur (blur-080 read upright).
        ("Time ed: 7:38 AM", .time, "7:38 AM"),
        ("Date sued: 3/22/2024", .date, "3/22/2024"),
        // Without the colon, a short word after the label stays part of the value.
        ("Time ed 7:38 AM", .time, "ed 7:38 AM"),
        // Dot leaders read partly as letters or digits (text2image lines read with the model).
        ("Date ........e.eeeeee 11/26/2026", .date, "11/26/2026"),
        ("Time .....eeeeeeeeeee 14:05", .time, "14:05"),
        ("Issued .......4..644-2 3/7/2025", .date, "3/7/2025"),
        ("Location wu... LOT 15", .location, "LOT 15"),
        ("Location ............ LOT 15", .location, "LOT 15"),
        ("Date ........", .date, ""),
        // After a leader, a value stays: a word with digits, or without a dot.
        ("Date ....... 11.26.2026", .date, "11.26.2026"),
        ("Time ....... Wa 14:05", .time, "Wa 14:05"),
    ])
    func recognisesNoisyLabels(text: String, label: FieldLabel, rest: String) {
        var input = text[...]
        #expect(LabelMatcher.match(&input) == label)
        #expect(input == rest[...])
    }

    @Test(arguments: [
        "Due Date: 4/6/2025", "Permit Exp: 6/30/2025", "Expires 6/30/2025",
        "Notice #: 25B02040", "3/7/2025", "Update: 3/7/2025", "LOT 15", "", "~~", "LOT 15: paid", "Lot 47",
        "Violation: NO VALID PERMIT DISPLAYED.", "Violation Code: 22500",
        "Ue Date: 11/9/2925", "@ vue pate: 06/03/2026", "] pue Date: 8/12/2024", "ial Date: 8/23/2026",
    ])
    func ignoresLinesWithoutLeadingLabel(text: String) {
        var input = text[...]
        #expect(LabelMatcher.match(&input) == nil)
        #expect(input == text[...])
    }

    @Test(
        arguments: [
            ("Issue Date: 3/7/2025", .date, "3/7/2025"), ("ISSUE TIME: 10:42", .time, "10:42"),
            ("lssue Date: 3/7/2025", .date, "3/7/2025"), ("Issued: 3/7/2025 10:42", .date, "3/7/2025 10:42"),
            ("Date/Time: 3/7/2025 10:42", .date, "3/7/2025 10:42"), ("DATE / TIME 3/7/25", .date, "3/7/25"),
            ("Date & Time: 3/7/2025", .date, "3/7/2025"), ("Date and Time: 3/7/2025", .date, "3/7/2025"),
            ("Date .......... 3/7/2025", .date, "3/7/2025"), ("Date/ 3/7/2025", .date, "/ 3/7/2025"),
            ("Date and more", .date, "and more"),
            ("Location ........ Lot 15", .location, "Lot 15"),
            ("Date of Issue: 3/7/2025", .date, "3/7/2025"), ("TIME OF ISSUE: 10:42", .time, "10:42"),
            ("Time 0f lssue: 10:42", .time, "10:42"), ("Date of 3/7/2025", .date, "of 3/7/2025"),
            ("Violation Date: 3/7/2025", .date, "3/7/2025"), ("VIOLATION TIME: 10:42", .time, "10:42"),
            ("Vio1ation Location: LOT 15", .location, "LOT 15"),
            ("Lot: LOT 15", .location, "LOT 15"), ("LOT : Lot 47", .location, "Lot 47"), ("L0T; LOT 25", .location, "LOT 25"),
        ] as [(String, FieldLabel, String)]
    )
    func recognisesLabelWordings(text: String, label: FieldLabel, rest: String) {
        var input = text[...]
        #expect(LabelMatcher.match(&input) == label)
        #expect(input == rest[...])
    }

    @Test(arguments: [
        ("Due Date: 4/6/2025", true), ("Permit Exp: 6/30/2025", true), ("Expires 6/30/2025", true),
        ("Date: 3/7/2025", false), ("Date Issued: 3/7/2025", false), ("LOT 15", false), ("", false),
        ("Ue Date: 11/9/2925", true), ("@ vue pate: 06/03/2026", true), ("A due Date: 95/00/2025", true),
        ("i) Time Issued: 1:34 Pl", false),
    ])
    func spotsDecoyLines(text: String, isDecoy: Bool) {
        #expect(LabelMatcher.startsWithDecoy(text[...], afterDateLabel: false) == isDecoy)
        #expect(LabelMatcher.startsWithDecoy(text[...], afterDateLabel: true) == isDecoy)
    }

    /// `Issue Date` labels the notice's date when it is the first date label, and is a
    /// permit's once the notice's date label was read.
    @Test(arguments: [
        ("Issue Date: 1/2/2025", true), ("ISSUED: 1/2/2025", true), ("Issue 1/2/2025", true),
        ("Issue Time: 10:42", false),
    ])
    func takesIssueDatesAsDecoysAfterTheDateLabel(text: String, isDecoy: Bool) {
        #expect(!LabelMatcher.startsWithDecoy(text[...], afterDateLabel: false))
        #expect(LabelMatcher.startsWithDecoy(text[...], afterDateLabel: true) == isDecoy)
    }
}
