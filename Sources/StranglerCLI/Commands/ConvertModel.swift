import ArgumentParser
import Foundation
import StranglerAnalysis
import StranglerGeneration
import StranglerSources

/// `strangler convert-model`: an Objective-C model to a Swift `Codable` model, its protocol, a service for its
/// API calls and the migration of its archives, parsed before anything is written.
struct ConvertModel: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert-model",
        abstract: "Convert an Objective-C (or Mantle) model to a Swift Codable model, with a protocol, a service and an archive migration.",
        discussion: """
            Reads the model's .h and the .m beside it. Writes NAME.swift, PROTOCOL.swift, the old class's conformance, \
            NAMEService.swift for the methods that called the API, NAMEArchiveMigration.swift and NAMELegacyArchive.swift \
            for archives of the old class, and Tests/NAMEArchiveMigrationTests.swift; then prints what went where. \
            Existing files are never replaced without --force; nothing is written when any file would fail.
            """
    )

    @Argument(help: ArgumentHelp("The Objective-C model's header, e.g. Legacy/SWUserModel.h.", valueName: "header"))
    var header: String

    @Option(help: ArgumentHelp("The Swift model's name (default: the class name without its prefix, e.g. UserModel).", valueName: "name"))
    var name: String?

    @Option(name: .customLong("protocol"), help: ArgumentHelp("The protocol both models conform to (default: e.g. UserProtocol).", valueName: "name"))
    var protocolName: String?

    @Option(name: [.short, .customLong("output")], help: ArgumentHelp("The folder the files go into.", valueName: "dir"))
    var output: String = "."

    @Option(help: ArgumentHelp("The module the generated test imports with '@testable import'.", valueName: "name"))
    var module: String = SceneSpec.defaultModule

    @Option(help: ArgumentHelp("The codebase whose type names the new ones must not take (default: the folder of the header's Xcode project, Package.swift or .git).", valueName: "path"))
    var project: String?

    @Option(help: ArgumentHelp("A folder of templates with a 'model/' folder, as 'strangler templates export' writes them.", valueName: "dir"))
    var templates: String?

    @OptionGroup var write: WriteOptions

    func run() throws {
        try CLI.run {
            let root = project ?? LegacySeed.projectFolder(of: header)
            let typeNames = Analyzer.declaredTypeNames(in: try SourceLoader.load(path: root))
            let conversion = try ModelConverter.convert(
                header: header, name: name, protocolName: protocolName, module: module, existingTypeNames: typeNames,
                templates: try templates.map(TemplateSet.load(folder:)) ?? TemplateSet.builtIn()
            )
            let planned = conversion.planned(in: output)
            try CLI.write(planned, write)
            try CLI.emit((write.dryRun ? "\n" : "") + conversion.report, to: nil, force: false)
        }
    }
}
