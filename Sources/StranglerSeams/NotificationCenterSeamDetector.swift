import StranglerAnalysis
import StranglerSources

/// The default notification centre posted to or observed inside a method: a test cannot see what is posted
/// without receiving every other notification of the process too.
struct NotificationCenterSeamDetector: SeamDetector {
    let kind = DependencyKind.notificationCenter

    static func isNotificationCenter(_ singleton: String) -> Bool {
        singleton == "NotificationCenter.default" || singleton == "NSNotificationCenter.defaultCenter"
    }

    func match(_ event: Event, in context: SeamContext) -> SeamMatch? {
        guard let singleton = SingletonAccessSmell.singleton(in: event), Self.isNotificationCenter(singleton) else { return nil }
        let (technique, alternatives) = context.injection()
        return SeamMatch(
            expression: singleton, chain: Array(event.path.prefix(2)),
            usedMember: SeamEvents.usedMember(of: event, after: 2, type: "NotificationCenter", in: context),
            effect: "a test cannot see what is posted or observed on '\(singleton)' apart from every other notification",
            technique: technique, alternatives: alternatives
        )
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func buy() {
                ↓NotificationCenter.default.post(name: .cartDidChange, object: nil)
            }
            """,
        ],
        nonTriggering: [
            """
            let center: NotificationCenter
            func buy() { center.post(name: .cartDidChange, object: nil) }
            """,
        ]
    )
}
