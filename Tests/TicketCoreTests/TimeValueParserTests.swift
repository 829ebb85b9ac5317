import Testing

@testable import TicketCore

@Suite struct TimeValueParserTests {
    /// Parses `text` and returns the time, the repair flag and the input left over.
    private func parse(_ text: String) -> (time: String?, repaired: Bool, rest: String) {
        var input = text[...]
        let result = TimeValueParser.parse(&input)
        return (result?.value.text, result?.isRepaired ?? false, String(input))
    }

    @Test(arguments: [
        ("10:42", "10:42", ""),
        ("9:05", "09:05", ""),
        ("09:05", "09:05", ""),
        ("0:00", "00:00", ""),
        ("23:59", "23:59", ""),
        (" 10:42 Location: LOT 15", "10:42", " Location: LOT 15"),
        ("10 :42", "10:42", ""),
        ("10: 42", "10:42", ""),
        ("10.42", "10:42", ""),
        ("10;42", "10:42", ""),
        ("10,42", "10:42", ""),
        ("9°30 AM", "09:30", ""),
        ("10:42:15", "10:42", ":15"),
        ("10:42 PARKING", "10:42", " PARKING"),
        ("2:05 PM", "14:05", ""),
        ("2:05PM", "14:05", ""),
        ("2:05 pm.", "14:05", ""),
        ("2:05 P.M. x", "14:05", " x"),
        ("2:05 p.m", "14:05", ""),
        ("12:10 AM", "00:10", ""),
        ("12:10 A.M.", "00:10", ""),
        ("12:10 PM", "12:10", ""),
        ("11:59 PM", "23:59", ""),
        ("1:00 am", "01:00", ""),
    ])
    func readsPrintedTimes(text: String, time: String, rest: String) {
        let result = parse(text)
        #expect(result.time == time)
        #expect(result.repaired == false)
        #expect(result.rest == rest)
    }

    @Test(arguments: [
        ("1O:42", "10:42", ""),
        ("l0:4Z", "10:42", ""),
        ("1042", "10:42", ""),
        ("10 42", "10:42", ""),
        ("2:O5 PM", "14:05", ""),
        ("69:00", "09:00", ""),  // dotted zeros read as 6, 8 or 9
        ("69:60", "09:00", ""),
        ("10:60", "10:00", ""),
        ("14:69", "14:09", ""),
        ("14:99", "14:09", ""),
        ("89:15 AM", "09:15", ""),
        ("6:68 AM", "06:08", ""),  // a 12-hour hour is never 0: only the minutes were misread
        ("9:69 PM", "21:09", ""),
        ("19:69 PM", "22:09", ""),  // the minutes show the dotted zeros: 19 is no stray mark
    ])
    func repairsOCRNoise(text: String, time: String, rest: String) {
        let result = parse(text)
        #expect(result.time == time)
        #expect(result.repaired == true)
        #expect(result.rest == rest)
    }

    /// A lone `A` may be a damaged `AM` or noise; where both give the same time it stands,
    /// and the letter is left unread.
    @Test(arguments: [
        ("2:05 a", "02:05", " a"),
        ("11:04 ae a", "11:04", " ae a"),
        ("11:04 A.", "11:04", " A."),
        ("13:04 a", "13:04", " a"),  // 13 is no morning hour
        ("0:04 A", "00:04", " A"),
        ("10:04 Ave", "10:04", " Ave"),
    ])
    func readsTimesBeforeALoneA(text: String, time: String, rest: String) {
        let result = parse(text)
        #expect(result.time == time)
        #expect(result.repaired == false)
        #expect(result.rest == rest)
    }

    @Test(arguments: [
        "", "abc", "24:00", "13:05 PM", "0:30 AM", "2:05 P", "2:05 P.", "2:05 p", "2:05 Pe",
        "12:05 a", "12:05 ae",  // 00:05 in the morning, or 12:05
        "10:425", "10:4", "942", "3/7/2025", "25B02040", "1:34 Pl", "9:23 PIA", "9:23 PMA",
        "19:93",  // 10:00 with both parts misread: 19:03 would be wrong
        "18:60",  // the hour may be a misread 10 as well
        "77:00",  // no dotted zero makes 77 an hour
        "6:68",  // 24-hour: the hour may be a misread 0 as well
        "19:41 PM",  // 9:41 PM after a table's rule read as 1, or a misread 10:41 PM
        "18:05 AM",  // 8:05 AM or 10:05 AM
    ])
    func rejectsInvalidOrAmbiguousTimes(text: String) {
        let result = parse(text)
        #expect(result.time == nil)
        #expect(result.rest == text)
    }
}
