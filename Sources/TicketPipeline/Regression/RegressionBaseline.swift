/// Compares a run with a corpus's committed baseline (`samples/baseline.json`,
/// `samples-test/baseline.json`): the overall figures of the last accepted run.
public enum RegressionBaseline {
    /// What got worse than `baseline`, one sentence each; empty when nothing did.
    ///
    /// Any drop of an accuracy figure, any new hallucination and any wrong lot beyond those
    /// the baseline records is a regression. The tuning set's baseline records none, so any
    /// wrong lot there fails; the held-out test split's records the one it has today, which is
    /// open work, not an accepted answer.
    public static func regressions(of current: RegressionFigures, against baseline: RegressionFigures) -> [String] {
        var found: [String] = []
        let tolerance = 1e-9
        for (now, before) in zip(current.accuracies, baseline.accuracies) where now.value < before.value - tolerance {
            found.append("\(now.name) fell from \(percent(before.value)) to \(percent(now.value))")
        }
        if current.hallucinations > baseline.hallucinations {
            found.append("hallucinations rose from \(baseline.hallucinations) to \(current.hallucinations)")
        }
        if current.wrongLots > baseline.wrongLots {
            found.append("\(current.wrongLots) sample(s) mapped to a wrong lot, the baseline \(baseline.wrongLots)")
        }
        return found
    }

    /// `0.9583` -> `95.8%`.
    public static func percent(_ value: Double) -> String {
        let tenths = Int((value * 1000).rounded())
        return "\(tenths / 10).\(tenths % 10)%"
    }
}
