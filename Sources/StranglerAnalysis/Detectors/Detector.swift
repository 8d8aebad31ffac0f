import StranglerSources

/// Says whether one event shows a responsibility, and by which symbol.
///
/// Detectors read the neutral event model, never syntax, so one detector serves every language.
/// Each carries triggering and non-triggering examples that the test suite runs: in a triggering
/// example, `↓` marks each line the detector must report, and no other line may be reported.
protocol Detector: Sendable {
    var responsibility: Responsibility { get }
    func symbol(for event: Event, in context: EventContext) -> String?
    var examples: DetectorExamples { get }
}

public struct DetectorExamples: Sendable {
    public var triggering: [String]
    public var nonTriggering: [String]

    package init(triggering: [String], nonTriggering: [String]) { (self.triggering, self.nonTriggering) = (triggering, nonTriggering) }
}

/// Every responsibility detector, in vocabulary order.
enum Detectors {
    static let all: [any Detector] = [
        UIDetector(), NetworkingDetector(), PersistenceDetector(), NavigationDetector(), FormattingDetector(),
        BusinessLogicDetector(), AnalyticsDetector(), ConcurrencyDetector(), NotificationsDetector(), SystemServicesDetector(),
    ]

    /// Which detectors a pass runs over events.
    enum Selection {
        /// Every detector, as `all` lists them.
        case all
        /// Networking, persistence and analytics only: what the capabilities pass records of a type.
        case capabilities
    }

    /// What the selected detectors find in one event, in `all`'s order. Each detector is called on its concrete
    /// type, so no existential is copied per detector and event and no call is dispatched dynamically.
    static func findings(
        for event: Event, in context: EventContext, _ selection: Selection
    ) -> [(kind: Responsibility, symbol: String)] {
        var found: [(kind: Responsibility, symbol: String)] = []
        func run(_ detector: some Detector) {
            if let symbol = detector.symbol(for: event, in: context) { found.append((kind: detector.responsibility, symbol: symbol)) }
        }
        let every = selection == .all
        if every { run(UIDetector()) }
        run(NetworkingDetector())
        run(PersistenceDetector())
        if every {
            run(NavigationDetector())
            run(FormattingDetector())
            run(BusinessLogicDetector())
        }
        run(AnalyticsDetector())
        if every {
            run(ConcurrencyDetector())
            run(NotificationsDetector())
            run(SystemServicesDetector())
            inheritedWork(of: event, in: context, into: &found)
        }
        return found
    }
}

extension Detectors {
    /// A call to a helper the screen inherits from the codebase's base class does what the helper does (see
    /// `InheritedHelper`); its navigation is the navigation detector's, which follows the base class's helpers itself, and
    /// a helper that presents something builds it for that (`showError(_:)` making its alert): no UI of the screen's.
    static func inheritedWork(
        of event: Event, in context: EventContext, into found: inout [(kind: Responsibility, symbol: String)]
    ) {
        guard event.kind == .call, event.unqualifiedPath.count == 1, let helper = context.scope.inheritedHelpers[event.name] else { return }
        var kinds = helper.kinds.subtracting([.navigation, .concurrency])
        if helper.kinds.contains(.navigation) { kinds = kinds.subtracting([.ui]) }
        for kind in kinds.sorted() where !found.contains(where: { $0.kind == kind }) {
            found.append((kind: kind, symbol: helper.owner + "." + event.name))
        }
    }
}

extension Event {
    /// A notification's name read on a type (`UserDefaults.didChangeNotification`, `UITextField.textDidChangeNotification`):
    /// what the observation it is passed to listens for. The observation is the finding, not the type's UI or storage.
    var isNotificationName: Bool { kind == .access && name.hasSuffix("Notification") }

    /// The type name at the root of the chain when it is written as a type (`URLSession.shared…`).
    package var typeRoot: String? {
        guard let first = path.first, first.startsUppercase else { return nil }
        return first
    }

    /// `Type(…)`: a call whose path is exactly the type and `init`, compared without building an array.
    func isInitializer(of type: String) -> Bool {
        path.count == 2 && path[0] == type && path[1] == "init"
    }

    /// `track("product_viewed")`-style rendering: the symbol and its first string literal argument, if any.
    var symbolWithFirstLiteral: String {
        guard let literal = arguments.first?.strings.first, arguments.first?.isClosure == false else { return symbol }
        return symbol + "(\"" + literal + "\")"
    }
}
