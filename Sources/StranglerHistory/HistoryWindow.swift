import Foundation

/// The span of history a plan reads: from `since` up to the newest commit.
///
/// The window ends at the newest commit rather than at today, so a dormant repository still shows its last
/// year of work and the same repository always gives the same plan.
public struct HistoryWindow: Sendable, Equatable {
    /// How far back the window reaches.
    public enum Start: Sendable, Equatable {
        case span(months: Int, days: Int)
        case date(Date)
    }

    public var start: Start

    public static let defaultWindow = HistoryWindow(start: .span(months: 12, days: 0))

    public init(start: Start) {
        self.start = start
    }

    /// Reads `12 months`, `6m`, `90 days`, `2 years`, `3w`, or a date `2024-01-31`.
    public init(parsing text: String) throws {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let date = Self.dayFormatter.date(from: trimmed) {
            self.init(start: .date(date))
            return
        }
        let digits = trimmed.prefix { $0.isNumber }
        let unit = trimmed.dropFirst(digits.count).trimmingCharacters(in: .whitespaces)
        guard let count = Int(digits), count > 0 else { throw HistoryError.invalidSince(text) }
        switch unit {
        case "d", "day", "days": self.init(start: .span(months: 0, days: count))
        case "w", "week", "weeks": self.init(start: .span(months: 0, days: 7 * count))
        case "m", "month", "months": self.init(start: .span(months: count, days: 0))
        case "y", "year", "years": self.init(start: .span(months: 12 * count, days: 0))
        default: throw HistoryError.invalidSince(text)
        }
    }

    /// The first moment of the window for a history whose newest commit is at `end`.
    public func startDate(end: Date) -> Date {
        switch start {
        case .date(let date): return date
        case .span(let months, let days):
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: "UTC")!
            return calendar.date(byAdding: DateComponents(month: -months, day: -days), to: end) ?? end
        }
    }

    /// `12 months`, `90 days`, or `since 2024-01-31`.
    public var description: String {
        switch start {
        case .date(let date): return "since " + Self.dayFormatter.string(from: date)
        case .span(let months, let days):
            if days == 0 { return months % 12 == 0 && months >= 24 ? "\(months / 12) years" : "\(months) month" + (months == 1 ? "" : "s") }
            return "\(days) day" + (days == 1 ? "" : "s")
        }
    }

    static var dayFormatter: DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }

    /// `2024-01-31`, in UTC.
    public static func day(_ date: Date) -> String { dayFormatter.string(from: date) }
}
