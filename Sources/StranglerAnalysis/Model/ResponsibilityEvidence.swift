/// One responsibility of a screen and the code that shows it.
public struct ResponsibilityEvidence: Codable, Sendable, Equatable {
    public var kind: Responsibility
    public var evidence: [Evidence]
}

/// A place in a screen's code that shows a responsibility: the symbol a member uses.
public struct Evidence: Codable, Sendable, Hashable, Comparable {
    public var file: String
    public var line: Int
    public var member: String
    public var symbol: String

    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.file, lhs.line, lhs.member, lhs.symbol) < (rhs.file, rhs.line, rhs.member, rhs.symbol)
    }
}
