import StranglerConfiguration

/// One architecture rule: a small stateless type that reads the scene index and the neutral model.
///
/// Like a SwiftLint rule, each carries triggering and non-triggering examples that the tests run (also
/// shifted down and inside comments): `↓` marks where each finding must be reported, line and column.
public protocol Rule: Sendable {
    var description: RuleDescription { get }
    func violations(in context: RuleContext) -> [Violation]
}

/// What `strangler rules` prints about a rule, and what the engine needs to run it.
public struct RuleDescription: Sendable {
    /// snake_case, stable: used in configuration, suppression comments and baselines.
    public var id: String
    /// One line, lowercase, no final period.
    public var summary: String
    /// Why the rule exists and what to do instead.
    public var rationale: String
    public var severity: Severity
    /// Opt-in rules run only when listed in `check.opt_in_rules`.
    public var isOptIn: Bool
    /// Whole-number options with their defaults (thresholds).
    public var options: [String: Int]
    public var examples: RuleExamples

    public init(
        id: String, summary: String, rationale: String, severity: Severity, isOptIn: Bool = false, options: [String: Int] = [:],
        examples: RuleExamples
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.severity = severity
        self.isOptIn = isOptIn
        self.options = options
        self.examples = examples
    }
}

public struct RuleExamples: Sendable {
    public var triggering: [RuleExample]
    public var nonTriggering: [RuleExample]

    public init(triggering: [RuleExample], nonTriggering: [RuleExample]) {
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }
}

/// One example file (`↓` marks the expected positions) and the options to run it with.
public struct RuleExample: Sendable, ExpressibleByStringLiteral {
    public var source: String
    public var options: [String: Int]

    public init(_ source: String, options: [String: Int] = [:]) {
        self.source = source
        self.options = options
    }

    public init(stringLiteral value: String) { self.init(value) }
}
