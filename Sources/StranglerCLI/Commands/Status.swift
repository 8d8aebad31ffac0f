import ArgumentParser
import Foundation
import StranglerPlanning
import StranglerReporting

/// `strangler status`: each screen's checklist, read from the code and the record, and overall progress.
struct Status: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Show each screen's migration checklist, derived from the code where it can be, and overall progress.",
        discussion: """
            Steps the code cannot show (all tests pass, manual testing, code review) are recorded with 'strangler mark' \
            in .strangler/migration.yml. --history analyses up to --samples commits spread over the git history \
            (each exported with git archive into a temporary folder) and shows progress over time; a commit sampled \
            before is read from $XDG_CACHE_HOME/strangler/progress (or ~/.cache/strangler/progress), --no-cache turns that off.
            """
    )

    @OptionGroup var project: ProjectOptions

    @OptionGroup var output: OutputOptions

    @Flag(help: "Show every step with what its state was read from.")
    var verbose = false

    @Flag(help: "Also show progress over time, from commits sampled over the git history.")
    var history = false

    @Option(help: "With --history: how many commits to analyse (first and newest included).")
    var samples = 12

    @Flag(help: "With --history: analyse every sampled commit again instead of reading the ones seen before from the cache.")
    var noCache = false

    func validate() throws {
        if samples < 2 || samples > 100 { throw ValidationError("--samples must be between 2 and 100") }
    }

    func run() throws {
        try CLI.run {
            try output.checkWritable()
            let (configuration, _, facts) = try project.load()
            let record = try MigrationRecord.load(folder: project.folder)
            let points = history
                ? try project.progressHistory(samples: samples, configuration: configuration, cached: !noCache)
                : []
            if history && points.isEmpty { CLI.printError("note: no git history: progress over time needs a git repository") }
            let report = StatusDeriver(facts: facts, record: record, plannedScreens: project.plannedScreens).status(history: points)
            switch output.format {
            case .terminal: try output.emit(StatusReporter.terminal(report, colored: output.colored, verbose: verbose))
            case .markdown: try output.emit(StatusReporter.markdown(report))
            case .json: try output.emit(StatusReporter.json(report))
            }
        }
    }
}
