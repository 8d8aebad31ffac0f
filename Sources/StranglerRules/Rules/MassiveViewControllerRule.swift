/// A legacy screen too long, or doing too many things, to change safely: the analysis' `massive_view_controller` smell,
/// which counts the class's lines of code (its declaration and extensions, blank lines and comments aside).
struct MassiveViewControllerRule: Rule {
    let description = RuleDescription(
        id: "massive_view_controller",
        summary: "a legacy view controller over the limit of lines of code, or long and doing many different things",
        rationale: "migrate it to a VIP+W scene one responsibility at a time; 'strangler analyze' lists them",
        severity: .warning, isOptIn: true,
        options: ["lines": 250, "responsibilities": 6, "responsibilities_lines": 150],
        examples: RuleExamples(
            triggering: [
                RuleExample(
                    """
                    import UIKit
                    ↓final class OrdersViewController: UIViewController {
                        func a() {}
                        func b() {}
                        func c() {}
                    }
                    """,
                    options: ["lines": 4]
                ),
            ],
            nonTriggering: [
                """
                import UIKit
                final class OrdersViewController: UIViewController {
                    func a() {}
                }
                """,
                RuleExample(
                    """
                    import UIKit
                    final class OrdersViewController: UIViewController {
                        /// Blank lines and comments are no code.

                        func a() {}
                        // func b() {}
                    }
                    """,
                    options: ["lines": 4]
                ),
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] { LegacySmells.violations(of: description.id, in: context) }
}
