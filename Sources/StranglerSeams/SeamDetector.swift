import StranglerAnalysis
import StranglerSources

/// Says whether one event reaches for a dependency a test cannot replace, and which technique breaks it.
///
/// Seam detectors read the neutral event model, as the responsibility detectors do. Each carries
/// triggering and non-triggering examples (a view controller's body; `↓` marks every line it must report).
protocol SeamDetector: Sendable {
    var kind: DependencyKind { get }
    func match(_ event: Event, in context: SeamContext) -> SeamMatch?
    var examples: DetectorExamples { get }
}

/// What a seam detector found in one event.
struct SeamMatch: Sendable, Hashable {
    /// The expression to break (`URLSession.shared`).
    var expression: String
    /// The reference chain a local holding the dependency starts with (`["URLSession", "shared"]`), so calls on it count as uses.
    var chain: [String]
    /// The member called on it in this event, written as Swift names it (`dataTask(with:completionHandler:)`).
    var usedMember: String?
    var effect: String
    var technique: Technique
    var alternatives: [Technique]
}

/// What a seam detector may ask: the codebase, what its types do, and the type being read.
struct SeamContext {
    let index: ProjectIndex
    let capabilities: Capabilities
    let typeName: String
    let member: Member
    /// Events of the member, so a detector can look at the ones around an event (an app-delegate cast and its `.api`).
    let events: [Event]
    let position: Int

    /// Whether the type declares an initializer a test can call with more arguments (not `init(coder:)`).
    var hasInitializer: Bool {
        index.members(of: typeName).contains { $0.kind == .initializer && !$0.name.hasPrefix("init(coder:") }
    }

    /// The technique for a collaborator the type should be given: through its initializer when it has one.
    func injection(alternatives extra: [Technique] = []) -> (Technique, [Technique]) {
        hasInitializer ? (.parameterizeConstructor, [.extractInterface] + extra) : (.extractInterface, extra)
    }

    func isCodebaseType(_ name: String) -> Bool { index.contains(name) }

    /// Whether a codebase type does networking, persistence, analytics or notifications itself.
    func doesIO(_ name: String) -> Bool { !(capabilities.byType[name] ?? []).isEmpty }
}

/// Every seam detector, in the order they are asked (the first match wins: a notification centre is a shared instance too).
enum SeamDetectors {
    static let all: [any SeamDetector] = [
        AppDelegateSeamDetector(), NotificationCenterSeamDetector(), SharedInstanceSeamDetector(), NondeterminismSeamDetector(),
        StaticCallSeamDetector(), FreeFunctionSeamDetector(), ViewControllerInstantiationSeamDetector(),
        CollaboratorConstructionSeamDetector(),
    ]
}
