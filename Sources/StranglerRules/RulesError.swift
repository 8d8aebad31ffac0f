import Foundation

/// What can go wrong in `strangler check` besides sources and configuration; each message says what to do.
public enum RulesError: LocalizedError, Equatable {
    case baselineUnreadable(String, reason: String)
    case notABaseline(String)
    case notABaselineToReplace(String)
    case unknownRule(String)
    case invalidRuleSettings(id: String, value: String)

    public var errorDescription: String? {
        switch self {
        case .baselineUnreadable(let path, let reason): "cannot read baseline '\(path)': \(reason)"
        case .notABaseline(let path): "'\(path)' is not a strangler baseline; write one with --write-baseline"
        case .notABaselineToReplace(let path): "'\(path)' exists and is not a strangler baseline: pass --force to replace it"
        case .unknownRule(let id): "no rule named '\(id)'; run 'strangler rules' to list them"
        case .invalidRuleSettings(let id, let value):
            "invalid configuration: check.\(id) is '\(value)'; give 'warning', 'error' or a mapping with severity, enabled and options"
        }
    }
}
