import Foundation

/// Tells bug-fix commits by their message: fix, bug, crash, hotfix, regression, or an issue id (`#123`, `JIRA-123`).
/// The pull-request number GitHub appends to a squash-merged subject (`Update README (#2917)`) is not an issue
/// id: in such a repository every commit would otherwise be a fix.
///
/// Patterns are regular expressions, matched case-insensitively unless they say otherwise (`(?-i)`); a team
/// sets its own in `.strangler.yml` (`plan: bug_fix_patterns:`).
// `@unchecked`: NSRegularExpression is immutable and documented as safe to share between threads.
public struct BugFixClassifier: @unchecked Sendable {
    /// Words that say a commit fixes something.
    public static let fixWordPatterns = [
        #"\b(bug ?fix(es|ed)?|fix(es|ed|ing)?|bugs?|crash(es|ed|ing)?|hot ?fix(es)?|regressions?)\b"#,
    ]
    /// Issue ids: `#123`, and `JIRA-123` in capitals.
    public static let issueIDPatterns = [
        #"(^|[\s\[])#[0-9]+\b"#,
        #"(?-i)\b[A-Z][A-Z0-9]+-[0-9]+\b"#,
    ]
    public static let defaultPatterns = fixWordPatterns + issueIDPatterns

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
    /// Whether the patterns are the defaults, which `adapted(to:)` may narrow; a team's own patterns are kept as they are.
    public let usesDefaultPatterns: Bool

    /// Throws `HistoryError.invalidPattern` for a pattern that is not a regular expression.
    public init(patterns: [String] = BugFixClassifier.defaultPatterns) throws {
        expressions = try Self.compile(patterns)
        usesDefaultPatterns = patterns == Self.defaultPatterns
    }

    private static func compile(_ patterns: [String]) throws -> [NSRegularExpression] {
        try patterns.map { pattern in
            do {
                return try NSRegularExpression(pattern: pattern, options: [.caseInsensitive])
            } catch {
                throw HistoryError.invalidPattern(pattern)
            }
        }
    }

    public func isBugFix(_ message: String) -> Bool {
        Self.firstMatch(of: expressions, in: message) != nil
    }

    private static func firstMatch(of expressions: [NSRegularExpression], in message: String) -> String? {
        let range = NSRange(message.startIndex..., in: message)
        for expression in expressions {
            if let match = expression.firstMatch(in: message, range: range), let found = Range(match.range, in: message) {
                return String(message[found])
            }
        }
        return nil
    }

    /// The classifier to use on these commit messages, and why it differs from this one.
    ///
    /// A team that puts a ticket id on every commit (`Update menu for profiles (IOS-231)`) would see every
    /// commit counted as a fix, and bug-proneness would only repeat change frequency. So with the default
    /// patterns, when issue ids are on more than half of the messages, only the fix words count. A team's
    /// own patterns (`plan: bug_fix_patterns:`) are used as they are.
    public func adapted(to messages: [String]) -> (classifier: BugFixClassifier, note: String?) {
        guard usesDefaultPatterns, !messages.isEmpty,
              let issueIDs = try? Self.compile(Self.issueIDPatterns),
              let words = try? BugFixClassifier(patterns: Self.fixWordPatterns)
        else { return (self, nil) }
        var withIDs = 0
        var example: String?
        for message in messages {
            guard let id = Self.firstMatch(of: issueIDs, in: message) else { continue }
            withIDs += 1
            if example == nil { example = id.trimmingCharacters(in: .whitespaces.union(CharacterSet(charactersIn: "["))) }
        }
        guard withIDs * 2 > messages.count, let example else { return (self, nil) }
        let note = "issue ids such as \(example) are on \(withIDs) of \(messages.count) commits, so only fix words count as bug fixes"
            + " (set plan.bug_fix_patterns in .strangler.yml to choose)"
        return (words, note)
    }
}
