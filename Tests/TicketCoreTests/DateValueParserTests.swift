import Testing

@testable import TicketCore

@Suite struct DateValueParserTests {
    /// Parses `text` and returns the ISO date, the repair flag and the input left over.
    private func parse(_ text: String) -> (iso: String?, repaired: Bool, rest: String) {
        var input = text[...]
        let result = DateValueParser.parse(&input)
        return (result?.value.iso, result?.isRepaired ?? false, String(input))
    }

    @Test(arguments: [
        ("3/7/2025", "2025-03-07", ""),
        (" 3/7/2025 Fri", "2025-03-07", " Fri"),
        ("03/07/2025", "2025-03-07", ""),
        ("3/ 7/2025", "2025-03-07", ""),
        ("3 / 7 / 2025", "2025-03-07", ""),
        ("03/07/25", "2025-03-07", ""),
        ("3-7-2025", "2025-03-07", ""),
        ("3.7.2025", "2025-03-07", ""),
        ("3/7/2025.", "2025-03-07", "."),
        ("12/31/2025 Time: 10:42", "2025-12-31", " Time: 10:42"),
        ("2/29/2024", "2024-02-29", ""),
        ("3/17/2025", "2025-03-17", ""),
        (": 1/1/2000", "2000-01-01", ""),
        ("3/7/25 10:42", "2025-03-07", " 10:42"),
    ])
    func readsPrintedDates(text: String, iso: String, rest: String) {
        let result = parse(text)
        #expect(result.iso == iso)
        #expect(result.repaired == false)
        #expect(result.rest == rest)
    }

    @Test(arguments: [
        ("3/7/2O25", "2025-03-07", ""),
        ("O3/O7/2025", "2025-03-07", ""),
        ("3/7/ZOZS x", "2025-03-07", " x"),
        ("l2/3l/2025", "2025-12-31", ""),
        ("37/2025", "2025-03-07", ""),
        ("@8/06/2025", "2025-08-06", ""),
        ("3/72025", "2025-03-07", ""),
        ("3/712025", "2025-03-07", ""),
        ("3/1712025", "2025-03-17", ""),
        ("61/27/2024", "2024-01-27", ""),  // dotted zeros read as 6, 9, 8
        ("94/22/2025", "2025-04-22", ""),
        ("18/10/2625", "2025-10-10", ""),
        ("9/8/2925", "2025-09-08", ""),
    ])
    func repairsUnambiguousOCRNoise(text: String, iso: String, rest: String) {
        let result = parse(text)
        #expect(result.iso == iso)
        #expect(result.repaired == true)
        #expect(result.rest == rest)
    }

    @Test(arguments: [
        "",
        "Fri 3/7/2025",
        "3/7",
        "3l7/2025",  // 3/7/2025 or 3/17/2025
        "317/2025",  // 3/17/2025 or 3/1/7...: 3/17 and 31/7 both tried
        "311712025",  // no separator survived
        "3|7|2025",
        "03072025",
        "12/2025",  // 1/2/2025 or 12/20/25
        "13/7/2025",
        "2/29/2025",
        "4/31/2025",
        "3/7/1999",
        "3/7/2100",
        "3/7/20 25",  // must not become 2020
        "3/7/25 1042",  // the run-on digits are no time whose colon was read
        "3/7/20255",
        "3//7/2025",
        "3/7/2/025",
        "39/7/2025",  // no zero makes 39 a month
        "16/7/2024",  // 6/7/2024 after a table's rule read as 1, or a misread 10/7/2024
        "19/28/2024",  // 9/28/2024 or 10/28/2024
        "3/7/2986",  // 2006, 2080 and 2086 are all possible
    ])
    func rejectsInvalidOrAmbiguousDates(text: String) {
        let result = parse(text)
        #expect(result.iso == nil)
        #expect(result.rest == text)
    }
}
