/// A presenter holds its view strongly: the view controller owns the interactor, which owns the presenter,
/// so a strong reference back closes a cycle and the scene never deallocates.
struct PresenterStrongViewRule: Rule {
    let description = RuleDescription(
        id: "presenter_strong_view",
        summary: "a presenter keeps a strong reference to its view",
        rationale: "declare the view 'weak var viewController: XDisplayLogic?' so the scene can deallocate",
        severity: .error,
        examples: RuleExamples(
            triggering: [
                """
                protocol StoreInfoDisplayLogic: AnyObject {}
                final class StoreInfoPresenter {
                    ↓var viewController: StoreInfoDisplayLogic?
                }
                """,
                """
                protocol CheckoutBusinessLogic {}
                final class CheckoutPresenter {
                    ↓let view: CheckoutViewController
                    init(view: CheckoutViewController) { self.view = view }
                }
                final class CheckoutViewController: UIViewController {}
                """,
            ],
            nonTriggering: [
                """
                protocol StoreInfoDisplayLogic: AnyObject {}
                final class StoreInfoPresenter {
                    weak var viewController: StoreInfoDisplayLogic?
                    let formatter = NumberFormatter()
                }
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] {
        StrongViewReferences.violations(in: context, holder: .presenter) { holder, property, view in
            "presenter '\(holder)' holds its view '\(property)' (\(view)) strongly; declare it 'weak' to break the cycle"
        }
    }
}
