import StranglerAnalysis
import StranglerScenes

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
                protocol StoreInfoBusinessLogic { func load() }
                final class StoreInfoInteractor: StoreInfoBusinessLogic {
                    func load() { URLSession.shared.dataTask(with: URL(string: "https://example.com")!).resume() }
                }
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
            where Self.responsibilities.contains(finding.responsibility) && !isOwnComponent(finding.receiverType, of: type, context) {
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

    /// A call to the scene's own interactor, presenter or router (or their protocols) is how a view controller
    /// should talk; whatever I/O that component does is its own business, not the view controller's.
    private func isOwnComponent(_ receiver: String?, of viewController: SceneIndex.TypeInfo, _ context: RuleContext) -> Bool {
        guard let component = context.scenes.sceneType(receiver), component.scene == viewController.scene else { return false }
        return component.role == .interactor || component.role == .presenter || component.role == .router
    }
}
