/// A legacy screen too long, or doing too many things, to change safely: the analysis' `massive_view_controller` smell.
struct MassiveViewControllerRule: Rule {
    let description = RuleDescription(
        id: "massive_view_controller",
        summary: "a legacy view controller over the line limit, or long and doing many different things",
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
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] { LegacySmells.violations(of: description.id, in: context) }
}
