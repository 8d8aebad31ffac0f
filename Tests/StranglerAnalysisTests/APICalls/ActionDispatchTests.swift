import Testing
@testable import StranglerAnalysis

/// A Flux store: the screen dispatches a case of an action enum (`stores.dispatch(OrderAction.synchronizeOrders(…))`), a
/// dispatcher hands it to whichever store registered for its type, and that store's `onAction(_:)` casts it back
/// (`guard let action = action as? OrderAction`) and switches on it. The dispatcher's registry cannot be followed, so the
/// case dispatched does what the handler does under that case. The remote's paths are its own nested constants, which
/// another type's `Path` does not hide, named for paths by their own names or their type's (`Path.orders`).
@Suite struct ActionDispatchTests {
    static let report = analyze([
        "Network.swift": remoteNetworkLayer,
        "Orders.swift": """
        import UIKit
        protocol Action {}
        enum OrderAction: Action {
            case synchronizeOrders(siteID: Int64, onCompletion: (Error?) -> Void)
            case deleteOrder(orderID: Int64)
            case resetStoredOrders
        }
        enum SettingsAction: Action { case setTheme(String) }
        final class OrdersRemote: Remote {
            func loadAllOrders(siteID: Int64, completion: @escaping (Data?) -> Void) {
                let path = Constants.siteOrdersPath
                let request = ShopRequest(method: "GET", path: path)
                enqueue(request, completion: completion)
            }
            func deleteOrder(orderID: Int64, completion: @escaping (Data?) -> Void) {
                let request = ShopRequest(method: "DELETE", path: "\\(Path.orders)/\\(orderID)")
                enqueue(request, completion: completion)
            }
        }
        extension OrdersRemote {
            private enum Constants { static let siteOrdersPath = "site/orders" }
            private enum Path { static let orders = "orders" }
        }
        enum Path { static let orders = "legacy/orders" }
        protocol ActionsProcessor: AnyObject { func onAction(_ action: Action) }
        final class Dispatcher {
            private var processors: [String: ActionsProcessor] = [:]
            func register(processor: ActionsProcessor, for type: Action.Type) { processors[String(describing: type)] = processor }
            func dispatch(_ action: Action) { processors[String(describing: Swift.type(of: action))]?.onAction(action) }
        }
        class Store: ActionsProcessor {
            let dispatcher: Dispatcher
            init(dispatcher: Dispatcher) { self.dispatcher = dispatcher }
            func onAction(_ action: Action) {}
        }
        final class OrderStore: Store {
            let remote = OrdersRemote(network: SessionNetwork())
            override func onAction(_ action: Action) {
                guard let action = action as? OrderAction else { return }
                switch action {
                case .synchronizeOrders(let siteID, let onCompletion):
                    synchronizeOrders(siteID: siteID, onCompletion: onCompletion)
                case .deleteOrder(let orderID):
                    remote.deleteOrder(orderID: orderID) { _ in }
                case .resetStoredOrders:
                    UserDefaults.standard.removeObject(forKey: "orders")
                }
            }
            func synchronizeOrders(siteID: Int64, onCompletion: @escaping (Error?) -> Void) {
                remote.loadAllOrders(siteID: siteID) { _ in onCompletion(nil) }
            }
        }
        final class SettingsStore: Store {
            override func onAction(_ action: Action) {
                guard let action = action as? SettingsAction else { return }
                switch action {
                case .setTheme(let name): UserDefaults.standard.set(name, forKey: "theme")
                }
            }
        }
        final class StoresManager {
            let dispatcher = Dispatcher()
            func dispatch(_ action: Action) { dispatcher.dispatch(action) }
        }
        final class OrdersViewController: UIViewController {
            let stores = StoresManager()
            func refresh() {
                let action = OrderAction.synchronizeOrders(siteID: 7) { _ in }
                stores.dispatch(action)
            }
            func delete() { stores.dispatch(OrderAction.deleteOrder(orderID: 3)) }
            func reset() { stores.dispatch(OrderAction.resetStoredOrders) }
            func theme() { stores.dispatch(SettingsAction.setTheme("dark")) }
        }
        """,
    ])

    static var screen: ScreenAnalysis { report.screens.first { $0.name == "OrdersViewController" }! }

    @Test func aDispatchedCaseSendsWhatItsHandlerSendsUnderThatCase() {
        #expect(Self.screen.apiCalls.map { "\($0.member) \($0.method ?? "?") \($0.path ?? "?")" } == [
            "refresh() GET /site/orders",
            "delete() DELETE /orders/{orderID}",
        ])
        #expect(Self.screen.responsibility(.networking)?.evidence.map(\.member) == ["refresh()", "delete()"])
    }
}
