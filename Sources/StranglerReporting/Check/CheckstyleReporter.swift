import StranglerRules
import StranglerSources

/// Checkstyle XML, which Jenkins, Danger and review bots read: one `file` element per file with findings.
public enum CheckstyleReporter {
    public static func render(_ report: CheckReport) -> String {
        let byFile = Dictionary(grouping: report.findings, by: \.path)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in byFile.keys.sorted() {
            xml += "  <file name=\"\(Escaping.xml(path))\">\n"
            for finding in byFile[path]! {
                xml += "    <error line=\"\(finding.line)\" column=\"\(finding.column)\" severity=\"\(finding.severity.rawValue)\" "
                xml += "message=\"\(Escaping.xml(finding.message))\" source=\"\(ToolInfo.name).rules.\(finding.ruleID)\"/>\n"
            }
            xml += "  </file>\n"
        }
        return xml + "</checkstyle>\n"
    }
}
