import StranglerAnalysis

/// A scene's view controller calls networking, persistence or analytics itself instead of sending a request.
///
/// Checked at the call site with the detectors of `strangler analyze`, so `URLSession`, `UserDefaults`, the
/// codebase's own API clients and stores, and analytics SDKs count, whatever the file imports.
struct ViewControllerSideEffectsRule: Rule {
    static let responsibilities: [Responsibility] = [.networking, .persistence, .analytics]

    let description = RuleDescription(
        id: "view_controller_side_effects",
        summary: "a scene's view controller calls networking, persistence or analytics directly",
        rationale: "the view controller sends a request to the interactor; the interactor's worker does the I/O",
        severity: .error,
        examples: RuleExamples(
            triggering: [
                """
                import UIKit
                protocol StoreInfoBusinessLogic { func load() }
                final class StoreInfoViewController: UIViewController {
                    var interactor: StoreInfoBusinessLogic?
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        URLSession.shared.↓dataTask(with: URL(string: "https://api.example.com/store")!) { _, _, _ in }.↓resume()
                        UserDefaults.standard.↓set(true, forKey: "seen")
                    }
                }
                """,
                """
                import UIKit
                final class CheckoutInteractor {}
                final class CheckoutViewController: UIViewController {
                    let api = PaymentAPIClient()
                    func pay() { api.↓charge(amount: 3) }
                }
                """,
            ],
            nonTriggering: [
                """
                import UIKit
                protocol StoreInfoBusinessLogic { func load() }
                final class StoreInfoViewController: UIViewController {
                    var interactor: StoreInfoBusinessLogic?
                    override func viewDidLoad() { interactor?.load() }
                }
                """,
                """
                import UIKit
                final class ProductViewController: UIViewController {
                    func load() { URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
                }
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] {
        var result: [Violation] = []
        for type in context.scenes.concreteTypes(in: .viewController) {
            var seen: Set<Violation> = []
            for finding in context.callSites.findings(inType: type.name, asViewController: true)
            where Self.responsibilities.contains(finding.responsibility) {
                let violation = Violation(
                    file: finding.file, line: finding.line, column: finding.column,
                    message: "view controller '\(type.name)' calls \(finding.responsibility.rawValue) ('\(finding.symbol)') directly; "
                        + "send a request to the interactor, whose worker does it"
                )
                if seen.insert(violation).inserted { result.append(violation) }
            }
        }
        return result
    }
}
