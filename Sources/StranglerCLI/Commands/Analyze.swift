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

    @Option(name: .customLong("screen"), help: ArgumentHelp("Report only the screen with this type name (repeatable), without the codebase's summary.", valueName: "name"))
    var screens: [String] = []

    @Option(help: "Order the terminal and markdown screens by size (lines, the most first), complexity (total, the most first) or name (default: size in the terminal, name in markdown).")
    var sort: ReportLayout.Order?

    @Option(help: ArgumentHelp("Show only the first N screens in the terminal and markdown reports (JSON keeps every screen).", valueName: "n"))
    var top: Int?

    @Option(help: "Skip paths matching this glob (repeatable), e.g. 'Tests/*'.")
    var exclude: [String] = []

    @Option(help: "Configuration file (default: .strangler.yml in PATH).")
    var config: String?

    @Option(help: "Parse on this many threads (default: all cores).")
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be 1 or more") }
        if let top, top < 1 { throw ValidationError("--top must be 1 or more") }
    }

    func run() throws {
        try CLI.run {
            try output.checkWritable()
            let loaded = try CLI.configuration(for: path, explicit: config)
            let options = LoadOptions(
                excludes: loaded.configuration.excluded + exclude, maxConcurrency: jobs ?? ProcessInfo.activeCores
            )
            let analysed = try Analyzer(
                settings: loaded.configuration.analyze, testPaths: loaded.configuration.plan.resolvedTestPaths, maxConcurrency: options.maxConcurrency
            )
                .analyze(path: path, options: options)
            let report = try Self.select(screens, in: analysed)
            if let warning = ReportNotes.invalidUTF8Warning(report.files.invalidUTF8) { CLI.printError("warning: " + warning) }
            let layout = ReportLayout(order: sort, limit: top, isFocused: !screens.isEmpty)
            let text: String
            switch output.format {
            case .terminal: text = TerminalReporter.render(report, colored: output.colored, layout: layout)
            case .markdown: text = MarkdownReporter.render(report, layout: layout)
            case .json: text = JSONReporter.render(report)
            }
            try output.emit(text)
        }
    }

    /// The screens named, in the report's order; the first name that is no screen is an error that suggests the closest.
    static func select(_ names: [String], in report: AnalysisReport) throws -> AnalysisReport {
        guard !names.isEmpty else { return report }
        let known = Set(report.screens.map(\.name))
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw CLIError.noSuchScreen(unknown, suggestion: NameSuggestions.suggestion(for: unknown, in: report.screens.map(\.name)))
        }
        let wanted = Set(names)
        var selected = report
        selected.screens = report.screens.filter { wanted.contains($0.name) }
        return selected
    }
}

extension ReportLayout.Order: ExpressibleByArgument {}
