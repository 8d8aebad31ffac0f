/// A router holds its view controller strongly: the view controller owns the router, so the scene leaks.
struct RouterStrongViewControllerRule: Rule {
    let description = RuleDescription(
        id: "router_strong_view_controller",
        summary: "a router keeps a strong reference to its view controller",
        rationale: "declare it 'weak var viewController: XViewController?': the view controller owns the router",
        severity: .error,
        examples: RuleExamples(
            triggering: [
                """
                protocol CheckoutRoutingLogic {}
                final class CheckoutViewController: UIViewController {}
                final class CheckoutRouter: CheckoutRoutingLogic {
                    ↓var viewController: CheckoutViewController?
                }
                """,
            ],
            nonTriggering: [
                """
                protocol CheckoutRoutingLogic {}
                final class CheckoutViewController: UIViewController {}
                final class CheckoutRouter: CheckoutRoutingLogic {
                    weak var viewController: CheckoutViewController?
                    var dataStore: CheckoutDataStore?
                }
                protocol CheckoutDataStore {}
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] {
        StrongViewReferences.violations(in: context, holder: .router) { holder, property, view in
            "router '\(holder)' holds its view controller '\(property)' (\(view)) strongly; declare it 'weak'"
        }
    }
}
