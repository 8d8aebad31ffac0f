import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// A scene's view controller that asks its router to navigate does not navigate itself: calling `router?.routeToX()` and
/// handing a segue to the router in `prepare(for:sender:)` (the Clean Swift templates perform the `routeTo…WithSegue:`
/// selector the segue's identifier names) are the view controller's, already in place. What the router then does is the
/// scene's navigation, as what the interactor does is the scene's work. A screen that is no scene keeps both readings.
@Suite struct SceneRoutingTests {
    static let router = """
        import UIKit
        @objc protocol OrderRoutingLogic { func routeToReceipt(segue: UIStoryboardSegue?) }
        protocol OrderDataPassing { var dataStore: OrderDataStore? { get } }
        protocol OrderDataStore {}
        protocol OrderBusinessLogic { func load() }
        final class OrderRouter: NSObject, OrderRoutingLogic, OrderDataPassing {
            weak var viewController: OrderViewController?
            var dataStore: OrderDataStore?
            func routeToReceipt(segue: UIStoryboardSegue?) {
                viewController?.navigationController?.pushViewController(ReceiptViewController(), animated: true)
            }
        }
        final class ReceiptViewController: UIViewController {}
        """

    static let sceneViewController = """
        import UIKit
        final class OrderViewController: UIViewController {
            var interactor: OrderBusinessLogic?
            var router: (NSObjectProtocol & OrderRoutingLogic & OrderDataPassing)?
            @IBOutlet weak var totalLabel: UILabel!
            override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                if let scene = segue.identifier {
                    let selector = NSSelectorFromString("routeTo\\(scene)WithSegue:")
                    if let router = router, router.responds(to: selector) {
                        router.perform(selector, with: segue)
                    }
                }
            }
            func displayOrder(total: String) {
                totalLabel.text = total
                router?.routeToReceipt(segue: nil)
            }
        }
        """

    static func screen(_ viewController: String) throws -> ScreenAnalysis {
        let report = analyze(["Order/OrderRouter.swift": router, "Order/OrderViewController.swift": viewController])
        return try #require(report.screens.first { $0.name == "OrderViewController" })
    }

    @Test func askingTheScenesRouterIsTheViewControllers() throws {
        let screen = try Self.screen(Self.sceneViewController)
        let members = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, $0) })
        #expect(members["prepare(for:sender:)"]?.roles == [.viewController])
        #expect(members["prepare(for:sender:)"]?.reasons.first?.contains("hands the segue to its Router (router.perform)") == true)
        #expect(members["displayOrder(total:)"]?.roles == [.viewController])
        #expect(members["displayOrder(total:)"]?.split.isEmpty == true)
        #expect(screen.responsibility(.navigation) == nil)
        #expect(screen.navigation.isEmpty)
        #expect(screen.smells.isEmpty)
    }

    /// Without a reference to its scene's router, segue preparation is data passing the Router takes over, and a push the
    /// Router's.
    @Test func aScreenThatNavigatesItselfStillDoes() throws {
        let screen = try Self.screen("""
            import UIKit
            final class OrderViewController: UIViewController {
                var order: String?
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    (segue.destination as? ReceiptViewController)?.title = order
                }
                func done() { navigationController?.pushViewController(ReceiptViewController(), animated: true) }
            }
            """)
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["prepare(for:sender:)"] == [.router])
        #expect(roles["done()"] == [.router])
        #expect(screen.navigation.map(\.destination) == ["ReceiptViewController"])
    }

    /// A router held by a type of its own (no scene's name or protocol) is a collaborator that navigates: calling it is the
    /// screen's navigation, which the Router takes over.
    @Test func anotherTypesNavigatorIsStillNavigation() throws {
        let screen = try Self.screen("""
            import UIKit
            final class OrderViewController: UIViewController {
                let flow = ReceiptFlow()
                func done() { flow.showReceipt(from: self) }
            }
            final class ReceiptFlow {
                func showReceipt(from source: UIViewController) {
                    source.navigationController?.pushViewController(ReceiptViewController(), animated: true)
                }
            }
            """)
        #expect(screen.navigation.map(\.destination) == ["ReceiptViewController"])
        #expect(screen.members.first { $0.name == "done()" }?.roles.contains(.router) == true)
    }
}
