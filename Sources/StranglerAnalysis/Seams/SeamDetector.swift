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

/// How Swift names a called member: `dataTask(with:completionHandler:)`.
public enum CalledMemberName {
    /// The called member's full name. Trailing closures have no label in source, so the name is looked up among
    /// `candidates` (a codebase type's members, or known framework signatures) by base name and the labels written.
    static func name(of event: Event, at index: Int, candidates: [String]) -> String {
        let base = event.path[index]
        guard event.kind == .call, index == event.path.count - 1 else { return base }
        let written = event.arguments.map { $0.label ?? "_" }
        let trailing = event.arguments.reversed().prefix { $0.isClosure && $0.label == nil }.count
        let leading = Array(written.dropLast(trailing))
        for candidate in candidates.sorted() where candidate.hasPrefix(base + "(") {
            let labels = Self.labels(of: candidate)
            if labels.count == written.count, Array(labels.prefix(leading.count)) == leading { return candidate }
        }
        return base + "(" + written.map { $0 + ":" }.joined() + ")"
    }

    /// `["with", "completionHandler"]` for `dataTask(with:completionHandler:)`.
    public static func labels(of name: String) -> [String] {
        guard let open = name.firstIndex(of: "("), name.hasSuffix(")") else { return [] }
        return name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ":").map(String.init)
    }

    /// For each of a call's labels (`_` for none), the place of the member's parameter it is given for: the call's labels
    /// follow the member's in order, parameters with defaults left out (`present(vc)` for `present(_:_:)` → `[0]`);
    /// `nil` when they do not.
    static func parameterPlaces(of written: [String], in member: String) -> [Int]? {
        let labels = labels(of: member)
        var places: [Int] = []
        var next = 0
        for label in written {
            guard let found = labels[next...].firstIndex(of: label) else { return nil }
            places.append(found)
            next = found + 1
        }
        return places
    }

    static func baseName(_ name: String) -> Substring {
        name.prefix { $0 != "(" }
    }
}
