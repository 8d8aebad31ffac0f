/// The `plan:` section: how `strangler plan` reads history and finds tests.
///
/// ```yaml
/// plan:
///   since: 6 months                       # the history window (default 12 months, ending at the newest commit)
///   bug_fix_patterns: ['\bfix', '(?-i)\bSHOP-[0-9]+']   # regular expressions; replace the defaults
///   test_paths: ['*Tests/*', '*Specs/*']  # globs of test files (default: below a …Tests or …Specs folder, or named …Tests / …Spec)
/// ```
public struct PlanSettings: Codable, Sendable, Equatable {
    public var since: String?
    /// `nil` keeps the built-in patterns.
    public var bugFixPatterns: [String]?
    /// `nil` keeps the built-in test-file globs. `analyze` reads them too: a test file declares no screen and
    /// adds nothing to one.
    public var testPaths: [String]?

    /// Default test files: below a folder named `…Tests`, `…Specs` or `…Test`, or named `…Tests`, `…Test` or `…Spec`.
    public static let defaultTestPaths = [
        "*Tests/*", "*Test/*", "*Specs/*", "*Tests.swift", "*Test.swift", "*Spec.swift", "*Tests.m", "*Test.m", "*Spec.m",
    ]

    /// The test-file globs in force.
    public var resolvedTestPaths: [String] { testPaths ?? Self.defaultTestPaths }

    public init(since: String? = nil, bugFixPatterns: [String]? = nil, testPaths: [String]? = nil) {
        self.since = since
        self.bugFixPatterns = bugFixPatterns
        self.testPaths = testPaths
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case since
        case bugFixPatterns = "bug_fix_patterns"
        case testPaths = "test_paths"
    }
}
