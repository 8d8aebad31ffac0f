import ArgumentParser
import Foundation
import StranglerHistory
import StranglerPlanning
import StranglerReporting
import StranglerSources

extension Interview.Goal: ExpressibleByArgument {}
extension Interview.CurrentState: ExpressibleByArgument {}
extension Interview.Tests: ExpressibleByArgument {}
extension Interview.Risk: ExpressibleByArgument {}

/// `strangler plan`: which screen first, and why; with the interview, `MIGRATION_PLAN.md`.
struct Plan: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Rank the legacy screens by migration priority (change frequency, bug fixes, complexity, isolation, tests).",
        discussion: """
            History comes from one 'git log' pass over the window (--since, default 12 months up to the newest commit); \
            outside a git repository the plan says so and ranks without it. \
            A bug fix is a commit whose subject says fix, bug, crash, hotfix or regression, or names an issue; \
            when issue ids are on most commits, only the words count (plan.bug_fix_patterns sets your own). \
            With --interactive, or any of --goal, --current-state, --tests, --risk, it runs the pre-migration interview, \
            prints the summary and writes MIGRATION_PLAN.md into PATH (never over an existing one without --force, which also replaces -o FILE) \
            and the answers into .strangler/migration.yml.
            """
    )

    @OptionGroup var project: ProjectOptions

    @OptionGroup var output: OutputOptions

    @Flag(help: "Show each screen's reasons and score factors.")
    var explain = false

    @Option(help: "How far back history counts: '12 months' (default), '90 days', '2 years', or a date '2024-01-31'.")
    var since: String?

    @Flag(help: "Ask the four interview questions on the terminal, then write MIGRATION_PLAN.md.")
    var interactive = false

    @Option(help: "Interview: the goal (\(Interview.Goal.allCases.map(\.rawValue).joined(separator: ", "))).")
    var goal: Interview.Goal?

    @Option(help: "Interview: the current architecture (\(Interview.CurrentState.allCases.map(\.rawValue).joined(separator: ", "))).")
    var currentState: Interview.CurrentState?

    @Option(help: "Interview: the tests (\(Interview.Tests.allCases.map(\.rawValue).joined(separator: ", "))).")
    var tests: Interview.Tests?

    @Option(help: "Interview: risk tolerance (\(Interview.Risk.allCases.map(\.rawValue).joined(separator: ", "))).")
    var risk: Interview.Risk?

    @Flag(help: "Print MIGRATION_PLAN.md instead of writing it.")
    var dryRun = false

    var runsInterview: Bool { interactive || goal != nil || currentState != nil || tests != nil || risk != nil }

    func validate() throws {
        if dryRun && !runsInterview { throw ValidationError("--dry-run prints MIGRATION_PLAN.md: add --interactive or an answer (--goal …)") }
    }

    func run() throws {
        try CLI.run {
            // Refuse what would be refused at the end before the analysis, the history and the interview.
            try output.checkWritable()
            let planPath = project.folder + "/MIGRATION_PLAN.md"
            if runsInterview && !dryRun && FileManager.default.fileExists(atPath: planPath) && !output.force {
                throw SafeFileWriter.WriteError.exists(planPath)
            }
            let (configuration, _, facts) = try project.load()
            let classifier = try BugFixClassifier(patterns: configuration.plan.bugFixPatterns ?? BugFixClassifier.defaultPatterns)
            let planner = Planner(facts: facts, history: try project.history(since: since, configuration: configuration), classifier: classifier)
            guard runsInterview else {
                try output.emit(render(planner.plan()))
                return
            }
            let answers = try interview(recommended: planner.recommendedInterview)
            let plan = planner.plan(interview: answers)
            let document = PlanDocument.render(plan, facts: facts)
            // Straight to the file handle, in order with what follows (print buffers).
            FileHandle.standardOutput.write(Data((answers.summary + "\n").utf8))
            if dryRun {
                FileHandle.standardOutput.write(Data(("\n" + document).utf8))
                return
            }
            var record = try MigrationRecord.load(folder: project.folder)
            record.interview = answers
            if record.started == nil {
                let lines = facts.legacyScreens.reduce(0) { $0 + $1.metrics.lines }
                let day: String
                if case .present(let log) = planner.history { day = HistoryWindow.day(log.until) } else { day = HistoryWindow.day(Date()) }
                record.started = MigrationRecord.Start(date: day, legacyLines: lines)
            }
            let recordPath = project.folder + "/" + MigrationRecord.relativePath
            try SafeFileWriter.writeAll([(planPath, document), (recordPath, record.rendered())], force: true)
            CLI.printError("wrote \(planPath)")
            CLI.printError("wrote \(recordPath)")
            FileHandle.standardOutput.write(Data("\n".utf8))
            try output.emit(render(plan))
        }
    }

    private func render(_ plan: PlanReport) -> String {
        switch output.format {
        case .terminal: PlanReporter.terminal(plan, explain: explain, colored: output.colored)
        case .markdown: PlanReporter.markdown(plan, explain: explain)
        case .json: PlanReporter.json(plan)
        }
    }

    /// The answers: flags first, then the terminal (with --interactive on a terminal), else the recommended defaults.
    private func interview(recommended: Interview) throws -> Interview {
        var answers = Interview(
            goal: goal ?? recommended.goal, currentState: currentState ?? recommended.currentState,
            tests: tests ?? recommended.tests, risk: risk ?? recommended.risk
        )
        guard interactive else { return answers }
        guard TerminalPrompt.isAvailable else {
            CLI.printError("note: no terminal to ask on: answering with the flags given and the recommended defaults")
            return answers
        }
        let prompt = TerminalPrompt()
        if goal == nil {
            answers.goal = prompt.choose("Goal", Interview.Goal.allCases, title: \.title, recommended: recommended.goal)
        }
        if currentState == nil {
            answers.currentState = prompt.choose("Current architecture", Interview.CurrentState.allCases, title: \.title, recommended: recommended.currentState, note: "pre-filled from the analysis")
        }
        if tests == nil {
            answers.tests = prompt.choose("Tests", Interview.Tests.allCases, title: \.title, recommended: recommended.tests, note: "pre-filled from the test files found")
        }
        if risk == nil {
            answers.risk = prompt.choose("Risk tolerance", Interview.Risk.allCases, title: \.title, recommended: recommended.risk)
        }
        return answers
    }
}
