import ArgumentParser
import Foundation
import StranglerGeneration
import StranglerRewriting
import StranglerSeams
import StranglerSources

/// `strangler break-dependency`: one dependency-breaking rewrite, printed as a diff unless `--write`.
struct BreakDependencyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "break-dependency",
        abstract: "Break one dependency of a type (Extract Interface + property injection, or Parameterize Constructor), behaviour unchanged in production.",
        discussion: """
            EXPR is a dependency 'strangler seams' lists, e.g. 'URLSession.shared' or \
            '(UIApplication.shared.delegate as! AppDelegate).api' (or 'AppDelegate.api'). By default the rewrite is \
            printed as a unified diff; --write applies it atomically, after checking that the rewritten file parses and \
            keeps every member, and refuses a file that changed since it was read or has uncommitted changes in git \
            (unless --allow-dirty).
            """
    )

    @Argument(help: "The type whose dependency to break.")
    var type: String

    @Argument(help: "The project folder.")
    var path: String = "."

    @Option(help: ArgumentHelp("The dependency, as 'strangler seams' lists it (repeatable: each is broken in turn).", valueName: "expr"))
    var dependency: [String]

    @Option(help: "The technique (default: the one 'strangler seams' recommends).")
    var technique: Technique?

    @Option(help: ArgumentHelp("The new property's name (default: e.g. 'session' for URLSession).", valueName: "name"))
    var property: String?

    @Option(name: .customLong("protocol"), help: ArgumentHelp("The extracted protocol's name (default: e.g. 'ProductSessionProtocol').", valueName: "name"))
    var protocolName: String?

    @Flag(help: "Print the diff without writing (the default).")
    var dryRun = false

    @Flag(help: "Write the rewritten file.")
    var write = false

    @Flag(help: "Write even when the file has uncommitted changes in git.")
    var allowDirty = false

    @Option(help: "Skip paths matching this glob (repeatable).")
    var exclude: [String] = []

    @Option(help: "Configuration file (default: .strangler.yml in PATH).")
    var config: String?

    func validate() throws {
        if dryRun && write { throw ValidationError("pass --dry-run or --write, not both") }
        if dependency.isEmpty { throw ValidationError("pass --dependency with an expression 'strangler seams' lists") }
        do {
            try property.map { try SwiftIdentifier.validate($0, as: .property) }
            try protocolName.map { try SwiftIdentifier.validate($0, as: .protocolName) }
        } catch {
            throw ValidationError(error.localizedDescription)
        }
    }

    func run() throws {
        try CLI.run {
            let (sources, analyzer) = try SeamsProject.load(path: path, config: config, exclude: exclude)
            let outcomes = try BreakDependency.plan(
                type: type, dependencies: dependency, technique: technique, property: property, protocolName: protocolName,
                sources: sources, analyzer: analyzer
            )
            for outcome in outcomes {
                switch outcome {
                case .alreadySeam(let seam, let type):
                    print("\(type): already a seam: '\(seam.property)' holds \(seam.expression)"
                        + (seam.isSettable ? "; a test can set it" : "; make it an internal 'var' and a test can set it"))
                case .rewrite(let plan):
                    if write {
                        try RewriteWriter.apply(plan, allowDirty: allowDirty)
                        CLI.printError("wrote \(plan.fileURL.path)")
                    } else {
                        FileHandle.standardOutput.write(Data(plan.diff.utf8))
                    }
                    for line in plan.summary { CLI.printError(line) }
                }
            }
        }
    }
}

extension Technique: ExpressibleByArgument {}
