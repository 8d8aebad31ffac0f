import Foundation

/// What can go wrong reading a history. A folder outside git is no error: the history is then absent.
public enum HistoryError: LocalizedError, Equatable {
    case gitNotFound
    case gitFailed(String)
    case invalidPattern(String)
    case invalidSince(String)

    public var errorDescription: String? {
        switch self {
        case .gitNotFound: "git is not installed: install it, or plan without history"
        case .gitFailed(let message): "git failed: \(message)"
        case .invalidPattern(let pattern): "bug-fix pattern '\(pattern)' is not a regular expression"
        case .invalidSince(let text): "--since '\(text)' is neither a span ('12 months', '90 days', '2 years') nor a date ('2024-01-31')"
        }
    }
}
