import Foundation
import StranglerRules

/// One JSON object with sorted keys: `version`, `summary` and `findings` (each with `path`, `line`, `column`,
/// `rule`, `severity`, `message` and `source`, the offending line).
public enum CheckJSONReporter {
    struct Document: Encodable {
        struct Summary: Encodable {
            var files: Int
            var findings: Int
            var errors: Int
            var warnings: Int
            var baselineAccepted: Int?
            var baselineFixed: Int?
        }

        var version = 1
        var summary: Summary
        var findings: [Finding]
    }

    public static func render(_ report: CheckReport) -> String {
        let document = Document(
            summary: Document.Summary(
                files: report.filesChecked, findings: report.findings.count, errors: report.errorCount, warnings: report.warningCount,
                baselineAccepted: report.baseline?.accepted, baselineFixed: report.baseline?.fixed
            ),
            findings: report.findings
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try! encoder.encode(document), as: UTF8.self) + "\n"
    }
}
