import TicketCore

/// What several readings of one slip agree on.
///
/// The slip is a notice when any reading found it to be one. Each field takes the value the
/// notice readings that read it agree on; when two give different values, neither is
/// trusted and the field stays unread: a wrong value is worse than none. A field that no
/// notice reading gave at all may come from the labelled values of readings that showed no
/// notice themselves (a crop that held the fields but not the banners), again only when
/// they agree. Locations that differ only by OCR noise around one lot's notice text agree
/// on that text (``LotCatalogue/printedLocation(among:)``).
struct ReadingConsensus {
    /// Some reading found a notice.
    private(set) var isNotice = false
    private var confirmed = Votes()
    private var unconfirmed = Votes()
    /// How the fields that fallbacks filled were filled.
    private var filledBy = FieldConfidences()
    private let catalogue: LotCatalogue

    /// A consensus that knows the lots' notice texts from `catalogue`.
    init(catalogue: LotCatalogue) {
        self.catalogue = catalogue
    }

    /// Adds one reading, and the labelled fields it holds when it is no notice.
    mutating func add(_ reading: TicketReading, labelled: TicketFields = TicketFields()) {
        guard case .ticket(let fields) = reading else {
            unconfirmed.add(labelled)
            return
        }
        isNotice = true
        confirmed.add(fields)
    }

    /// Adds values confirmed by reading their words again: each fills a field that no
    /// notice reading gave a trusted value for, with the confidence `filling`.
    mutating func addRechecked(_ fields: TicketFields, filling: FieldConfidence = .rechecked) {
        var missing = TicketFields()
        if confirmed.dates.isEmpty { missing.date = fields.date }
        if confirmed.times.isEmpty { missing.time = fields.time }
        if confirmed.locations.isEmpty { missing.location = fields.location }
        for label in FieldLabel.allCases where missing.isRead(label) { filledBy[label] = filling }
        confirmed.add(missing)
    }

    /// Adds the readings of the photo deconvolved for several blurs: the slip is a notice when
    /// two of them show one, and each field that no reading gave takes the value that most of
    /// them give, when at least two do and no other value is given as often. Deconvolved for
    /// the wrong blur, print reads with new errors, which rarely repeat.
    mutating func addDeblurred(_ readings: [TicketReading]) {
        let notices = readings.compactMap(\.fields)
        guard notices.count >= 2 else { return }
        isNotice = true
        addRechecked(
            TicketFields(
                date: Self.mostGiven(notices.map(\.date)),
                time: Self.mostGiven(notices.map(\.time)),
                location: Self.mostGiven(notices.map(\.location))
            ),
            filling: .deconvolved
        )
    }

    /// Whether `more` readings of the photo deconvolved, added to `readings`, could change what
    /// ``addDeblurred(_:)`` adds: they could make two of them show a notice, or give a field
    /// still unread a value that ties with or passes the one given most often, at least twice.
    /// A field that two readings gave alike, with one reading left, keeps that value whatever
    /// it gives, and one that no reading gave cannot get two votes from one more reading.
    func deblurredReadings(_ readings: [TicketReading], couldChangeWith more: Int) -> Bool {
        let notices = readings.compactMap(\.fields)
        guard notices.count >= 2 else { return notices.count + more >= 2 }
        return (lacks(.date) && Self.mostGiven(notices.map(\.date), couldChangeWith: more))
            || (lacks(.time) && Self.mostGiven(notices.map(\.time), couldChangeWith: more))
            || (lacks(.location) && Self.mostGiven(notices.map(\.location), couldChangeWith: more))
    }

    /// Whether `more` values added to `values` could change ``mostGiven(_:)``: some value other
    /// than the one given most often (one not given yet included) would be given at least twice
    /// and as often as it.
    private static func mostGiven<Value: Hashable>(_ values: [Value?], couldChangeWith more: Int) -> Bool {
        let counts = Dictionary(values.compactMap { $0 }.map { ($0, 1) }, uniquingKeysWith: +)
        let winner = mostGiven(values)
        let runnerUp = counts.filter { $0.key != winner }.values.max() ?? 0
        return runnerUp + more >= max(counts.values.max() ?? 0, 2)
    }

    /// The value given most often among `values`, when it is given at least twice and no other
    /// as often.
    private static func mostGiven<Value: Hashable>(_ values: [Value?]) -> Value? {
        let counts = Dictionary(values.compactMap { $0 }.map { ($0, 1) }, uniquingKeysWith: +)
        guard let (value, count) = counts.max(by: { $0.value < $1.value }), count >= 2,
            counts.values.filter({ $0 == count }).count == 1
        else { return nil }
        return value
    }

    /// Whether no notice reading gave any trusted value for the field `label` names, so
    /// that a value for it is worth checking again.
    func lacks(_ label: FieldLabel) -> Bool {
        switch label {
        case .date: confirmed.dates.isEmpty
        case .time: confirmed.times.isEmpty
        case .location: confirmed.locations.isEmpty
        }
    }

    /// A notice with all three fields agreed on: no further reading can add anything.
    var isComplete: Bool {
        isNotice && confirmed.dates.count == 1 && confirmed.times.count == 1 && confirmed.locations.count == 1
    }

    /// The agreed reading.
    var reading: TicketReading {
        guard isNotice else { return .notATicket }
        return .ticket(
            TicketFields(
                date: Self.agreed(confirmed.dates, else: unconfirmed.dates),
                time: Self.agreed(confirmed.times, else: unconfirmed.times),
                location: Self.agreed(confirmed.locations, else: unconfirmed.locations, or: catalogue.printedLocation(among:))
            )
        )
    }

    /// How each field of ``reading`` was settled.
    var confidences: FieldConfidences {
        guard case .ticket(let fields) = reading else { return FieldConfidences() }
        var confidences = FieldConfidences()
        for label in FieldLabel.allCases where fields.isRead(label) {
            let readings = confirmed.readings[label, default: 0]
            confidences[label] =
                readings == 0 ? .labelled : filledBy[label] ?? (readings >= 2 ? .agreed : .read)
        }
        return confidences
    }

    /// The one value of `votes`, or what `settle` makes of several; when there are none, the
    /// same of `fallback`.
    private static func agreed<Value: Hashable>(
        _ votes: Set<Value>,
        else fallback: Set<Value>,
        or settle: (Set<Value>) -> Value? = { _ in nil }
    ) -> Value? {
        let chosen = votes.isEmpty ? fallback : votes
        return chosen.count == 1 ? chosen.first : settle(chosen)
    }

    /// The distinct values readings gave for each field, and how many readings gave one.
    private struct Votes {
        var dates: Set<TicketDate> = []
        var times: Set<TicketTime> = []
        var locations: Set<String> = []
        var readings: [FieldLabel: Int] = [:]

        mutating func add(_ fields: TicketFields) {
            if let date = fields.date { dates.insert(date) }
            if let time = fields.time { times.insert(time) }
            if let location = fields.location { locations.insert(location) }
            for label in FieldLabel.allCases where fields.isRead(label) { readings[label, default: 0] += 1 }
        }
    }
}
