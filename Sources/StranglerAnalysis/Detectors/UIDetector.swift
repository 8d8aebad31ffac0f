import StranglerSources

/// UI: outlets and UI-typed properties, UIKit and SwiftUI types, a view controller's own view and items.
struct UIDetector: Detector {
    let responsibility = Responsibility.ui

    func symbol(for event: Event, in context: EventContext) -> String? {
        switch event.kind {
        case .call, .access:
            if event.isNotificationName || NavigationDetector().step(for: event, in: context) != nil { return nil }
            if Self.setsContainerChrome(event, context) { return event.symbol }
            // `super.viewDidLoad()`: the view controller's own lifecycle, handed up.
            if event.kind == .call, context.isViewController, event.path.count == 2, event.path[0] == "super", event.name != "init" {
                return event.symbol
            }
            if event.name == "init", let type = event.typeRoot {
                return context.typeFacts.isUI(type) || type == "UIAlertController" || type == "UIAlertAction" ? event.symbol : nil
            }
            let chain = event.kind == .call ? event.receiver : event.path[...]
            // A helper handed one of the screen's views; not the screen's own member (`loginTapped(loginButton)`), which is
            // judged by what it does.
            if event.kind == .call, event.unqualifiedPath.count > 1, event.arguments.contains(where: { Self.isView($0, context) }),
               !Self.tellsADelegate(event, context) {
                return event.symbol
            }
            if chain.isEmpty { return nil }
            // The chain is the receiver `EventContext.receiverType` resolved.
            return context.isUIChain(chain, resolvedType: context.resolvedReceiverType) ? event.symbol : nil
        case .assignment:
            if NavigationDetector().step(for: event, in: context) != nil { return nil }
            if Self.setsContainerChrome(event, context) { return event.symbol }
            if event.unqualifiedPath.count == 1 {
                return context.isUIName(event.unqualifiedPath.first!) ? event.symbol : nil
            }
            return context.isUIChain(event.receiver, resolvedType: context.resolvedReceiverType) ? event.symbol : nil
        default:
            return nil
        }
    }

    /// An argument that is one of the screen's views itself (`self.view`, `tableView`), not a value read from one: a
    /// helper it is handed to works on the view (`activityPresenter.presentActivityIndicator(on: self.view)`).
    static func isView(_ value: ValueSummary, _ context: EventContext) -> Bool {
        // A name or `self.name`, read from the summary without looking at characters: this runs for every argument of
        // every call. Its one root is the name; the text is the name, perhaps after `self.`.
        guard value.roots.count <= 1 else { return false }
        // Objective-C's summaries keep no root for `self.view`.
        guard let key = value.roots.first ?? (value.text.hasPrefix("self.") ? Self.identifier(value.text.utf8.dropFirst(5)) : nil) else {
            // The view controller itself, to present from or over (`errorPresenter.presentError(from: self, forError: e)`).
            guard let label = value.label, value.text == "self" else { return false }
            return context.isViewController && ["from", "on", "in", "over"].contains(label)
        }
        let length = value.text.utf8.count
        guard length == key.utf8.count || (length == key.utf8.count + 5 && value.text.hasPrefix("self.")), value.text.hasSuffix(key)
        else { return false }
        guard let written = context.local(key)?.typeName ?? context.properties[key]?.typeName
            ?? (context.isViewController ? TypeNames.viewControllerUIMembers[key] : nil)
        else { return false }
        // A view, not an image, a colour or insets handed on as data (`api.upload(image)`).
        let type = TypeNames.base(written)
        return viewSuffixes.contains(where: type.hasSuffix) && context.typeFacts.isUI(type)
    }

    /// The bars of the navigation or tab bar controller a view controller sits in, shown or hidden
    /// (`navigationController?.setNavigationBarHidden(false, animated: true)`,
    /// `navigationController?.hidesBarsOnSwipe = true`): the screen's chrome, not navigation. A view controller is no UI
    /// type, since making one is navigation, so these are told by name.
    static func setsContainerChrome(_ event: Event, _ context: EventContext) -> Bool {
        guard context.isViewController, containerChrome.contains(event.name), let holder = event.receiver.last else { return false }
        return TypeNames.viewControllerContainers[holder] != nil && event.receiver.count <= 2
            && (event.receiver.count == 1 || event.receiver.first == "self")
    }

    private static let containerChrome: Set<String> = [
        "setNavigationBarHidden", "isNavigationBarHidden", "setToolbarHidden", "isToolbarHidden", "hidesBarsOnSwipe",
        "hidesBarsOnTap", "hidesBarsWhenKeyboardAppears", "hidesBarsWhenVerticallyCompact", "setNeedsStatusBarAppearanceUpdate",
    ]

    /// A call to a delegate, which is handed the screen as the sender Cocoa's delegates are told about
    /// (`delegate?.didSelect(token, in: self)`): no helper that works on the view.
    private static func tellsADelegate(_ event: Event, _ context: EventContext) -> Bool {
        guard let type = context.receiverType(event) else { return false }
        return context.index.isDelegateProtocol(type)
    }

    /// The bytes as a name when they are one (ASCII letters, digits and `_`).
    private static func identifier(_ bytes: Substring.UTF8View) -> String? {
        guard let first = bytes.first, !(0x30...0x39).contains(first), bytes.allSatisfy(TypeNames.isNameByte) else { return nil }
        return String(Substring(bytes))
    }

    private static let viewSuffixes = [
        "View", "Button", "Label", "Field", "Bar", "Control", "Cell", "Switch", "Slider", "Stepper", "Indicator", "Window",
    ]

    let examples = DetectorExamples(
        triggering: [
            """
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = ↓tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
                ↓cell.textLabel?.text = "Item"
                if let cell = cell as? ItemCell { ↓cell.badge.isHidden = true }
                return cell
            }
            """,
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
            """
            let activityPresenter = ActivityIndicatorPresenter()
            let errorPresenter = ErrorAlertPresenter()
            func renderLoading() {
                ↓activityPresenter.presentActivityIndicator(on: self.view, animated: true)
            }
            func render(error: Error) {
                ↓errorPresenter.presentError(from: self, forError: error, animated: true)
            }
            """,
            """
            let actionButtons: [UIButton] = []
            ↓@IBOutlet var stackView: UIStackView!
            func disableAll() {
                for each in actionButtons { ↓each.isEnabled = false }
                for view in ↓stackView.arrangedSubviews { ↓view.removeFromSuperview() }
            }
            """,
            """
            override func viewWillAppear(_ animated: Bool) {
                ↓navigationController?.setNavigationBarHidden(false, animated: true)
                ↓navigationController?.hidesBarsOnSwipe = true
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
            func back() { navigationController?.popViewController(animated: true) }
            func restack(_ screens: [UIViewController]) { navigationController?.setViewControllers(screens, animated: false) }
            func hide(_ toolbar: ToolbarModel) { toolbar.setToolbarHidden(true) }
            func adopt() { navigationController?.delegate = self }
            """,
            """
            var items: [CartItem] = []
            func total() -> Double {
                var sum = 0.0
                for item in items { sum += item.price; item.log() }
                return sum
            }
            """,
            """
            func save(store: ProfileStore, name: String, photo: UIImage) { store.save(name: name, photo: photo, owner: self) }
            """,
            """
            func observeTyping() {
                NotificationCenter.default.addObserver(self, selector: #selector(changed), name: UITextField.textDidChangeNotification, object: nil)
            }
            """,
        ]
    )
}
