import StranglerSources

/// Formatting: formatters, `String(format:)`, and model values turned into UI text, colours or visibility.
struct FormattingDetector: Detector {
    let responsibility = Responsibility.formatting

    static let formatterTypes: Set<String> = [
        "NumberFormatter", "DateFormatter", "ISO8601DateFormatter", "MeasurementFormatter", "DateComponentsFormatter",
        "DateIntervalFormatter", "ByteCountFormatter", "PersonNameComponentsFormatter", "RelativeDateTimeFormatter",
        "ListFormatter", "NSNumberFormatter", "NSDateFormatter", "NSAttributedString", "NSMutableAttributedString",
        "AttributedString",
    ]

    /// UI properties whose value is what the user reads or sees.
    static let displayProperties: Set<String> = [
        "text", "attributedText", "title", "placeholder", "textColor", "backgroundColor", "tintColor", "isHidden",
        "alpha", "isEnabled", "image", "font", "progress", "isOn", "badgeValue", "accessibilityLabel", "borderColor",
    ]

    static let displaySetters: Set<String> = ["setTitle", "setAttributedTitle", "setTitleColor", "setImage", "setProgress"]

    static let viewModifiers: Set<String> = [
        "foregroundColor", "foregroundStyle", "background", "opacity", "fill", "tint", "strikethrough", "font", "disabled",
    ]

    func symbol(for event: Event, in context: EventContext) -> String? {
        switch event.kind {
        case .call, .access:
            if let type = context.receiverType(event) ?? event.typeRoot, Self.formatterTypes.contains(type) {
                return event.symbol
            }
            guard event.kind == .call else { return nil }
            if event.path == ["String", "init"], event.labels.first == "format" { return "String(format:)" }
            if ["formatted", "localizedStringWithFormat", "stringWithFormat"].contains(event.name) { return event.symbol }
            if Self.displaySetters.contains(event.name), context.isUIChain(event.receiver),
               let value = event.arguments.first, isDerived(value, context) {
                return event.symbol
            }
            if event.path == ["Text", "init"], let value = event.arguments.first, value.hasInterpolation, !value.roots.isEmpty {
                return "Text(\"" + (value.strings.first ?? "") + "\")"
            }
            if Self.viewModifiers.contains(event.name), event.arguments.contains(where: \.isDecision) {
                return "." + event.name
            }
            return nil
        case .assignment:
            guard Self.displayProperties.contains(event.name), event.path.count >= 2,
                  context.isUIChain(event.receiver), let value = event.arguments.first, isDerived(value, context)
            else { return nil }
            return event.symbol
        default:
            return nil
        }
    }

    /// A value computed from data rather than a constant or another control's value.
    private func isDerived(_ value: ValueSummary, _ context: EventContext) -> Bool {
        if value.isConstant || value.isClosure { return false }
        if value.isDecision { return true }
        if value.typeName.map(Self.formatterTypes.contains) == true { return true }
        return value.roots.contains { !context.isUIName($0) }
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
            }
            """,
            """
            func total(_ amount: Double) -> String { ↓String(format: "%.2f", amount) }
            """,
        ],
        nonTriggering: [
            """
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var nameField: UITextField!
            func viewDidLoad() {
                titleLabel.text = "Welcome"
                titleLabel.textColor = .label
                titleLabel.text = nameField.text
            }
            """,
        ]
    )
}
