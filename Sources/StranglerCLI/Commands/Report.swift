import ArgumentParser
import Foundation
import StranglerHistory
import StranglerPlanning
import StranglerReporting
import StranglerSources

/// `strangler report`: one self-contained HTML page a lead can send around.
struct Report: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write one self-contained HTML dashboard: hotspot map, ranked plan, each screen's analysis, checklist progress, progress over time.",
        discussion: """
            The page loads nothing from the network: its style, script and charts are inline. A commit sampled for the \
            chart before is read from $XDG_CACHE_HOME/strangler/progress (or ~/.cache/strangler/progress); --no-cache turns that off.
            """
    )

    @OptionGroup var project: ProjectOptions

    @Option(name: [.short, .customLong("output")], help: "The HTML file to write.")
    var output: String

    @Flag(help: "Replace the file if it exists.")
    var force = false

    @Option(help: "How far back history counts: '12 months' (default), '90 days', or a date '2024-01-31'.")
    var since: String?

    @Option(help: "Commits sampled for the progress-over-time chart: 2 to 100, or 0 for no chart.")
    var samples = 12

    @Flag(help: "Analyse every sampled commit again instead of reading the ones seen before from the cache.")
    var noCache = false

    func validate() throws {
        if samples == 1 || samples < 0 || samples > 100 {
            throw ValidationError("--samples must be 0 (no chart) or between 2 and 100")
        }
    }

    func run() throws {
        try CLI.run {
            // Refuse an existing file before the analysis and the sampled history, not after them.
            try SafeFileWriter.check(output, force: force)
            let (configuration, _, facts) = try project.load()
            let classifier = try BugFixClassifier(patterns: configuration.plan.bugFixPatterns ?? BugFixClassifier.defaultPatterns)
            let planner = Planner(facts: facts, history: try project.history(since: since, configuration: configuration), classifier: classifier)
            let record = try MigrationRecord.load(folder: project.folder)
            let points = samples > 0 ? try project.progressHistory(samples: samples, configuration: configuration, cached: !noCache) : []
            let status = StatusDeriver(facts: facts, record: record, plannedScreens: project.plannedScreens).status(history: points)
            let html = DashboardReporter.render(plan: planner.plan(interview: record.interview), status: status, analysis: facts.report)
            try CLI.emit(html, to: output, force: force)
        }
    }
}
