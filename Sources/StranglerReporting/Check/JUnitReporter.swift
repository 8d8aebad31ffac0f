import StranglerRules
import StranglerSources

/// JUnit XML, as CI dashboards read test results: one test suite per file with findings, one failing test case
/// per finding; a clean run is one empty suite, so the dashboard still shows that the check ran.
public enum JUnitReporter {
    public static func render(_ report: CheckReport) -> String {
        let byFile = Dictionary(grouping: report.findings, by: \.path)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"\(ToolInfo.name) check\" tests=\"\(report.findings.count)\" failures=\"\(report.findings.count)\" errors=\"0\">\n"
        if byFile.isEmpty {
            xml += "  <testsuite name=\"\(ToolInfo.name) check\" tests=\"0\" failures=\"0\" errors=\"0\"/>\n"
        }
        for path in byFile.keys.sorted() {
            let findings = byFile[path]!
            xml += "  <testsuite name=\"\(Escaping.xml(path))\" tests=\"\(findings.count)\" failures=\"\(findings.count)\" errors=\"0\">\n"
            for finding in findings {
                let location = "\(finding.path):\(finding.line):\(finding.column)"
                xml += "    <testcase classname=\"\(Escaping.xml(finding.path))\" name=\"\(Escaping.xml("\(finding.ruleID) at \(finding.line):\(finding.column)"))\">\n"
                xml += "      <failure message=\"\(Escaping.xml(finding.message))\" type=\"\(finding.severity.rawValue)\">"
                xml += Escaping.xml("\(location): \(finding.severity.rawValue): \(finding.message) (\(finding.ruleID))")
                xml += "</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }
}
