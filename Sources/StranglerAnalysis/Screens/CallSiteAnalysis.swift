import Foundation
import StranglerConfiguration
import StranglerSources

/// The analysis' detectors asked about any type of a codebase: what each event of its members does.
///
/// `strangler check` reads call sites through this, so a rule's finding (a scene's view controller
/// calls networking) and `strangler analyze` always agree: same index, same capabilities, same detectors.
public struct CallSiteAnalysis: Sendable {
    package let index: ProjectIndex
    package let capabilities: Capabilities
    /// What the index was built with: a change re-analysed in memory keeps it.
    public let settings: AnalysisSettings
    /// The test globs the capabilities were learnt with, and the files they match: `Analyzer` reads the same files as
    /// tests without matching them again.
    let testPaths: [String]
    let testFiles: Set<String>

    /// Indexes the codebase and learns what its own types do (one level), as `analyze` does; `settings` name the other
    /// modules' types that count (`analyze.networking_types`), and what the types of files `testPaths` match do counts
    /// for nothing.
    public init(
        units: [SourceUnit], storyboards: [Storyboard] = [], settings: AnalysisSettings = AnalysisSettings(),
        testPaths: [String] = PlanSettings.defaultTestPaths, maxConcurrency: Int = ProcessInfo.activeCores
    ) {
        self.settings = settings
        self.testPaths = testPaths
        testFiles = Analyzer.testFiles(units, testPaths)
        (index, capabilities) = Analyzer.prepare(
            units: units, storyboards: storyboards, settings: settings, testFiles: testFiles, maxConcurrency: maxConcurrency
        )
    }

    /// One event of a member that shows a responsibility.
    public struct Finding: Sendable, Hashable {
        public var responsibility: Responsibility
        /// What gave it away: `URLSession.shared.dataTask`, `ProductAPI.fetch`.
        public var symbol: String
        public var file: String
        public var member: String
        public var line: Int
        public var column: Int
        /// Navigation only: `push`, `present`, `setRoot`, …
        public var navigationAction: String?
        /// The type the event's receiver has, when the declarations show it (`CheckoutBusinessLogic` for `interactor?.load()`).
        public var receiverType: String?
    }

    /// Every responsibility the events of a type's own members show (its declaration and extensions), in source order.
    /// `asViewController` lets the detectors read `view`, `navigationController` and friends as UIKit's.
    public func findings(inType name: String, asViewController: Bool) -> [Finding] {
        let properties = index.properties(of: name)
        let typeFacts = TypeFacts(shared: index.typeNames)
        var result: [Finding] = []
        let scope = EventContext.Scope(
            index: index, capabilities: capabilities, typeName: name, superclass: index.superclass(of: name),
            properties: properties, isViewController: asViewController, followsProjectTypes: true, typeFacts: typeFacts
        )
        for decl in index.declarations[name] ?? [] {
            for member in decl.members {
                let context = EventContext(scope: scope, member: member)
                let facts = context.facts(file: decl.file)
                for (position, event) in member.events.enumerated() {
                    for (kind, symbol) in facts.findings[position] {
                        let step = kind == .navigation ? facts.steps[position] : nil
                        result.append(
                            Finding(
                                responsibility: kind, symbol: symbol, file: decl.file, member: member.name, line: event.line,
                                column: event.column, navigationAction: step?.action, receiverType: facts.receiverTypes[position]
                            )
                        )
                    }
                }
            }
        }
        return result
    }

    /// Whether the codebase's own type does networking, persistence or analytics itself (or, for a protocol, its conformers do).
    public func doesIO(_ type: String) -> Bool {
        !(capabilities.byType[TypeNames.base(type)] ?? []).isEmpty
    }

    /// `UserDefaults.standard` when an event reaches for a shared instance, as the `singleton_access` smell sees it.
    public static func singleton(in event: Event) -> String? { SingletonAccessSmell.singleton(in: event) }

    /// Whether a written type is user interface (UIKit views, colours, images, fonts; SwiftUI views).
    public static func isUIType(_ written: String) -> Bool { TypeNames.isUIType(written) }

    /// Whether a type made in a member of a screen is a part of the screen's own scene made by its setup: a member that makes
    /// two or more of them (Clean Swift's `setup()`, `ListOrdersInteractor()`, `ListOrdersPresenter()`, `ListOrdersRouter()`)
    /// builds and wires the scene as a configurator does, and a test replaces the parts through the properties it sets.
    public static func isScenePart(_ type: String, madeBySetup member: Member, of screen: String) -> Bool {
        let scene = SceneWiring.scene(ofScreen: screen)
        return SceneWiring.partsMade(by: member, scene: scene).count >= 2 && SceneWiring.link(type, scene: scene) != nil
    }

    /// `UILabel!` → `UILabel`, `Box<Int>` → `Box`, `Module.Type` → `Type`.
    public static func baseTypeName(_ written: String) -> String { TypeNames.base(written) }
}
