/// Answers about type names, memoised: detectors ask the same questions about the same few names
/// for every event of a screen. One instance serves one screen (or one type) on one thread.
final class TypeFacts {
    @exclusivity(unchecked) private var ui: [String: Bool] = [:]
    @exclusivity(unchecked) private var analytics: [String: Bool] = [:]

    func isUI(_ type: String) -> Bool {
        if let known = ui[type] { return known }
        let answer = TypeNames.isUIType(type)
        ui[type] = answer
        return answer
    }

    func isAnalytics(_ type: String) -> Bool {
        if let known = analytics[type] { return known }
        let answer = AnalyticsDetector.isAnalyticsType(type)
        analytics[type] = answer
        return answer
    }
}
