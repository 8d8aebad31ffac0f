import ArgumentParser
import Foundation
import StranglerGeneration
import StranglerSources

/// `strangler characterize`: characterization tests, mocks and fixtures for a type whose seams exist.
struct Characterize: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Generate characterization tests for a type: setUp injects mocks into its seams, one test per test point pins today's behaviour.",
        discussion: """
            Writes TYPECharacterizationTests.swift (XCTest), a mock per protocol-typed property, Characterize.swift, \
            and Fixtures/MODEL.json for each Decodable model the type decodes from network data. Every assertion \
            expects "CHARACTERIZE ME": run the tests and paste the actual values. A type without init() is made \
            with its initializer, values a test cannot build left as editor placeholders (<#TabManager#>) to fill \
            in. Run 'strangler break-dependency' first so the type has seams to inject into.
            """
    )

    @Argument(help: "The type to characterize.")
    var type: String

    @Argument(help: "The project folder.")
    var path: String = "."

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder the tests go into.", valueName: "dir"))
    var output: String = "Tests/Characterization"

    @Option(help: ArgumentHelp("The module the tests import with '@testable import'.", valueName: "name"))
    var module: String = SceneSpec.defaultModule

    @Option(help: ArgumentHelp("A folder of templates with a 'characterization/' folder, as 'strangler templates export' writes them.", valueName: "dir"))
    var templates: String?

    @Option(help: "Skip paths matching this glob (repeatable).")
    var exclude: [String] = []

    @Option(help: "Configuration file (default: .strangler.yml in PATH).")
    var config: String?

    @OptionGroup var write: WriteOptions

    func run() throws {
        try CLI.run {
            let (sources, analyzer) = try SeamsProject.load(path: path, config: config, exclude: exclude)
            let characterization = try CharacterizationGenerator.generate(
                type: type, sources: sources, analyzer: analyzer, module: module,
                templates: try templates.map(TemplateSet.load(folder:)) ?? TemplateSet.builtIn()
            )
            // The support file every characterized type shares is left alone when it already says the same.
            let planned = characterization.planned(in: output).filter { file in
                (try? String(contentsOfFile: file.path, encoding: .utf8)) != file.text
            }
            try CLI.write(planned, write)
            for line in characterization.report { CLI.printError(line) }
        }
    }
}
