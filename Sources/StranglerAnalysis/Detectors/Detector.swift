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
}

/// Every responsibility detector, in vocabulary order.
enum Detectors {
    static let all: [any Detector] = [
        UIDetector(), NetworkingDetector(), PersistenceDetector(), NavigationDetector(), FormattingDetector(),
        BusinessLogicDetector(), AnalyticsDetector(), ConcurrencyDetector(), NotificationsDetector(),
    ]
}

extension Event {
    /// The type name at the root of the chain when it is written as a type (`URLSession.shared…`).
    var typeRoot: String? {
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
