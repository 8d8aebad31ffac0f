import StranglerConfiguration
import StranglerSources

/// Completion closures nested inside completion closures: the pyramid async/await flattens. Counted as a reader counts
/// them, by the completion handlers of asynchronous calls (`login { fetchProfile { fetchSettings { } } }` is three deep):
/// a block handed to a queue (`DispatchQueue.main.async { }`, `dispatch_async`, `OperationQueue.addOperation { }`), an
/// animation (`UIView.animate { }`) or a table's or collection's batch updates (`performBatchUpdates`) is work scheduled,
/// not a completion waited for, and so are collection operations, initializers and SwiftUI modifiers.
struct CallbackPyramidSmell: SmellDetector {
    let id = "callback_pyramid"
    let summary = "completion handlers of asynchronous calls nested three or more deep (blocks handed to a queue, an animation or batch updates aside)"

    func smells(in screen: ScreenFacts, settings: AnalysisSettings) -> [Smell] {
        screen.members.compactMap { facts in
            let events = facts.member.events
            var deepest: [Int] = []
            // Whether each enclosing call takes a callback, decided once per call: every event inside asks again.
            var takesCallback: [Bool?] = Array(repeating: nil, count: events.count)
            for event in events {
                var callbacks: [Int] = []
                for call in event.enclosingCalls {
                    let takes = takesCallback[call]
                        ?? Self.takesCallback(events[call], receiverType: facts.receiverTypes[call], facts.context.typeFacts)
                    takesCallback[call] = takes
                    if takes { callbacks.append(call) }
                }
                if callbacks.count > deepest.count { deepest = callbacks }
            }
            guard deepest.count >= settings.callbackDepth, let opening = deepest.first else { return nil }
            return Smell(
                id: id,
                message: "completion handlers nested \(deepest.count) deep in \(facts.member.name) (limit \(settings.callbackDepth)); flatten with async/await",
                member: facts.member.name, file: facts.file, line: events[opening].line
            )
        }
    }

    /// A call whose closure is a callback: not a collection operation, an initializer (`Button { }`, result
    /// builders), a SwiftUI modifier on a view (`VStack { }.task { }`), an animation on a view type (`UIView.animate { }`),
    /// nor work scheduled on a queue or a view (see `schedulesWork`).
    static func takesCallback(_ call: Event, receiverType: String?, _ typeFacts: TypeFacts) -> Bool {
        if Callbacks.isCollection(call.name) || call.name == "init" { return false }
        if let root = call.typeRoot, typeFacts.isUI(root) { return false }
        return !schedulesWork(call, receiverType: receiverType.map(TypeNames.base) ?? call.typeRoot)
    }

    /// Whether a call hands its block to a queue or a view to run, rather than calling it back when asynchronous work
    /// completes: GCD (`DispatchQueue.main.async { }`, `queue.asyncAfter(deadline:)`, `dispatch_async(…, ^{ })`), operation
    /// queues (`OperationQueue.main.addOperation { }`, `addOperationWithBlock:`), the main actor (`MainActor.run { }`), and a
    /// table's or collection's `performBatchUpdates`.
    static func schedulesWork(_ call: Event, receiverType: String?) -> Bool {
        let name = call.name
        if call.path.count == 1, name.hasPrefix("dispatch_") { return true }
        if name == "performBatchUpdates" { return true }
        switch receiverType {
        case "DispatchQueue": return dispatchQueueMembers.contains(name)
        case "OperationQueue", "NSOperationQueue": return name.hasPrefix("addOperation") || name.hasPrefix("addBarrierBlock")
        case "MainActor": return name == "run"
        default: return false
        }
    }

    private static let dispatchQueueMembers: Set<String> = ["async", "sync", "asyncAfter", "asyncAndWait", "concurrentPerform"]

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
            """
            func sync() {
                ↓api.fetchOrders { orders in
                    DispatchQueue.main.async {
                        self.api.fetchTotals(orders) { totals in
                            self.api.fetchRates { rates in
                                DispatchQueue.main.async { self.show(totals, rates) }
                            }
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
            """
            func refresh() {
                api.fetch { result in
                    OperationQueue.main.addOperation {
                        DispatchQueue.main.async {
                            UIView.animate(withDuration: 0.3, animations: {
                                self.tableView.performBatchUpdates({ self.apply(result) }, completion: { _ in
                                    DispatchQueue.main.sync { self.done() }
                                })
                            })
                        }
                    }
                }
            }
            """,
        ]
    )
}

