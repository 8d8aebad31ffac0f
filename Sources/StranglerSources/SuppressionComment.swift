/// A comment that turns rules off or on, as SwiftLint's `swiftlint:disable` does:
/// `// strangler:disable:next rule_id`, `// strangler:disable:this rule_id`,
/// `// strangler:disable rule_id` … `// strangler:enable rule_id`; `all` names every rule.
public struct SuppressionComment: Sendable, Hashable {
    public enum Action: String, Sendable, Hashable {
        case disable, enable
        /// Only the line after the comment.
        case disableNext = "disable:next"
        /// Only the comment's own line.
        case disableThis = "disable:this"
    }

    public var action: Action
    public var ruleIDs: [String]
    public var line: Int

    public init(action: Action, ruleIDs: [String], line: Int) {
        self.action = action
        self.ruleIDs = ruleIDs
        self.line = line
    }

    /// Reads one comment's text (`// strangler:disable:next a b`), or `nil` when it is not a suppression.
    public init?(comment: String, line: Int) {
        var body = Substring(comment)
        for prefix in ["///", "//", "/*"] where body.hasPrefix(prefix) {
            body = body.dropFirst(prefix.count)
            break
        }
        if body.hasSuffix("*/") { body = body.dropLast(2) }
        let words = body.split(whereSeparator: \.isWhitespace)
        guard let command = words.first, command.hasPrefix("strangler:"),
              let action = Action(rawValue: String(command.dropFirst("strangler:".count)))
        else { return nil }
        let ids = words.dropFirst().prefix { !$0.hasPrefix("-") }.map(String.init)
        guard !ids.isEmpty else { return nil }
        self.init(action: action, ruleIDs: ids, line: line)
    }
}
