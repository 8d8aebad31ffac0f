import StranglerConfiguration

/// What the reporters render: the findings left after the baseline, and the rules that ran.
public struct CheckReport: Sendable {
    public var findings: [Finding]
    /// The rules that ran, in registry order (SARIF lists them; the HTML report explains them).
    public var rules: [RuleDescription]
    public var filesChecked: Int
    /// The checked folder's absolute path, for reporters that print absolute paths (`xcode`); `""` keeps paths relative.
    public var root: String
    /// Findings the baseline accepted, and baseline entries no longer found (`nil` without a baseline).
    public var baseline: BaselineSummary?

    public init(findings: [Finding], rules: [RuleDescription], filesChecked: Int, root: String = "", baseline: BaselineSummary? = nil) {
        self.findings = findings
        self.rules = rules
        self.filesChecked = filesChecked
        self.root = root
        self.baseline = baseline
    }

    public var errorCount: Int { findings.filter { $0.severity == .error }.count }
    public var warningCount: Int { findings.filter { $0.severity == .warning }.count }

    /// The one-line summary every human-facing reporter ends with.
    public var summary: String {
        func plural(_ count: Int, _ word: String) -> String { "\(count) \(word)\(count == 1 ? "" : "s")" }
        var text = "\(plural(findings.count, "finding")) (\(plural(errorCount, "error")), \(plural(warningCount, "warning"))) in \(plural(filesChecked, "file"))"
        if let baseline {
            text += "; baseline: \(baseline.accepted) accepted, \(baseline.fixed) fixed"
        }
        return text
    }
}

public struct BaselineSummary: Sendable, Equatable {
    public var accepted: Int
    public var fixed: Int

    public init(accepted: Int, fixed: Int) {
        self.accepted = accepted
        self.fixed = fixed
    }
}
