import Rainbow
import StranglerAnalysis
import StranglerSources

/// A short, readable summary per screen; colour only when asked for (a terminal, and no `NO_COLOR`).
public enum TerminalReporter {
    public static func render(_ report: AnalysisReport, colored: Bool) -> String {
        var out: [String] = []
        func paint(_ text: String, _ style: (String) -> String) -> String { colored ? style(text) : text }

        let screens = report.screens.sorted { ($0.metrics.lines, $1.name) > ($1.metrics.lines, $0.name) }
        out.append(paint("Strangler analysis", { $0.bold }) + ": " + Plural.count(report.screens.count, "screen") + " in " + Plural.count(report.files.analyzed, "file") + ", \(report.files.lines) lines")
        for screen in screens {
            let m = screen.metrics
            out.append("")
            let massive = screen.smells.contains { $0.id == "massive_view_controller" }
            let title = paint(screen.name, { massive ? $0.red.bold : $0.bold })
            out.append("\(title)  \(paint("\(screen.file):\(screen.line)", { $0.dim }))  \(screen.kind.rawValue)")
            out.append("  \(m.lines) lines, " + Plural.count(m.members, "member") + ", max complexity \(m.maxComplexity), max nesting \(m.maxNesting)")
            let kinds = screen.responsibilities.map { "\($0.kind.rawValue) (\($0.evidence.count))" }
            out.append("  responsibilities: " + (kinds.isEmpty ? "none" : kinds.joined(separator: ", ")))
            for call in screen.apiCalls.prefix(6) {
                out.append("  api: \(call.method ?? "?") \(call.shownPath)  via \(call.via) in \(call.member)")
            }
            if screen.apiCalls.count > 6 { out.append("  api: … \(screen.apiCalls.count - 6) more") }
            for step in screen.navigation.prefix(6) {
                let destination = step.destination.map { " → \($0)" } ?? ""
                let condition = step.condition.map { " when \($0)" } ?? ""
                out.append("  navigation: \(step.action)\(destination)\(condition)  in \(step.member)")
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
        }
        let notes = ReportNotes.lines(report)
        if !notes.isEmpty {
            out.append("")
            out.append(contentsOf: notes.map { paint($0, { $0.dim }) })
        }
        return out.joined(separator: "\n") + "\n"
    }
}
