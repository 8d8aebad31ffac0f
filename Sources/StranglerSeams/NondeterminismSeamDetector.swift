import StranglerAnalysis
import StranglerSources

/// A value that differs on every run (`Date()`, `UUID()`, `Int.random(in:)`): a test cannot pin what depends on it.
struct NondeterminismSeamDetector: SeamDetector {
    let kind = DependencyKind.nondeterminism

    /// Calls with no arguments that read the clock or make an identifier.
    private static let nowCalls: Set<String> = ["Date", "UUID", "NSDate"]
    private static let randomTypes: Set<String> = ["Int", "Double", "Float", "Bool", "CGFloat", "UInt", "Int64", "UInt64", "Int32"]
    private static let globalCalls: Set<String> = [
        "arc4random", "arc4random_uniform", "drand48", "CFAbsoluteTimeGetCurrent", "CACurrentMediaTime", "mach_absolute_time",
    ]

    func match(_ event: Event, in context: SeamContext) -> SeamMatch? {
        let expression: String
        if event.kind == .call, event.path.count == 2, event.name == "init", Self.nowCalls.contains(event.path[0]), event.arguments.isEmpty {
            expression = event.path[0] + "()"
        } else if event.kind == .access || event.kind == .call, event.path.count >= 2, event.path[0] == "Date", event.path[1] == "now" {
            expression = "Date.now"
        } else if event.kind == .call, event.path.count == 2, Self.randomTypes.contains(event.path[0]), event.name == "random" {
            expression = event.path[0] + ".random(" + event.arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        } else if event.kind == .call, event.path.count == 1, Self.globalCalls.contains(event.name) {
            expression = event.name + "()"
        } else if event.kind == .call, event.name == "randomElement" || event.name == "shuffled", event.path.count >= 2 {
            expression = event.name + "()"
        } else {
            return nil
        }
        return SeamMatch(
            expression: expression, chain: [], usedMember: nil,
            effect: "'\(expression)' differs on every run: a test cannot pin what depends on it",
            technique: .parameterizeMethod, alternatives: [.extractAndOverrideCall]
        )
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func stamp() {
                let now = ↓Date()
                let id = ↓UUID().uuidString
                let pick = ↓Int.random(in: 0..<10)
                let tip = ↓tips.randomElement()
            }
            """,
        ],
        nonTriggering: [
            """
            func stamp(now: Date) {
                let later = Date(timeIntervalSince1970: 0)
                let id = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
            }
            """,
        ]
    )
}
