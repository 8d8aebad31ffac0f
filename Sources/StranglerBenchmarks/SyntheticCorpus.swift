import Foundation

/// A deterministic corpus of realistic legacy view-controller code for benchmarks.
///
/// The generated files are syntactically valid Swift written in the style of a
/// 2016-2019 UIKit code base: massive view controllers that do networking,
/// persistence, formatting and navigation themselves, plus a sprinkling of
/// models, API clients and newer SwiftUI views. They are never type-checked
/// (UIKit does not exist on Linux); they only have to parse.
///
/// Determinism: all randomness comes from a SplitMix64 generator seeded from
/// `seed` and the file index, and only arrays are iterated (never dictionaries
/// or sets, whose order changes between processes), so the same arguments
/// always give the same bytes, across processes and toolchains.
///
/// Long because it is generated code's templates: every kind of file and member it writes is spelled out here.
struct SyntheticCorpus {
    struct File: Sendable {
        let relativePath: String
        let text: String
    }

    /// Generates about `totalLines` lines spread over `fileCount` files; the same arguments always give the same bytes.
    ///
    /// Each file is sized to its share of the remaining budget, so the total is
    /// exact unless the per-file budget is below the smallest file the generator
    /// can write (roughly 40 lines), in which case files are that small instead.
    static func generate(fileCount: Int, totalLines: Int, seed: UInt64 = 42) -> [File] {
        guard fileCount > 0 else { return [] }
        let plan = makePlan(fileCount: fileCount, seed: seed)
        let viewControllerNames = plan.filter { $0.kind == .viewController }.map(\.typeName)
        let hasBase = plan.contains { $0.kind == .baseViewController }

        var weights: [Double] = []
        var planRng = SplitMix64(seed: seed ^ 0xA5A5_5A5A_C3C3_3C3C)
        for entry in plan {
            let jitter = 0.6 + 0.8 * planRng.unit()
            weights.append(entry.kind.relativeSize * jitter)
        }

        var remainingWeight = weights.reduce(0, +)
        var remainingLines = max(totalLines, 0)
        var files: [File] = []
        files.reserveCapacity(fileCount)
        for (index, entry) in plan.enumerated() {
            let weight = weights[index]
            let share = remainingWeight > 0 ? Double(remainingLines) * weight / remainingWeight : 0
            let target = max(Int(share.rounded()), 1)
            remainingWeight -= weight
            let rng = SplitMix64(seed: seed &+ 0x9E37_79B9_7F4A_7C15 &* UInt64(index + 1))
            var writer = FileWriter(entry: entry, index: index, rng: rng, viewControllers: viewControllerNames, hasBase: hasBase)
            let lines = writer.write(targetLines: target)
            remainingLines -= lines.count
            files.append(File(relativePath: entry.path, text: lines.joined(separator: "\n") + "\n"))
        }
        return files
    }

    /// Number of lines in the files, counted the way `wc -l` counts them (newline characters).
    static func lineCount(_ files: [File]) -> Int {
        files.reduce(0) { $0 + lineCount($1.text) }
    }

    /// Line breaks in one text.
    static func lineCount(_ text: String) -> Int {
        var count = 0
        for byte in text.utf8 where byte == 0x0A {
            count += 1
        }
        return count
    }
}

// MARK: - Plan

extension SyntheticCorpus {
    fileprivate enum Kind: Sendable, Equatable {
        case baseViewController
        case analytics
        case viewController
        case model
        case apiClient
        case swiftUIView

        var relativeSize: Double {
            switch self {
            case .baseViewController: return 0.8
            case .analytics: return 0.5
            case .viewController: return 1.15
            case .model: return 0.55
            case .apiClient: return 0.8
            case .swiftUIView: return 0.5
            }
        }
    }

    fileprivate struct PlanEntry: Sendable {
        let kind: Kind
        let typeName: String
        let path: String
        let noun: String
        let feature: String
    }

    fileprivate static func makePlan(fileCount: Int, seed: UInt64) -> [PlanEntry] {
        var rng = SplitMix64(seed: seed ^ 0x5EED_0F_C0DE)
        var plan: [PlanEntry] = []
        plan.reserveCapacity(fileCount)
        let hasBase = fileCount >= 4
        for index in 0..<fileCount {
            let noun = Vocabulary.nouns[rng.below(Vocabulary.nouns.count)]
            let feature = Vocabulary.features[rng.below(Vocabulary.features.count)]
            let kind: Kind
            if hasBase && index == 0 {
                kind = .baseViewController
            } else if hasBase && index == 1 {
                kind = .analytics
            } else {
                let roll = rng.below(100)
                if roll < 72 { kind = .viewController }
                else if roll < 82 { kind = .model }
                else if roll < 91 { kind = .apiClient }
                else { kind = .swiftUIView }
            }
            let typeName: String
            let path: String
            switch kind {
            case .baseViewController:
                typeName = "BaseViewController"
                path = "LegacyApp/Common/BaseViewController.swift"
            case .analytics:
                typeName = "Analytics"
                path = "LegacyApp/Common/Analytics.swift"
            case .viewController:
                typeName = "Screen\(index)ViewController"
                path = "LegacyApp/Features/\(feature)/Screen\(index)ViewController.swift"
            case .model:
                typeName = "\(noun)Model\(index)"
                path = "LegacyApp/Models/\(noun)Model\(index).swift"
            case .apiClient:
                typeName = "\(noun)APIClient\(index)"
                path = "LegacyApp/Networking/\(noun)APIClient\(index).swift"
            case .swiftUIView:
                typeName = "\(noun)RowView\(index)"
                path = "LegacyApp/Features/\(feature)/Views/\(noun)RowView\(index).swift"
            }
            plan.append(PlanEntry(kind: kind, typeName: typeName, path: path, noun: noun, feature: feature))
        }
        return plan
    }
}

// MARK: - Randomness

extension SyntheticCorpus {
    /// SplitMix64 (Steele, Lea, Flood 2014). Own range helpers instead of the
    /// standard library's so the byte output never depends on stdlib internals.
    struct SplitMix64: Sendable {
        private var state: UInt64

        init(seed: UInt64) {
            state = seed
        }

        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }

        /// Uniform in 0..<bound (bound > 0).
        mutating func below(_ bound: Int) -> Int {
            precondition(bound > 0)
            return Int(next() % UInt64(bound))
        }

        /// Uniform in the closed range.
        mutating func int(_ range: ClosedRange<Int>) -> Int {
            range.lowerBound + below(range.upperBound - range.lowerBound + 1)
        }

        /// Uniform in [0, 1).
        mutating func unit() -> Double {
            Double(next() >> 11) * (1.0 / 9_007_199_254_740_992.0)
        }

        /// True with the given percentage.
        mutating func chance(_ percent: Int) -> Bool {
            below(100) < percent
        }

        mutating func pick<T>(_ items: [T]) -> T {
            items[below(items.count)]
        }

        /// `count` distinct elements, in their original order.
        mutating func sample<T>(_ items: [T], count: Int) -> [T] {
            var chosen = [Bool](repeating: false, count: items.count)
            var left = min(count, items.count)
            while left > 0 {
                let index = below(items.count)
                if !chosen[index] {
                    chosen[index] = true
                    left -= 1
                }
            }
            var result: [T] = []
            for (index, item) in items.enumerated() where chosen[index] {
                result.append(item)
            }
            return result
        }
    }
}

// MARK: - Vocabulary

extension SyntheticCorpus {
    fileprivate enum Vocabulary {
        static let nouns = [
            "Order", "Invoice", "Profile", "Cart", "Product", "Payment", "Shipment", "Message",
            "Account", "Coupon", "Review", "Wishlist", "Address", "Subscription", "Ticket", "Booking",
            "Receipt", "Store", "Category", "Delivery", "Reward", "Wallet", "Transfer", "Statement",
            "Document", "Appointment", "Story", "Voucher", "Refund", "Contact",
        ]
        static let features = [
            "Checkout", "Account", "Catalog", "Messaging", "Payments", "Onboarding", "Settings",
            "Rewards", "Support", "Search", "Orders", "Bookings", "Home", "Inbox",
        ]
        static let authors = [
            "John Appleseed", "Maria Garcia", "Wei Chen", "Priya Patel", "Tom Becker", "Ana Souza",
            "Kenji Watanabe", "Olga Ivanova", "Sam Taylor", "Fatima Ali",
        ]
        static let statuses = [
            "pending", "active", "shipped", "delivered", "cancelled", "refunded", "failed", "expired",
            "archived", "draft", "on_hold", "processing", "completed", "returned",
        ]
        static let labelNames = [
            "subtitleLabel", "priceLabel", "dateLabel", "statusLabel", "totalLabel", "countLabel",
            "descriptionLabel", "emptyStateLabel", "balanceLabel", "footerLabel",
        ]
        static let buttonNames = [
            "submitButton", "cancelButton", "retryButton", "shareButton", "filterButton", "editButton",
            "deleteButton", "checkoutButton",
        ]
        static let todoComments = [
            "// TODO: move this into a view model once the refactor lands",
            "// FIXME: this should not run on every appearance",
            "// HACK: backend sometimes returns strings instead of numbers",
            "// NOTE: keep in sync with the Android app",
            "// TODO: remove after the 4.2 migration",
            "// swiftlint:disable:next line_length",
            "// Legacy: copied from the old checkout flow",
            "// FIXME: retain cycle? check with Instruments",
        ]
        static let colors = [".systemRed", ".systemGreen", ".systemOrange", ".systemBlue", ".darkGray", ".lightGray", ".black", ".systemPurple"]
        static let dateFormats = ["MMM d, yyyy", "dd/MM/yyyy", "yyyy-MM-dd'T'HH:mm:ssZ", "EEEE, MMM d", "HH:mm", "MMM d, h:mm a"]
        static let notificationNames = ["DidChange", "DidUpdate", "WasDeleted", "NeedsRefresh", "DidFail", "SelectionChanged"]
        static let segueNames = ["showDetail", "showSettings", "showEdit", "presentFilter", "showHistory", "showHelp"]
        static let symbols = ["star", "heart", "cart", "bell", "doc.text", "creditcard", "person.crop.circle", "tag", "clock", "gift"]
    }
}

// MARK: - Line emitter

extension SyntheticCorpus {
    struct Emitter {
        var lines: [String] = []
        var indent: Int

        init(indent: Int = 0) {
            self.indent = indent
        }

        mutating func line(_ text: String) {
            if text.isEmpty {
                lines.append("")
            } else {
                lines.append(String(repeating: "    ", count: indent) + text)
            }
        }

        mutating func blank() {
            lines.append("")
        }

        /// Emits `text` (which should end with `{`) and indents.
        mutating func open(_ text: String) {
            line(text)
            indent += 1
        }

        /// Dedents and emits `text` (a closing brace, possibly followed by more).
        mutating func close(_ text: String = "}") {
            indent -= 1
            line(text)
        }

        /// A `switch` line: `case` labels stay at the switch's own level
        /// (Xcode's style), so the indentation does not change.
        mutating func openSwitch(_ text: String) {
            line(text)
        }

        /// The brace that closes a `switch` opened with `openSwitch`.
        mutating func closeSwitch() {
            line("}")
        }

        /// `} else {` style: dedent, emit, indent.
        mutating func reopen(_ text: String) {
            indent -= 1
            line(text)
            indent += 1
        }
    }
}

// MARK: - File writer

extension SyntheticCorpus {
    fileprivate struct FileWriter {
        let entry: PlanEntry
        let index: Int
        var rng: SplitMix64
        let viewControllers: [String]
        let hasBase: Bool

        // Per-file state for view controllers.
        var usedNames: [String] = []
        var labels: [String] = []
        var buttons: [String] = []
        var hasTable = false
        var hasTextField = false
        var hasSegmented = false
        var hasScrollView = false
        var hasSwitch = false
        var hasTimer = false
        var isTableViewController = false
        var isBaseSubclass = false
        var hasDelegate = false
        /// Small budgets get view controllers without the optional parts.
        var compact = false
        var modelStatuses: [String] = []
        var loadMethod = "loadItems"
        var idVar = "itemId"
        var lowerNoun = "item"
        var pathComponent = "items"
        var screenKey = "screen"

        init(entry: PlanEntry, index: Int, rng: SplitMix64, viewControllers: [String], hasBase: Bool) {
            self.hasBase = hasBase
            self.entry = entry
            self.index = index
            self.rng = rng
            self.viewControllers = viewControllers
            lowerNoun = entry.noun.prefix(1).lowercased() + entry.noun.dropFirst()
            idVar = lowerNoun + "Id"
            pathComponent = snake(entry.noun) + "s"
            screenKey = snake(entry.noun) + "_" + String(index)
        }

        mutating func write(targetLines: Int) -> [String] {
            switch entry.kind {
            case .viewController: return writeViewController(target: targetLines)
            case .baseViewController: return writeBaseViewController(target: targetLines)
            case .analytics: return writeAnalytics(target: targetLines)
            case .model: return writeModel(target: targetLines)
            case .apiClient: return writeAPIClient(target: targetLines)
            case .swiftUIView: return writeSwiftUIView(target: targetLines)
            }
        }

        // MARK: Helpers

        func snake(_ camel: String) -> String {
            var out = ""
            for (offset, char) in camel.enumerated() {
                if char.isUppercase {
                    if offset > 0 { out.append("_") }
                    out.append(contentsOf: char.lowercased())
                } else {
                    out.append(char)
                }
            }
            return out
        }

        func capitalized(_ word: String) -> String {
            word.prefix(1).uppercased() + word.dropFirst()
        }

        /// A method name not used yet in this file.
        mutating func unique(_ base: String) -> String {
            var name = base
            var counter = 2
            while usedNames.contains(name) {
                name = base + String(counter)
                counter += 1
            }
            usedNames.append(name)
            return name
        }

        mutating func otherScreen() -> String {
            if viewControllers.isEmpty { return "UIViewController" }
            let name = rng.pick(viewControllers)
            return name == entry.typeName && viewControllers.count > 1 ? rng.pick(viewControllers) : name
        }

        mutating func label() -> String {
            rng.pick(labels)
        }

        mutating func header(imports: [String]) -> [String] {
            let author = rng.pick(Vocabulary.authors)
            let year = rng.int(2015...2020)
            let month = rng.int(1...12)
            let day = rng.int(1...28)
            var out = [
                "//",
                "//  \(entry.typeName).swift",
                "//  LegacyApp",
                "//",
                "//  Created by \(author) on \(month)/\(day)/\(year % 100).",
                "//  Copyright © \(year) Example Corp. All rights reserved.",
                "//",
                "",
            ]
            for module in imports {
                out.append("import \(module)")
            }
            out.append("")
            return out
        }

        /// Fills `members` with chunks from `makeChunk` until `budget` lines are
        /// used, then tops up with one-line `padding`, so the total is exact.
        mutating func fill(
            budget: Int,
            indent: Int,
            makeChunk: (inout FileWriter, Int) -> [String],
            padding: (inout FileWriter, Int) -> String
        ) -> (chunks: [String], padding: [String]) {
            var chunks: [String] = []
            var pad: [String] = []
            var remaining = budget
            var misses = 0
            while remaining > 0 {
                if remaining < 8 || misses >= 12 {
                    if remaining >= 3 {
                        pad.append("")
                        remaining -= 1
                    }
                    for _ in 0..<remaining {
                        pad.append(padding(&self, indent))
                    }
                    remaining = 0
                    break
                }
                let chunk = makeChunk(&self, indent)
                if chunk.count <= remaining {
                    chunks.append(contentsOf: chunk)
                    remaining -= chunk.count
                    misses = 0
                } else {
                    misses += 1
                }
            }
            return (chunks, pad)
        }

        mutating func constantLine(indent: Int) -> String {
            let prefix = String(repeating: "    ", count: indent)
            let n = rng.int(1...99)
            switch rng.below(9) {
            case 0: return prefix + "private let \(unique("pageSize")) = \(rng.pick([10, 20, 25, 50]))"
            case 1: return prefix + "private let \(unique("animationDuration")): TimeInterval = 0.\(rng.int(1...5))"
            case 2: return prefix + "private let \(unique("maxRetryCount")) = \(rng.int(2...5))"
            case 3: return prefix + "private let \(unique("cellIdentifier")) = \"\(entry.noun)Cell\(n)\""
            case 4: return prefix + rng.pick(Vocabulary.todoComments)
            case 5: return prefix + "private let \(unique("cornerRadius")): CGFloat = \(rng.int(2...16))"
            case 6: return prefix + "private let \(unique("defaultsKey")) = \"\(snake(entry.noun))_cache_v\(n)\""
            case 7: return prefix + "private let \(unique("requestTimeout")): TimeInterval = \(rng.int(10...60))"
            default: return prefix + "private var \(unique("didShowOnboarding")) = false"
            }
        }
    }
}

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

    // MARK: Formatting

    mutating func formattingMethod() -> [String] {
        let name = unique(rng.pick(["update\(entry.noun)Summary", "configureLabels", "updateTotals", "render\(entry.noun)", "refreshHeader"]))
        var e = Emitter(indent: 1)
        e.blank()
        e.open("func \(name)() {")
        e.line("let formatter = NumberFormatter()")
        e.line("formatter.numberStyle = .\(rng.pick(["currency", "decimal", "currency", "percent"]))")
        if rng.chance(50) { e.line("formatter.locale = Locale(identifier: \"\(rng.pick(["en_US", "de_DE", "fr_FR", "en_GB", "ja_JP"]))\")") }
        e.line("formatter.maximumFractionDigits = \(rng.int(0...2))")
        e.line("var total = 0.0")
        e.line("var count = 0")
        e.open("for item in items {")
        e.open("if let price = item[\"price\"] as? Double, let quantity = item[\"quantity\"] as? Int {")
        e.line("total += price * Double(quantity)")
        e.line("count += quantity")
        if rng.chance(50) {
            e.reopen("} else if let price = item[\"price\"] as? String, let value = Double(price) {")
            e.line("total += value")
            e.line("count += 1")
        }
        e.close()
        e.close()
        e.line("totalAmount = total")
        e.line("\(label()).text = \"Total: \\(formatter.string(from: NSNumber(value: total)) ?? \"-\")\"")
        e.line("\(label()).text = count == 1 ? \"1 \(entry.noun.lowercased())\" : \"\\(count) \(entry.noun.lowercased())s\"")
        if rng.chance(70) {
            e.line("let dateFormatter = DateFormatter()")
            e.line("dateFormatter.dateFormat = \"\(rng.pick(Vocabulary.dateFormats))\"")
            e.open("if let date = lastUpdated {")
            e.line("\(label()).text = \"Updated \\(dateFormatter.string(from: date))\"")
            e.reopen("} else {")
            e.line("\(label()).text = \"Not updated yet\"")
            e.close()
        }
        if rng.chance(50) {
            e.open("if total > \(rng.pick([100, 250, 500, 1000])) && !isLoading {")
            e.line("\(label()).textColor = \(rng.pick(Vocabulary.colors))")
            e.reopen("} else {")
            e.line("\(label()).textColor = \(rng.pick(Vocabulary.colors))")
            e.close()
        }
        e.close()
        return e.lines
    }

    mutating func appearanceMethod() -> [String] {
        let name = unique(rng.pick(["configureAppearance", "setupViews", "applyTheme", "styleButtons"]))
        var e = Emitter(indent: 1)
        e.blank()
        e.open("private func \(name)() {")
        e.line("view.backgroundColor = \(rng.pick([".white", ".systemBackground", "UIColor(white: 0.97, alpha: 1)"]))")
        for button in buttons {
            e.line("\(button).layer.cornerRadius = \(rng.int(4...12))")
            e.line("\(button).backgroundColor = \(rng.pick(Vocabulary.colors))")
            e.line("\(button).setTitleColor(.white, for: .normal)")
        }
        e.line("let isDarkMode = traitCollection.userInterfaceStyle == .dark")
        e.open("for label in [\(labels.prefix(3).joined(separator: ", "))] {")
        e.line("label?.textColor = isDarkMode ? .white : .darkGray")
        e.line("label?.font = UIFont.systemFont(ofSize: \(rng.int(12...18)), weight: .\(rng.pick(["regular", "medium", "semibold"])))")
        e.close()
        if rng.chance(50) {
            e.open("if UserDefaults.standard.bool(forKey: \"large_text_enabled\") || UIApplication.shared.preferredContentSizeCategory.isAccessibilityCategory {")
            e.line("\(labels[0]).font = UIFont.preferredFont(forTextStyle: .title1)")
            e.close()
        }
        e.close()
        return e.lines
    }

    // MARK: Navigation

    mutating func navigationAction() -> [String] {
        let button = rng.pick(buttons)
        let base = button.replacingOccurrences(of: "Button", with: "")
        let name = unique("didTap\(capitalized(base))")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("@IBAction func \(name)(_ sender: UIButton) {")
        e.line("Analytics.shared.track(\"\(screenKey)_\(snake(base))_tapped\")")
        switch rng.below(3) {
        case 0:
            e.open("guard let index = selectedIndex, index < items.count else {")
            e.line("\(label()).text = \"Please select a \(entry.noun.lowercased()) first\"")
            e.line("return")
            e.close()
            e.line("let item = items[index]")
            e.open("if let type = item[\"type\"] as? String, type == \"\(rng.pick(["premium", "business", "gift", "recurring"]))\" {")
            e.line("let controller = \(otherScreen())()")
            e.line("controller.title = item[\"name\"] as? String")
            e.line("navigationController?.pushViewController(controller, animated: true)")
            e.reopen("} else if UserDefaults.standard.bool(forKey: \"is_logged_in\") || item[\"public\"] as? Bool == true {")
            e.line("navigationController?.pushViewController(\(otherScreen())(), animated: true)")
            e.reopen("} else {")
            e.line("let login = UINavigationController(rootViewController: \(otherScreen())())")
            e.line("login.modalPresentationStyle = .fullScreen")
            e.line("present(login, animated: true, completion: nil)")
            e.close()
        case 1:
            let selector = hasSegmented ? "segmentedControl.selectedSegmentIndex" : "sender.tag"
            e.openSwitch("switch \(selector) {")
            let cases = rng.int(3...6)
            for value in 0..<cases {
                e.line("case \(value):")
                e.indent += 1
                if rng.chance(70) {
                    e.line("navigationController?.pushViewController(\(otherScreen())(), animated: true)")
                } else {
                    e.line("filter = \"\(rng.pick(Vocabulary.statuses))\"")
                    e.line("\(loadMethod)()")
                }
                e.indent -= 1
            }
            e.line("default:")
            e.line("    break")
            e.closeSwitch()
        default:
            e.line("guard !isLoading else { return }")
            e.open("if let delegateItem = items.first, let id = delegateItem[\"id\"] as? Int, id == \(idVar) {")
            e.line("UserDefaults.standard.set(id, forKey: \"last_\(snake(entry.noun))_id\")")
            e.close()
            e.line("let destination = \(otherScreen())()")
            e.line("destination.hidesBottomBarWhenPushed = \(rng.chance(50) ? "true" : "false")")
            e.line("navigationController?.pushViewController(destination, animated: true)")
        }
        e.close()
        return e.lines
    }

    mutating func prepareForSegue() -> [String] {
        guard !usedNames.contains("prepare") else { return switchHelper() }
        usedNames.append("prepare")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("override func prepare(for segue: UIStoryboardSegue, sender: Any?) {")
        e.line("super.prepare(for: segue, sender: sender)")
        e.openSwitch("switch segue.identifier {")
        for segue in rng.sample(Vocabulary.segueNames, count: rng.int(2...4)) {
            e.line("case \"\(segue)\"?:")
            e.indent += 1
            e.open("if let destination = segue.destination as? \(otherScreen()), let index = selectedIndex {")
            e.line("destination.title = items[index][\"name\"] as? String")
            e.close()
            e.indent -= 1
        }
        e.line("default:")
        e.line("    break")
        e.closeSwitch()
        e.close()
        return e.lines
    }

    // MARK: Switches

    mutating func switchHelper() -> [String] {
        var e = Emitter(indent: 1)
        e.blank()
        let caseCount = rng.int(3...12)
        switch rng.below(3) {
        case 0:
            let name = unique("displayText")
            e.open("func \(name)(for status: String) -> String {")
            e.openSwitch("switch status {")
            let statuses = rng.sample(Vocabulary.statuses, count: caseCount)
            var i = 0
            while i < statuses.count {
                if i + 1 < statuses.count && rng.chance(25) {
                    e.line("case \"\(statuses[i])\", \"\(statuses[i + 1])\":")
                    e.line("    return NSLocalizedString(\"status_\(statuses[i])\", comment: \"\")")
                    i += 2
                } else {
                    e.line("case \"\(statuses[i])\":")
                    e.line("    return \"\(capitalized(statuses[i]).replacingOccurrences(of: "_", with: " "))\"")
                    i += 1
                }
            }
            e.line("default:")
            e.line("    return \"Unknown\"")
            e.closeSwitch()
            e.close()
        case 1:
            let name = unique("color")
            e.open("private func \(name)(forCode code: Int) -> UIColor {")
            e.openSwitch("switch code {")
            for value in 0..<caseCount {
                if value == caseCount - 1 {
                    e.line("case \(value * 100)..<\(value * 100 + 100):")
                } else {
                    e.line("case \(value):")
                }
                e.line("    return \(rng.pick(Vocabulary.colors))")
            }
            e.line("default:")
            e.line("    return .black")
            e.closeSwitch()
            e.close()
        default:
            let name = unique("apply\(entry.noun)State")
            e.open("func \(name)(_ state: Int) {")
            e.openSwitch("switch state {")
            for value in 0..<caseCount {
                e.line("case \(value):")
                e.indent += 1
                e.line("\(label()).text = \"\(capitalized(rng.pick(Vocabulary.statuses)).replacingOccurrences(of: "_", with: " "))\"")
                if rng.chance(40) { e.line("\(rng.pick(buttons)).isHidden = \(rng.chance(50) ? "true" : "false")") }
                if rng.chance(20) { e.line("Analytics.shared.track(\"\(screenKey)_state_\(value)\")") }
                e.indent -= 1
            }
            e.line("default:")
            e.line("    \(labels[0]).text = nil")
            e.closeSwitch()
            e.close()
        }
        return e.lines
    }

    // MARK: Persistence and notifications

    mutating func persistenceMethod() -> [String] {
        let name = unique("save\(entry.noun)Preferences")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("func \(name)() {")
        e.line("let defaults = UserDefaults.standard")
        e.line("defaults.set(filter, forKey: \"\(screenKey)_filter\")")
        e.line("defaults.set(currentPage, forKey: \"\(screenKey)_page\")")
        if hasSwitch { e.line("defaults.set(notificationsSwitch.isOn, forKey: \"notifications_enabled\")") }
        e.open("if let index = selectedIndex {")
        e.line("defaults.set(index, forKey: \"\(screenKey)_selected_index\")")
        e.reopen("} else {")
        e.line("defaults.removeObject(forKey: \"\(screenKey)_selected_index\")")
        e.close()
        e.line("defaults.synchronize()")
        e.line("NotificationCenter.default.post(name: NSNotification.Name(\"\(entry.noun)\(rng.pick(Vocabulary.notificationNames))\"), object: nil, userInfo: [\"filter\": filter])")
        e.line("Analytics.shared.track(\"\(screenKey)_preferences_saved\", properties: [\"filter\": filter, \"page\": currentPage])")
        e.close()
        return e.lines
    }

    mutating func notificationHandler() -> [String] {
        usedNames.append("handle\(entry.noun)Change")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("@objc func handle\(entry.noun)Change(_ notification: Notification) {")
        e.open("guard let userInfo = notification.userInfo, let id = userInfo[\"id\"] as? Int else {")
        e.line("\(loadMethod)()")
        e.line("return")
        e.close()
        e.open("if id == \(idVar) || userInfo[\"force\"] as? Bool == true {")
        e.line("\(loadMethod)()")
        e.close()
        e.close()
        return e.lines
    }

    mutating func keyboardHandlers() -> [String] {
        usedNames += ["keyboardWillShow", "keyboardWillHide"]
        var e = Emitter(indent: 1)
        e.blank()
        e.open("@objc private func keyboardWillShow(_ notification: Notification) {")
        e.line("guard let userInfo = notification.userInfo,")
        e.open("      let frame = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect else {")
        e.line("return")
        e.close()
        e.line("scrollView.contentInset.bottom = frame.height")
        e.line("scrollView.scrollIndicatorInsets.bottom = frame.height")
        e.close()
        e.blank()
        e.open("@objc private func keyboardWillHide(_ notification: Notification) {")
        e.line("scrollView.contentInset = .zero")
        e.line("scrollView.scrollIndicatorInsets = .zero")
        e.close()
        return e.lines
    }

    mutating func timerMethod() -> [String] {
        usedNames.append("startRefreshTimer")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("private func startRefreshTimer() {")
        e.line("refreshTimer?.invalidate()")
        e.open("refreshTimer = Timer.scheduledTimer(withTimeInterval: \(rng.pick([15, 30, 60, 120])), repeats: true) { [weak self] _ in")
        e.line("guard let self = self else { return }")
        e.open("if !self.isLoading && self.view.window != nil {")
        e.line("self.\(loadMethod)()")
        e.close()
        e.close()
        e.close()
        return e.lines
    }

    mutating func alertHelper() -> [String] {
        usedNames.append("showAlert")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("func showAlert(title: String, message: String) {")
        e.line("let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)")
        e.line("alert.addAction(UIAlertAction(title: \"OK\", style: .default, handler: nil))")
        e.line("present(alert, animated: true, completion: nil)")
        e.close()
        return e.lines
    }

    mutating func confirmationAlert() -> [String] {
        let name = unique("confirmDelete\(entry.noun)")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("private func \(name)(at index: Int) {")
        e.line("let alert = UIAlertController(title: \"Delete \(entry.noun)\", message: \"Are you sure? This cannot be undone.\", preferredStyle: .\(rng.pick(["alert", "actionSheet"])))")
        e.line("alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel, handler: nil))")
        e.open("alert.addAction(UIAlertAction(title: \"Delete\", style: .destructive) { [weak self] _ in")
        e.line("guard let self = self, index < self.items.count else { return }")
        e.line("let removed = self.items.remove(at: index)")
        e.open("if let id = removed[\"id\"] as? Int {")
        e.line("URLSession.shared.dataTask(with: URL(string: \"https://api.example.com/v1/\(pathComponent)/\\(id)\")!).resume()")
        e.close()
        if hasTable { e.line("self.tableView.reloadData()") }
        e.line("Analytics.shared.track(\"\(screenKey)_deleted\")")
        e.close("})")
        e.line("present(alert, animated: true, completion: nil)")
        e.close()
        return e.lines
    }

    // MARK: Helpers with loops and conditions

    mutating func validationHelper() -> [String] {
        let name = unique(rng.pick(["validateForm", "canSubmit", "isInputValid"]))
        var e = Emitter(indent: 1)
        e.blank()
        e.open("private func \(name)() -> Bool {")
        e.line("var isValid = true")
        if hasTextField {
            e.line("let email = emailTextField.text ?? \"\"")
            e.open("if email.isEmpty || !email.contains(\"@\") || email.count > 254 {")
            e.line("\(label()).text = \"Please enter a valid email\"")
            e.line("isValid = false")
            e.close()
        }
        e.open("for (index, item) in items.enumerated() where index < \(rng.pick([20, 50, 100])) {")
        e.line("let quantity = item[\"quantity\"] as? Int ?? 0")
        e.open("if quantity <= 0 && !(item[\"optional\"] as? Bool ?? false) {")
        e.line("isValid = false")
        e.line("break")
        e.close()
        e.close()
        e.line("var attempts = retryCount")
        e.open("while attempts > \(rng.int(2...5)) && isValid {")
        e.line("attempts -= 1")
        e.close()
        e.line("return isValid && !isLoading && (selectedIndex != nil || items.isEmpty)")
        e.close()
        return e.lines
    }

    mutating func filterHelper() -> [String] {
        let name = unique("filtered\(entry.noun)s")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("private func \(name)(matching query: String) -> [[String: Any]] {")
        e.line("var result: [[String: Any]] = []")
        e.open("for item in items {")
        e.line("guard let name = item[\"name\"] as? String else { continue }")
        e.open("if query.isEmpty || name.lowercased().contains(query.lowercased()) {")
        e.open("if filter == \"all\" || (item[\"status\"] as? String) == filter {")
        e.line("result.append(item)")
        e.close()
        e.close()
        e.close()
        e.open("return result.sorted { lhs, rhs in")
        e.line("(lhs[\"\(rng.pick(["date", "price", "updated_at", "rank"]))\"] as? Double ?? 0) > (rhs[\"date\"] as? Double ?? 0)")
        e.close()
        e.close()
        return e.lines
    }

    // MARK: Extensions

    mutating func tableExtension() -> [String] {
        let name = entry.typeName
        let o = isTableViewController ? "override " : ""
        var e = Emitter(indent: 0)
        e.blank()
        e.line("// MARK: - UITableViewDataSource & UITableViewDelegate")
        e.blank()
        e.open(isTableViewController ? "extension \(name) {" : "extension \(name): UITableViewDataSource, UITableViewDelegate {")
        e.open("\(o)func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {")
        e.line("return items.count")
        e.close()
        e.blank()
        e.open("\(o)func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {")
        e.line("let cell = tableView.dequeueReusableCell(withIdentifier: \"\(entry.noun)Cell\", for: indexPath)")
        e.line("let item = items[indexPath.row]")
        e.line("cell.textLabel?.text = item[\"name\"] as? String ?? \"Untitled\"")
        e.open("if let price = item[\"price\"] as? Double {")
        e.line("cell.detailTextLabel?.text = String(format: \"$%.2f\", price)")
        e.reopen("} else {")
        e.line("cell.detailTextLabel?.text = nil")
        e.close()
        e.line("cell.accessoryType = selectedIndex == indexPath.row ? .checkmark : .disclosureIndicator")
        e.line("return cell")
        e.close()
        e.blank()
        e.open("\(o)func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {")
        e.line("tableView.deselectRow(at: indexPath, animated: true)")
        e.line("selectedIndex = indexPath.row")
        e.line("let item = items[indexPath.row]")
        e.openSwitch("switch item[\"type\"] as? String ?? \"\" {")
        for type in rng.sample(["detail", "edit", "history", "web", "gift", "support", "promo"], count: rng.int(2...4)) {
            e.line("case \"\(type)\":")
            e.line("    navigationController?.pushViewController(\(otherScreen())(), animated: true)")
        }
        e.line("default:")
        e.indent += 1
        e.line("Analytics.shared.track(\"\(screenKey)_row_selected\", properties: [\"id\": item[\"id\"] ?? 0])")
        if hasDelegate {
            e.line("delegate?.\(lowerNoun)Screen(self, didSelect\(entry.noun): item)")
        }
        e.indent -= 1
        e.closeSwitch()
        e.close()
        e.blank()
        e.open("\(o)func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {")
        e.open("if indexPath.row == items.count - \(rng.int(3...8)) && hasMorePages && !isLoading {")
        e.line("currentPage += 1")
        e.line("\(loadMethod)(page: currentPage)")
        e.close()
        e.close()
        e.close()
        return e.lines
    }

    mutating func textFieldExtension() -> [String] {
        var e = Emitter(indent: 0)
        e.blank()
        e.line("// MARK: - UITextFieldDelegate")
        e.blank()
        e.open("extension \(entry.typeName): UITextFieldDelegate {")
        e.open("func textFieldShouldReturn(_ textField: UITextField) -> Bool {")
        e.line("textField.resignFirstResponder()")
        e.open("if let text = textField.text, text.count >= 3 {")
        e.line("filter = text")
        e.line("\(loadMethod)()")
        e.close()
        e.line("return true")
        e.close()
        e.close()
        return e.lines
    }
}

// MARK: - Base view controller and analytics

extension SyntheticCorpus.FileWriter {
    mutating func writeBaseViewController(target: Int) -> [String] {
        labels = ["titleLabel"]
        buttons = ["retryButton"]
        var e = Emitter(indent: 0)
        e.lines = header(imports: ["UIKit"])
        e.open("class BaseViewController: UIViewController {")
        e.blank()
        e.line("private var loadingView: UIActivityIndicatorView?")
        e.line("var screenName: String { return String(describing: type(of: self)) }")
        e.blank()
        e.open("override func viewDidLoad() {")
        e.line("super.viewDidLoad()")
        e.line("view.backgroundColor = .white")
        e.line("navigationItem.backBarButtonItem = UIBarButtonItem(title: \"\", style: .plain, target: nil, action: nil)")
        e.close()
        e.blank()
        e.open("override func viewDidAppear(_ animated: Bool) {")
        e.line("super.viewDidAppear(animated)")
        e.line("Analytics.shared.track(\"screen_\\(screenName)\")")
        e.close()
        e.blank()
        e.open("func showLoading() {")
        e.line("guard loadingView == nil else { return }")
        e.line("let indicator = UIActivityIndicatorView(style: .large)")
        e.line("indicator.center = view.center")
        e.line("view.addSubview(indicator)")
        e.line("indicator.startAnimating()")
        e.line("loadingView = indicator")
        e.close()
        e.blank()
        e.open("func hideLoading() {")
        e.line("loadingView?.removeFromSuperview()")
        e.line("loadingView = nil")
        e.close()
        e.blank()
        e.open("func showError(_ message: String) {")
        e.line("let alert = UIAlertController(title: \"Error\", message: message, preferredStyle: .alert)")
        e.line("alert.addAction(UIAlertAction(title: \"OK\", style: .default, handler: nil))")
        e.line("present(alert, animated: true, completion: nil)")
        e.close()
        var tail = Emitter(indent: 0)
        tail.line("}")
        let fixed = e.lines.count + tail.lines.count
        let filled = fill(
            budget: target - fixed,
            indent: 1,
            makeChunk: { writer, _ in writer.baseChunk() },
            padding: { writer, indent in writer.constantLine(indent: indent) }
        )
        return e.lines + filled.padding + filled.chunks + tail.lines
    }

    mutating func baseChunk() -> [String] {
        var e = Emitter(indent: 1)
        e.blank()
        switch rng.below(4) {
        case 0:
            let name = unique("formattedCurrency")
            e.open("func \(name)(_ value: Double, currencyCode: String = \"USD\") -> String {")
            e.line("let formatter = NumberFormatter()")
            e.line("formatter.numberStyle = .currency")
            e.line("formatter.currencyCode = currencyCode")
            e.open("if value.rounded() == value && value < \(rng.pick([100, 1000, 10000])) {")
            e.line("formatter.maximumFractionDigits = 0")
            e.close()
            e.line("return formatter.string(from: NSNumber(value: value)) ?? \"\\(value)\"")
            e.close()
        case 1:
            let name = unique("relativeDateString")
            e.open("func \(name)(from date: Date) -> String {")
            e.line("let seconds = Date().timeIntervalSince(date)")
            e.open("if seconds < 60 {")
            e.line("return \"Just now\"")
            e.reopen("} else if seconds < 3600 {")
            e.line("return \"\\(Int(seconds / 60)) min ago\"")
            e.reopen("} else if seconds < 86400 {")
            e.line("return \"\\(Int(seconds / 3600)) h ago\"")
            e.close()
            e.line("let formatter = DateFormatter()")
            e.line("formatter.dateFormat = \"\(rng.pick(Vocabulary.dateFormats))\"")
            e.line("return formatter.string(from: date)")
            e.close()
        case 2:
            let name = unique("handle")
            e.open("func \(name)(error: Error, retry: (() -> Void)? = nil) {")
            e.line("let nsError = error as NSError")
            e.open("if nsError.domain == NSURLErrorDomain && (nsError.code == NSURLErrorNotConnectedToInternet || nsError.code == NSURLErrorTimedOut) {")
            e.line("showError(\"Please check your internet connection.\")")
            e.reopen("} else if let retry = retry {")
            e.line("let alert = UIAlertController(title: \"Error\", message: error.localizedDescription, preferredStyle: .alert)")
            e.line("alert.addAction(UIAlertAction(title: \"Retry\", style: .default) { _ in retry() })")
            e.line("alert.addAction(UIAlertAction(title: \"Cancel\", style: .cancel, handler: nil))")
            e.line("present(alert, animated: true, completion: nil)")
            e.reopen("} else {")
            e.line("showError(error.localizedDescription)")
            e.close()
            e.line("Analytics.shared.track(\"error_shown\", properties: [\"code\": nsError.code])")
            e.close()
        default:
            let name = unique("push")
            e.open("func \(name)(_ controller: UIViewController, hidesTabBar: Bool = false) {")
            e.line("controller.hidesBottomBarWhenPushed = hidesTabBar")
            e.open("if let navigationController = navigationController {")
            e.line("navigationController.pushViewController(controller, animated: true)")
            e.reopen("} else {")
            e.line("present(UINavigationController(rootViewController: controller), animated: true, completion: nil)")
            e.close()
            e.close()
        }
        return e.lines
    }

    mutating func writeAnalytics(target: Int) -> [String] {
        var e = Emitter(indent: 0)
        e.lines = header(imports: ["Foundation"])
        e.open("final class Analytics {")
        e.line("static let shared = Analytics()")
        e.line("private var buffer: [[String: Any]] = []")
        e.line("private let queue = DispatchQueue(label: \"com.example.legacyapp.analytics\")")
        e.line("var isEnabled = UserDefaults.standard.bool(forKey: \"analytics_enabled\")")
        e.blank()
        e.open("func track(_ event: String, properties: [String: Any] = [:]) {")
        e.line("guard isEnabled else { return }")
        e.open("queue.async {")
        e.line("var payload = properties")
        e.line("payload[\"event\"] = event")
        e.line("payload[\"timestamp\"] = Date().timeIntervalSince1970")
        e.line("self.buffer.append(payload)")
        e.open("if self.buffer.count >= 20 {")
        e.line("self.flush()")
        e.close()
        e.close()
        e.close()
        e.blank()
        e.open("private func flush() {")
        e.line("let events = buffer")
        e.line("buffer.removeAll()")
        e.line("var request = URLRequest(url: URL(string: \"https://api.example.com/v1/analytics\")!)")
        e.line("request.httpMethod = \"POST\"")
        e.line("request.httpBody = try? JSONSerialization.data(withJSONObject: events, options: [])")
        e.line("URLSession.shared.dataTask(with: request).resume()")
        e.close()
        e.close()
        e.blank()
        e.open("enum AnalyticsEvent {")
        var tail = Emitter(indent: 0)
        tail.line("}")
        var constants: [String] = []
        var n = 0
        while e.lines.count + constants.count + tail.lines.count < target {
            let noun = snake(rng.pick(Vocabulary.nouns))
            let action = rng.pick(["viewed", "tapped", "created", "deleted", "shared", "failed", "updated", "opened"])
            constants.append("    static let \(noun.replacingOccurrences(of: "_", with: ""))\(capitalized(action))\(n) = \"\(noun)_\(action)\"")
            n += 1
        }
        return e.lines + constants + tail.lines
    }
}

// MARK: - Models

extension SyntheticCorpus.FileWriter {
    mutating func writeModel(target: Int) -> [String] {
        let name = entry.typeName
        let statusName = "\(name)Status"
        let statuses = rng.sample(Vocabulary.statuses, count: rng.int(3...8))
        modelStatuses = statuses
        var e = Emitter(indent: 0)
        e.lines = header(imports: ["Foundation"])
        e.open("enum \(statusName): String, Codable {")
        for status in statuses {
            let caseName = camel(status)
            e.line(caseName == status ? "case \(caseName)" : "case \(caseName) = \"\(status)\"")
        }
        e.blank()
        e.open("var displayName: String {")
        e.openSwitch("switch self {")
        var i = 0
        while i < statuses.count {
            if i + 1 < statuses.count && rng.chance(25) {
                e.line("case .\(camel(statuses[i])), .\(camel(statuses[i + 1])):")
                e.line("    return \"\(capitalized(statuses[i]).replacingOccurrences(of: "_", with: " "))\"")
                i += 2
            } else {
                e.line("case .\(camel(statuses[i])):")
                e.line("    return \"\(capitalized(statuses[i]).replacingOccurrences(of: "_", with: " "))\"")
                i += 1
            }
        }
        e.closeSwitch()
        e.close()
        e.close()
        e.blank()
        e.open("struct \(name): Codable, Equatable {")
        e.line("let id: Int")
        e.line("var name: String")
        e.line("var price: Double")
        e.line("var quantity: Int")
        e.line("var status: \(statusName)")
        e.line("var createdAt: Date?")
        e.line("var tags: [String]")
        e.line("var notes: String?")
        e.blank()
        e.open("enum CodingKeys: String, CodingKey {")
        e.line("case id, name, price, quantity, status, tags, notes")
        e.line("case createdAt = \"created_at\"")
        e.close()
        e.blank()
        e.open("init?(json: [String: Any]) {")
        e.line("guard let id = json[\"id\"] as? Int,")
        e.open("      let name = json[\"name\"] as? String, !name.isEmpty else {")
        e.line("return nil")
        e.close()
        e.line("self.id = id")
        e.line("self.name = name")
        e.line("self.price = json[\"price\"] as? Double ?? Double(json[\"price\"] as? String ?? \"\") ?? 0")
        e.line("self.quantity = json[\"quantity\"] as? Int ?? 1")
        e.line("self.status = \(statusName)(rawValue: json[\"status\"] as? String ?? \"\") ?? .\(camel(statuses[0]))")
        e.open("if let timestamp = json[\"created_at\"] as? TimeInterval {")
        e.line("self.createdAt = Date(timeIntervalSince1970: timestamp)")
        e.reopen("} else {")
        e.line("self.createdAt = nil")
        e.close()
        e.line("self.tags = json[\"tags\"] as? [String] ?? []")
        e.line("self.notes = json[\"notes\"] as? String")
        e.close()
        var tail = Emitter(indent: 0)
        tail.line("}")
        let fixed = e.lines.count + tail.lines.count
        let filled = fill(
            budget: target - fixed,
            indent: 1,
            makeChunk: { writer, _ in writer.modelChunk() },
            padding: { writer, indent in writer.modelPadding(indent: indent) }
        )
        return e.lines + filled.padding + filled.chunks + tail.lines
    }

    func camel(_ snakeCase: String) -> String {
        let parts = snakeCase.split(separator: "_").map(String.init)
        guard let first = parts.first else { return snakeCase }
        return first + parts.dropFirst().map { capitalized($0) }.joined()
    }

    mutating func modelPadding(indent: Int) -> String {
        let prefix = String(repeating: "    ", count: indent)
        switch rng.below(3) {
        case 0: return prefix + "var \(unique("isFlagged")): Bool { return tags.contains(\"\(rng.pick(["flagged", "vip", "priority", "fragile"]))\") }"
        case 1: return prefix + "static let \(unique("maxQuantity")) = \(rng.pick([10, 20, 99, 999]))"
        default: return prefix + rng.pick(Vocabulary.todoComments)
        }
    }

    mutating func modelChunk() -> [String] {
        let name = entry.typeName
        var e = Emitter(indent: 1)
        e.blank()
        switch rng.below(5) {
        case 0:
            e.open("var \(unique("formattedPrice")): String {")
            e.line("let formatter = NumberFormatter()")
            e.line("formatter.numberStyle = .currency")
            e.line("return formatter.string(from: NSNumber(value: price * Double(quantity))) ?? \"\"")
            e.close()
        case 1:
            e.open("var \(unique("isActive")): Bool {")
            e.line("return status != .\(camel(rng.pick(modelStatuses))) && (quantity > 0 || price == 0) && !tags.contains(\"hidden\")")
            e.close()
        case 2:
            e.open("static func \(unique("parseList"))(_ array: [[String: Any]]) -> [\(name)] {")
            e.line("var result: [\(name)] = []")
            e.open("for json in array {")
            e.open("if let model = \(name)(json: json) {")
            e.line("result.append(model)")
            e.reopen("} else {")
            e.line("print(\"Failed to parse \(entry.noun.lowercased()): \\(json)\")")
            e.close()
            e.close()
            e.line("return result")
            e.close()
        case 3:
            e.open("func \(unique("toJSON"))() -> [String: Any] {")
            e.line("var json: [String: Any] = [\"id\": id, \"name\": name, \"price\": price, \"quantity\": quantity]")
            e.line("json[\"status\"] = status.rawValue")
            e.open("if let createdAt = createdAt {")
            e.line("json[\"created_at\"] = createdAt.timeIntervalSince1970")
            e.close()
            e.open("if let notes = notes, !notes.isEmpty {")
            e.line("json[\"notes\"] = notes")
            e.close()
            e.line("return json")
            e.close()
        default:
            e.open("func \(unique("matches"))(query: String) -> Bool {")
            e.line("let lowered = query.lowercased()")
            e.open("for tag in tags where tag.lowercased().hasPrefix(lowered) {")
            e.line("return true")
            e.close()
            e.line("return name.lowercased().contains(lowered) || (notes?.lowercased().contains(lowered) ?? false)")
            e.close()
        }
        return e.lines
    }
}

// MARK: - API clients

extension SyntheticCorpus.FileWriter {
    mutating func writeAPIClient(target: Int) -> [String] {
        let name = entry.typeName
        let errorName = "\(name)Error"
        var e = Emitter(indent: 0)
        e.lines = header(imports: ["Foundation"])
        e.open("enum \(errorName): Error {")
        e.line("case invalidURL")
        e.line("case network(Error)")
        e.line("case server(statusCode: Int)")
        e.line("case decoding")
        e.close()
        e.blank()
        e.open("final class \(name) {")
        e.line("static let shared = \(name)()")
        e.line("private let session: URLSession")
        e.line("private let baseURL = \"https://api.example.com/v\(rng.int(1...3))\"")
        e.blank()
        e.open("var authToken: String? {")
        e.line("get { return UserDefaults.standard.string(forKey: \"auth_token\") }")
        e.line("set { UserDefaults.standard.set(newValue, forKey: \"auth_token\") }")
        e.close()
        e.blank()
        e.open("init(session: URLSession = .shared) {")
        e.line("self.session = session")
        e.close()
        e.blank()
        e.open("private func makeRequest(path: String, method: String = \"GET\", body: [String: Any]? = nil) -> URLRequest? {")
        e.open("guard let url = URL(string: \"\\(baseURL)/\\(path)\") else {")
        e.line("return nil")
        e.close()
        e.line("var request = URLRequest(url: url)")
        e.line("request.httpMethod = method")
        e.open("if let token = authToken {")
        e.line("request.setValue(\"Bearer \\(token)\", forHTTPHeaderField: \"Authorization\")")
        e.close()
        e.open("if let body = body {")
        e.line("request.setValue(\"application/json\", forHTTPHeaderField: \"Content-Type\")")
        e.line("request.httpBody = try? JSONSerialization.data(withJSONObject: body, options: [])")
        e.close()
        e.line("return request")
        e.close()
        var tail = Emitter(indent: 0)
        tail.line("}")
        let fixed = e.lines.count + tail.lines.count
        let filled = fill(
            budget: target - fixed,
            indent: 1,
            makeChunk: { writer, _ in writer.apiChunk(errorName: errorName) },
            padding: { writer, indent in writer.constantLine(indent: indent) }
        )
        return e.lines + filled.padding + filled.chunks + tail.lines
    }

    mutating func apiChunk(errorName: String) -> [String] {
        let verb = rng.pick(["fetch", "fetch", "create", "update", "delete", "search"])
        let method: String
        switch verb {
        case "create": method = "POST"
        case "update": method = "PUT"
        case "delete": method = "DELETE"
        default: method = "GET"
        }
        let name = unique("\(verb)\(entry.noun)\(rng.pick(["s", "", "Details", "History"]))")
        var e = Emitter(indent: 1)
        e.blank()
        e.open("func \(name)(id: Int, page: Int = 1, completion: @escaping (Result<[[String: Any]], Error>) -> Void) {")
        let body = method == "POST" || method == "PUT" ? ", body: [\"id\": id]" : ""
        e.open("guard let request = makeRequest(path: \"\(pathComponent)/\\(id)?page=\\(page)\", method: \"\(method)\"\(body)) else {")
        e.line("completion(.failure(\(errorName).invalidURL))")
        e.line("return")
        e.close()
        e.open("session.dataTask(with: request) { data, response, error in")
        e.open("if let error = error {")
        e.line("DispatchQueue.main.async { completion(.failure(\(errorName).network(error))) }")
        e.line("return")
        e.close()
        e.open("if let http = response as? HTTPURLResponse, !(200...299).contains(http.statusCode) {")
        e.line("DispatchQueue.main.async { completion(.failure(\(errorName).server(statusCode: http.statusCode))) }")
        e.line("return")
        e.close()
        e.open("do {")
        e.line("let object = try JSONSerialization.jsonObject(with: data ?? Data(), options: [])")
        e.open("if let list = object as? [[String: Any]] {")
        e.line("DispatchQueue.main.async { completion(.success(list)) }")
        e.reopen("} else if let dict = object as? [String: Any], let list = dict[\"results\"] as? [[String: Any]] {")
        e.line("DispatchQueue.main.async { completion(.success(list)) }")
        e.reopen("} else {")
        e.line("DispatchQueue.main.async { completion(.failure(\(errorName).decoding)) }")
        e.close()
        e.reopen("} catch {")
        e.line("DispatchQueue.main.async { completion(.failure(\(errorName).decoding)) }")
        e.close()
        e.close("}.resume()")
        e.close()
        return e.lines
    }
}

// MARK: - SwiftUI views

extension SyntheticCorpus.FileWriter {
    mutating func writeSwiftUIView(target: Int) -> [String] {
        let name = entry.typeName
        var e = Emitter(indent: 0)
        e.lines = header(imports: ["SwiftUI"])
        e.open("struct \(name): View {")
        e.line("let title: String")
        e.line("let subtitle: String")
        e.line("let price: Double")
        e.line("var onSelect: (() -> Void)?")
        e.line("@State var isExpanded = false")
        e.line("@State private var isFavorite = false")
        e.line("@State private var quantity = 1")
        e.blank()
        // Extra sections are generated first so body can reference them.
        var tail = Emitter(indent: 0)
        tail.line("}")
        tail.blank()
        tail.open("struct \(name)_Previews: PreviewProvider {")
        tail.open("static var previews: some View {")
        tail.line("\(name)(title: \"Sample \(entry.noun)\", subtitle: \"Details\", price: \(rng.int(1...99)).99)")
        tail.close()
        tail.close()
        let bodyFixed = 25
        let sectionMarker = "\u{1}"
        var sectionNames: [String] = []
        let filled = fill(
            budget: target - e.lines.count - tail.lines.count - bodyFixed,
            indent: 1,
            makeChunk: { writer, _ in
                let (name, lines) = writer.swiftUISection()
                // One more line for the reference from `body`, carried as a
                // marker line that never reaches the output.
                return lines + [sectionMarker + name]
            },
            padding: { writer, indent in writer.swiftUIPadding(indent: indent) }
        )
        // Split chunk lines from section names (each chunk ended with its name).
        var chunkLines: [String] = []
        for line in filled.chunks {
            if line.hasPrefix(sectionMarker) {
                sectionNames.append(String(line.dropFirst(sectionMarker.count)))
            } else {
                chunkLines.append(line)
            }
        }
        var b = Emitter(indent: 1)
        b.blank()
        b.open("var body: some View {")
        b.open("VStack(alignment: .leading, spacing: \(rng.pick([4, 8, 12]))) {")
        b.open("HStack {")
        b.line("Text(title)")
        b.line("    .font(.headline)")
        b.line("Spacer()")
        b.open("Button(action: { isFavorite.toggle() }) {")
        b.line("Image(systemName: isFavorite ? \"heart.fill\" : \"heart\")")
        b.close()
        b.close()
        b.open("if isExpanded {")
        b.line("Text(subtitle)")
        b.line("    .font(.subheadline)")
        b.line("    .foregroundColor(.secondary)")
        b.line("Stepper(\"Quantity: \\(quantity)\", value: $quantity, in: 1...\(rng.pick([10, 20, 99])))")
        b.close()
        b.line("Text(String(format: \"$%.2f\", price * Double(quantity)))")
        for section in sectionNames {
            b.line(section)
        }
        b.close()
        b.line(".padding()")
        b.open(".onTapGesture {")
        b.line("withAnimation { isExpanded.toggle() }")
        b.line("onSelect?()")
        b.close()
        b.close()
        return e.lines + filled.padding + b.lines + chunkLines + tail.lines
    }

    mutating func swiftUIPadding(indent: Int) -> String {
        let prefix = String(repeating: "    ", count: indent)
        switch rng.below(3) {
        case 0: return prefix + "private let \(unique("rowSpacing")): CGFloat = \(rng.int(2...16))"
        case 1: return prefix + "private let \(unique("accentOpacity")) = 0.\(rng.int(1...9))"
        default: return prefix + rng.pick(Vocabulary.todoComments)
        }
    }

    mutating func swiftUISection() -> (String, [String]) {
        var e = Emitter(indent: 1)
        e.blank()
        let kind = rng.below(3)
        let name = unique(rng.pick([["ratingView", "quantityIndicator"], ["shippingBadge", "offerBadge"], ["detailsSection", "optionsSection"]][kind]))
        e.open("private var \(name): some View {")
        switch kind {
        case 0:
            e.open("HStack(spacing: \(rng.int(4...12))) {")
            e.open("ForEach(0..<\(rng.int(3...5))) { index in")
            e.line("Image(systemName: index < quantity ? \"\(rng.pick(Vocabulary.symbols)).fill\" : \"\(rng.pick(Vocabulary.symbols))\")")
            e.line("    .foregroundColor(index < quantity ? .orange : .gray)")
            e.close()
            e.close()
        case 1:
            e.open("Group {")
            e.open("if price > \(rng.pick([10, 50, 100])) && !isFavorite {")
            e.line("Text(\"Free shipping\")")
            e.line("    .font(.caption)")
            e.line("    .foregroundColor(.green)")
            e.reopen("} else if price == 0 || quantity > \(rng.int(3...9)) {")
            e.line("Text(\"Special offer\")")
            e.line("    .font(.caption)")
            e.reopen("} else {")
            e.line("EmptyView()")
            e.close()
            e.close()
        default:
            e.open("VStack(alignment: .leading) {")
            e.line("Text(\"\(entry.noun) details\").font(.caption).bold()")
            e.open("Toggle(isOn: $isExpanded) {")
            e.line("Label(\"Show more\", systemImage: \"\(rng.pick(Vocabulary.symbols))\")")
            e.close()
            e.close()
            e.line(".padding(.vertical, \(rng.int(2...8)))")
        }
        e.close()
        return (name, e.lines)
    }
}
