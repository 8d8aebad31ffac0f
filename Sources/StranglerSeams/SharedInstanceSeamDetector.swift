import StranglerAnalysis
import StranglerSources

/// A collaborator reached through a shared instance (`URLSession.shared`, `UserDefaults.standard`,
/// `Analytics.shared`): a test can neither control what it returns nor see what it is sent.
struct SharedInstanceSeamDetector: SeamDetector {
    let kind = DependencyKind.sharedInstance

    func match(_ event: Event, in context: SeamContext) -> SeamMatch? {
        guard let singleton = SingletonAccessSmell.singleton(in: event), !SeamEvents.isAppDelegateLine(event, in: context),
              !NotificationCenterSeamDetector.isNotificationCenter(singleton)
        else { return nil }
        let root = event.path[0]
        let isProject = context.isCodebaseType(root)
        let (technique, alternatives) = context.injection(alternatives: isProject ? [.introduceStaticSetter] : [])
        return SeamMatch(
            expression: singleton, chain: Array(event.path.prefix(2)),
            usedMember: SeamEvents.usedMember(of: event, after: 2, type: root, in: context),
            effect: "a test cannot replace '\(singleton)': it can neither control what it returns nor see what it is sent",
            technique: technique, alternatives: alternatives
        )
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func load() {
                ↓URLSession.shared.dataTask(with: URL(string: "https://example.com")!) { _, _, _ in }.resume()
                let seen = ↓UserDefaults.standard.bool(forKey: "seen")
            }
            """,
        ],
        nonTriggering: [
            """
            var session: URLSession = .shared
            func load() { session.dataTask(with: URL(string: "https://example.com")!).resume(); DispatchQueue.main.async { } }
            """,
        ]
    )
}

/// What several seam detectors read from events.
enum SeamEvents {
    /// Whether the event sits on a line that casts the app delegate (its `UIApplication.shared` is part of that lookup).
    static func isAppDelegateLine(_ event: Event, in context: SeamContext) -> Bool {
        context.events.contains { $0.line == event.line && SingletonAccessSmell.isAppDelegateCast($0) }
    }

    /// The member called or read on a dependency whose expression covers `path[..<start]`.
    static func usedMember(of event: Event, after start: Int, type: String, in context: SeamContext) -> String? {
        // A longer chain of calls (`…dataTask(…).resume()`) has an event for each call: the inner one names the member.
        guard event.path.count > start, event.kind != .call || event.path.count == start + 1 else { return nil }
        let candidates = FrameworkSignatures.memberNames(of: type) + context.index.members(of: type).map(\.name)
        return CalledMemberName.name(of: event, at: start, candidates: candidates)
    }
}
