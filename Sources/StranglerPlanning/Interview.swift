import StranglerAnalysis

/// The pre-migration interview: four questions, their choices in the method's words, and the answers.
public struct Interview: Codable, Sendable, Equatable {
    public enum Goal: String, Codable, Sendable, CaseIterable {
        case full, partial, analyze, incremental

        public var title: String {
            switch self {
            case .full: "Full VIP+W migration"
            case .partial: "Partial cleanup"
            case .analyze: "Just analyze"
            case .incremental: "Incremental improvement"
            }
        }

        /// How it reads in the summary: "Planning a full VIP+W migration".
        var phrase: String {
            switch self {
            case .full: "full VIP+W"
            case .partial: "partial cleanup"
            case .analyze: "analysis-only"
            case .incremental: "incremental improvement"
            }
        }
    }

    public enum CurrentState: String, Codable, Sendable, CaseIterable {
        case massive = "massive-view-controllers"
        case fatModels = "mvc-fat-models"
        case mixed
        case unknown

        public var title: String {
            switch self {
            case .massive: "Massive view controllers"
            case .fatModels: "MVC with fat models"
            case .mixed: "Mixed patterns"
            case .unknown: "Unknown"
            }
        }

        var phrase: String {
            switch self {
            case .massive: "massive view controllers"
            case .fatModels: "MVC with fat models"
            case .mixed: "mixed patterns"
            case .unknown: "an unknown architecture"
            }
        }
    }

    public enum Tests: String, Codable, Sendable, CaseIterable {
        case good, some, none, unknown

        public var title: String {
            switch self {
            case .good: "Good coverage"
            case .some: "Some tests"
            case .none: "No tests"
            case .unknown: "Don't know"
            }
        }

        var phrase: String {
            switch self {
            case .good: "good test coverage"
            case .some: "some tests"
            case .none: "no tests"
            case .unknown: "unknown test coverage"
            }
        }
    }

    public enum Risk: String, Codable, Sendable, CaseIterable {
        case low, medium, high

        public var title: String {
            switch self {
            case .low: "Low"
            case .medium: "Medium"
            case .high: "High"
            }
        }
    }

    public var goal: Goal
    public var currentState: CurrentState
    public var tests: Tests
    public var risk: Risk

    public init(goal: Goal, currentState: CurrentState, tests: Tests, risk: Risk) {
        self.goal = goal
        self.currentState = currentState
        self.tests = tests
        self.risk = risk
    }

    enum CodingKeys: String, CodingKey {
        case goal
        case currentState = "current_state"
        case tests, risk
    }

    /// The method's summary line: "Planning a full VIP+W migration from massive view controllers with no tests
    /// and low risk tolerance".
    public var summary: String {
        let goalPhrase = goal.phrase
        let article = "aeiou".contains(goalPhrase.first!) ? "an" : "a"
        return "Planning \(article) \(goalPhrase) migration from \(currentState.phrase) with \(tests.phrase) and \(risk.rawValue) risk tolerance"
    }

    /// The recommended answers: a full migration at low risk, the current state and tests as the code shows them.
    public static func recommended(screens: [ScreenAnalysis], migrated: Set<String>, screensWithTests: Int, testFiles: Int, modelsDoingIO: Int) -> Interview {
        Interview(
            goal: .full,
            currentState: detectedState(screens: screens, migrated: migrated, modelsDoingIO: modelsDoingIO),
            tests: detectedTests(legacyScreens: screens.filter { !migrated.contains($0.name) }.count, screensWithTests: screensWithTests, testFiles: testFiles),
            risk: .low
        )
    }

    /// Massive view controllers when a third or more of the legacy screens are massive; else MVC with fat
    /// models when models do I/O themselves; else mixed patterns when some screens are already scenes or
    /// several UI kinds coexist; else massive view controllers if any; else unknown.
    static func detectedState(screens: [ScreenAnalysis], migrated: Set<String>, modelsDoingIO: Int) -> CurrentState {
        let legacy = screens.filter { !migrated.contains($0.name) }
        guard !legacy.isEmpty else { return .unknown }
        let massive = legacy.filter { $0.smells.contains { $0.id == "massive_view_controller" } }.count
        if massive * 3 >= legacy.count { return .massive }
        if modelsDoingIO > 0 { return .fatModels }
        if !migrated.isEmpty || Set(legacy.map(\.kind)).count > 1 { return .mixed }
        return massive > 0 ? .massive : .unknown
    }

    /// Good when tests mention at least half the legacy screens, some when any test file exists, else none.
    static func detectedTests(legacyScreens: Int, screensWithTests: Int, testFiles: Int) -> Tests {
        if legacyScreens > 0, screensWithTests * 2 >= legacyScreens { return .good }
        return testFiles > 0 ? .some : .none
    }
}
