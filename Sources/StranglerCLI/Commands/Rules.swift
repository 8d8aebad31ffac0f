import ArgumentParser
import StranglerReporting
import StranglerRules

/// `strangler rules`: every rule with its default severity, or one rule with its options and examples.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the check rules, or show one rule with its options and examples."
    )

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    @Argument(help: "Show this rule in full.")
    var ruleID: String?

    @Option(help: "Output format of the list.")
    var format: Format = .text

    func run() throws {
        try CLI.run {
            let all = RuleRegistry.all.map(\.description)
            if let ruleID {
                guard let rule = all.first(where: { $0.id == ruleID }) else { throw RulesError.unknownRule(ruleID) }
                print(RulesReporter.detail(rule), terminator: "")
            } else {
                print(format == .markdown ? RulesReporter.markdown(all) : RulesReporter.list(all), terminator: "")
            }
        }
    }
}
