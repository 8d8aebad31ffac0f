import StranglerAnalysis

/// Which screens the terminal and markdown reports show, in which order, and how the report opens: with the codebase's
/// banner, or, when the user named the screens (`--screen`), with the first of them. JSON keeps every screen.
public struct ReportLayout: Sendable, Equatable {
    public enum Order: String, CaseIterable, Sendable {
        /// Lines, the most first.
        case size
        /// Total cyclomatic complexity, the most first.
        case complexity
        /// Name, A to Z.
        case name
    }

    /// `nil`: each report's own order, the terminal's by size and markdown's by name.
    public var order: Order?
    /// At most this many screens, the first in `order`.
    public var limit: Int?
    /// The report holds only the screens the user named: it starts with them, without the whole codebase's summary.
    public var isFocused: Bool

    public init(order: Order? = nil, limit: Int? = nil, isFocused: Bool = false) {
        self.order = order
        self.limit = limit
        self.isFocused = isFocused
    }

    /// The screens to show: sorted by `order` (or `defaultOrder`), ties by name and file, cut to `limit`.
    func screens(of report: AnalysisReport, defaultOrder: Order) -> [ScreenAnalysis] {
        let sorted: [ScreenAnalysis] = switch order ?? defaultOrder {
        case .size: report.screens.sorted { ($1.metrics.lines, $0.name, $0.file) < ($0.metrics.lines, $1.name, $1.file) }
        case .complexity:
            report.screens.sorted { ($1.metrics.totalComplexity, $0.name, $0.file) < ($0.metrics.totalComplexity, $1.name, $1.file) }
        case .name: report.screens.sorted { ($0.name, $0.file) < ($1.name, $1.file) }
        }
        return limit.map { Array(sorted.prefix($0)) } ?? sorted
    }

    /// What the banner adds when screens were cut (`showing the 3 largest`), or `nil` when all are shown.
    func cut(shown: Int, of total: Int, defaultOrder: Order) -> String? {
        guard shown < total else { return nil }
        let count = shown == 1 ? "" : " \(shown)"
        return switch order ?? defaultOrder {
        case .size: "showing the\(count) largest"
        case .complexity: "showing the\(count) most complex"
        case .name: "showing the first\(count) by name"
        }
    }
}
