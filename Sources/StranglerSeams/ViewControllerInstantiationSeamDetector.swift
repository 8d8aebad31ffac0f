import StranglerAnalysis
import StranglerSources

/// A screen built inside a method (`CartViewController()`, `storyboard.instantiateViewController(…)`):
/// a test cannot see or replace the screen that is shown.
struct ViewControllerInstantiationSeamDetector: SeamDetector {
    let kind = DependencyKind.viewControllerInstantiation

    func match(_ event: Event, in context: SeamContext) -> SeamMatch? {
        guard event.kind == .call else { return nil }
        let expression: String
        if event.name == "instantiateViewController" || event.name == "instantiateInitialViewController" {
            expression = event.symbol + "(" + event.arguments.map { ($0.label ?? "_") + ":" }.joined() + ")"
        } else if event.path.count == 2, event.name == "init", let type = event.typeRoot, !type.hasPrefix("UI"),
                  context.index.isScreenClass(type) || (!context.isCodebaseType(type) && TypeNames.isExternalScreenBase(type)) {
            expression = type + "()"
        } else {
            return nil
        }
        return SeamMatch(
            expression: expression, chain: [], usedMember: nil,
            effect: "'\(expression)' is built inside the method: a test cannot see or replace the screen it shows",
            technique: .extractAndOverrideFactoryMethod, alternatives: [.subclassAndOverrideMethod]
        )
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func showCart() {
                let cart = ↓CartViewController()
                let detail = ↓storyboard?.instantiateViewController(withIdentifier: "Detail")
            }
            }
            final class CartViewController: UIViewController {
            """,
        ],
        nonTriggering: [
            """
            func showAlert() {
                let alert = UIAlertController(title: "Oops", message: nil, preferredStyle: .alert)
                present(alert, animated: true)
            }
            """,
        ]
    )
}
