import TicketCore

/// The accuracy figures of one regression run over a set of samples.
public struct RegressionFigures: Sendable, Codable, Equatable {
    public var samples: Int
    /// Exact-match accuracy over the notices (negatives excluded), 0...1.
    public var date: Double
    public var time: Double
    public var location: Double
    public var lot: Double
    public var isRecent: Double
    /// `not_a_ticket` precision and recall over all samples, 0...1 (1 when undefined).
    public var notATicketPrecision: Double
    public var notATicketRecall: Double
    /// Samples with at least one non-null wrong value.
    public var hallucinations: Int
    /// Samples mapped to a lot other than the true one.
    public var wrongLots: Int

    enum CodingKeys: String, CodingKey {
        case samples, date, time, location, lot
        case isRecent = "is_recent"
        case notATicketPrecision = "not_a_ticket_precision"
        case notATicketRecall = "not_a_ticket_recall"
        case hallucinations
        case wrongLots = "wrong_lots"
    }

    /// Computes the figures of `outcomes`.
    public init(_ outcomes: [SampleOutcome]) {
        samples = outcomes.count
        let notices = outcomes.filter { !$0.isNegative }
        func share(_ matches: (SampleOutcome) -> Bool) -> Double {
            notices.isEmpty ? 1 : Double(notices.filter(matches).count) / Double(notices.count)
        }
        date = share { $0.actual.ticketDate == $0.expected.ticketDate }
        time = share { $0.actual.ticketTime == $0.expected.ticketTime }
        location = share { $0.actual.ticketLocation == $0.expected.ticketLocation }
        lot = share { $0.actual.mappedLotId == $0.expected.mappedLotId }
        isRecent = share { $0.actual.isRecent == $0.expected.isRecent }
        let truePositives = outcomes.filter { $0.isNegative && $0.predictedNegative }.count
        let predicted = outcomes.filter(\.predictedNegative).count
        let actual = outcomes.filter(\.isNegative).count
        notATicketPrecision = predicted == 0 ? 1 : Double(truePositives) / Double(predicted)
        notATicketRecall = actual == 0 ? 1 : Double(truePositives) / Double(actual)
        hallucinations = outcomes.filter { !$0.hallucinatedFields.isEmpty }.count
        wrongLots = outcomes.filter(\.hasWrongLot).count
    }

    /// Every accuracy figure by name, in table order.
    public var accuracies: [(name: String, value: Double)] {
        [
            ("date", date), ("time", time), ("location", location), ("lot", lot), ("is_recent", isRecent),
            ("not_a_ticket precision", notATicketPrecision), ("not_a_ticket recall", notATicketRecall),
        ]
    }
}
