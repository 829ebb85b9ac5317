import Foundation
import Testing

@testable import TicketCore

/// An instant from an ISO 8601 text with offset, e.g. `2025-03-07T12:30:00-08:00`.
func instant(_ text: String) throws -> Date {
    try Date(text, strategy: .iso8601)
}

@Suite struct RecencyRuleTests {
    /// Whether a ticket printed `date` (`YYYY-MM-DD`) and `time` (`HH:MM`) is recent at `now`.
    private func isRecent(_ date: String, _ time: String, at now: String) throws -> Bool {
        guard case .ticket(let fields) = notice(date, time) else { return false }
        return RecencyRule.standard.isRecent(date: fields.date, time: fields.time, now: try instant(now))
    }

    @Test(arguments: [
        ("2025-03-07T10:42:00-08:00", true),  // just issued
        ("2025-03-07T10:37:00-08:00", true),  // -5 min exactly
        ("2025-03-07T10:36:59-08:00", false),  // -5 min -1 s
        ("2025-03-07T13:41:59-08:00", true),  // 3 h - 1 s
        ("2025-03-07T13:42:00-08:00", false),  // 3 h exactly
        ("2025-03-08T10:42:00-08:00", false),  // a day later
        ("2025-03-07T21:42:00Z", false),  // 3 h exactly, written in UTC
    ])
    func appliesTheWindowBoundaries(now: String, expected: Bool) throws {
        #expect(try isRecent("2025-03-07", "10:42", at: now) == expected)
    }

    @Test(arguments: [
        // 2025-03-09 spring forward: 02:00 PST -> 03:00 PDT. Real durations count, not wall clock.
        ("2025-03-09", "01:30", "2025-03-09T05:29:59-07:00", true),
        ("2025-03-09", "01:30", "2025-03-09T05:30:00-07:00", false),
        ("2025-03-09", "03:30", "2025-03-09T03:25:00-07:00", true),
        ("2025-03-09", "03:30", "2025-03-09T01:59:00-08:00", false),
        // 2025-11-02 fall back: 02:00 PDT -> 01:00 PST.
        ("2025-11-02", "00:30", "2025-11-02T02:15:00-08:00", true),
        ("2025-11-02", "00:30", "2025-11-02T02:30:00-08:00", false),
        ("2025-11-02", "02:30", "2025-11-02T01:30:00-07:00", false),
        // 2026-03-08 and 2026-11-01.
        ("2026-03-08", "01:00", "2026-03-08T04:59:59-07:00", true),
        ("2026-03-08", "01:00", "2026-03-08T05:00:00-07:00", false),
        ("2026-11-01", "00:15", "2026-11-01T02:14:59-08:00", true),
        ("2026-11-01", "00:15", "2026-11-01T02:15:00-08:00", false),
        // Midnight and year crossings.
        ("2025-03-07", "23:30", "2025-03-08T01:15:00-08:00", true),
        ("2025-12-31", "22:00", "2026-01-01T00:59:59-08:00", true),
        ("2025-12-31", "22:00", "2026-01-01T01:00:00-08:00", false),
        ("2025-03-08", "00:02", "2025-03-07T23:57:00-08:00", true),
        ("2025-03-08", "00:03", "2025-03-07T23:57:59-08:00", false),
    ])
    func measuresRealTimeAcrossDSTAndMidnight(date: String, time: String, now: String, expected: Bool) throws {
        #expect(try isRecent(date, time, at: now) == expected)
    }

    @Test(arguments: [("2025-03-09", "02:30"), ("2025-03-09", "02:00"), ("2026-03-08", "02:59")])
    func wallTimesThatNeverHappenedAreNeverRecent(date: String, time: String) throws {
        guard case .ticket(let fields) = notice(date, time), let day = fields.date, let clock = fields.time else {
            Issue.record("bad fixture")
            return
        }
        #expect(RecencyRule.instant(date: day, time: clock) == nil)
        for now in ["\(date)T03:00:00-07:00", "\(date)T03:30:00-07:00", "\(date)T04:00:00-07:00"] {
            #expect(try !isRecent(date, time, at: now))
        }
    }

    @Test(arguments: [
        // 01:30 on 2025-11-02 is 08:30Z (PDT) and 09:30Z (PST): recent only when both are.
        ("2025-11-02T11:29:59Z", true),
        ("2025-11-02T11:30:00Z", false),  // 3 h after the first 01:30
        ("2025-11-02T09:25:00Z", true),  // 5 min before the second 01:30
        ("2025-11-02T09:24:59Z", false),
        ("2025-11-02T08:30:00Z", false),  // the first 01:30 itself: the second is an hour ahead
    ])
    func wallTimesThatHappenedTwiceMustBeRecentBothTimes(now: String, expected: Bool) throws {
        #expect(try isRecent("2025-11-02", "01:30", at: now) == expected)
    }

    @Test func fallBack2026WorksTheSameWay() throws {
        // 01:45 on 2026-11-01 is 08:45Z (PDT) and 09:45Z (PST).
        #expect(try isRecent("2026-11-01", "01:45", at: "2026-11-01T11:44:59Z"))
        #expect(try !isRecent("2026-11-01", "01:45", at: "2026-11-01T11:45:00Z"))
        #expect(try isRecent("2026-11-01", "01:45", at: "2026-11-01T09:40:00Z"))
        #expect(try !isRecent("2026-11-01", "01:45", at: "2026-11-01T09:39:59Z"))
    }

    @Test(arguments: [
        ("2025-03-07", "10:42", "2025-03-07T18:42:00Z"),
        ("2025-07-04", "12:00", "2025-07-04T19:00:00Z"),
        ("2025-03-09", "01:59", "2025-03-09T09:59:00Z"),
        ("2025-03-09", "03:00", "2025-03-09T10:00:00Z"),
        ("2025-11-02", "01:30", "2025-11-02T08:30:00Z"),  // first occurrence
        ("2025-11-02", "02:00", "2025-11-02T10:00:00Z"),
        ("2026-11-01", "01:00", "2026-11-01T08:00:00Z"),
        ("2026-11-01", "00:59", "2026-11-01T07:59:00Z"),
    ])
    func convertsPacificWallClockToInstants(date: String, time: String, utc: String) throws {
        guard case .ticket(let fields) = notice(date, time), let day = fields.date, let clock = fields.time else {
            Issue.record("bad fixture")
            return
        }
        #expect(RecencyRule.instant(date: day, time: clock) == (try instant(utc)))
    }

    @Test func unreadDateOrTimeIsNeverRecent() throws {
        let now = try instant("2025-03-07T10:42:00-08:00")
        let date = TicketDate(year: 2025, month: 3, day: 7)
        let time = TicketTime(hour: 10, minute: 42)
        #expect(!RecencyRule.standard.isRecent(date: nil, time: time, now: now))
        #expect(!RecencyRule.standard.isRecent(date: date, time: nil, now: now))
        #expect(!RecencyRule.standard.isRecent(date: nil, time: nil, now: now))
    }
}
