import StranglerRules

/// One self-contained HTML page (inline style, no script, nothing fetched): the summary, the findings with
/// their source line, and what each rule that ran asks for.
public enum HTMLReporter {
    static let style = """
        body { font: 14px/1.45 -apple-system, system-ui, sans-serif; margin: 2rem; color: #1d1d1f; }
        table { border-collapse: collapse; width: 100%; margin: 1rem 0 2rem; }
        th, td { text-align: left; vertical-align: top; padding: .4rem .6rem; border-bottom: 1px solid #ddd; }
        code, pre { font: 12px/1.4 ui-monospace, Menlo, monospace; }
        pre { margin: .3rem 0 0; white-space: pre-wrap; color: #555; }
        .error { color: #b00020; font-weight: 600; }
        .warning { color: #9a6700; font-weight: 600; }
        """

    public static func render(_ report: CheckReport) -> String {
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <title>strangler check</title>
            <style>
            \(style)
            </style>
            </head>
            <body>
            <h1>strangler check</h1>
            <p>\(Escaping.xml(report.summary))</p>

            """
        if report.findings.isEmpty {
            html += "<p>No findings.</p>\n"
        } else {
            html += "<table>\n<thead><tr><th>Severity</th><th>Location</th><th>Rule</th><th>Message</th></tr></thead>\n<tbody>\n"
            for finding in report.findings {
                html += "<tr><td class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td>"
                html += "<td><code>\(Escaping.xml(finding.path)):\(finding.line):\(finding.column)</code></td>"
                html += "<td><code>\(Escaping.xml(finding.ruleID))</code></td>"
                html += "<td>\(Escaping.xml(finding.message))<pre>\(Escaping.xml(finding.lineText))</pre></td></tr>\n"
            }
            html += "</tbody>\n</table>\n"
        }
        html += "<h2>Rules</h2>\n<table>\n<thead><tr><th>Rule</th><th>Severity</th><th>What it asks</th></tr></thead>\n<tbody>\n"
        for rule in report.rules {
            html += "<tr><td><code>\(Escaping.xml(rule.id))</code></td><td>\(rule.severity.rawValue)</td>"
            html += "<td>\(Escaping.xml(rule.summary)): \(Escaping.xml(rule.rationale))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</body>\n</html>\n"
    }
}
