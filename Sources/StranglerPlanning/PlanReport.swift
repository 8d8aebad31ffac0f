import StranglerAnalysis

/// The result of `strangler plan`: the legacy screens ranked by migration priority with their reasons,
/// then the screens already migrated. Stable and sorted, so golden files and CI diffs stay quiet.
public struct PlanReport: Codable, Sendable, Equatable {
    public static let currentVersion = 1

    public var version: Int
    public var history: HistorySummary
    /// The answers given, or the recommended ones.
    public var interview: Interview
    public var formula: String
    public var screens: [PlannedScreen]

    public init(history: HistorySummary, interview: Interview, screens: [PlannedScreen]) {
        self.version = Self.currentVersion
        self.history = history
        self.interview = interview
        self.formula = PriorityScore.formula
        self.screens = screens
    }

    public var ranked: [PlannedScreen] { screens.filter { $0.rank != nil } }
}

/// What was read from git, or why nothing was.
public struct HistorySummary: Codable, Sendable, Equatable {
    public var present: Bool
    /// Why there is no history (`not a git repository`).
    public var absentReason: String?
    /// `12 months`, `since 2024-01-31`.
    public var window: String?
    public var from: String?
    public var until: String?
    public var commits: Int
    public var bugFixCommits: Int
    /// Why bug fixes were told apart by fewer patterns than configured, when they were.
    public var bugFixNote: String? = nil
    /// That the window holds little history and the repository more, when it does.
    public var windowNote: String? = nil

    public static func absent(_ reason: String) -> HistorySummary {
        HistorySummary(present: false, absentReason: reason, window: nil, from: nil, until: nil, commits: 0, bugFixCommits: 0)
    }

    /// One line for the top of a report.
    public var line: String {
        guard present else {
            return "no git history (\(absentReason ?? "unknown")): change frequency and bug-proneness are left out of the score"
        }
        let line = "history: \(commits) commits from \(from ?? "?") to \(until ?? "?") (\(window ?? "")), \(bugFixCommits) of them bug fixes"
        return [line, bugFixNote, windowNote].compactMap { $0 }.joined(separator: "; ")
    }
}

/// One screen of the plan.
public struct PlannedScreen: Codable, Sendable, Equatable {
    public enum Status: String, Codable, Sendable {
        case legacy, migrated
    }

    /// 1 for the screen to migrate first; `nil` for a migrated screen.
    public var rank: Int?
    public var name: String
    public var kind: ScreenAnalysis.Kind
    public var file: String
    public var status: Status
    public var score: Double?
    public var terms: [PriorityScore.Term]
    /// `nil` when there is no history.
    public var changes: ChangeStats?
    public var lines: Int
    public var totalComplexity: Int
    public var maxComplexity: Int
    public var smells: Int
    /// Types and screens that reference it, and that it references.
    public var referencedBy: [String]
    public var references: [String]
    public var coupling: [CouplingLink]
    public var tests: [String]
    /// The VIP+W scene that replaces it, when the codebase has one.
    public var scene: String?
    /// Why it ranks where it does, in words.
    public var reasons: [String]
    /// Its name and file, when another screen has the same name (`ScreenLabels`).
    public var label: String? = nil

    /// What names it in a table: its label, or its name.
    public var displayName: String { label ?? name }
}
