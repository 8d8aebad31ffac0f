import Foundation
import StranglerAnalysis
import StranglerSources

/// `MIGRATION_PLAN.md`: the interview's summary, the screens in order, and per screen its checklist tailored
/// to the answers, with the API calls, navigation, state and seams its analysis found.
///
/// Tailoring: with no tests (or unknown coverage) a "Safety net first" phase of characterization tests comes
/// before everything else; at low risk every extraction is its own change, run against the characterization
/// tests; a partial cleanup stops after the worker and presenter; an incremental improvement applies the
/// method's common rewrites to the smells found; "just analyze" keeps the analysis and the seams only.
public enum PlanDocument {
    /// The heading each screen gets, so `status` can tell which screens the plan documents.
    public static func heading(rank: Int, screen: String) -> String { "## \(rank). \(screen)" }

    /// The screens a plan file documents, read from its headings (`## 2. SettingsTVC`, or `## 2. SettingsTVC (SettingsTVC.h)`
    /// where two screens have the name).
    public static func plannedScreens(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.hasPrefix("## ") {
            let words = line.split(separator: " ")
            if words.count >= 3, words[1].hasSuffix("."), Int(words[1].dropLast()) != nil { names.insert(String(words[2])) }
        }
        return names
    }

    public static func render(_ plan: PlanReport, facts: CodebaseFacts) -> String {
        let interview = plan.interview
        var out: [String] = []
        out.append("# Migration plan")
        out.append("")
        out.append(interview.summary + ".")
        out.append("")
        out.append("Written by `strangler plan` from the code and its history; \(plan.history.line). The golden rules: never rewrite from scratch, one screen at a time, tests first, the app works after every step, the old code removed only when the new has replaced it. Approve this plan before any change; `strangler status` tracks it.")
        out.append("")
        out.append("| # | Screen | Score | Why |")
        out.append("| ---: | --- | ---: | --- |")
        for screen in plan.ranked {
            out.append("| \(screen.rank!) | `\(screen.displayName)` | \(format(screen.score ?? 0)) | \(screen.reasons.prefix(2).joined(separator: "; ")) |")
        }
        let migrated = plan.screens.filter { $0.status == .migrated }
        if !migrated.isEmpty {
            out.append("")
            out.append("Already VIP+W scenes: " + migrated.map { "`\($0.displayName)`" }.joined(separator: ", ") + ".")
        }
        for planned in plan.ranked {
            guard let screen = facts.report.screens.first(where: { $0.name == planned.name && $0.file == planned.file }) else { continue }
            out.append("")
            out.append(heading(rank: planned.rank!, screen: planned.displayName))
            out.append("")
            let scene = planned.scene.map { "scene `\($0)`" } ?? "scene `\(CodebaseFacts.sceneName(for: planned.name))` (to create: `strangler scaffold --from \(planned.file)`)"
            out.append("`\(planned.file)` · score \(format(planned.score ?? 0)) · \(scene)")
            out.append("")
            out.append(contentsOf: planned.reasons.map { "- " + $0 })
            for phase in phases(for: screen, planned: planned, interview: interview) {
                out.append("")
                out.append("### " + phase.title)
                out.append("")
                out.append(contentsOf: phase.lines)
            }
        }
        return out.joined(separator: "\n") + "\n"
    }

    struct Phase {
        var title: String
        var lines: [String]
    }

    static func phases(for screen: ScreenAnalysis, planned: PlannedScreen, interview: Interview) -> [Phase] {
        var phases: [Phase] = []
        let noTests = interview.tests == .none || interview.tests == .unknown
        let characterization = "- [ ] \(ChecklistStep.characterizationTests.title): call \(members(screen)) and pin what they do today, bugs included"
        if noTests && interview.goal != .analyze {
            phases.append(Phase(title: "Safety net first", lines: [
                characterization,
                "- [ ] Run them in CI on every change before touching \(screen.name)",
            ]))
        }
        phases.append(Phase(title: "Analysis", lines: analysis(screen)))
        let seams = seams(screen)
        phases.append(Phase(title: "Seams to break", lines: seams.isEmpty ? ["- none: no singleton or app-delegate lookups"] : seams))
        guard interview.goal != .analyze else { return phases }

        var preparation: [String] = noTests ? [] : [characterization]
        switch interview.goal {
        case .full, .partial:
            preparation.append("- [ ] \(ChecklistStep.fileStructure.title): `strangler scaffold --from \(planned.file)`")
            preparation.append("- [ ] \(ChecklistStep.defineProtocols.title): DisplayLogic, BusinessLogic, PresentationLogic, WorkerLogic, RoutingLogic")
        case .incremental, .analyze:
            break
        }
        if !preparation.isEmpty { phases.append(Phase(title: "Preparation", lines: preparation)) }

        switch interview.goal {
        case .incremental:
            phases.append(Phase(title: "Rewrites", lines: rewrites(screen)))
        case .full, .partial:
            var steps: [(ChecklistStep, String)] = [
                (.extractWorker, workerScope(screen)),
                (.extractPresenter, screen.responsibility(.formatting).map { Plural.count($0.evidence.count, "formatting site") } ?? "no formatting found"),
            ]
            if interview.goal == .full {
                steps += [
                    (.extractInteractor, screen.responsibility(.businessLogic).map { Plural.count($0.evidence.count, "business rule") + "; state: " + stateNames(screen) } ?? "state: " + stateNames(screen)),
                    (.extractRouter, Plural.count(screen.navigation.count, "navigation path")),
                    (.createModels, "one Request/Response/ViewModel per use case"),
                ]
            }
            phases.append(Phase(title: "Extraction", lines: extraction(steps, risk: interview.risk)))
        case .analyze:
            break
        }
        if interview.goal == .full {
            phases.append(Phase(title: "Integration", lines: [
                "- [ ] \(ChecklistStep.createConfigurator.title)",
                "- [ ] \(ChecklistStep.reduceViewController.title)",
                "- [ ] \(ChecklistStep.wireComponents.title)",
                "- [ ] \(ChecklistStep.updateCallSites.title)" + (planned.referencedBy.isEmpty ? "" : ": " + planned.referencedBy.map { "`\($0)`" }.joined(separator: ", ")),
            ]))
        }
        var verification: [ChecklistStep] = [.testsPass, .manualTesting]
        if interview.goal == .full { verification.append(.removeLegacyCode) }
        verification.append(.codeReview)
        if interview.goal != .incremental { verification.append(.componentTests) }
        phases.append(Phase(title: "Verification", lines: verification.map { "- [ ] " + $0.title }))
        return phases
    }

    /// Extraction steps by risk: low, one component per change against the characterization tests; medium,
    /// two per change; high, all in one change.
    static func extraction(_ steps: [(ChecklistStep, String)], risk: Interview.Risk) -> [String] {
        var lines: [String] = []
        let perChange = risk == .low ? 1 : risk == .medium ? 2 : steps.count
        for (index, step) in steps.enumerated() {
            lines.append("- [ ] \(step.0.title): \(step.1)")
            let endsChange = (index + 1) % perChange == 0 || index == steps.count - 1
            if endsChange && risk != .high { lines.append("  - run the characterization tests, then ship this change on its own") }
        }
        if risk == .high { lines.append("- [ ] Run the characterization tests once all components are extracted") }
        return lines
    }

    static func analysis(_ screen: ScreenAnalysis) -> [String] {
        var lines: [String] = []
        let kinds = screen.responsibilities.map { "\($0.kind.rawValue) (\($0.evidence.count))" }
        lines.append("- [ ] \(ChecklistStep.documentResponsibilities.title): " + (kinds.isEmpty ? "none found" : kinds.joined(separator: ", ")))
        lines.append("- [ ] \(ChecklistStep.listAPICalls.title):" + (screen.apiCalls.isEmpty ? " none found" : ""))
        for call in screen.apiCalls {
            lines.append("  - `\(call.method ?? "?") \(call.path ?? "(endpoint unknown)")` via `\(call.via)` in `\(call.member)`")
        }
        lines.append("- [ ] \(ChecklistStep.listNavigation.title):" + (screen.navigation.isEmpty ? " none found" : ""))
        for step in screen.navigation {
            let destination = step.destination.map { " → `\($0)`" } ?? ""
            let condition = step.condition.map { " when `\($0)`" } ?? ""
            lines.append("  - \(step.action)\(destination)\(condition) in `\(step.member)`")
        }
        lines.append("- [ ] \(ChecklistStep.identifyState.title): " + stateNames(screen))
        for effect in screen.sideEffects {
            lines.append("  - \(effect.kind): `\(effect.symbol)` in `\(effect.member)`")
        }
        return lines
    }

    /// Each shared instance the screen reaches for, with where: Feathers' "break dependencies".
    static func seams(_ screen: ScreenAnalysis) -> [String] {
        var bySymbol: [String: [String]] = [:]
        for smell in screen.smells where smell.id == "singleton_access" {
            let parts = smell.message.split(separator: "'", omittingEmptySubsequences: false)
            guard parts.count >= 3 else { continue }
            let symbol = String(parts[1])
            let place = (smell.member ?? "?") + ":\(smell.line)"
            if !(bySymbol[symbol]?.contains(place) ?? false) { bySymbol[symbol, default: []].append(place) }
        }
        return bySymbol.sorted { $0.key < $1.key }.map { symbol, places in
            let how = symbol.contains("delegate") ? "give the screen a property it can be given instead of the app-delegate lookup" : "inject it (a protocol, with `\(symbol)` as the production default)"
            return "- [ ] `\(symbol)` in " + places.map { "`\($0)`" }.joined(separator: ", ") + ": " + how
        }
    }

    /// The method's common rewrites, for the smells this screen has.
    static func rewrites(_ screen: ScreenAnalysis) -> [String] {
        let ids = Set(screen.smells.map(\.id))
        var lines: [String] = []
        if ids.contains("singleton_access") { lines.append("- [ ] Singleton → injected dependency (see the seams above)") }
        if ids.contains("callback_pyramid") { lines.append("- [ ] Callback pyramid → async/await: each nested completion becomes one awaited call; UI updates on the main actor") }
        if ids.contains("massive_switch") { lines.append("- [ ] Massive switch → strategy: one handler type per case behind a protocol") }
        if ids.contains("massive_view_controller") || ids.contains("mixed_ui_and_data") {
            lines.append("- [ ] Nested UI/data logic → data providers behind small protocols")
        }
        if ids.contains("force_unwrap_network_data") { lines.append("- [ ] Replace forced unwraps of network data with decoding errors the screen shows") }
        return lines.isEmpty ? ["- none: no smell calls for a rewrite"] : lines
    }

    static func workerScope(_ screen: ScreenAnalysis) -> String {
        let io = [Responsibility.networking, .persistence, .analytics].compactMap { kind in
            screen.responsibility(kind).map { "\(kind.rawValue) (\($0.evidence.count))" }
        }
        return io.isEmpty ? "no I/O found" : screen.apiCalls.count.description + " API calls; " + io.joined(separator: ", ")
    }

    static func stateNames(_ screen: ScreenAnalysis) -> String {
        screen.state.isEmpty ? "none" : screen.state.map { "`\($0.name): \($0.type)`" }.joined(separator: ", ")
    }

    /// The members a characterization test calls: those that make requests or navigate, not a storyboard's control, which
    /// no test calls.
    static func members(_ screen: ScreenAnalysis) -> String {
        let navigating = screen.navigation.filter { !$0.file.hasSuffix(".storyboard") }.map(\.member)
        let entries = Set(screen.apiCalls.map(\.member) + navigating).sorted().prefix(4)
        return entries.isEmpty ? "its public entry points" : entries.map { "`\($0)`" }.joined(separator: ", ")
    }

    static func format(_ score: Double) -> String {
        score == score.rounded() ? String(Int(score)) : String(format: "%.1f", score)
    }
}
