import StranglerRules

/// A Markdown summary for a pull-request comment or a job summary: counts, then one table row per finding.
public enum CheckMarkdownReporter {
    public static func render(_ report: CheckReport) -> String {
        var text = "# strangler check\n\n" + report.summary + "\n"
        guard !report.findings.isEmpty else { return text + "\nNo findings.\n" }
        text += "\n| Severity | Location | Rule | Message |\n| --- | --- | --- | --- |\n"
        for finding in report.findings {
            text += "| \(finding.severity.rawValue) | `\(Escaping.markdownCell(finding.path)):\(finding.line):\(finding.column)` "
            text += "| `\(finding.ruleID)` | \(Escaping.markdownCell(finding.message)) |\n"
        }
        return text
    }
}
