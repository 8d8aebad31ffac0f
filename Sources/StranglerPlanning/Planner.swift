import StranglerAnalysis
import StranglerHistory

/// Ranks a codebase's legacy screens by migration priority: joins the analysis, the history, the
/// references between types and the tests at the level of screens.
public struct Planner: Sendable {
    public var facts: CodebaseFacts
    public var history: GitHistory.Outcome
    public var classifier: BugFixClassifier

    public init(facts: CodebaseFacts, history: GitHistory.Outcome, classifier: BugFixClassifier) {
        self.facts = facts
        self.history = history
        self.classifier = classifier
    }

    /// The recommended interview answers, as the code shows the current state and the tests.
    public var recommendedInterview: Interview {
        let legacy = facts.legacyScreens
        let tested = legacy.filter { !facts.graph.tests(mentioning: facts.testedNames(for: $0.name)).isEmpty }.count
        return Interview.recommended(
            screens: facts.report.screens, migrated: facts.migrated, screensWithTests: tested,
            testFiles: facts.graph.testFiles.count, modelsDoingIO: facts.modelsDoingIO.count
        )
    }

    public func plan(interview: Interview? = nil) -> PlanReport {
        let screens = facts.report.screens
        var summary = HistorySummary.absent("")
        var screenHistory: ScreenHistory?
        switch history {
        case .present(let log):
            let computed = ScreenHistory(history: log, screens: screens, classifier: classifier)
            screenHistory = computed
            summary = HistorySummary(
                present: true, absentReason: nil, window: log.window.description, from: HistoryWindow.day(log.from),
                until: HistoryWindow.day(log.until), commits: computed.commitsRead, bugFixCommits: computed.bugFixCommits,
                bugFixNote: computed.bugFixNote,
                windowNote: log.firstCommit.map { first in
                    "only \(computed.commitsRead) commits in the window; the history goes back to \(HistoryWindow.day(first)) "
                        + "(--since \(HistoryWindow.day(first)) reads all of it)"
                }
            )
        case .absent(let reason):
            summary = .absent(reason)
        }
        let labels = ScreenLabels(screens)
        var planned: [PlannedScreen] = screens.map { screen in
            let label = labels.label(of: screen)
            let changes = screenHistory.map { $0.stats[label] ?? ChangeStats() }
            return PlannedScreen(
                rank: nil, name: screen.name, kind: screen.kind, file: screen.file,
                status: facts.migrated.contains(screen.name) ? .migrated : .legacy, score: nil, terms: [], changes: changes,
                lines: screen.metrics.lines, totalComplexity: screen.metrics.totalComplexity, maxComplexity: screen.metrics.maxComplexity,
                smells: screen.smells.count, referencedBy: facts.graph.referencedBy[screen.name] ?? [],
                references: facts.graph.references[screen.name] ?? [], coupling: screenHistory?.coupling[label] ?? [],
                tests: facts.graph.tests(mentioning: facts.testedNames(for: screen.name)), scene: facts.scene(for: screen.name),
                reasons: [], label: labels.fileLabel(of: screen)
            )
        }
        let legacy = planned.indices.filter { planned[$0].status == .legacy }
        let inputs = legacy.map { index -> PriorityScore.Inputs in
            let screen = planned[index]
            let dependencies = Set(screen.referencedBy).union(screen.references).union(screen.coupling.map(\.entity)).count
            return PriorityScore.Inputs(
                revisions: screen.changes?.revisions, bugFixes: screen.changes?.bugFixes, totalComplexity: screen.totalComplexity,
                lines: screen.lines, smells: screen.smells, dependencies: dependencies, tested: !screen.tests.isEmpty
            )
        }
        for (index, result) in zip(legacy, PriorityScore.score(inputs)) {
            planned[index].score = result.score
            planned[index].terms = result.terms
            planned[index].reasons = Self.reasons(planned[index])
        }
        planned.sort { lhs, rhs in
            if lhs.status != rhs.status { return lhs.status == .legacy }
            if (lhs.score ?? 0) != (rhs.score ?? 0) { return (lhs.score ?? 0) > (rhs.score ?? 0) }
            return (lhs.name, lhs.file) < (rhs.name, rhs.file)
        }
        var rank = 0
        for index in planned.indices where planned[index].status == .legacy {
            rank += 1
            planned[index].rank = rank
        }
        for index in planned.indices where planned[index].status == .migrated {
            planned[index].reasons = ["already a VIP+W scene" + (planned[index].scene.map { " ('\($0)')" } ?? "")]
        }
        return PlanReport(history: summary, interview: interview ?? recommendedInterview, screens: planned)
    }

    /// The facts behind a rank, in words: change and bugs, size and complexity, isolation, tests.
    static func reasons(_ screen: PlannedScreen) -> [String] {
        var reasons: [String] = []
        if let changes = screen.changes {
            reasons.append(
                changes.revisions == 0
                    ? "not changed in the window"
                    : "changed in \(plural(changes.revisions, "commit")) (\(plural(changes.churn, "line")) churned, \(plural(changes.authors, "author")), last \(changes.lastChange ?? "?"))"
            )
            if changes.bugFixes > 0 { reasons.append("bug-prone: \(plural(changes.bugFixes, "bug-fix commit"))") }
        }
        reasons.append("\(screen.lines) lines, total complexity \(screen.totalComplexity), max \(screen.maxComplexity), \(plural(screen.smells, "smell"))")
        let isolation = "referenced by \(screen.referencedBy.count)" + list(screen.referencedBy) + ", references \(screen.references.count)" + list(screen.references)
        reasons.append(isolation)
        if !screen.coupling.isEmpty {
            reasons.append("changes together with " + screen.coupling.prefix(3).map { "\($0.entity) (\($0.degree)%)" }.joined(separator: ", "))
        }
        reasons.append(screen.tests.isEmpty ? "no test mentions it" : "tests: " + screen.tests.prefix(3).joined(separator: ", ") + (screen.tests.count > 3 ? ", …" : ""))
        return reasons
    }

    private static func list(_ names: [String]) -> String {
        guard !names.isEmpty else { return "" }
        return " (" + names.prefix(4).joined(separator: ", ") + (names.count > 4 ? ", …" : "") + ")"
    }
}

func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)" + (count == 1 ? "" : "s")
}
