import StranglerConfiguration

/// One rule violation at one place.
public struct Finding: Codable, Sendable, Hashable, Comparable {
    /// Relative to the checked folder, `/`-separated.
    public var path: String
    public var line: Int
    public var column: Int
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The offending line as written (without its newline): what a baseline matches on.
    public var lineText: String

    public init(path: String, line: Int, column: Int, ruleID: String, severity: Severity, message: String, lineText: String) {
        self.path = path
        self.line = line
        self.column = column
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.lineText = lineText
    }

    enum CodingKeys: String, CodingKey {
        case path, line, column, ruleID = "rule", severity, message, lineText = "source"
    }

    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        (lhs.path, lhs.line, lhs.column, lhs.ruleID, lhs.message) < (rhs.path, rhs.line, rhs.column, rhs.ruleID, rhs.message)
    }
}

/// What a rule reports before the engine adds its id, severity and the line's text.
public struct Violation: Sendable, Hashable {
    public var file: String
    public var line: Int
    /// `nil`: the first non-blank character of the line.
    public var column: Int?
    public var message: String

    public init(file: String, line: Int, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }
}
