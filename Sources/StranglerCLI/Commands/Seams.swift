import ArgumentParser
import Foundation
import StranglerConfiguration
import StranglerReporting
import StranglerSeams
import StranglerSources

/// `strangler seams`: steps 1 to 3 of Feathers' Legacy Code Change Algorithm for one type or every screen.
struct Seams: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List a type's dependencies to break (with Feathers' technique for each), its test points, and change points for a described change.",
        discussion: """
            TYPE_OR_FILE is a type the code in PATH declares, or a file of it (every type it declares). \
            --all lists every screen 'analyze' finds. Change points (--change) are a heuristic: the words \
            of the description matched against member and type names.
            """
    )

    @Argument(help: ArgumentHelp("A type name, or a source file.", valueName: "type-or-file"))
    var typeOrFile: String?

    @Argument(help: "The project folder.")
    var path: String = "."

    @Flag(help: "Every screen, instead of TYPE_OR_FILE.")
    var all = false

    @Option(help: ArgumentHelp("A described change, e.g. \"add birthdays to the calendar events\": lists likely change points.", valueName: "text"))
    var change: String?

    @OptionGroup var output: OutputOptions

    @Option(help: "Skip paths matching this glob (repeatable), e.g. 'Tests/*'.")
    var exclude: [String] = []

    @Option(help: "Configuration file (default: .strangler.yml in PATH).")
    var config: String?

    func validate() throws {
        if !all && typeOrFile == nil { throw ValidationError("pass a type or file, or --all for every screen") }
        if all && typeOrFile != nil && path != "." { throw ValidationError("--all lists every screen: pass PATH only") }
        if let change, change.split(whereSeparator: \.isWhitespace).isEmpty { throw ValidationError("--change needs a description of the change") }
    }

    func run() throws {
        try CLI.run {
            try output.checkWritable()
            // With --all the one positional argument is PATH.
            let folder = all ? typeOrFile ?? path : path
            let (sources, analyzer) = try SeamsProject.load(path: folder, config: config, exclude: exclude)
            let names = all ? analyzer.screenNames : try analyzer.types(named: typeOrFile ?? "", root: sources.root)
            let report = analyzer.report(for: names, change: change)
            let text: String
            switch output.format {
            case .terminal: text = SeamsTerminalReporter.render(report, colored: output.colored)
            case .markdown: text = SeamsMarkdownReporter.render(report)
            case .json: text = JSONReporter.render(report)
            }
            try output.emit(text)
        }
    }
}

/// What `seams`, `break-dependency` and `characterize` share: the project loaded once with its configuration.
enum SeamsProject {
    static func load(path: String, config: String?, exclude: [String]) throws -> (LoadedSources, SeamsAnalyzer) {
        let loaded = try CLI.configuration(for: path, explicit: config)
        let sources = try SourceLoader.load(path: path, options: LoadOptions(excludes: loaded.configuration.excluded + exclude))
        return (sources, SeamsAnalyzer(sources: sources, settings: loaded.configuration.analyze))
    }
}
