import Foundation
import Rainbow
import StranglerPlanning

/// `strangler status`'s output: overall progress, then each screen's checklist by phase, and progress
/// over time with `--history`.
public enum StatusReporter {
    public static func terminal(_ status: StatusReport, colored: Bool, verbose: Bool) -> String {
        func paint(_ text: String, _ style: (String) -> String) -> String { colored ? style(text) : text }
        var out: [String] = [paint("Migration status", { $0.bold }) + ": " + summary(status.progress)]
        out.append("")
        if status.screens.isEmpty {
            out.append(PlanReporter.noScreens)
            return out.joined(separator: "\n") + "\n"
        }
        // At least as wide as the header, so a short screen name does not cut "Screen".
        let nameWidth = max("Screen".count, status.screens.map(\.displayName.count).max() ?? 0)
        out.append(paint("Screen".padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  State        Steps  " + ChecklistStep.Phase.allCases.map(\.title).joined(separator: " "), { $0.bold }))
        for screen in status.screens {
            let phases = ChecklistStep.Phase.allCases.map { phase in
                screen.steps.filter { $0.step.phase == phase }.map(\.state.symbol).joined().padding(toLength: phase.title.count, withPad: " ", startingAt: 0)
            }
            let row = screen.displayName.padding(toLength: nameWidth, withPad: " ", startingAt: 0) + "  " + screen.state.rawValue.padding(toLength: 11, withPad: " ", startingAt: 0)
                + "  " + "\(screen.doneCount)/\(screen.steps.count)".padding(toLength: 5, withPad: " ", startingAt: 0) + "  " + phases.joined(separator: " ").trimmingTrailingSpaces
            out.append(paint(row, { screen.state == .done ? $0.green : $0 }))
            guard verbose || screen.state == .inProgress else { continue }
            for step in screen.steps where step.state != .todo || verbose {
                let line = "    \(step.state.symbol) \(step.step.title)" + (step.evidence.isEmpty ? "" : ": \(step.evidence)")
                out.append(paint(line, { $0.dim }))
            }
        }
        if !status.history.isEmpty {
            out.append("")
            out.append(paint("Progress over time", { $0.bold }))
            for point in status.history {
                out.append("  \(point.date)  \(point.commit)  done \(point.done), in progress \(point.inProgress), not started \(point.notStarted), legacy lines \(point.legacyLines)")
            }
        }
        out.append("")
        out.append(paint("✓ done  ◐ in progress  · to do; 'strangler mark SCREEN --done STEP' records what only people can check", { $0.dim }))
        return out.joined(separator: "\n") + "\n"
    }

    public static func markdown(_ status: StatusReport) -> String {
        var out = ["# Migration status", "", summary(status.progress) + ".", ""]
        out.append("| Screen | State | Steps done | " + ChecklistStep.Phase.allCases.map(\.title).joined(separator: " | ") + " |")
        out.append("| --- | --- | ---: |" + String(repeating: " --- |", count: ChecklistStep.Phase.allCases.count))
        for screen in status.screens {
            let phases = ChecklistStep.Phase.allCases.map { phase in screen.steps.filter { $0.step.phase == phase }.map(\.state.symbol).joined() }
            out.append("| `\(screen.displayName)` | \(screen.state.rawValue) | \(screen.doneCount)/\(screen.steps.count) | " + phases.joined(separator: " | ") + " |")
        }
        for screen in status.screens where screen.state != .notStarted {
            out += ["", "## \(screen.displayName)", ""]
            for step in screen.steps {
                out.append("- [\(step.state == .done ? "x" : " ")] \(step.step.title)" + (step.state == .inProgress ? " (in progress)" : "") + (step.evidence.isEmpty ? "" : ": \(step.evidence)"))
            }
        }
        if !status.history.isEmpty {
            out += ["", "## Progress over time", "", "| Date | Commit | Done | In progress | Not started | Legacy lines |", "| --- | --- | ---: | ---: | ---: | ---: |"]
            for point in status.history {
                out.append("| \(point.date) | `\(point.commit)` | \(point.done) | \(point.inProgress) | \(point.notStarted) | \(point.legacyLines) |")
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    public static func json(_ status: StatusReport) -> String { JSONText.encode(status) }

    /// `1 done, 1 in progress, 8 not started; 1,004 lines of legacy screen code left (1,120 at the start, 2024-06-30)`.
    public static func summary(_ progress: MigrationProgress) -> String {
        var text = "\(progress.done) done, \(progress.inProgress) in progress, \(progress.notStarted) not started; "
        text += "\(progress.legacyLines) lines of legacy screen code left"
        if let start = progress.startLegacyLines {
            text += " (\(start) at the start" + (progress.startDate.map { ", \($0)" } ?? "") + ")"
        }
        return text
    }
}

extension String {
    var trimmingTrailingSpaces: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
