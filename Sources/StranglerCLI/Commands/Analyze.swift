import ArgumentParser
import Foundation
import StranglerAnalysis
import StranglerConfiguration
import StranglerReporting
import StranglerSources

/// `strangler analyze`: what each screen's migration starts from.
struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write each screen's migration analysis: responsibilities, API calls, navigation, state, side effects, smells and the VIP+W split.",
        discussion: """
            PATH is an iOS project folder or one source file: .swift, .h or .m (a .m brings its .h) \
            (default: the current folder). \
            Pods, Carthage, .build, DerivedData, build, node_modules and hidden folders are skipped. \
            .storyboard files are read for their scenes and segues, so a segue names the screen it shows, and one a button or \
            a cell starts without code is navigation too.
            """
    )

    @Argument(help: "The project folder or source file to analyse.")
    var path: String = "."

    @OptionGroup var output: OutputOptions

    @Option(help: "Analyse only the screen with this type name.")
    var screen: String?

    @Option(help: "Skip paths matching this glob (repeatable), e.g. 'Tests/*'.")
    var exclude: [String] = []

    @Option(help: "Configuration file (default: .strangler.yml in PATH).")
    var config: String?

    @Option(help: "Parse on this many threads (default: all cores).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
    }

    func run() throws {
        try CLI.run {
            try output.checkWritable()
            let loaded = try CLI.configuration(for: path, explicit: config)
            let options = LoadOptions(
                excludes: loaded.configuration.excluded + exclude, maxConcurrency: jobs ?? ProcessInfo.activeCores
            )
            var report = try Analyzer(
                settings: loaded.configuration.analyze, testPaths: loaded.configuration.plan.resolvedTestPaths, maxConcurrency: options.maxConcurrency
            )
                .analyze(path: path, options: options)
            if let screen {
                let all = report.screens.map(\.name)
                report.screens = report.screens.filter { $0.name == screen }
                if report.screens.isEmpty {
                    throw CLIError.noSuchScreen(screen, suggestion: NameSuggestions.closest(to: screen, in: all, limit: 1).first)
                }
            }
            let text: String
            switch output.format {
            case .terminal: text = TerminalReporter.render(report, colored: output.colored)
            case .markdown: text = MarkdownReporter.render(report)
            case .json: text = JSONReporter.render(report)
            }
            try output.emit(text)
        }
    }
}
