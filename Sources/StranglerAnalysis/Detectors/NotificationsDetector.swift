import StranglerSources

/// Notifications: posting to and observing NotificationCenter, and scheduling user notifications.
struct NotificationsDetector: Detector {
    let responsibility = Responsibility.notifications

    static let types: NameSet = ["NotificationCenter", "NSNotificationCenter", "UNUserNotificationCenter"]

    func symbol(for event: Event, in context: EventContext) -> String? {
        // Becoming the user notification center's delegate (`UNUserNotificationCenter.current().delegate = self`) is how
        // a screen hears of the notifications the user taps and those that arrive in the foreground.
        if event.kind == .assignment, event.name == "delegate" {
            let type = context.receiverType(event) ?? event.typeRoot
            return type == "UNUserNotificationCenter" ? event.symbol : nil
        }
        // Getting the shared center (`UNUserNotificationCenter.current()`) is none, nor is asking for the permission or the
        // settings, which is a system service (see `SystemServicesDetector`).
        guard event.kind == .call, !(event.path.count == 2 && SharedInstances.accessors.contains(event.name)),
              !Self.permissionCalls.contains(event.name)
        else { return nil }
        if let type = context.receiverType(event) { return Self.types.contains(type) ? event.symbol : nil }
        // Written on the type: a member of its shared center (`NotificationCenter.default.post(…)`,
        // `UNUserNotificationCenter.current().add(request)`), not what a publisher of it is then chained with
        // (`.publisher(for: …).map { … }.sink { … }.store(in:)` is one observation, not four).
        guard let root = event.typeRoot, Self.types.contains(root), event.path.count == 3 else { return nil }
        return event.symbol
    }

    static let permissionCalls: Set<String> = ["requestAuthorization", "getNotificationSettings", "notificationSettings", "setBadgeCount"]

    /// A notification call with the name it posts or observes: its literal (`NotificationCenter.default.post("CartChanged")`),
    /// or the constant it reads, written as the code writes it (`NotificationCenter.default.post(.onScrollToBottom)`,
    /// `NotificationCenter.default.publisher(AVAudioSession.routeChangeNotification)`). The name is the argument
    /// labelled for it (`name:`, `forName:`, a publisher's `for:`), or else the first.
    static func symbol(of event: Event) -> String {
        let named = event.arguments.first { ["name", "forName", "for", "named"].contains($0.label ?? "") } ?? event.arguments.first
        guard let name = named, !name.isClosure else { return event.symbol }
        if let literal = name.strings.first { return event.symbol + "(\"" + literal + "\")" }
        guard name.text.first == "." || name.text.startsUppercase || isConstantName(name.text),
              name.text.utf8.allSatisfy({ TypeNames.isNameByte($0) || $0 == UInt8(ascii: ".") })
        else { return event.symbol }
        return event.symbol + "(" + name.text + ")"
    }

    /// Objective-C's constant convention, `k` and a capital (`kNewMessageNotice`); a local's name says nothing.
    private static func isConstantName(_ text: String) -> Bool {
        let bytes = Array(text.utf8.prefix(2))
        return bytes.count == 2 && bytes[0] == UInt8(ascii: "k") && (0x41...0x5A).contains(bytes[1])
    }

    /// The side effect a notification call is: posted (`post`, a user notification scheduled with `add`), observed
    /// (`addObserver`, a publisher, `notifications(named:)`, RxSwift's `rx.notification`), or neither (asking for authorization, the badge, the settings).
    static func sideEffect(of event: Event) -> String? {
        let name = event.name
        if event.kind == .assignment { return name == "delegate" ? "notificationObserved" : nil }
        if name.hasPrefix("remove") { return nil }
        if name.hasPrefix("post") || name == "add" { return "notificationPosted" }
        // A category's or a reactive library's registration too (`oex_addObserver`, ReactiveCocoa's
        // `rac_addObserverForName:`).
        if name.contains("Observer") || name == "publisher" || name == "notifications" || name == "notification" || name.hasPrefix("observe") {
            return "notificationObserved"
        }
        return nil
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func removed() {
                ↓NotificationCenter.default.post(name: .cartDidChange, object: nil)
            }
            """,
            """
            let center = NotificationCenter.default
            func viewDidLoad() { ↓center.addObserver(self, selector: #selector(refresh), name: .cartDidChange, object: nil) }
            """,
            """
            func viewDidLoad() { ↓UNUserNotificationCenter.current().delegate = self }
            """,
        ],
        nonTriggering: [
            """
            func notify(user: User) { user.notify() }
            """,
            """
            func viewDidLoad() { tableView.delegate = self }
            """,
        ]
    )
}
