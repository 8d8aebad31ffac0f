import StranglerSources

/// Formatting: formatters, `String(format:)`, and model values turned into UI text, colours or visibility.
///
/// Copying a value as it is (`nameLabel.text = product.name`) is display, not formatting; deciding a colour or
/// a visibility from data (`badge.isHidden = product.isSoldOut`) is formatting; and whatever comes from a
/// ViewModel (`titleLabel.text = viewModel.title`) is display, because the Presenter already formatted it.
struct FormattingDetector: Detector {
    let responsibility = Responsibility.formatting

    static let formatterTypes: NameSet = [
        "NumberFormatter", "DateFormatter", "ISO8601DateFormatter", "MeasurementFormatter", "DateComponentsFormatter",
        "DateIntervalFormatter", "ByteCountFormatter", "PersonNameComponentsFormatter", "RelativeDateTimeFormatter",
        "ListFormatter", "NSNumberFormatter", "NSDateFormatter", "NSAttributedString", "NSMutableAttributedString",
        "AttributedString",
    ]

    /// UI properties whose value is what the user reads or sees.
    static let displayProperties: NameSet = [
        "text", "attributedText", "title", "placeholder", "textColor", "backgroundColor", "tintColor", "isHidden",
        "alpha", "isEnabled", "image", "font", "progress", "isOn", "badgeValue", "accessibilityLabel", "borderColor",
        "secondaryText", "accessoryType", "textAlignment", "color",
        // Objective-C's names of the same properties.
        "hidden", "enabled",
    ]

    /// Of those, the ones that show a decision (a colour, a visibility), which a plain copy of data still takes.
    static let decisionProperties: NameSet = [
        "textColor", "backgroundColor", "tintColor", "isHidden", "alpha", "isEnabled", "borderColor", "setTitleColor",
        "accessoryType", "textAlignment", "color", "hidden", "enabled",
    ]

    static let formatCalls: NameSet = ["formatted", "localizedStringWithFormat", "stringWithFormat"]

    static let displaySetters: NameSet = ["setTitle", "setAttributedTitle", "setTitleColor", "setImage", "setProgress"]

    static let viewModifiers: NameSet = [
        "foregroundColor", "foregroundStyle", "background", "opacity", "fill", "tint", "strikethrough", "font", "disabled",
    ]

    func symbol(for event: Event, in context: EventContext) -> String? {
        switch event.kind {
        case .call, .access:
            if let type = context.receiverType(event) ?? event.typeRoot, Self.formatterTypes.contains(type) {
                return event.symbol
            }
            guard event.kind == .call else { return nil }
            let isStringFormat = event.isInitializer(of: "String") && event.arguments.first.map { $0.label == "format" } == true
            if isStringFormat || Self.formatCalls.contains(event.name) {
                // A format that builds a URL or an endpoint path is networking's business, not display.
                if event.arguments.first?.strings.first.map(Self.isPathFormat) == true { return nil }
                return isStringFormat ? "String(format:)" : event.symbol
            }
            if Self.displaySetters.contains(event.name), context.isUIChain(event.receiver),
               let value = event.arguments.first, isDerived(value, shownAs: event.name, context) {
                return event.symbol
            }
            if event.isInitializer(of: "Text"), let value = event.arguments.first, value.hasInterpolation, !value.roots.isEmpty {
                return "Text(\"" + (value.strings.first ?? "") + "\")"
            }
            if Self.viewModifiers.contains(event.name), event.arguments.contains(where: \.isDecision) {
                return "." + event.name
            }
            return nil
        case .assignment:
            guard Self.displayProperties.contains(event.name), let value = event.arguments.first,
                  event.path.count >= 2 && context.isUIChain(event.receiver) || Self.isOwnTitle(event, context),
                  isDerived(value, shownAs: event.name, context) || Self.isDecidedByState(event, value, context)
            else { return nil }
            return event.symbol
        default:
            return nil
        }
    }

    /// A colour or a visibility set to a constant in a branch taken on the screen's data (`case .delivered:
    /// statusLabel.textColor = .systemGreen` in a `switch order.status`): the decision is the branch's.
    private static func isDecidedByState(_ event: Event, _ value: ValueSummary, _ context: EventContext) -> Bool {
        guard value.isConstant, decisionProperties.contains(event.name), !event.conditions.isEmpty else { return false }
        return event.conditions.contains { condition in
            // A case of a switch over the value (`order.status: case .delivered`).
            guard let colon = condition.range(of: ": case ") ?? condition.range(of: ": default") else { return false }
            var text = condition[..<colon.lowerBound].drop { $0 == "(" || $0 == " " }
            if text.hasPrefix("self.") { text = text.dropFirst(5) }
            let root = String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            return !root.isEmpty && context.properties[root] != nil && !context.isUIName(root)
        }
    }

    /// A view controller's own `title` (`title = "Inbox (\(count))"`), which its navigation bar shows.
    private static func isOwnTitle(_ event: Event, _ context: EventContext) -> Bool {
        context.isViewController && event.name == "title" && event.unqualifiedPath.count == 1
    }

    /// A value computed from data for `property`, rather than a constant, another control's value, a ViewModel's
    /// value, or (for what is not a decision) a model value copied as it is.
    private func isDerived(_ value: ValueSummary, shownAs property: String, _ context: EventContext) -> Bool {
        if value.isConstant || value.isClosure { return false }
        if !value.roots.isEmpty, value.roots.allSatisfy({ isViewModel($0, context) || isStyle($0, context) }) { return false }
        if value.isDecision { return true }
        if value.typeName.map(Self.formatterTypes.contains) == true { return true }
        if !value.hasInterpolation, !Self.decisionProperties.contains(property), Self.isPlainReference(value.text) { return false }
        return value.roots.contains { !context.isUIName($0) }
    }

    /// A theme, style or palette (`view.backgroundColor = theme.colors.paperBackground`, `theme.isDark ? … : …`): styling
    /// the view, which stays in the ViewController, not a decision taken from the scene's data.
    private func isStyle(_ root: String, _ context: EventContext) -> Bool {
        Self.styleWords.occur(in: root) || context.type(of: [root][...]).map { Self.styleWords.occur(in: $0) } == true
    }

    private static let styleWords = NameWords(["theme", "style", "appearance", "palette"], ignoringCase: true)

    private func isViewModel(_ root: String, _ context: EventContext) -> Bool {
        root.lowercased().hasSuffix("viewmodel") || context.type(of: [root][...])?.hasSuffix("ViewModel") == true
    }

    /// `"/users/%@/buddies"`, `"%@/v2/items"`, `"https://…/%@"`: a format that builds a path or a URL; in Objective-C,
    /// read as the string it builds, `"\(baseURL)/v2/items"`.
    static func isPathFormat(_ format: String) -> Bool {
        if format.hasPrefix("\\("), let close = format.firstIndex(of: ")"), format[format.index(after: close)...].hasPrefix("/") {
            return true
        }
        return format.hasPrefix("/") || format.hasPrefix("%@/") || format.contains("://")
    }

    /// Properties that turn a value into display text (`order.status.rawValue.capitalized`).
    static let textTransforms: Set<Substring> = [
        "capitalized", "localizedCapitalized", "localizedUppercase", "localizedLowercase", "description", "rawValue",
    ]

    /// `product.name`, `self.user?.email`, `plan.lunch[indexPath.row].name`: names only (an element read by an index
    /// too), nothing called, computed or turned into text.
    static func isPlainReference(_ text: String) -> Bool {
        if text.utf8.contains(UInt8(ascii: "[")), let unindexed = withoutIndexes(text) { return isPlainReference(unindexed) }
        // Objective-C's `self->_mxAccount.userDisplayName` reads an instance variable as `.` reads a property.
        if text.utf8.contains(UInt8(ascii: ">")), text.contains("->") { return isPlainReference(text.replacingOccurrences(of: "->", with: ".")) }
        guard let first = text.utf8.first, !(0x30...0x39).contains(first),
              let last = text.split(separator: ".").last, !textTransforms.contains(last)
        else { return false }
        return text.utf8.allSatisfy { byte in
            byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") || TypeNames.isNameByte(byte)
        }
    }

    /// `plan.lunch[indexPath.row].name` → `plan.lunch.name`; `nil` when an index is more than names (`items[i + 1]`).
    private static func withoutIndexes(_ text: String) -> String? {
        var result = ""
        var index = ""
        var depth = 0
        for character in text {
            if character == "[" { depth += 1; continue }
            if character == "]" {
                depth -= 1
                guard depth == 0, isPlainReference(index) else { return nil }
                index = ""
                continue
            }
            if depth > 0 { index.append(character) } else { result.append(character) }
        }
        return depth == 0 && !result.isEmpty && result.first != "[" ? result : nil
    }

    let examples = DetectorExamples(
        triggering: [
            """
            @IBOutlet weak var priceLabel: UILabel!
            let formatter = ↓NumberFormatter()
            func show(price: Double) {
                ↓priceLabel.text = ↓formatter.string(from: NSNumber(value: price))
            }
            """,
            """
            @IBOutlet weak var badgeLabel: UILabel!
            func show(product: Product) {
                ↓badgeLabel.isHidden = product.stock > 10
                ↓badgeLabel.textColor = product.isOnSale ? .systemRed : .label
                ↓badgeLabel.text = "\\(product.stock) left"
                ↓badgeLabel.isHidden = product.isSoldOut
                ↓badgeLabel.text = product.status.rawValue.capitalized
            }
            """,
            """
            let zimFile: ZimFile
            var body: some View {
                ↓Text(Strings.unlinkTitle + " " + zimFile.name)
            }
            """,
            """
            func total(_ amount: Double) -> String { ↓String(format: "%.2f", amount) }
            """,
            """
            var messages: [String] = []
            func reload() { ↓title = "Inbox (\\(messages.count))" }
            """,
            """
            @IBOutlet weak var statusLabel: UILabel!
            var order: Order?
            func show() {
                switch order?.status {
                case .delivered: ↓statusLabel.textColor = .systemGreen
                default: ↓statusLabel.textColor = .secondaryLabel
                }
            }
            """,
            """
            func greeting(_ name: String) -> String { NSString.↓stringWithFormat("Hello, %@", name) }
            """,
        ],
        nonTriggering: [
            """
            func load(userId: String) {
                let path = String(format: "/users/%@/buddies", userId)
                let url = URL(string: String(format: "%@/v2/items/%@", baseURL, userId))
                let other = String(format: "https://api.example.com/items/%@", userId)
            }
            """,
            """
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var nameField: UITextField!
            func viewDidLoad() {
                title = "Settings"
                if nameField.isFirstResponder { titleLabel.textColor = .label }
                titleLabel.text = "Welcome"
                titleLabel.text = "Welcome" + " back"
                titleLabel.textColor = .label
                titleLabel.text = nameField.text
            }
            """,
            """
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var nameLabel: UILabel!
            func displayProduct(viewModel: ProductScene.Load.ViewModel) {
                titleLabel.text = viewModel.title
                titleLabel.textColor = viewModel.titleColor
                titleLabel.isHidden = viewModel.isTitleHidden
            }
            func show(product: Product) {
                nameLabel.text = product.name
                nameLabel.attributedText = self.product?.richName
            }
            """,
            """
            @IBOutlet weak var titleLabel: UILabel!
            var theme = Theme.standard
            func apply(theme: Theme) {
                view.backgroundColor = theme.colors.paperBackground
                titleLabel.textColor = self.theme.isDark ? .white : theme.colors.primaryText
                titleLabel.font = style.headlineFont
            }
            """,
        ]
    )
}
