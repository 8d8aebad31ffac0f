import Foundation

/// The report as a Markdown table, the form the README shows: one row per role and kind of fact, with its counts.
public enum AccuracyTable {
    public static func markdown(_ report: AccuracyReport) -> String {
        var lines = [
            "\(report.screens) screens, \(report.members) members, \(report.statements) statements labelled.",
            "",
            "| claims | precision | recall | correct | wrong | missed |",
            "|---|---:|---:|---:|---:|---:|",
        ]
        for row in report.rows {
            let tally = row.tally
            lines.append(
                "| \(row.group.rawValue): \(row.name) | \(format(tally.precision)) | \(format(tally.recall)) | \(tally.correct) | \(tally.wrong) | \(tally.missed) |"
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every disagreement, one line each, sorted: what to read when a row falls.
    public static func details(_ report: AccuracyReport) -> String {
        var lines = report.mismatches.map { mismatch in
            "\(mismatch.screen)  \(mismatch.row)  \(mismatch.isMissed ? "missed" : "wrong"): \(mismatch.claim)"
        }
        lines += report.unlabelledMembers.map { "unlabelled member: \($0)" }
        return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    static func format(_ value: Double) -> String { String(format: "%.2f", value) }
}
