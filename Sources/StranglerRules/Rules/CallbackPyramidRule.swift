/// Completion closures nested inside completion closures in a legacy screen: the analysis' `callback_pyramid` smell,
/// which counts the completion handlers of asynchronous calls, not blocks handed to a queue, an animation or batch updates.
struct CallbackPyramidRule: Rule {
    let description = RuleDescription(
        id: "callback_pyramid",
        summary: "completion handlers of asynchronous calls nested too deep in a legacy view controller",
        rationale: "flatten with async/await: each nested completion becomes one awaited call in a worker",
        severity: .warning, isOptIn: true,
        options: ["depth": 3],
        examples: RuleExamples(
            triggering: [
                """
                import UIKit
                final class LoginViewController: UIViewController {
                    func login() {
                        ↓AuthService.shared.login(email: "a") { token in
                            AuthService.shared.profile(token) { profile in
                                AuthService.shared.settings(token) { settings in
                                    print(settings)
                                }
                            }
                        }
                    }
                }
                """,
            ],
            nonTriggering: [
                """
                import UIKit
                final class LoginViewController: UIViewController {
                    func login() {
                        AuthService.shared.login(email: "a") { token in
                            DispatchQueue.main.async { self.show(token) }
                        }
                    }
                }
                """,
                """
                import UIKit
                final class LoginViewController: UIViewController {
                    func login() {
                        AuthService.shared.login(email: "a") { token in
                            AuthService.shared.profile(token) { profile in
                                DispatchQueue.main.async {
                                    UIView.animate(withDuration: 0.2) { self.show(profile) }
                                }
                            }
                        }
                    }
                }
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] { LegacySmells.violations(of: description.id, in: context) }
}
