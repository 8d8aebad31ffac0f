import StranglerSources

/// Actions dispatched to a store (a Flux-style dispatcher, whose registry the pass cannot follow): a case of an action
/// enum sends what the members that handle that enum send under that case.
struct DispatchedActions {
    let context: EventContext

    /// The case of a codebase action enum a call hands over, and the members that handle that enum (see
    /// `Capabilities.actionHandlers`): `stores.dispatch(OrderAction.deleteOrder(orderID: 3))`, or a local made so.
    func dispatchedAction(_ event: Event) -> (action: String, case: String, handlers: [Callee])? {
        let handlers = context.capabilities.actionHandlers
        guard !handlers.isEmpty, event.kind == .call else { return nil }
        for argument in event.arguments where !argument.isClosure {
            var chain: [String]
            var written: String?
            if argument.text.startsUppercase {
                chain = argument.text.prefix { $0 != "(" && $0 != " " }.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            } else if let local = context.member.local(argument.text, at: event.line) {
                chain = local.calledChain
                written = local.typeName
            } else {
                continue
            }
            guard chain.count == 2, let type = chain[0].isEmpty ? written : chain[0], let found = handlers[type],
                  context.index.declaresCase(chain[1], of: type) else { continue }
            return (type, chain[1], found)
        }
        return nil
    }

    /// What a dispatched action's handlers send under its case (a handler's request sent for every case counts too), and
    /// the action as the call's symbol (`OrderAction.deleteOrder`).
    func requests(_ event: Event) -> (symbol: String, templates: [RequestTemplate])? {
        guard let action = dispatchedAction(event) else { return nil }
        let templates = action.handlers.flatMap { handler in
            (context.capabilities.requests[handler.type]?[handler.member] ?? []).filter { template in
                template.choice.map { $0.value == action.case } ?? true
            }
        }
        return templates.isEmpty ? nil : (action.action + "." + action.case, templates)
    }
}

extension DispatchedActions: APICallFamily {
    static let examples = APICallExamples(
        triggering: [
            APICallExample("""
                let dispatcher = Dispatcher()
                func delete() {
                    ↓dispatcher.dispatch(OrderAction.deleteOrder(orderID: 3))  // → DELETE /orders/{orderID}
                }
                """, beside: orderStore),
        ],
        nonTriggering: [
            APICallExample("""
                let dispatcher = Dispatcher()
                func reset() {
                    dispatcher.dispatch(OrderAction.resetStoredOrders)
                }
                """, beside: orderStore),
        ]
    )

    private static let orderStore = """
        import Foundation
        protocol Action {}
        enum OrderAction: Action {
            case deleteOrder(orderID: Int64)
            case resetStoredOrders
        }
        protocol ActionsProcessor: AnyObject { func onAction(_ action: Action) }
        final class Dispatcher {
            private var processors: [String: ActionsProcessor] = [:]
            func dispatch(_ action: Action) { processors[String(describing: Swift.type(of: action))]?.onAction(action) }
        }
        final class OrderStore: ActionsProcessor {
            func onAction(_ action: Action) {
                guard let action = action as? OrderAction else { return }
                switch action {
                case .deleteOrder(let orderID):
                    var request = URLRequest(url: URL(string: "https://shop.example.com/orders/\\(orderID)")!)
                    request.httpMethod = "DELETE"
                    URLSession.shared.dataTask(with: request).resume()
                case .resetStoredOrders:
                    UserDefaults.standard.removeObject(forKey: "orders")
                }
            }
        }
        """
}
