import ArgumentParser
import Foundation
import StranglerRules
import StranglerSources

@main
struct Strangler: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strangler",
        abstract: "Migrate legacy iOS screens to VIP+W Clean Architecture, one screen at a time.",
        version: ToolInfo.version,
        subcommands: [
            Analyze.self, Scaffold.self, ConvertModel.self, Templates.self, Check.self, Rules.self, Plan.self, Status.self, Mark.self,
            Report.self, Seams.self, BreakDependencyCommand.self, Characterize.self,
        ]
    )

    /// A usage error exits with 1, like every other error the user fixes (ArgumentParser's default is 64):
    /// CI scripts tell "the check failed" (2) from "the command is wrong" (1).
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            if exitCode(for: error) == .validationFailure {
                FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
                Foundation.exit(1)
            }
            exit(withError: error)
        }
    }
}
