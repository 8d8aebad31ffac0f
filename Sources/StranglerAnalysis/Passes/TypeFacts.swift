/// Answers about type names, memoised: detectors ask the same questions about the same few names
/// for every event of a screen. One instance serves one screen (or one type) on one thread.
final class TypeFacts {
    @exclusivity(unchecked) private var ui: [String: Bool] = [:]
    @exclusivity(unchecked) private var analytics: [String: Bool] = [:]
    /// The codebase's views (`ProjectIndex.viewClasses`), UI whatever their names say.
    private let viewClasses: Set<String>

    init(viewClasses: Set<String> = []) {
        self.viewClasses = viewClasses
    }

    /// UIKit's, AppKit's and SwiftUI's types by their names (`TypeNames.isUIType`), and the codebase's views.
    func isUI(_ type: String) -> Bool {
        if let known = ui[type] { return known }
        let answer = TypeNames.isUIType(type) || !viewClasses.isEmpty && viewClasses.contains(TypeNames.base(type))
        ui[type] = answer
        return answer
    }

    /// An analytics client or a logger (`NCLog`, `AppLogger`): what it does with its events or lines, sending or storing them,
    /// is its own business, not the caller's networking or persistence.
    func isAnalyticsOrLogger(_ type: String) -> Bool {
        isAnalytics(type) || TypeNames.isLogger(type)
    }

    func isAnalytics(_ type: String) -> Bool {
        if let known = analytics[type] { return known }
        let answer = AnalyticsDetector.isAnalyticsType(type)
        analytics[type] = answer
        return answer
    }
}
