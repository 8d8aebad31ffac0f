import StranglerAnalysis

/// A scene's view controller pushes, presents, dismisses or performs segues itself instead of asking its router. Asking it
/// is no navigation of its own: calling `router?.routeToX()`, or handing a segue to the router in `prepare(for:sender:)` (the
/// Clean Swift templates perform the `routeTo…WithSegue:` selector the segue's identifier names on it).
struct ViewControllerNavigationRule: Rule {
    let description = RuleDescription(
        id: "view_controller_navigation",
        summary: "a scene's view controller navigates itself instead of through its router",
        rationale: "navigation and data passing belong to the router ('router?.routeToX()'), so they can be tested and changed in one place",
        severity: .warning,
        examples: RuleExamples(
            triggering: [
                """
                import UIKit
                protocol CheckoutBusinessLogic {}
                final class CheckoutViewController: UIViewController {
                    func done() {
                        navigationController?.↓pushViewController(ReceiptViewController(), animated: true)
                    }
                    func cancel() { ↓dismiss(animated: true) }
                }
                """,
            ],
            nonTriggering: [
                """
                import UIKit
                protocol CheckoutBusinessLogic {}
                protocol CheckoutRoutingLogic { func routeToReceipt() }
                final class CheckoutViewController: UIViewController {
                    var router: CheckoutRoutingLogic?
                    func done() { router?.routeToReceipt() }
                }
                final class CheckoutRouter: CheckoutRoutingLogic {
                    weak var viewController: CheckoutViewController?
                    func routeToReceipt() {
                        viewController?.navigationController?.pushViewController(ReceiptViewController(), animated: true)
                    }
                }
                """,
                """
                import UIKit
                protocol CheckoutBusinessLogic {}
                @objc protocol CheckoutRoutingLogic { func routeToReceipt(segue: UIStoryboardSegue?) }
                final class CheckoutViewController: UIViewController {
                    var router: (NSObjectProtocol & CheckoutRoutingLogic)?
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        if let scene = segue.identifier {
                            let selector = NSSelectorFromString("routeTo\\(scene)WithSegue:")
                            if let router = router, router.responds(to: selector) {
                                router.perform(selector, with: segue)
                            }
                        }
                    }
                    func displayReceipt() { router?.routeToReceipt(segue: nil) }
                }
                final class CheckoutRouter: NSObject, CheckoutRoutingLogic {
                    weak var viewController: CheckoutViewController?
                    func routeToReceipt(segue: UIStoryboardSegue?) {
                        viewController?.show(ReceiptViewController(), sender: nil)
                    }
                }
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] {
        var result: [Violation] = []
        for type in context.scenes.concreteTypes(in: .viewController) {
            let routers = context.scenes.members(of: type.scene!).filter { $0.role == .router }
            let router = routers.first { !$0.isProtocol }?.name
            // Asking the scene's router (`router?.routeToReceipt()`) is navigation done right.
            let routerNames = Set(routers.map(\.name))
            for finding in context.callSites.findings(inType: type.name, asViewController: true) where finding.responsibility == .navigation {
                if let receiver = finding.receiverType, routerNames.contains(receiver) { continue }
                let action = finding.navigationAction.map { " (\($0))" } ?? ""
                result.append(
                    Violation(
                        file: finding.file, line: finding.line, column: finding.column,
                        message: "view controller '\(type.name)' navigates itself\(action) with '\(finding.symbol)'; "
                            + "route through \(router.map { "'\($0)'" } ?? "its router")"
                    )
                )
            }
        }
        return result
    }
}
