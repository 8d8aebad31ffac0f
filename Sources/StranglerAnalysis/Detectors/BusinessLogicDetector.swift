import StranglerSources

/// Business logic: the screen's state changed, and rules computed over data (totals, filters, validation).
struct BusinessLogicDetector: Detector {
    let responsibility = Responsibility.businessLogic

    static let inputRules: NameSet = ["trimmingCharacters", "stringByTrimmingCharactersInSet"]

    static let algorithms: NameSet = [
        "reduce", "filter", "sorted", "sort", "contains", "allSatisfy", "min", "max", "append", "insert", "remove",
        "removeAll", "removeFirst", "removeLast", "firstIndex", "partition", "hasPrefix", "hasSuffix", "range",
        "union", "intersection", "subtracting", "toggle",
        // Objective-C's mutable collections.
        "addObject", "insertObject", "removeObject", "removeObjectAtIndex", "removeAllObjects", "removeLastObject",
        "addObjectsFromArray", "filteredArrayUsingPredicate", "sortedArrayUsingDescriptors",
    ]

    func symbol(for event: Event, in context: EventContext) -> String? {
        // Normalising what the user typed (`textView.text.trimmingCharacters(in: .whitespaces)`) is a rule about the input,
        // whatever view it is read from.
        if event.kind == .call, Self.inputRules.contains(event.name) { return event.symbol }
        switch event.kind {
        case .assignment:
            // Assignments in an initializer wire the screen up: that is the Configurator's job.
            guard context.member.kind != .initializer, let root = event.unqualifiedPath.first else { return nil }
            if event.unqualifiedPath.count == 1, context.isStateName(root, explicitSelf: event.path.first == "self") {
                return Self.readsStorage(event) || Self.isPersisted(root, context) ? nil : root + " ="
            }
            if event.operator != "=", !context.isUIName(root) { return event.symbol }
            return nil
        case .call:
            guard Self.algorithms.contains(event.name), let root = event.unqualifiedPath.first, event.unqualifiedPath.count > 1,
                  !root.startsUppercase
            else { return nil }
            if context.isUIName(root) || context.isUIChain(event.receiver) { return nil }
            return event.symbol
        default:
            return nil
        }
    }

    /// A property SwiftUI or the Defaults library keeps in a store (`@AppStorage("units") var usesMetricUnits`): setting it
    /// is a write to that store, the Worker's (see `PersistenceDetector`).
    static func isPersisted(_ name: String, _ context: EventContext) -> Bool {
        context.properties[name]?.attributes.contains(where: PersistenceDetector.persistedWrappers.contains) == true
    }

    /// State loaded as it is from the user defaults or another store the framework gives (`self.username =
    /// [[NSUserDefaults standardUserDefaults] stringForKey:@"name"]`): the read is the work, the Worker's, and no rule.
    private static func readsStorage(_ event: Event) -> Bool {
        guard let value = event.arguments.first else { return false }
        // The type the value's chain starts at, as written: `UserDefaults.standard…`, `[[NSUserDefaults standardUserDefaults] …]`.
        let type = value.text.drop { $0 == "[" || $0 == "(" }.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return PersistenceDetector.frameworkTypes.contains(String(type))
    }

    let examples = DetectorExamples(
        triggering: [
            """
            var items: [CartItem] = []
            func total() -> Double {
                ↓items.reduce(0) { $0 + $1.price }
            }
            """,
            """
            var product: Product?
            func received(_ product: Product) {
                ↓self.product = product
            }
            """,
            """
            func isValid(email: String) -> Bool {
                ↓email.contains("@")
            }
            """,
            """
            var labels: [RepositoryLabel] = []
            func select(_ label: RepositoryLabel) {
                ↓labels.append(label)
            }
            """,
        ],
        nonTriggering: [
            """
            @IBOutlet weak var stack: UIStackView!
            func build() { stack.insertArrangedSubview(UIView(), at: 0) }
            """,
            """
            func show(product: Product) { let name = product.name; print(name) }
            """,
            """
            var username: String?
            func load() { username = UserDefaults.standard.string(forKey: "name") }
            """,
            """
            func rebuildToolbar(_ share: UIBarButtonItem) {
                var items: [UIBarButtonItem] = []
                items.append(share)
            }
            """,
        ]
    )
}
