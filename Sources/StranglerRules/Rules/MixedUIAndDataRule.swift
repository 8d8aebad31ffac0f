/// A legacy screen's member that updates the UI and also does networking or persistence: the analysis' `mixed_ui_and_data` smell.
struct MixedUIAndDataRule: Rule {
    let description = RuleDescription(
        id: "mixed_ui_and_data",
        summary: "a legacy view controller member that updates the UI and also does networking or persistence",
        rationale: "split it: the worker does the I/O, the presenter formats, the view controller only displays",
        severity: .warning, isOptIn: true,
        examples: RuleExamples(
            triggering: [
                """
                import UIKit
                final class CartViewController: UIViewController {
                    @IBOutlet weak var totalLabel: UILabel!
                    ↓func save() {
                        UserDefaults.standard.set(3, forKey: "count")
                        totalLabel.text = "3"
                    }
                }
                """,
            ],
            nonTriggering: [
                """
                import UIKit
                final class CartViewController: UIViewController {
                    @IBOutlet weak var totalLabel: UILabel!
                    func show() { totalLabel.text = "3" }
                }
                """,
            ]
        )
    )

    func violations(in context: RuleContext) -> [Violation] { LegacySmells.violations(of: description.id, in: context) }
}
