import StranglerAnalysis

/// The analysis of a labelled set scored claim by claim: one row per role (for members and for statements) and per
/// kind of fact, and every claim that disagrees with the labels.
public struct AccuracyReport: Sendable, Equatable {
    public enum Group: String, Sendable, CaseIterable, Comparable {
        case screens, memberRoles = "member roles", statementRoles = "statement roles", facts

        public static func < (lhs: Self, rhs: Self) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public struct Row: Sendable, Equatable {
        public var group: Group
        public var name: String
        public var tally: Tally
    }

    /// A claim only the analysis makes (`wrong`) or only the labels hold (`missed`).
    public struct Mismatch: Sendable, Equatable, Comparable {
        public var screen: String
        public var row: String
        public var claim: String
        public var isMissed: Bool

        public static func < (lhs: Self, rhs: Self) -> Bool {
            (lhs.screen, lhs.row, lhs.claim, lhs.isMissed ? 1 : 0) < (rhs.screen, rhs.row, rhs.claim, rhs.isMissed ? 1 : 0)
        }
    }

    public var screens: Int
    public var members: Int
    public var statements: Int
    public var rows: [Row]
    public var mismatches: [Mismatch]
    /// Members the analysis lists that the labels do not: a gap in the labels, not scored.
    public var unlabelledMembers: [String]

    /// The rows under `floor` in precision or recall.
    public func rows(under floor: Double) -> [Row] {
        rows.filter { $0.tally.precision < floor || $0.tally.recall < floor }
    }
}
