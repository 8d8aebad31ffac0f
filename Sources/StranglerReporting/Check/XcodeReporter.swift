import StranglerRules

/// `path:line:col: warning: message (rule_id)`, one finding a line: what Xcode and most editors turn into
/// clickable diagnostics (paths are made absolute when the report knows its root).
public enum XcodeReporter {
    public static func render(_ report: CheckReport) -> String {
        report.findings.map { finding in
            let path = report.root.isEmpty ? finding.path : report.root + "/" + finding.path
            return "\(path):\(finding.line):\(finding.column): \(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))\n"
        }.joined()
    }
}
