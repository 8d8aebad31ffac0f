import Rainbow
import StranglerAnalysis
import StranglerSources

/// A short, readable summary per screen; colour only when asked for (a terminal, and no `NO_COLOR`). Locations are
/// `path:line` relative to the analysed folder, which terminals and editors open on a click.
public enum TerminalReporter {
    public static func render(_ report: AnalysisReport, colored: Bool, layout: ReportLayout = ReportLayout()) -> String {
        let paint = Paint(colored: colored)
        var out: [String] = []
        let screens = layout.screens(of: report, defaultOrder: .size)
        if !layout.isFocused {
            let cut = layout.cut(shown: screens.count, of: report.screens.count, defaultOrder: .size)
            out.append(
                paint("Strangler analysis", { $0.bold }) + ": " + Plural.count(report.screens.count, "screen") + " in "
                    + Plural.count(report.files.analyzed, "file") + ", \(report.files.lines) lines" + (cut.map { "; " + $0 } ?? "")
            )
        }
        for screen in screens {
            if !out.isEmpty { out.append("") }
            out.append(contentsOf: lines(for: screen, paint))
        }
        let notes = layout.isFocused ? ReportNotes.fileLines(report) : ReportNotes.lines(report)
        if !notes.isEmpty {
            out.append("")
            out.append(contentsOf: notes.map { paint($0, { $0.dim }) })
        }
        return out.joined(separator: "\n") + "\n"
    }

    /// Styles text only when colour is on.
    struct Paint {
        var colored: Bool

        func callAsFunction(_ text: String, _ style: (String) -> String) -> String { colored ? style(text) : text }
    }

    /// One screen: its title and location, metrics, responsibilities, the first API calls and navigation with where
    /// each is, state, smells and the split.
    static func lines(for screen: ScreenAnalysis, _ paint: Paint) -> [String] {
        var out: [String] = []
        let m = screen.metrics
        func location(_ file: String, _ line: Int) -> String { paint("\(file):\(line)", { $0.dim }) }
        let massive = screen.smells.contains { $0.id == "massive_view_controller" }
        let title = paint(screen.name, { massive ? $0.red.bold : $0.bold })
        out.append("\(title)  \(location(screen.file, screen.line))  \(screen.kind.rawValue)")
        out.append("  \(m.lines) lines, " + Plural.count(m.members, "member") + ", max complexity \(m.maxComplexity), max nesting \(m.maxNesting)")
        let kinds = screen.responsibilities.map { "\($0.kind.rawValue) (\($0.evidence.count))" }
        out.append("  responsibilities: " + (kinds.isEmpty ? "none" : kinds.joined(separator: ", ")))
        for call in screen.apiCalls.prefix(6) {
            out.append("  api: \(call.method ?? "?") \(call.shownPath)  via \(call.via) in \(call.member)  " + location(call.file, call.line))
        }
        if screen.apiCalls.count > 6 { out.append("  api: … \(screen.apiCalls.count - 6) more") }
        for step in screen.navigation.prefix(6) {
            let destination = step.destination.map { " → \($0)" } ?? ""
            let condition = step.condition.map { " when \($0)" } ?? ""
            out.append("  navigation: \(step.action)\(destination)\(condition)  in \(step.member)  " + location(step.file, step.line))
        }
        if screen.navigation.count > 6 { out.append("  navigation: … \(screen.navigation.count - 6) more") }
        if !screen.state.isEmpty {
            out.append("  state: " + screen.state.map { "\($0.name): \($0.type)" }.joined(separator: ", "))
        }
        var smellCounts: [String: Int] = [:]
        for smell in screen.smells { smellCounts[smell.id, default: 0] += 1 }
        if !smellCounts.isEmpty {
            let text = smellCounts.sorted { $0.key < $1.key }.map { $0.value > 1 ? "\($0.key) ×\($0.value)" : $0.key }
            out.append("  " + paint("smells: " + text.joined(separator: ", "), { $0.yellow }))
        }
        let mixed = screen.members.filter { $0.roles.count > 1 }.count
        let roles = Role.allCases.compactMap { role -> String? in
            let count = screen.members.filter { $0.roles.contains(role) }.count
            return count == 0 ? nil : "\(role.rawValue) \(count)"
        }
        if !roles.isEmpty {
            out.append("  split: " + roles.joined(separator: ", ") + (mixed > 0 ? "; " + Plural.count(mixed, "mixed member") : ""))
        }
        return out
    }
}
