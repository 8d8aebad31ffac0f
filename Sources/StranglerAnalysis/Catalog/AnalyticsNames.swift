import StranglerSources

/// The words that name analytics SDKs and the codebase's own trackers.
enum AnalyticsNames {
    static let typeWords = [
        // Not `Segment`: that SDK's types are `Analytics` and `SEGAnalytics`, and the word names parts of other things.
        "Analytics", "Tracker", "Tracking", "Telemetry", "Mixpanel", "Amplitude", "AppsFlyer", "Adjust",
        "Braze", "Appboy", "Flurry", "Countly", "Localytics", "Leanplum", "Snowplow", "PostHog",
        // Funnels and event logging services.
        "Funnel", "EventLogging", "EventLogger",
        // Tracking pixels (`Pixel.fire(pixel: .settingsOpened)`, `DailyPixel`).
        "Pixel",
    ]

    /// Whole words: `InsetAdjuster` is no Adjust SDK, nor `SegmentedControl` Segment's.
    private static let typeWordsInNames = NameWords(typeWords, wholeWords: true)

    /// Whether a type name contains an analytics word. This runs for every type name a screen mentions.
    static func isAnalyticsType(_ type: String) -> Bool {
        // `UISegmentedControl` holds the word of the Segment SDK.
        if TypeNames.isAppleFrameworkType(type) { return false }
        return typeWordsInNames.occur(in: type)
    }
}
