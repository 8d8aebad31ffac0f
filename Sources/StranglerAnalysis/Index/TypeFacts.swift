import StranglerSources

/// Answers about type names, memoised: detectors ask the same questions about the same few names
/// for every event of a screen. One instance serves one screen (or one type) on one thread.
package final class TypeFacts {
    @exclusivity(unchecked) private var ui = Answers()
    @exclusivity(unchecked) private var analytics = Answers()
    /// The answers of the whole analysis, which the tables above look up once per screen.
    private let shared: TypeNameFacts

    package init(shared: TypeNameFacts) {
        self.shared = shared
    }

    /// UIKit's, AppKit's and SwiftUI's types by their names (`TypeNames.isUIType`), and the codebase's views.
    package func isUI(_ type: String) -> Bool { ui.answer(type, asking: shared.isUI) }

    /// Whether a call of `member` on `type` is an analytics client's or a logger's (`NCLog`, `AppLogger`), a logging function
    /// of the codebase's own included (`trace(…)`, which appends to a log file): what it does with its events or
    /// lines, sending or storing them, is its own business, not the caller's networking or persistence.
    func logsOrTracks(_ member: String, on type: String) -> Bool {
        isAnalytics(type) || TypeNames.isLoggerCall(member, on: type)
    }

    func isAnalytics(_ type: String) -> Bool { analytics.answer(type, asking: shared.isAnalytics) }

    /// One question's answers on this thread: the last one, compared first (the detectors ask one event's receiver type
    /// in turn, and comparing a name with the last one is cheaper than hashing it), then a table, then the shared facts.
    private struct Answers {
        var table: [String: Bool] = [:]
        var last: (type: String, answer: Bool)?

        mutating func answer(_ type: String, asking shared: (String) -> Bool) -> Bool {
            if let last, last.type == type { return last.answer }
            let answer: Bool
            if let known = table[type] {
                answer = known
            } else {
                answer = shared(type)
                table[type] = answer
            }
            last = (type, answer)
            return answer
        }
    }
}

/// What the analysis learns about type names, for every screen and type it reads, on any thread: whether a name is UI,
/// whether it is analytics. Shared, so that each screen's `TypeFacts` does not work out every name anew.
package final class TypeNameFacts: Sendable {
    /// The codebase's views (`ProjectIndex.viewClasses`), UI whatever their names say.
    private let viewClasses: Set<String>
    /// The codebase's value types named like views (`ProjectIndex.dataTypesNamedLikeUI`), data whatever their names say.
    private let dataTypes: Set<String>
    private let ui = Locked<[String: Bool]>([:])
    private let analytics = Locked<[String: Bool]>([:])

    /// The other modules' types the configuration names (`analyze.analytics_types`).
    private let external: ExternalTypes

    init(viewClasses: Set<String> = [], dataTypes: Set<String> = [], external: ExternalTypes = ExternalTypes()) {
        self.viewClasses = viewClasses
        self.dataTypes = dataTypes
        self.external = external
    }

    /// UIKit's, AppKit's and SwiftUI's types by their names (`TypeNames.isUIType`), and the codebase's views.
    func isUI(_ type: String) -> Bool {
        Self.answer(type, in: ui) {
            if !dataTypes.isEmpty, type.utf8.contains(UInt8(ascii: ".")), dataTypes.contains(TypeNames.elementType(of: type) ?? type) { return false }
            return TypeNames.isUIType(type, dataTypes: dataTypes) || !viewClasses.isEmpty && viewClasses.contains(TypeNames.base(type))
        }
    }

    func isAnalytics(_ type: String) -> Bool {
        Self.answer(type, in: analytics) { external.isConfigured(type, as: .analytics) || AnalyticsNames.isAnalyticsType(type) }
    }

    /// The table's answer, or the computed one, kept. Computed outside the lock: two threads may compute one name twice.
    private static func answer(_ type: String, in table: Locked<[String: Bool]>, computing: () -> Bool) -> Bool {
        if let known = table.withLock({ $0[type] }) { return known }
        let answer = computing()
        table.withLock { $0[type] = answer }
        return answer
    }
}
