/// A switch with many cases in a legacy screen: the analysis' `massive_switch` smell.
struct MassiveSwitchRule: Rule {
    let description = RuleDescription(
        id: "massive_switch",
        summary: "a switch with too many cases in a legacy view controller",
        rationale: "replace it with a strategy: one handler type per case behind a protocol",
        severity: .warning, isOptIn: true,
        options: ["cases": 8],
        examples: RuleExamples(
            triggering: [
                RuleExample(
                    """
                    import UIKit
                    final class OrdersViewController: UIViewController {
                        func title(for status: Int) -> String {
                            ↓switch status {
                            case 0: return "new"
                            case 1: return "paid"
                            default: return "other"
                            }
                        }
                    }
                    """,
                    options: ["cases": 3]
                ),
            ],
            nonTriggering: [
                """
                import UIKit
                final class OrdersViewController: UIViewController {
                    func title(for status: Int) -> String {
                        switch status {
                        case 0: return "new"
                        default: return "other"
                        }
                    }
                }
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] { LegacySmells.violations(of: description.id, in: context) }
}
