import Testing
@testable import StranglerAnalysis

/// Apps seldom call `MoyaProvider` from their screens: they wrap it (`ShopProvider.request(_ target: ShopAPI)`,
/// `Networking.request(_ token: ShopAPI)` around a generic `OnlineProvider<Target>`) and call
/// the wrapper from services. The wrapper sends the target it is given, so the case its caller names says the endpoint,
/// however many codebase types the target passes through.
@Suite struct MoyaWrapperTests {
    static let target = """
        import Foundation
        import Moya

        enum ShopAPI {
            case product(id: String)
            case cart
            case checkout(cartID: String)
            case orders(user: String)
            case cartSettings
        }

        extension ShopAPI: TargetType {
            var baseURL: URL { URL(string: "https://shop.example.com")! }
            var prefix: String { "/api/v2" }
            var path: String {
                switch self {
                case let .product(id): return "\\(prefix)/products/\\(id)"
                case .cart: return "\\(prefix)/cart"
                case let .checkout(cartID): return "\\(prefix)/carts/\\(cartID)/checkout"
                case .orders(let user): return "/users/\\(user)/orders"
                case .cartSettings: return "\\(ShopAPI.cart.path)/settings"
                }
            }
            var method: Moya.Method {
                switch self {
                case .checkout: return .post
                default: return .get
                }
            }
        }
        """

    static let wrappers = """
        import Moya
        import RxSwift

        /// Sends the target it is given, through a tuple and a closure, as Ello's provider does.
        final class ShopProvider {
            static let shared = ShopProvider()
            static var moya = MoyaProvider<ShopAPI>()
            func request(_ target: ShopAPI) { send((target: target, retries: 2)) }
            private func send(_ request: (target: ShopAPI, retries: Int)) {
                Session.current.whenAuthorized { ShopProvider.moya.request(request.target) { _ in } }
            }
        }

        /// A generic wrapper reached through RxSwift's `rx`, and the codebase's `Networking` around it.
        final class OnlineProvider<Target> where Target: TargetType {
            private let provider: MoyaProvider<Target>
            init(provider: MoyaProvider<Target>) { self.provider = provider }
            func request(_ token: Target) -> Single<Response> { provider.rx.request(token) }
        }

        struct Networking {
            let provider: OnlineProvider<ShopAPI>
            func request(_ token: ShopAPI) -> Single<Response> { provider.request(token) }
        }

        struct CartService {
            func loadCart() { ShopProvider.shared.request(.cart) }
            func checkout(cartID: String) { ShopProvider.shared.request(.checkout(cartID: cartID)) }
            func cancel() { Session.current.invalidate() }
            func refresh() { loadCart() }
        }

        /// GitHawk's shape: a protocol the service conforms to, whose member sends a request object through a transport
        /// the pass cannot follow.
        struct OrdersRequest { let path = "/api/v2/orders" }
        protocol OrdersClient { func loadOrders() }
        extension CartService: OrdersClient {
            func loadOrders() { Transport.current.send(OrdersRequest()) }
        }
        """

    static let report = analyze([
        "ShopAPI.swift": target,
        "Wrappers.swift": wrappers,
        "CartViewController.swift": """
            import UIKit
            final class CartViewController: UIViewController {
                let service = CartService()
                var networking: Networking!
                func load() { service.loadCart() }
                func pay(cartID: String) { service.checkout(cartID: cartID) }
                func product(id: String) { ShopProvider.shared.request(ShopAPI.product(id: id)) }
                func orders(user: String) {
                    let endpoint: ShopAPI = .orders(user: user)
                    networking.request(endpoint)
                }
                func rxProduct() { networking.request(.product(id: "42")) }
                func unknownCase() { ShopProvider.shared.request(.wishlist) }
                func cartSettings() { ShopProvider.shared.request(.cartSettings) }
                func makeTarget() -> ShopAPI { ShopAPI.checkout(cartID: "1") }
                func cancel() { service.cancel() }
                func refresh() { service.refresh() }
                let orders: OrdersClient = CartService()
                func loadOrders() { orders.loadOrders() }
            }
            """,
    ])

    @Test func theCaseTheCallerNamesSaysTheEndpointThroughEveryWrapper() {
        #expect(apiCallLines(of: "CartViewController", in: Self.report) == [
            // Through a service, then the provider's tuple and closure.
            "load() GET /api/v2/cart CartService.loadCart",
            "pay(cartID:) POST /api/v2/carts/{cartID}/checkout CartService.checkout",
            // The wrapper called from the screen, with the target written out, kept in a local, or through RxSwift.
            "product(id:) GET /api/v2/products/{id} ShopProvider.request",
            "orders(user:) GET /users/{user}/orders Networking.request",
            "rxProduct() GET /api/v2/products/{id} Networking.request",
            // A case the target's path does not list: the method its `default` says, and no path guessed.
            "unknownCase() GET ? ShopProvider.request",
            // A path built on another case's path (`"\(ShopAPI.cart.path)/settings"`).
            "cartSettings() GET /api/v2/cart/settings ShopProvider.request",
            // A service member that calls one of its own that hands the request on.
            "refresh() GET /api/v2/cart CartService.refresh",
            // Through a protocol whose conformer sends a request object: still a request, though the service only hands
            // its others on.
            "loadOrders() ? /api/v2/orders OrdersClient.loadOrders",
        ])
    }

    @Test func makingATargetsCaseIsNoRequest() {
        let screen = Self.report.screens.first { $0.name == "CartViewController" }!
        let networking = screen.responsibilities.first { $0.kind == .networking }?.evidence.map { "\($0.member) \($0.symbol)" } ?? []
        #expect(!networking.contains { $0.hasPrefix("makeTarget()") })
        #expect(!networking.contains { $0.hasPrefix("cancel()") }, "a service member that sends nothing: \(networking)")
        #expect(networking.contains("orders(user:) Networking.request"))
    }
}
