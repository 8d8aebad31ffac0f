import Foundation

/// Tells bug-fix commits by their message: fix, bug, crash, hotfix, regression, or an issue id (`#123`, `JIRA-123`).
/// The pull-request number GitHub appends to a squash-merged subject (`Update README (#2917)`) is not an issue
/// id: in such a repository every commit would otherwise be a fix.
///
/// Patterns are regular expressions, matched case-insensitively unless they say otherwise (`(?-i)`); a team
/// sets its own in `.strangler.yml` (`plan: bug_fix_patterns:`).
// `@unchecked`: NSRegularExpression is immutable and documented as safe to share between threads.
public struct BugFixClassifier: @unchecked Sendable {
    public static let defaultPatterns = [
        #"\b(bug ?fix(es|ed)?|fix(es|ed|ing)?|bugs?|crash(es|ed|ing)?|hot ?fix(es)?|regressions?)\b"#,
        #"(^|[\s\[])#[0-9]+\b"#,
        #"(?-i)\b[A-Z][A-Z0-9]+-[0-9]+\b"#,
    ]

    /// Messages that must count as bug fixes, and messages that must not, with the default patterns.
    public static let triggeringExamples = [
        "Fix crash when the cart is empty", "fixes #123", "Hotfix: login loops", "SHOP-42 wrong total",
        "Bugfix for the badge", "Regression in order history", "crashed on rotation (#7)", "refs #88 wrong badge count",
    ]
    public static let nonTriggeringExamples = [
        "Add product reviews", "Prefix analytics events", "Refactor fixture loading", "Update Podfile",
        "Move to iOS 17", "Use debugger-friendly names", "color #fff background", "Update README.md (#2917)",
        "Bump lodash from 4.17.11 to 4.17.14 (#2791)", "Save inbox preference (#2669) (#2693)",
    ]

    private let expressions: [NSRegularExpression]

    /// Throws `HistoryError.invalidPattern` for a pattern that is not a regular expression.
    public init(patterns: [String] = BugFixClassifier.defaultPatterns) throws {
        expressions = try patterns.map { pattern in
            do {
                return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            } catch {
                throw HistoryError.invalidPattern(pattern)
            }
        }
    }

    public func isBugFix(_ message: String) -> Bool {
        let range = NSRange(message.startIndex..., in: message)
        return expressions.contains { $0.firstMatch(in: message, range: range) != nil }
    }
}
