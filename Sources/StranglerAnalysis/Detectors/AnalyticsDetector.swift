import StranglerSources

/// Analytics: calls on analytics SDKs and on the codebase's own trackers.
struct AnalyticsDetector: Detector {
    let responsibility = Responsibility.analytics


    static let eventNames: NameSet = ["track", "trackEvent", "trackScreen", "logEvent", "logScreen", "recordEvent", "sendEvent"]

    func symbol(for event: Event, in context: EventContext) -> String? {
        guard event.kind == .call else { return nil }
        // Not the type's own name in its own code (`static let shared = NetworkTracker()`), which would make every
        // tracker an analytics type by its name alone.
        if let type = context.receiverType(event) ?? event.typeRoot, type != context.typeName,
           context.typeFacts.isAnalytics(type) || context.resolvedComposition.map(context.typeFacts.isAnalytics) == true,
           !Self.tracksNothing(type, context) {
            return event.symbolWithFirstLiteral
        }
        // The codebase's own wrapper of an analytics SDK, whatever its name (`UsageReporter.report(…)`): a type that does
        // nothing else of I/O. A playback manager or a store that also logs an event does its own work for the screen;
        // its logging is its own (`PlaybackManager.shared.seekTo(time:)`).
        if let type = context.receiverType(event), context.memberCapabilities(of: event, on: type)?.contains(.analytics) == true,
           context.projectCapabilities(of: type)?.isSubset(of: [.analytics]) == true {
            return event.symbolWithFirstLiteral
        }
        if Self.eventNames.contains(event.name), let root = event.receiver.last?.lowercased(),
           root.hasSuffix("analytics") || root.hasSuffix("tracker") {
            return event.symbolWithFirstLiteral
        }
        return nil
    }

    /// A codebase type named a tracker whose code shows no analytics (a `NetworkTracker` that watches the connection, an
    /// `AllocationTracker` that counts objects, a `TrackingProtectionManager` that blocks trackers). Other analytics
    /// words say what a type is; a tracker may track anything. Not known while the capabilities themselves are found.
    static func tracksNothing(_ type: String, _ context: EventContext) -> Bool {
        guard context.followsProjectTypes, isTracker(type), context.isAnalysedProjectType(type) else { return false }
        return !(context.projectCapabilities(of: type)?.contains(.analytics) ?? false)
    }

    /// Named for analytics only by a tracker's words (`NetworkTracker`, `TrackingProtectionManager`), which may track anything.
    static func isTracker(_ type: String) -> Bool {
        trackerWordsInNames.occur(in: type) && !otherWordsInNames.occur(in: type)
    }

    private static let trackerWords = ["Tracker", "Tracking"]
    private static let trackerWordsInNames = NameWords(trackerWords, wholeWords: true)
    private static let otherWordsInNames = NameWords(AnalyticsNames.typeWords.filter { !trackerWords.contains($0) }, wholeWords: true)

    let examples = DetectorExamples(
        triggering: [
            """
            func viewDidAppear(_ animated: Bool) {
                ↓Analytics.shared.track("product_viewed")
            }
            """,
            """
            let analytics: AnalyticsService
            func buy() { ↓analytics.logEvent("buy", parameters: nil) }
            """,
            """
            let shareFunnel: WMFShareFunnel
            func share() { ↓shareFunnel.logShareButtonTappedResulting(inSelection: "x") }
            """,
            """
            func settingsOpened() {
                ↓Pixel.fire(pixel: .settingsOpened)
                ↓AdjustSDK.trackEvent("settings")
            }
            """,
        ],
        nonTriggering: [
            """
            func debug() { print("track this") ; Logger.log("x") }
            """,
            """
            @IBOutlet weak var selector: UISegmentedControl!
            func configure() { selector.setTitle("All", forSegmentAt: 0) }
            """,
            """
            let insetAdjuster = InsetAdjuster()
            let tabs = SegmentedControl()
            func configure(_ scrollView: UIScrollView) { insetAdjuster.setupInsets(scrollView: scrollView); tabs.select(0) }
            """,
        ]
    )
}
