import StranglerAnalysis
import StranglerScenes

/// Reads each screen's checklist off the code, wherever the code can tell, and takes the rest from the record.
///
/// From the code: the scene's files and protocols exist; the worker, presenter, interactor and router exist
/// while the screen's view controller no longer networks, formats, decides or navigates; the configurator
/// wires them; nothing but the scene still references the legacy screen; tests mention the screen or its
/// scene's components. The analysis steps are done once `MIGRATION_PLAN.md` lists the screen. Tests passing,
/// manual testing and code review are for people to record (`strangler mark`). A recorded state wins.
public struct StatusDeriver: Sendable {
    public var facts: CodebaseFacts
    public var record: MigrationRecord
    /// Screens that `MIGRATION_PLAN.md` documents.
    public var plannedScreens: Set<String>

    public init(facts: CodebaseFacts, record: MigrationRecord, plannedScreens: Set<String>) {
        self.facts = facts
        self.record = record
        self.plannedScreens = plannedScreens
    }

    public func status(history: [ProgressPoint] = []) -> StatusReport {
        let labels = ScreenLabels(facts.report.screens)
        let screens = facts.report.screens.map { screen in
            var status = screenStatus(screen)
            status.label = labels.fileLabel(of: screen)
            return status
        }.sorted { ($0.state.order, $0.name, $0.file) < ($1.state.order, $1.name, $1.file) }
        let progress = MigrationProgress(
            done: screens.filter { $0.state == .done }.count, inProgress: screens.filter { $0.state == .inProgress }.count,
            notStarted: screens.filter { $0.state == .notStarted }.count,
            legacyLines: facts.legacyScreens.reduce(0) { $0 + $1.metrics.lines },
            startLegacyLines: record.started?.legacyLines, startDate: record.started?.date
        )
        return StatusReport(progress: progress, screens: screens, history: history)
    }

    /// The code-derived counts only, for a sampled commit.
    public func point(commit: String, date: String) -> ProgressPoint {
        let report = status()
        return ProgressPoint(
            commit: String(commit.prefix(12)), date: date, done: report.progress.done, inProgress: report.progress.inProgress,
            notStarted: report.progress.notStarted, legacyLines: report.progress.legacyLines, migratedScreens: facts.migrated.count
        )
    }

    func screenStatus(_ screen: ScreenAnalysis) -> ScreenStatus {
        let steps = ChecklistStep.allCases.map { step -> StepStatus in
            let derived = derive(step, screen: screen)
            if let recorded = record.state(of: step, screen: screen.name) {
                return StepStatus(step: step, state: recorded, source: .recorded, evidence: "recorded in \(MigrationRecord.relativePath)")
            }
            return derived
        }
        let started = steps.contains { $0.step.phase != .analysis && $0.state != .todo }
        let state: ScreenStatus.State = steps.allSatisfy { $0.state == .done } ? .done : started ? .inProgress : .notStarted
        return ScreenStatus(name: screen.name, file: screen.file, lines: screen.metrics.lines, scene: facts.scene(for: screen.name), state: state, steps: steps)
    }

    /// One step of a screen: the analysis steps from the plan, the others from its scene once it has one.
    private func derive(_ step: ChecklistStep, screen: ScreenAnalysis) -> StepStatus {
        func code(_ state: StepState, _ evidence: String) -> StepStatus {
            StepStatus(step: step, state: state, source: .code, evidence: evidence)
        }
        let isSceneViewController = facts.migrated.contains(screen.name)
        switch step.phase {
        case .analysis:
            if isSceneViewController { return code(.done, "\(screen.name) is already a VIP+W scene's view controller") }
            return plannedScreens.contains(screen.name)
                ? code(.done, "MIGRATION_PLAN.md documents it")
                : code(.todo, "run 'strangler plan --interactive' (or with --goal) to write MIGRATION_PLAN.md")
        default: break
        }
        guard let scene = facts.scene(for: screen.name) else {
            switch step {
            case .characterizationTests:
                let tests = facts.graph.tests(mentioning: [screen.name])
                return tests.isEmpty ? code(.todo, "no test mentions \(screen.name)") : code(.done, "mentioned in " + tests.joined(separator: ", "))
            case .testsPass, .manualTesting, .codeReview:
                return StepStatus(step: step, state: .todo, source: .manual, evidence: "record it with 'strangler mark \(screen.name) --done \(step.rawValue)'")
            default:
                return code(.todo, "no VIP+W scene for \(screen.name) yet")
            }
        }
        return derive(step, screen: screen, scene: scene)
    }

    /// One step of a screen that has a scene, read off the scene's components: one case per step.
    private func derive(_ step: ChecklistStep, screen: ScreenAnalysis, scene: String) -> StepStatus {
        func code(_ state: StepState, _ evidence: String) -> StepStatus {
            StepStatus(step: step, state: state, source: .code, evidence: evidence)
        }
        let members = facts.scenes.members(of: scene)
        let concrete = members.filter { !$0.isProtocol }
        func component(_ role: SceneRole) -> SceneIndex.TypeInfo? { concrete.first { $0.role == role } }
        let isSceneViewController = facts.migrated.contains(screen.name)
        let routers = Set(members.filter { $0.role == .router }.map(\.name))
        let doing = Self.doneItself(by: screen, routers: routers)
        switch step {
        case .documentResponsibilities, .listAPICalls, .listNavigation, .identifyState:
            return code(.todo, "")
        case .characterizationTests:
            let tests = facts.graph.tests(mentioning: facts.testedNames(for: screen.name))
            return tests.isEmpty ? code(.todo, "no test mentions \(screen.name) or its scene") : code(.done, "mentioned in " + tests.joined(separator: ", "))
        case .fileStructure:
            let roles: [SceneRole] = [.viewController, .interactor, .presenter, .worker, .router, .models, .configurator]
            // A view controller that builds and wires its scene itself (Clean Swift's `setup()`) is its configurator.
            let present = roles.filter { component($0) != nil || $0 == .configurator && facts.scenes.setup(of: scene) != nil }
            let missing = roles.filter { !present.contains($0) }.map(\.title)
            if missing.isEmpty { return code(.done, "scene '\(scene)' has all \(roles.count) components") }
            return code(present.isEmpty ? .todo : .inProgress, "scene '\(scene)' lacks: " + missing.joined(separator: ", "))
        case .defineProtocols:
            let roles: [SceneRole] = [.viewController, .interactor, .presenter, .router]
            let protocols = members.filter(\.isProtocol)
            let missing = roles.filter { role in !protocols.contains { $0.role == role } }
            if missing.isEmpty { return code(.done, protocols.map(\.name).joined(separator: ", ")) }
            return code(protocols.isEmpty ? .todo : .inProgress, "no protocol for: " + missing.map(\.title).joined(separator: ", "))
        case .extractWorker:
            return extraction(component(.worker), still: doing.intersection([.networking, .persistence, .analytics]), code)
        case .extractPresenter:
            return extraction(component(.presenter), still: doing.intersection([.formatting]), code)
        case .extractInteractor:
            return extraction(component(.interactor), still: doing.intersection([.businessLogic]), code)
        case .extractRouter:
            return extraction(component(.router), still: doing.intersection([.navigation]), code)
        case .createModels:
            return component(.models).map { code(.done, $0.name) } ?? code(.todo, "no \(scene)Models")
        case .createConfigurator, .wireComponents:
            let parts = [SceneRole.interactor, .presenter, .router].compactMap { component($0)?.name }
            return configuration(step, scene: scene, configurator: component(.configurator), parts: parts, code)
        case .reduceViewController:
            guard let sceneViewController = component(.viewController) else { return code(.todo, "no \(scene)ViewController") }
            let analysis = facts.report.screens.first { $0.name == sceneViewController.name }
            let extra = (analysis.map { Self.doneItself(by: $0, routers: routers) } ?? []).subtracting([.ui, .concurrency])
            let displays = sceneViewController.inherited.contains { facts.scenes.types[$0]?.role == .viewController }
            if extra.isEmpty && displays { return code(.done, "\(sceneViewController.name) only displays") }
            let why = (displays ? [] : ["does not conform to a DisplayLogic protocol"]) + (extra.isEmpty ? [] : ["still does " + extra.sorted().map(\.rawValue).joined(separator: ", ")])
            return code(.inProgress, "\(sceneViewController.name) " + why.joined(separator: "; "))
        case .updateCallSites:
            if isSceneViewController { return code(.done, "\(screen.name) is the scene's view controller") }
            let sceneTypes = Set(members.map(\.name))
            let callers = (facts.graph.referencedBy[screen.name] ?? []).filter { !sceneTypes.contains($0) }
            return callers.isEmpty ? code(.done, "nothing references \(screen.name)") : code(.inProgress, "still referenced by " + callers.joined(separator: ", "))
        case .removeLegacyCode:
            if isSceneViewController {
                let legacy = facts.legacyScreens.filter { facts.scene(for: $0.name) == scene }.map(\.name)
                return legacy.isEmpty ? code(.done, "no legacy screen of scene '\(scene)' is left") : code(.inProgress, "legacy " + legacy.joined(separator: ", ") + " still exists")
            }
            return code(.inProgress, "\(screen.name) still exists beside scene '\(scene)'")
        case .componentTests:
            let componentNames = concrete.filter { [.interactor, .presenter, .worker, .router].contains($0.role) }.map(\.name)
            let componentTests = facts.graph.tests(mentioning: componentNames)
            let legacyTests = isSceneViewController ? [] : facts.graph.tests(mentioning: [screen.name])
            if componentTests.isEmpty { return code(.todo, "no test mentions the scene's components") }
            return legacyTests.isEmpty ? code(.done, "components tested in " + componentTests.joined(separator: ", ")) : code(.inProgress, "tests still mention \(screen.name): " + legacyTests.joined(separator: ", "))
        case .testsPass, .manualTesting, .codeReview:
            return StepStatus(step: step, state: .todo, source: .manual, evidence: "record it with 'strangler mark \(screen.name) --done \(step.rawValue)'")
        }
    }

    /// What a view controller does itself: navigation it hands to its scene's router (`router?.routeToOrderDetail()` on
    /// `var router: (CheckoutRoutingLogic & CheckoutDataPassing)?`, the analysis following the call to where the router
    /// pushes) is the router's.
    static func doneItself(by screen: ScreenAnalysis, routers: Set<String>) -> Set<Responsibility> {
        var kinds = Set(screen.responsibilities.map(\.kind))
        guard !routers.isEmpty, let navigation = screen.responsibilities.first(where: { $0.kind == .navigation }) else { return kinds }
        let routerProperties = Set(screen.members.filter { property in
            guard property.kind == "property", let type = property.type else { return false }
            return type.split { !($0.isLetter || $0.isNumber || $0 == "_") }.contains { routers.contains(String($0)) }
        }.map(\.name))
        let handedToRouter = navigation.evidence.allSatisfy { evidence in
            let chain = evidence.symbol.split(separator: ".")
            let root = (chain.first == "self" ? chain.dropFirst().first : chain.first) ?? ""
            return routerProperties.contains(String(root.filter { $0 != "?" && $0 != "!" }))
        }
        if handedToRouter { kinds.remove(.navigation) }
        return kinds
    }

    /// The configurator's steps: the scene's configurator type, or else a view controller that builds and wires its scene
    /// itself (Clean Swift's `setup()`, see `SceneSetup`), and whether it builds the interactor, presenter and router.
    private func configuration(
        _ step: ChecklistStep, scene: String, configurator: SceneIndex.TypeInfo?, parts needed: [String],
        _ code: (StepState, String) -> StepStatus
    ) -> StepStatus {
        if configurator == nil, let setup = facts.scenes.setup(of: scene) {
            let builder = "\(setup.viewController).\(setup.member)"
            if step == .createConfigurator { return code(.done, builder) }
            let builds = builder + " builds " + setup.parts.joined(separator: ", ")
            return setup.isComplete ? code(.done, builds) : code(.inProgress, builds + "; not called from " + setup.uncalledFrom.joined(separator: ", "))
        }
        guard let configurator else { return code(.todo, step == .createConfigurator ? "no \(scene)Configurator" : "no configurator") }
        if step == .createConfigurator { return code(.done, configurator.name) }
        let wired = Set(facts.graph.references[configurator.name] ?? [])
        let missing = needed.filter { !wired.contains($0) }
        return missing.isEmpty
            ? code(.done, "\(configurator.name) builds " + needed.joined(separator: ", "))
            : code(.inProgress, "\(configurator.name) does not build " + missing.joined(separator: ", "))
    }

    /// A component extracted: it exists and the view controller no longer does its work (or never did).
    private func extraction(
        _ component: SceneIndex.TypeInfo?, still: Set<Responsibility>, _ code: (StepState, String) -> StepStatus
    ) -> StepStatus {
        let left = still.sorted().map(\.rawValue).joined(separator: ", ")
        switch (component, still.isEmpty) {
        case (let component?, true): return code(.done, "\(component.name) holds it")
        case (nil, true): return code(.done, "nothing to extract")
        case (let component?, false): return code(.inProgress, "\(component.name) exists; the view controller still does \(left)")
        case (nil, false): return code(.todo, "the view controller does \(left)")
        }
    }
}

extension ScreenStatus.State {
    var order: Int {
        switch self {
        case .inProgress: 0
        case .notStarted: 1
        case .done: 2
        }
    }
}
