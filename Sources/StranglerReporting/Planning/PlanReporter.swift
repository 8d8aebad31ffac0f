import Foundation
import Rainbow
import StranglerPlanning
import StranglerSources

/// `strangler plan`'s output: a ranked table (terminal or Markdown) with the reasons per screen, or JSON.
/// `explain` adds each screen's factors: value, weight and points, and the facts behind them.
public enum PlanReporter {
    public static func terminal(_ plan: PlanReport, explain: Bool, colored: Bool) -> String {
        func paint(_ text: String, _ style: (String) -> String) -> String { colored ? style(text) : text }
        var out: [String] = []
        let migrated = plan.screens.filter { $0.status == .migrated }
        out.append(paint("Migration priority", { $0.bold }) + ": " + Plural.count(plan.ranked.count, "legacy screen") + ", \(migrated.count) migrated")
        out.append(paint(plan.history.line, { $0.dim }))
        out.append("")
        if plan.screens.isEmpty {
            out.append(Self.noScreens)
            return out.joined(separator: "\n") + "\n"
        }
        let rows = plan.ranked.map { screen -> [String] in
            [
                "\(screen.rank!)", screen.displayName, score(screen.score), screen.changes.map { "\($0.revisions)" } ?? "-",
                screen.changes.map { "\($0.bugFixes)" } ?? "-", "\(screen.lines)", "\(screen.totalComplexity)",
                "\(Set(screen.referencedBy + screen.references).count)", screen.tests.isEmpty ? "no" : "yes",
            ]
        }
        let header = ["#", "Screen", "Score", "Commits", "Fixes", "Lines", "Complexity", "Deps", "Tests"]
        let widths = header.indices.map { column in ([header[column]] + rows.map { $0[column] }).map(\.count).max()! }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                column == 1 ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[column] - cell.count) + cell
            }.joined(separator: "  ")
        }
        out.append(paint(line(header), { $0.bold }))
        for (screen, row) in zip(plan.ranked, rows) {
            out.append(line(row))
            if explain {
                for reason in screen.reasons { out.append("      " + reason) }
                for term in screen.terms { out.append(paint("      " + termLine(term), { $0.dim })) }
                out.append("")
            }
        }
        if !migrated.isEmpty {
            if !explain { out.append("") }
            out.append("migrated: " + migrated.map(\.displayName).joined(separator: ", "))
        }
        if !explain {
            out.append(paint("--explain shows each screen's reasons and factors; " + "the score: " + plan.formula, { $0.dim }))
        } else {
            out.append(paint(plan.formula, { $0.dim }))
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// What `plan` and `status` say for a project without screens, instead of an empty table.
    static let noScreens = "no screens found: a screen is a view controller (UIKit, AppKit or Objective-C) or a SwiftUI view "
        + "that holds state and side effects; 'strangler analyze PATH' lists what it reads"

    public static func markdown(_ plan: PlanReport, explain: Bool) -> String {
        var out: [String] = ["# Migration priority", "", plan.history.line.prefix(1).uppercased() + plan.history.line.dropFirst() + ".", ""]
        out.append("| # | Screen | Score | Commits | Bug fixes | Lines | Complexity | Dependencies | Tests |")
        out.append("| ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
        for screen in plan.ranked {
            out.append(
                "| \(screen.rank!) | `\(screen.displayName)` | \(score(screen.score)) | \(screen.changes.map { "\($0.revisions)" } ?? "-") | "
                    + "\(screen.changes.map { "\($0.bugFixes)" } ?? "-") | \(screen.lines) | \(screen.totalComplexity) | "
                    + "\(Set(screen.referencedBy + screen.references).count) | \(screen.tests.isEmpty ? "no" : "yes") |"
            )
        }
        let migrated = plan.screens.filter { $0.status == .migrated }
        if !migrated.isEmpty { out += ["", "Migrated: " + migrated.map { "`\($0.displayName)`" }.joined(separator: ", ") + "."] }
        if explain {
            for screen in plan.ranked {
                out += ["", "## \(screen.rank!). \(screen.displayName): \(score(screen.score))", ""]
                out += screen.reasons.map { "- " + $0 }
                out += ["", "| Factor | Value | Weight | Points | From |", "| --- | ---: | ---: | ---: | --- |"]
                for term in screen.terms {
                    out.append("| \(term.factor.rawValue) | \(decimal(term.value)) | \(decimal(term.weight)) | \(decimal(term.points, digits: 1)) | \(term.detail) |")
                }
            }
        }
        out += ["", "`" + plan.formula + "`"]
        return out.joined(separator: "\n") + "\n"
    }

    public static func json(_ plan: PlanReport) -> String { JSONText.encode(plan) }

    static func termLine(_ term: PriorityScore.Term) -> String {
        "\(term.factor.rawValue): \(decimal(term.value)) × \(decimal(term.weight)) → \(decimal(term.points, digits: 1)) points (\(term.detail))"
    }

    static func score(_ value: Double?) -> String { value.map { decimal($0, digits: 1) } ?? "-" }

    static func decimal(_ value: Double, digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }
}

/// Sorted, pretty JSON shared by the plan and status reporters.
enum JSONText {
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Plain Codable values: encoding cannot fail.
        return String(decoding: try! encoder.encode(value), as: UTF8.self) + "\n"
    }
}
