import StranglerRules

/// GitHub Actions workflow commands: `::warning file=…,line=…,col=…,title=…::message`, which annotate the
/// pull request's diff. Paths are relative to the checked folder: run the check from the repository root.
public enum GitHubActionsReporter {
    public static func render(_ report: CheckReport) -> String {
        report.findings.map { finding in
            let properties = [
                "file=" + Escaping.workflowProperty(finding.path), "line=\(finding.line)", "col=\(finding.column)",
                "title=" + Escaping.workflowProperty(finding.ruleID),
            ].joined(separator: ",")
            return "::\(finding.severity.rawValue) \(properties)::\(Escaping.workflowMessage(finding.message))\n"
        }.joined()
    }
}
