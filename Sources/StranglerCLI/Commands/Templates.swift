import ArgumentParser
import Foundation
import StranglerGeneration

/// `strangler templates`: the scene templates, to adapt to a team's conventions.
struct Templates: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Work with the scene templates that 'strangler scaffold' renders.",
        subcommands: [Export.self]
    )

    /// `strangler templates export DIR`.
    struct Export: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write the built-in scene templates into a folder, to edit and pass to 'scaffold --templates'."
        )

        @Argument(help: "The folder to write the templates into.")
        var folder: String

        @Flag(help: "Replace files that exist.")
        var force = false

        func run() throws {
            try CLI.run {
                let written = try TemplateSet.builtIn().export(to: folder, force: force)
                CLI.printError("wrote \(written.count) files into \(folder)")
            }
        }
    }
}
