import StranglerRules

/// The formats `strangler check --reporter` writes: pure functions from a check report to text.
public enum CheckReporter: String, CaseIterable, Sendable {
    case xcode, json, sarif, junit, checkstyle
    case githubActions = "github-actions"
    case markdown, html

    public func render(_ report: CheckReport) -> String {
        switch self {
        case .xcode: XcodeReporter.render(report)
        case .json: CheckJSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .checkstyle: CheckstyleReporter.render(report)
        case .githubActions: GitHubActionsReporter.render(report)
        case .markdown: CheckMarkdownReporter.render(report)
        case .html: HTMLReporter.render(report)
        }
    }
}
