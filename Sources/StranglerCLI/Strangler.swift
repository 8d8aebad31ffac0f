import ArgumentParser
import StranglerRules

@main
struct Strangler: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strangler",
        abstract: "Migrate legacy iOS screens to VIP+W Clean Architecture, one screen at a time.",
        version: ToolInfo.version,
        subcommands: [Analyze.self, Scaffold.self, Templates.self, Check.self, Rules.self]
    )
}
