/// One member and the VIP+W component(s) it belongs in.
public struct MemberAnalysis: Codable, Sendable, Equatable {
    public var name: String
    public var kind: String
    /// A property's type as written or inferred (`unknown` when neither says); `null` for the other kinds.
    @NullWhenNil public var type: String?
    public var file: String
    public var line: Int
    public var complexity: Int
    public var roles: [Role]
    public var reasons: [String]
    public var responsibilities: [Responsibility]
    /// For a member that mixes components: the statements that belong to each.
    public var split: [RoleStatements]
}

/// The statements of a mixed member that belong to one component.
public struct RoleStatements: Codable, Sendable, Equatable {
    public var role: Role
    public var statements: [StatementRef]
}

/// One statement, by its line and its first line of text.
public struct StatementRef: Codable, Sendable, Hashable {
    public var line: Int
    public var text: String
}
