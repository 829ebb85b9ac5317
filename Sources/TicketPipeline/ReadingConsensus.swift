import TicketCore

/// What several readings of one slip agree on.
///
/// The slip is a notice when any reading found it to be one. Each field takes the value the
/// notice readings that read it agree on. When they give different values, the field is
/// unsettled: it stays unread (a wrong value is worse than none) and counts as lacking, so
/// that the fallbacks read it again, until one value is given at least twice and more often
/// than any other. A field that no notice reading gave at all may come from the labelled
/// values of readings that showed no notice themselves (a crop that held the fields but not
/// the banners), by the same rule. Locations that differ only by OCR noise around one lot's
/// notice text, and that no value outvotes, agree on that text
/// (``LotCatalogue/printedLocation(among:)``).
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

    /// Adds values confirmed by reading their words again: each counts for a field that no
    /// notice reading settled (``lacks(_:)``), and fills it with the confidence `filling`
    /// when it settles it.
    mutating func addRechecked(_ fields: TicketFields, filling: FieldConfidence = .rechecked) {
        fill(Self.fields(fields, where: lacks), with: filling)
    }

    /// Adds the values of a reading of the same pixels as the notice readings (a crop of their
    /// image), each only for a field that no notice reading gave a value for, filling it with
    /// the confidence `filling`: such a reading fails where they failed, and its vote would
    /// settle their dispute on the misread that two of them share.
    mutating func addSamePixels(_ fields: TicketFields, filling: FieldConfidence) {
        fill(Self.fields(fields, where: { lacks($0) && !confirmed.standing(of: $0).isGiven }), with: filling)
    }

    /// Adds `fields`, each filled with the confidence `filling` when it settles its field.
    private mutating func fill(_ fields: TicketFields, with filling: FieldConfidence) {
        confirmed.add(fields)
        for label in FieldLabel.allCases where fields.isRead(label) && !lacks(label) { filledBy[label] = filling }
    }

    /// Whether the field `label` holds a value that one reading alone gave, and that no
    /// fallback filled.
    func restsOnOneReading(_ label: FieldLabel) -> Bool {
        filledBy[label] == nil && confirmed.standing(of: label).votes == 1
    }

    /// Adds the values that a second look at their words gave, each for a field that rests on
    /// one reading (``restsOnOneReading(_:)``): the same value makes it agreed, another one
    /// disputes it, so that the fallbacks read it again.
    mutating func addSecondLooks(_ fields: TicketFields) {
        confirmed.add(Self.fields(fields, where: restsOnOneReading))
    }

    /// The fields of `fields` whose label `keep` holds for.
    private static func fields(_ fields: TicketFields, where keep: (FieldLabel) -> Bool) -> TicketFields {
        TicketFields(
            date: keep(.date) ? fields.date : nil,
            time: keep(.time) ? fields.time : nil,
            location: keep(.location) ? fields.location : nil
        )
    }

    /// Adds the readings of the photo deconvolved for several blurs: the slip is a notice when
    /// two of them show one, and each field the readings did not settle gets one more vote for
    /// the value that most of them give, when at least two do and no other value is given as
    /// often (``Tally/outvoting``). Deconvolved for the wrong blur, print reads with new
    /// errors, which rarely repeat.
    mutating func addDeblurred(_ readings: [TicketReading]) {
        let notices = readings.compactMap(\.fields)
        guard notices.count >= 2 else { return }
        isNotice = true
        addRechecked(
            TicketFields(
                date: Tally(notices.map(\.date)).outvoting,
                time: Tally(notices.map(\.time)).outvoting,
                location: Tally(notices.map(\.location)).outvoting
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
        return (lacks(.date) && Tally(notices.map(\.date)).outvotingCouldChange(with: more))
            || (lacks(.time) && Tally(notices.map(\.time)).outvotingCouldChange(with: more))
            || (lacks(.location) && Tally(notices.map(\.location)).outvotingCouldChange(with: more))
    }

    /// Whether the notice readings settled no value for the field `label` names: none gave
    /// one, or they gave different values and none outvotes the others (``Tally/settled``),
    /// so that a value for it is worth reading again.
    func lacks(_ label: FieldLabel) -> Bool {
        !confirmed.standing(of: label).isSettled
    }

    /// A notice whose readings gave one value for each field: no further reading can add
    /// anything.
    var isComplete: Bool {
        isNotice && confirmed.dates.isUnanimous && confirmed.times.isUnanimous && confirmed.locations.isUnanimous
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
            let standing = confirmed.standing(of: label, giving: fields)
            guard standing.isGiven else {
                confidences[label] = .labelled
                continue
            }
            confidences[label] = filledBy[label] ?? (standing.readingsGivingValue >= 2 ? .agreed : .read)
        }
        return confidences
    }

    /// The value `votes` settle on, or what `settle` makes of their values when they settle
    /// on none; when there are no votes, the same of `fallback`.
    private static func agreed<Value: Hashable>(
        _ votes: Tally<Value>,
        else fallback: Tally<Value>,
        or settle: (Set<Value>) -> Value? = { _ in nil }
    ) -> Value? {
        let chosen = votes.isEmpty ? fallback : votes
        return chosen.settled ?? settle(chosen.values)
    }

    /// The values readings gave for each field, each with how many gave it.
    private struct Votes {
        var dates = Tally<TicketDate>()
        var times = Tally<TicketTime>()
        var locations = Tally<String>()

        mutating func add(_ fields: TicketFields) {
            if let date = fields.date { dates.add(date) }
            if let time = fields.time { times.add(time) }
            if let location = fields.location { locations.add(location) }
        }

        /// What the votes for `label` show, with how many readings gave the value `fields`
        /// holds for it.
        func standing(of label: FieldLabel, giving fields: TicketFields = TicketFields()) -> Standing {
            switch label {
            case .date: Standing(dates, giving: fields.date)
            case .time: Standing(times, giving: fields.time)
            case .location: Standing(locations, giving: fields.location)
            }
        }
    }

    /// What one field's votes show, whatever the type of its values.
    private struct Standing {
        /// The votes settle on a value (``Tally/settled``).
        let isSettled: Bool
        /// How many readings gave the value asked about.
        let readingsGivingValue: Int
        /// How many readings gave a value.
        let votes: Int

        /// Some reading gave a value.
        var isGiven: Bool { votes > 0 }

        init<Value>(_ tally: Tally<Value>, giving value: Value?) {
            isSettled = tally.settled != nil
            readingsGivingValue = value.map { tally.counts[$0, default: 0] } ?? 0
            votes = tally.counts.values.reduce(0, +)
        }
    }

    /// The values given for one field, each with how many readings gave it.
    struct Tally<Value: Hashable> {
        private(set) var counts: [Value: Int] = [:]

        init() {}

        /// The tally of the values given among `values`.
        init(_ values: [Value?]) {
            for case let value? in values { add(value) }
        }

        mutating func add(_ value: Value) {
            counts[value, default: 0] += 1
        }

        var isEmpty: Bool { counts.isEmpty }
        /// Every value given.
        var values: Set<Value> { Set(counts.keys) }
        /// Whether exactly one value was given.
        var isUnanimous: Bool { counts.count == 1 }

        /// The value the readings settle on: the only one given, or else ``outvoting``.
        var settled: Value? {
            isUnanimous ? counts.first?.key : outvoting
        }

        /// The value given at least twice and more often than any other; nil when there is none.
        var outvoting: Value? {
            guard let (value, count) = counts.max(by: { $0.value < $1.value }), count >= 2,
                counts.values.filter({ $0 == count }).count == 1
            else { return nil }
            return value
        }

        /// Whether `more` values could change ``outvoting``: some value other than the one given
        /// most often (one not given yet included) would be given at least twice and as often
        /// as it.
        func outvotingCouldChange(with more: Int) -> Bool {
            let winner = outvoting
            let runnerUp = counts.filter { $0.key != winner }.values.max() ?? 0
            return runnerUp + more >= max(counts.values.max() ?? 0, 2)
        }
    }
}
