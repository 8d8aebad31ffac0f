import Foundation
import StranglerAnalysis
import StranglerConfiguration
import StranglerScenes
import StranglerSources

/// What `plan`, `status` and `report` know of the code, built once from one load: the analysis, the scenes
/// (as `check` sees them), who references whom, and which tests mention what.
public struct CodebaseFacts: Sendable {
    public let report: AnalysisReport
    public let graph: CodebaseGraph
    public let scenes: SceneIndex
    /// Screens that are a VIP+W scene's view controller (`CheckoutViewController` of the `Checkout` scene).
    public let migrated: Set<String>
    /// Model types (declared under a `Models` folder or named `…Model`) that do networking or persistence themselves.
    public let modelsDoingIO: [String]

    /// Analyses the loaded sources once, reusing one index for the analysis and the call-site questions.
    public init(sources: LoadedSources, configuration: Configuration = Configuration(), maxConcurrency: Int = ProcessInfo.activeCores) {
        let callSites = CallSiteAnalysis(
            units: sources.units, storyboards: sources.storyboards, settings: configuration.analyze,
            testPaths: configuration.plan.resolvedTestPaths, maxConcurrency: maxConcurrency
        )
        report = Analyzer(settings: configuration.analyze, testPaths: configuration.plan.resolvedTestPaths, maxConcurrency: maxConcurrency)
            .analyze(sources, callSites: callSites)
        graph = CodebaseGraph(units: sources.units, storyboards: sources.storyboards, testPaths: configuration.plan.resolvedTestPaths)
        let naming = RoleNaming.configured(by: configuration.check).naming
        scenes = SceneIndex(units: sources.units, naming: naming)
        let scenes = self.scenes
        // A scene's view controller is migrated when the scene has its interactor: a view controller beside a lone
        // `FeedbackPresenter` that formats titles is no VIP+W scene. A SwiftUI view with its presenter is
        // the MVP the method gives SwiftUI.
        let scenesWithInteractor = Set(scenes.types.values.compactMap { $0.role == .interactor ? $0.scene : nil })
        migrated = Set(report.screens.filter { screen in
            guard let info = scenes.types[screen.name], let scene = info.scene, info.role == .viewController else { return false }
            return screen.kind == .swiftui || scenesWithInteractor.contains(scene)
        }.map(\.name))
        var models: Set<String> = []
        for unit in sources.units where !graph.testFiles.contains(unit.path) {
            for decl in unit.types where decl.kind != .extension && decl.kind != .protocol && !decl.name.contains(".") {
                let isModel = unit.path.contains("/Models/") || unit.path.hasPrefix("Models/") || decl.name.hasSuffix("Model")
                if isModel, callSites.doesIO(decl.name) { models.insert(decl.name) }
            }
        }
        modelsDoingIO = models.sorted()
    }

    /// Legacy screens: every screen that is not a scene's view controller.
    public var legacyScreens: [ScreenAnalysis] { report.screens.filter { !migrated.contains($0.name) } }

    /// The scene that replaces (or is) a screen: `ProductViewController` → `Product` (or `ProductScene`) when
    /// the codebase has that scene.
    public func scene(for screen: String) -> String? {
        if let info = scenes.types[screen], let scene = info.scene { return scene }
        let base = Self.sceneName(for: screen)
        return [base, base + "Scene"].first { scenes.scenes.contains($0) }
    }

    /// The scene name a screen's migration takes: `ProductViewController` → `Product`.
    public static func sceneName(for screen: String) -> String {
        for suffix in ["ViewController", "Controller", "Screen", "View"] where screen.hasSuffix(suffix) && screen.count > suffix.count {
            return String(screen.dropLast(suffix.count))
        }
        return screen + "Scene"
    }

    /// The type names whose mention in a test counts for a screen: the screen and its scene's types.
    public func testedNames(for screen: String) -> [String] {
        [screen] + (scene(for: screen).map { scenes.members(of: $0).map(\.name) } ?? [])
    }

    /// The screen with this name, or an error that suggests the closest one.
    public func screen(named name: String) throws -> ScreenAnalysis {
        if let screen = report.screens.first(where: { $0.name == name }) { return screen }
        throw PlanningError.unknownScreen(name, suggestion: NameSuggestions.suggestion(for: name, in: report.screens.map(\.name)))
    }
}
