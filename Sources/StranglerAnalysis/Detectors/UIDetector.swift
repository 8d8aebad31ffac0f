import StranglerSources

/// UI: outlets and UI-typed properties, UIKit and SwiftUI types, a view controller's own view and items.
struct UIDetector: Detector {
    let responsibility = Responsibility.ui

    func symbol(for event: Event, in context: EventContext) -> String? {
        switch event.kind {
        case .call, .access:
            if event.isNotificationName || NavigationDetector().step(for: event, in: context) != nil { return nil }
            if event.name == "init", let type = event.typeRoot {
                return context.typeFacts.isUI(type) || type == "UIAlertController" || type == "UIAlertAction" ? event.symbol : nil
            }
            let chain = event.kind == .call ? event.receiver : event.path[...]
            if chain.isEmpty { return nil }
            return context.isUIChain(chain) ? event.symbol : nil
        case .assignment:
            if NavigationDetector().step(for: event, in: context) != nil { return nil }
            if event.unqualifiedPath.count == 1 {
                return context.isUIName(event.unqualifiedPath.first!) ? event.symbol : nil
            }
            return context.isUIChain(event.receiver) ? event.symbol : nil
        default:
            return nil
        }
    }

    let examples = DetectorExamples(
        triggering: [
            """
            ↓@IBOutlet weak var nameLabel: UILabel!
            func clear() {
                ↓nameLabel.text = nil
            }
            """,
            """
            func reload() {
                ↓tableView.reloadData()
                ↓title = "Orders"
            }
            """,
            """
            func warn() {
                let alert = ↓UIAlertController(title: "Oops", message: nil, preferredStyle: .alert)
                ↓alert.addAction(↓UIAlertAction(title: "OK", style: .default))
            }
            """,
            """
            func rebuildToolbar(_ share: UIBarButtonItem) {
                var items: [UIBarButtonItem] = []
                ↓items.append(share)
            }
            """,
        ],
        nonTriggering: [
            """
            var items: [String] = []
            func add(_ item: String) { items.append(item) }
            """,
            """
            func close() { dismiss(animated: true) }
            """,
            """
            func observeTyping() {
                NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UITextField.textDidChangeNotification, object: nil)
            }
            """,
        ]
    )
}
