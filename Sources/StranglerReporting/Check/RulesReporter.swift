import StranglerRules

/// What `strangler rules` prints: the list of rules, or one rule with its options and examples.
public enum RulesReporter {
    /// One line a rule: id, default severity, whether it is opt-in, summary.
    public static func list(_ rules: [RuleDescription]) -> String {
        let width = rules.map(\.id.count).max() ?? 0
        return rules.map { rule in
            let padding = String(repeating: " ", count: width - rule.id.count)
            let kind = rule.isOptIn ? "opt-in " : "default"
            return "\(rule.id)\(padding)  \(rule.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0))  \(kind)  \(rule.summary)\n"
        }.joined()
    }

    /// A Markdown table of the rules, for docs/check.md.
    public static func markdown(_ rules: [RuleDescription]) -> String {
        var text = "| Rule | Default severity | Enabled | What it reports |\n| --- | --- | --- | --- |\n"
        for rule in rules {
            let options = rule.options.isEmpty ? "" : " (options: " + rule.options.sorted { $0.key < $1.key }.map { "`\($0.key)` \($0.value)" }.joined(separator: ", ") + ")"
            text += "| `\(rule.id)` | \(rule.severity.rawValue) | \(rule.isOptIn ? "opt-in" : "yes") | \(rule.summary)\(options) |\n"
        }
        return text
    }

    /// One rule in full: summary, why, options, and its examples with `↓` where it reports.
    public static func detail(_ rule: RuleDescription) -> String {
        var text = "\(rule.id) (\(rule.severity.rawValue)\(rule.isOptIn ? ", opt-in" : ""))\n  \(rule.summary)\n  \(rule.rationale)\n"
        if !rule.options.isEmpty {
            text += "\noptions:\n" + rule.options.sorted { $0.key < $1.key }.map { "  \($0.key): \($0.value)\n" }.joined()
        }
        func examples(_ title: String, _ list: [RuleExample]) -> String {
            "\n\(title):\n" + list.map { example in
                let options = example.options.isEmpty ? "" : "  # with " + example.options.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "\n"
                return options + example.source.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n") + "\n"
            }.joined(separator: "\n")
        }
        text += examples("triggering (↓ marks each finding)", rule.examples.triggering)
        text += examples("not triggering", rule.examples.nonTriggering)
        return text
    }
}
