import Foundation

// MARK: - View controllers

extension SyntheticCorpus.FileWriter {
    typealias Emitter = SyntheticCorpus.Emitter
    typealias Vocabulary = SyntheticCorpus.Vocabulary

    mutating func writeViewController(target: Int) -> [String] {
        rollViewControllerTraits(target: target)
        let top = viewControllerTop()
        let props = viewControllerProperties()
        let lifecycle = viewControllerLifecycle()

        // Required members referenced by the lifecycle.
        var required: [String] = []
        required += networkMethod(name: loadMethod, paged: true)
        required += notificationHandler()
        if hasScrollView { required += keyboardHandlers() }
        if hasTimer { required += timerMethod() }
        if !isBaseSubclass { required += alertHelper() }

        // Extensions after the class body.
        var tail: [String] = ["}"]
        if hasTable { tail += tableExtension() }
        if hasTextField { tail += textFieldExtension() }

        let fixed = top.count + props.lines.count + lifecycle.lines.count + required.count + tail.count
        let filled = fill(
            budget: target - fixed,
            indent: 1,
            makeChunk: { writer, _ in writer.viewControllerChunk() },
            padding: { writer, indent in writer.constantLine(indent: indent) }
        )
        return top + props.lines + filled.padding + lifecycle.lines + required + filled.chunks + tail
    }

    /// Which outlets, controls and parts the view controller has, drawn first so the rest of the file follows them.
    mutating func rollViewControllerTraits(target: Int) {
        compact = target < 170
        let roll = rng.below(100)
        isTableViewController = !compact && roll < 22
        isBaseSubclass = !isTableViewController && roll < 50 && hasBase
        hasTable = isTableViewController || (!compact && rng.chance(55))
        hasTextField = !compact && rng.chance(35)
        hasSegmented = rng.chance(30)
        hasScrollView = !compact && rng.chance(25)
        hasSwitch = rng.chance(25)
        hasTimer = !compact && rng.chance(30)
        labels = ["titleLabel"] + rng.sample(Vocabulary.labelNames, count: compact ? rng.int(1...2) : rng.int(2...5))
        buttons = rng.sample(Vocabulary.buttonNames, count: rng.int(1...3))
        loadMethod = unique("load\(entry.noun)s")
    }

    /// The imports, the delegate protocol if any, and the class line.
    mutating func viewControllerTop() -> [String] {
        let superclass = isTableViewController ? "UITableViewController" : (isBaseSubclass ? "BaseViewController" : "UIViewController")
        let name = entry.typeName

        var top = header(imports: rng.chance(30) ? ["UIKit", "Foundation"] : ["UIKit"])
        hasDelegate = !compact && rng.chance(35)
        if hasDelegate {
            top.append("protocol \(name)Delegate: AnyObject {")
            top.append("    func \(lowerNoun)Screen(_ controller: \(name), didSelect\(entry.noun) \(lowerNoun): [String: Any])")
            if rng.chance(50) {
                top.append("    func \(lowerNoun)ScreenDidCancel(_ controller: \(name))")
            }
            top.append("}")
            top.append("")
        }
        let isFinal = rng.chance(70)
        top.append("\(isFinal ? "final " : "")class \(name): \(superclass) {")
        return top
    }

    /// Outlets and state.
    mutating func viewControllerProperties() -> Emitter {
        let name = entry.typeName
        var props = Emitter(indent: 1)
        props.blank()
        props.line("// MARK: - Outlets")
        props.blank()
        for label in labels {
            props.line("@IBOutlet weak var \(label): UILabel!")
        }
        for button in buttons {
            props.line("@IBOutlet weak var \(button): UIButton!")
        }
        if hasTable && !isTableViewController { props.line("@IBOutlet weak var tableView: UITableView!") }
        props.line("@IBOutlet weak var activityIndicator: UIActivityIndicatorView!")
        if hasTextField { props.line("@IBOutlet weak var emailTextField: UITextField!") }
        if hasSegmented { props.line("@IBOutlet weak var segmentedControl: UISegmentedControl!") }
        if hasScrollView { props.line("@IBOutlet weak var scrollView: UIScrollView!") }
        if hasSwitch { props.line("@IBOutlet weak var notificationsSwitch: UISwitch!") }
        if rng.chance(40) { props.line("@IBOutlet weak var headerImageView: UIImageView!") }
        if rng.chance(30) { props.line("@IBOutlet var containerViews: [UIView]!") }
        props.blank()
        props.line("// MARK: - Properties")
        props.blank()
        props.line("var items: [[String: Any]] = []")
        props.line("var \(idVar): Int = 0")
        if hasDelegate { props.line("weak var delegate: \(name)Delegate?") }
        props.line("var currentPage = 1")
        props.line("var hasMorePages = true")
        props.line("var selectedIndex: Int?")
        props.line("var totalAmount: Double = 0")
        props.line("var lastUpdated: Date?")
        props.line("var filter = \"all\"")
        props.line("private var retryCount = 0")
        if hasTimer { props.line("private var refreshTimer: Timer?") }
        if rng.chance(40) { props.line("private var cache: [Int: [String: Any]] = [:]") }
        if rng.chance(40) { props.line("private let \(lowerNoun)Queue = DispatchQueue(label: \"com.example.legacyapp.\(snake(entry.noun))\", qos: .userInitiated)") }
        if !isBaseSubclass && !compact {
            props.open("var isLoading = false {")
            props.open("didSet {")
            props.open("if isLoading {")
            props.line("activityIndicator.startAnimating()")
            props.reopen("} else {")
            props.line("activityIndicator.stopAnimating()")
            props.close()
            props.close()
            props.close()
        } else {
            props.line("var isLoading = false")
        }
        if !compact && rng.chance(50) {
            props.blank()
            props.open("var selectedItem: [String: Any]? {")
            props.open("get {")
            props.line("guard let index = selectedIndex, index < items.count else { return nil }")
            props.line("return items[index]")
            props.close()
            props.open("set {")
            props.open("if let newValue = newValue, let index = selectedIndex {")
            props.line("items[index] = newValue")
            props.close()
            props.close()
            props.close()
        }
        return props
    }

    /// `viewDidLoad`, `viewWillAppear`, `viewWillDisappear` and `deinit`.
    mutating func viewControllerLifecycle() -> Emitter {
        var lifecycle = Emitter(indent: 1)
        lifecycle.blank()
        lifecycle.line("// MARK: - Lifecycle")
        lifecycle.blank()
        lifecycle.open("override func viewDidLoad() {")
        lifecycle.line("super.viewDidLoad()")
        lifecycle.line("title = \"\(entry.noun)s\"")
        if hasTable {
            lifecycle.line("tableView.dataSource = self")
            lifecycle.line("tableView.delegate = self")
            lifecycle.line("tableView.register(UITableViewCell.self, forCellReuseIdentifier: \"\(entry.noun)Cell\")")
            lifecycle.line("tableView.tableFooterView = UIView()")
            if rng.chance(50) {
                lifecycle.line("tableView.estimatedRowHeight = \(rng.pick([44, 60, 72, 88]))")
                lifecycle.line("tableView.rowHeight = UITableView.automaticDimension")
            }
        }
        if hasTextField { lifecycle.line("emailTextField.delegate = self") }
        lifecycle.line("\(labels[0]).text = NSLocalizedString(\"\(snake(entry.noun))_title\", comment: \"\")")
        for button in buttons where rng.chance(60) {
            lifecycle.line("\(button).layer.cornerRadius = \(rng.int(4...12))")
        }
        if rng.chance(50) {
            lifecycle.line("filter = UserDefaults.standard.string(forKey: \"\(screenKey)_filter\") ?? \"all\"")
        }
        if hasScrollView {
            lifecycle.line("NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)), name: UIResponder.keyboardWillShowNotification, object: nil)")
            lifecycle.line("NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillHide(_:)), name: UIResponder.keyboardWillHideNotification, object: nil)")
        }
        lifecycle.line("NotificationCenter.default.addObserver(self, selector: #selector(handle\(entry.noun)Change(_:)), name: NSNotification.Name(\"\(entry.noun)DidChange\"), object: nil)")
        lifecycle.line("\(loadMethod)()")
        lifecycle.line("Analytics.shared.track(\"\(screenKey)_viewed\")")
        lifecycle.close()
        if !compact {
            lifecycle.blank()
            lifecycle.open("override func viewWillAppear(_ animated: Bool) {")
            lifecycle.line("super.viewWillAppear(animated)")
            if rng.chance(50) { lifecycle.line("navigationController?.setNavigationBarHidden(false, animated: animated)") }
            lifecycle.open("if let lastUpdated = lastUpdated, Date().timeIntervalSince(lastUpdated) > \(rng.pick([60, 300, 900, 3600])) {")
            lifecycle.line("\(loadMethod)()")
            lifecycle.close()
            if hasTimer { lifecycle.line("startRefreshTimer()") }
            lifecycle.close()
        }
        if hasTimer {
            lifecycle.blank()
            lifecycle.open("override func viewWillDisappear(_ animated: Bool) {")
            lifecycle.line("super.viewWillDisappear(animated)")
            lifecycle.line("refreshTimer?.invalidate()")
            lifecycle.line("refreshTimer = nil")
            lifecycle.close()
        }
        lifecycle.blank()
        lifecycle.open("deinit {")
        lifecycle.line("NotificationCenter.default.removeObserver(self)")
        lifecycle.close()
        return lifecycle
    }

    mutating func viewControllerChunk() -> [String] {
        switch rng.below(15) {
        case 0, 1: return networkMethod(name: unique(rng.pick(["fetch\(entry.noun)Details", "refresh\(entry.noun)", "reload\(entry.noun)Status", "sync\(entry.noun)s"])), paged: false)
        case 2: return postMethod()
        case 3, 4: return formattingMethod()
        case 5, 6: return navigationAction()
        case 7, 8: return switchHelper()
        case 9: return persistenceMethod()
        case 10: return validationHelper()
        case 11: return filterHelper()
        case 12: return confirmationAlert()
        case 13: return prepareForSegue()
        default: return appearanceMethod()
        }
    }

    // MARK: Networking

    mutating func handleErrorLines(_ e: inout Emitter, message: String) {
        if isBaseSubclass {
            e.line("self.showError(\(message))")
        } else {
            e.line("self.showAlert(title: \"Error\", message: \(message))")
        }
    }

    /// A `URLSession` request made, checked, parsed and shown by the view controller itself.
    mutating func networkMethod(name: String, paged: Bool) -> [String] {
        var e = Emitter(indent: 1)
        e.blank()
        if rng.chance(30) { e.line(rng.pick(Vocabulary.todoComments)) }
        e.open(paged ? "func \(name)(page: Int = 1) {" : "func \(name)() {")
        e.line("guard !isLoading else { return }")
        e.line("isLoading = true")
        let query = paged ? "?page=\\(page)&filter=\\(filter)" : ""
        let inline = rng.chance(35)
        let weakSelf = rng.chance(70)
        let capture = weakSelf ? "[weak self] " : ""
        if inline {
            e.open("URLSession.shared.dataTask(with: URL(string: \"https://api.example.com/v1/\(pathComponent)/\\(\(idVar))\(query)\")!) { \(capture)data, response, error in")
        } else {
            e.line("let url = URL(string: \"https://api.example.com/v1/\(pathComponent)/\\(\(idVar))\(query)\")!")
            if !compact && rng.chance(40) {
                e.line("var request = URLRequest(url: url)")
                e.line("request.timeoutInterval = \(rng.pick([15, 20, 30, 60]))")
                e.open("if let token = UserDefaults.standard.string(forKey: \"auth_token\") {")
                e.line("request.setValue(\"Bearer \\(token)\", forHTTPHeaderField: \"Authorization\")")
                e.close()
                e.open("let task = URLSession.shared.dataTask(with: request) { \(capture)data, response, error in")
            } else {
                e.open("let task = URLSession.shared.dataTask(with: url) { \(capture)data, response, error in")
            }
        }
        if weakSelf { e.line("guard let self = self else { return }") }
        e.open("if let error = error {")
        e.open("DispatchQueue.main.async {")
        e.line("self.isLoading = false")
        handleErrorLines(&e, message: "error.localizedDescription")
        e.close()
        e.line("return")
        e.close()
        statusCodeCheck(&e)
        parseResults(&e)
        showResults(&e, paged: paged)
        if inline {
            e.close("}.resume()")
        } else {
            e.close()
            e.line("task.resume()")
        }
        e.close()
        return e.lines
    }

    /// A check of the HTTP status code, in some of the network methods.
    mutating func statusCodeCheck(_ e: inout Emitter) {
        if !compact && rng.chance(60) {
            e.open("if let httpResponse = response as? HTTPURLResponse {")
            e.openSwitch("switch httpResponse.statusCode {")
            e.line("case 200..<300:")
            e.line("    break")
            e.line("case 401, 403:")
            e.line("    NotificationCenter.default.post(name: NSNotification.Name(\"UserSessionExpired\"), object: nil)")
            e.line("    return")
            if rng.chance(50) {
                e.line("case 404:")
                e.line("    DispatchQueue.main.async { self.\(label()).text = \"Not found\" }")
                e.line("    return")
            }
            e.line("default:")
            e.indent += 1
            e.open("DispatchQueue.main.async {")
            e.line("self.isLoading = false")
            e.line("self.\(label()).text = \"Server error \\(httpResponse.statusCode)\"")
            e.close()
            e.line("return")
            e.indent -= 1
            e.closeSwitch()
            e.close()
        }
    }

    /// The JSON read into `parsed`, filtered by a loop or a closure.
    mutating func parseResults(_ e: inout Emitter) {
        e.line("guard let data = data,")
        e.line("      let json = try? JSONSerialization.jsonObject(with: data, options: []) as? [String: Any],")
        e.open("      let results = json[\"\(rng.pick(["results", "data", "items", pathComponent]))\"] as? [[String: Any]] else {")
        e.line("DispatchQueue.main.async { self.isLoading = false }")
        e.line("return")
        e.close()
        if !compact && rng.chance(50) {
            e.line("var parsed: [[String: Any]] = []")
            e.open("for var result in results {")
            e.open("if let status = result[\"status\"] as? String, status == \"\(rng.pick(Vocabulary.statuses))\" || status == \"\(rng.pick(Vocabulary.statuses))\" {")
            e.line("continue")
            e.close()
            e.open("if result[\"price\"] == nil {")
            e.line("result[\"price\"] = 0.0")
            e.close()
            e.line("parsed.append(result)")
            e.close()
        } else {
            e.line("let parsed = results.filter { ($0[\"id\"] as? Int ?? 0) > 0 }")
        }
    }

    /// The results shown on the main queue: a page replaces or extends the items, a refresh updates them.
    mutating func showResults(_ e: inout Emitter, paged: Bool) {
        e.open("DispatchQueue.main.async {")
        e.line("self.isLoading = false")
        e.line("self.lastUpdated = Date()")
        if paged {
            e.open("if page == 1 {")
            e.line("self.items = parsed")
            e.reopen("} else {")
            e.line("self.items.append(contentsOf: parsed)")
            e.close()
            e.line("self.hasMorePages = parsed.count >= \(rng.pick([20, 25, 50]))")
        } else {
            e.open("for item in parsed {")
            e.open("if let id = item[\"id\"] as? Int, let index = self.items.firstIndex(where: { ($0[\"id\"] as? Int) == id }) {")
            e.line("self.items[index] = item")
            e.close()
            e.close()
        }
        e.line("self.\(labels[0]).text = \"\\(self.items.count) \(entry.noun.lowercased())s\"")
        if hasTable { e.line("self.tableView.reloadData()") }
        e.line("UserDefaults.standard.set(Date().timeIntervalSince1970, forKey: \"\(screenKey)_last_refresh\")")
        if rng.chance(50) {
            e.line("NotificationCenter.default.post(name: NSNotification.Name(\"\(entry.noun)\(rng.pick(Vocabulary.notificationNames))\"), object: self)")
        }
        e.close()
    }

    mutating func postMethod() -> [String] {
        let name = unique("submit\(entry.noun)")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("func \(name)(completion: ((Bool) -> Void)? = nil) {")
        e.line("var body: [String: Any] = [\"id\": \(idVar), \"filter\": filter]")
        if hasTextField {
            e.open("if let email = emailTextField.text, !email.isEmpty {")
            e.line("body[\"email\"] = email")
            e.close()
        }
        if hasSwitch { e.line("body[\"notifications\"] = notificationsSwitch.isOn") }
        e.open("if let index = selectedIndex, index < items.count {")
        e.line("body[\"selected\"] = items[index][\"id\"]")
        e.close()
        e.line("var request = URLRequest(url: URL(string: \"https://api.example.com/v1/\(pathComponent)/\\(\(idVar))/\(rng.pick(["submit", "confirm", "update", "archive"]))\")!)")
        e.line("request.httpMethod = \"\(rng.pick(["POST", "PUT", "PATCH"]))\"")
        e.line("request.setValue(\"application/json\", forHTTPHeaderField: \"Content-Type\")")
        e.line("request.httpBody = try? JSONSerialization.data(withJSONObject: body, options: [])")
        e.line("\(buttons[0]).isEnabled = false")
        e.open("URLSession.shared.dataTask(with: request) { [weak self] _, response, error in")
        e.line("let success = error == nil && (response as? HTTPURLResponse)?.statusCode == 200")
        e.open("DispatchQueue.main.async {")
        e.line("self?.\(buttons[0]).isEnabled = true")
        e.open("if success {")
        e.line("Analytics.shared.track(\"\(screenKey)_submitted\")")
        e.line("self?.navigationController?.popViewController(animated: true)")
        e.reopen("} else {")
        e.line("self?.retryCount += 1")
        e.line("self?.\(label()).text = \"Could not save. Please try again.\"")
        e.close()
        e.line("completion?(success)")
        e.close()
        e.close("}.resume()")
        e.close()
        return e.lines
    }
}
