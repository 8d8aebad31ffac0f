/// Claims checked against the labels for one row of the table: what both say, what only the analysis says, what only
/// the labels say.
public struct Tally: Sendable, Equatable {
    public var correct = 0
    public var wrong = 0
    public var missed = 0

    public init(correct: Int = 0, wrong: Int = 0, missed: Int = 0) {
        self.correct = correct
        self.wrong = wrong
        self.missed = missed
    }

    /// Correct claims over all the analysis makes; 1 when it makes none.
    public var precision: Double { correct + wrong == 0 ? 1 : Double(correct) / Double(correct + wrong) }
    /// Correct claims over all the labels hold; 1 when they hold none.
    public var recall: Double { correct + missed == 0 ? 1 : Double(correct) / Double(correct + missed) }

    public static func + (lhs: Tally, rhs: Tally) -> Tally {
        Tally(correct: lhs.correct + rhs.correct, wrong: lhs.wrong + rhs.wrong, missed: lhs.missed + rhs.missed)
    }

    /// Compares two multisets of keys: each key both hold once counts correct once.
    static func comparing<Key: Hashable>(claimed: [Key], labelled: [Key]) -> (tally: Tally, wrong: [Key], missed: [Key]) {
        var remaining: [Key: Int] = [:]
        for key in labelled { remaining[key, default: 0] += 1 }
        var tally = Tally()
        var wrong: [Key] = []
        for key in claimed {
            if let count = remaining[key], count > 0 {
                remaining[key] = count - 1
                tally.correct += 1
            } else {
                wrong.append(key)
            }
        }
        var missed: [Key] = []
        for key in labelled where remaining[key, default: 0] > 0 {
            remaining[key]! -= 1
            missed.append(key)
        }
        tally.wrong = wrong.count
        tally.missed = missed.count
        return (tally, wrong, missed)
    }
}
