/// The result of `strangler status`: each screen's checklist, overall progress, and progress over time.
public struct StatusReport: Codable, Sendable, Equatable {
    public var version: Int
    public var progress: MigrationProgress
    public var screens: [ScreenStatus]
    /// Sampled commits, oldest first (`--history`); empty otherwise.
    public var history: [ProgressPoint]

    public init(progress: MigrationProgress, screens: [ScreenStatus], history: [ProgressPoint] = []) {
        self.version = 1
        self.progress = progress
        self.screens = screens
        self.history = history
    }
}

/// Screens done, in progress and not started, and lines of legacy screen code.
public struct MigrationProgress: Codable, Sendable, Equatable {
    public var done: Int
    public var inProgress: Int
    public var notStarted: Int
    /// Lines of the screens that are not VIP+W scenes yet.
    public var legacyLines: Int
    /// The same when the migration started (recorded by `strangler plan`), if known.
    public var startLegacyLines: Int?
    public var startDate: String?
}

public struct ScreenStatus: Codable, Sendable, Equatable {
    public enum State: String, Codable, Sendable {
        case done
        case inProgress = "in-progress"
        case notStarted = "not-started"
    }

    public var name: String
    public var file: String
    public var lines: Int
    /// The VIP+W scene that replaces it, when there is one.
    public var scene: String?
    public var state: State
    public var steps: [StepStatus]
    /// Its name and file, when another screen has the same name (`ScreenLabels`).
    public var label: String? = nil

    /// What names it in a table: its label, or its name.
    public var displayName: String { label ?? name }

    /// Steps done, of all steps.
    public var doneCount: Int { steps.filter { $0.state == .done }.count }
}

public struct StepStatus: Codable, Sendable, Equatable {
    public enum Source: String, Codable, Sendable {
        /// Read from the code (scene files, protocols, responsibilities left, tests).
        case code
        /// Recorded by hand in `.strangler/migration.yml`.
        case recorded
        /// Only a person can say: not recorded yet.
        case manual
    }

    public var step: ChecklistStep
    public var state: StepState
    public var source: Source
    /// What the state was read from.
    public var evidence: String
}

/// The migration at one sampled commit.
public struct ProgressPoint: Codable, Sendable, Equatable {
    public var commit: String
    public var date: String
    public var done: Int
    public var inProgress: Int
    public var notStarted: Int
    public var legacyLines: Int
    public var migratedScreens: Int
}
