import ArgumentParser

@main
struct Strangler: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strangler",
        abstract: "Migrate legacy iOS screens to VIP+W Clean Architecture, one screen at a time.",
        version: "0.1.0",
        subcommands: [Analyze.self, Scaffold.self, ConvertModel.self, Templates.self]
    )
}
