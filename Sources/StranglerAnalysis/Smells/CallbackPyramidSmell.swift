import StranglerConfiguration
import StranglerSources

/// Completion closures nested inside completion closures: the pyramid async/await flattens.
struct CallbackPyramidSmell: SmellDetector {
    let id = "callback_pyramid"
    let summary = "completion closures nested three or more deep"

    func smells(in screen: ScreenFacts, settings: AnalysisSettings) -> [Smell] {
        screen.members.compactMap { facts in
            let events = facts.member.events
            var deepest: [Int] = []
            // Whether each enclosing call takes a callback, decided once per call: every event inside asks again.
            var takesCallback: [Bool?] = Array(repeating: nil, count: events.count)
            for event in events {
                var callbacks: [Int] = []
                for call in event.enclosingCalls {
                    let takes = takesCallback[call] ?? Self.takesCallback(events[call], facts.context.typeFacts)
                    takesCallback[call] = takes
                    if takes { callbacks.append(call) }
                }
                if callbacks.count > deepest.count { deepest = callbacks }
            }
            guard deepest.count >= settings.callbackDepth, let opening = deepest.first else { return nil }
            return Smell(
                id: id,
                message: "completion closures nested \(deepest.count) deep in \(facts.member.name) (limit \(settings.callbackDepth)); flatten with async/await",
                member: facts.member.name, file: facts.file, line: events[opening].line
            )
        }
    }

    /// A call whose closure is a callback: not a collection operation, an initializer (`Button { }`, result
    /// builders) or a SwiftUI modifier on a view (`VStack { }.task { }`).
    static func takesCallback(_ call: Event, _ typeFacts: TypeFacts) -> Bool {
        if Callbacks.isCollection(call.name) || call.name == "init" { return false }
        if let root = call.typeRoot, typeFacts.isUI(root) { return false }
        return true
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func login() {
                ↓AuthService.shared.login(email: email) { token in
                    AuthService.shared.profile(token) { profile in
                        AuthService.shared.settings(token) { settings in
                            print(settings)
                        }
                    }
                }
            }
            """,
        ],
        nonTriggering: [
            """
            func totals() -> [Int] {
                orders.map { order in order.items.filter { item in item.lines.contains { $0 > 0 } }.count }
            }
            func load() {
                api.fetch { result in
                    DispatchQueue.main.async { self.show(result) }
                }
            }
            """,
        ]
    )
}

