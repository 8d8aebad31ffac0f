import StranglerSources

/// Notifications: posting to and observing NotificationCenter, and scheduling user notifications.
struct NotificationsDetector: Detector {
    let responsibility = Responsibility.notifications

    static let types: NameSet = ["NotificationCenter", "NSNotificationCenter", "UNUserNotificationCenter"]

    func symbol(for event: Event, in context: EventContext) -> String? {
        guard event.kind == .call else { return nil }
        if let type = context.receiverType(event) ?? event.typeRoot, Self.types.contains(type) { return event.symbol }
        return nil
    }

    /// Whether the call posts (a side effect others observe) rather than observes.
    static func isPost(_ event: Event) -> Bool { event.name.hasPrefix("post") || event.name == "add" }

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
        ],
        nonTriggering: [
            """
            func notify(user: User) { user.notify() }
            """,
        ]
    )
}
