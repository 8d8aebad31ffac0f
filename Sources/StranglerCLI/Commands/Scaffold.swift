import ArgumentParser
import Foundation
import StranglerConfiguration
import StranglerGeneration
import StranglerSources

/// `strangler scaffold`: a VIP+W scene with its tests and spies, proven to parse before anything is written.
struct Scaffold: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate a VIP+W scene with its tests and spies, optionally seeded from a legacy screen's analysis.",
        discussion: """
            Writes NAME/ into the output folder: the view controller, interactor, presenter, worker, router, \
            models and configurator (or, with --ui swiftui, a UI-free presenter, a view state, a SwiftUI view, \
            a UIKit view controller and a composer), and NAME/Tests/ with tests and spies. Existing files are \
            never replaced without --force; nothing is written when any file would fail.
            """
    )

    @Argument(help: "The scene's name, a Swift identifier (default with --from: the screen's name without 'ViewController', or with 'Scene' added when the codebase has that name).")
    var name: String?

    @Option(name: .customLong("use-case"), help: ArgumentHelp("A use case, e.g. FetchProduct (repeatable; default: Load).", valueName: "name"))
    var useCases: [String] = []

    @Option(name: .customLong("route"), help: ArgumentHelp("A route: 'Cart' adds routeToCart, 'Back' adds routeBack, 'BackToRoot' routeBackToRoot (repeatable).", valueName: "name"))
    var routes: [String] = []

    @Option(help: "The UI framework (default: uikit, or swiftui when --from names a SwiftUI view).")
    var ui: SceneUI?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder the scene's folder is created in.", valueName: "dir"))
    var output: String = "."

    @Option(name: .customLong("tests-output"), help: ArgumentHelp("Put the tests and spies in this folder's NAME/ instead of NAME/Tests/.", valueName: "dir"))
    var testsOutput: String?

    @Option(help: ArgumentHelp("The module the generated tests import with '@testable import' (default: App).", valueName: "name"))
    var module: String?

    @Option(help: ArgumentHelp("Seed the scene from this legacy screen: a Swift file or a screen's type name.", valueName: "file-or-type"))
    var from: String?

    @Option(help: ArgumentHelp("The legacy project analysed with --from (default: the folder of the file's Xcode project, Package.swift or .git).", valueName: "path"))
    var project: String?

    @Option(help: ArgumentHelp("A folder of templates, as 'strangler templates export' writes them.", valueName: "dir"))
    var templates: String?

    @Option(help: ArgumentHelp("Configuration file (default: .strangler.yml in the current folder).", valueName: "file"))
    var config: String?

    @OptionGroup var write: WriteOptions

    func validate() throws {
        if name == nil, from == nil { throw ValidationError("pass the scene's name, or --from with a legacy screen") }
        if project != nil, from == nil { throw ValidationError("--project needs --from") }
    }

    func run() throws {
        try CLI.run {
            let loaded = try Configuration.load(explicitPath: config, folder: ".")
            CLI.warn(loaded)
            let settings = loaded.configuration.scaffold
            let templateSet = try templates.map(TemplateSet.load(folder:))
                ?? settings.templates.map { try TemplateSet.load(folder: Self.resolve($0, against: loaded.path)) }
                ?? TemplateSet.builtIn()
            let seed = try from.map {
                try LegacySeed.load(
                    from: $0, project: project, options: LoadOptions(excludes: loaded.configuration.excluded),
                    settings: loaded.configuration.analyze
                )
            }
            let scaffold = try SceneScaffold.make(
                name: name, ui: ui, module: module ?? settings.module ?? SceneSpec.defaultModule,
                useCases: useCases, routes: routes, seed: seed, templates: templateSet
            )
            if let renamed = scaffold.renamed { CLI.printError("note: scene '\(scaffold.spec.name)': \(renamed)") }
            let planned = scaffold.planned(in: SceneLayout(output: output, testsOutput: testsOutput))
            try CLI.write(planned, write)
        }
    }

    /// A path from `.strangler.yml` is relative to the file's folder.
    private static func resolve(_ path: String, against configuration: String?) -> String {
        guard let configuration, !path.hasPrefix("/") else { return path }
        return (((configuration as NSString).deletingLastPathComponent) as NSString).appendingPathComponent(path)
    }
}

extension SceneUI: ExpressibleByArgument {}
