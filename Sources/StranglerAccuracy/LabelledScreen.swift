import StranglerAnalysis

/// What a careful reader finds in one screen, read from `labels/<Screen>.yml` of a labelled set: the ground truth
/// `analyze` is scored against. The format and the reader's rules are in `docs/accuracy.md`.
public struct LabelledScreen: Decodable, Sendable, Equatable {
    public var screen: String
    public var responsibilities: [Responsibility]
    public var apiCalls: [APICallLabel]
    public var navigation: [NavigationLabel]
    public var state: [String]
    public var sideEffects: [SideEffectLabel]
    public var smells: [String]
    public var members: [String: MemberLabel]

    public struct APICallLabel: Decodable, Sendable, Equatable {
        public var method: String?
        public var path: String?
        public var member: String
    }

    public struct NavigationLabel: Decodable, Sendable, Equatable {
        public var action: String
        public var destination: String?
        public var member: String
        /// The conditions that must all hold, as the code writes them; empty when the navigation is unconditional.
        public var condition: [String]

        enum CodingKeys: String, CodingKey { case action, destination, member, condition }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            action = try container.decode(String.self, forKey: .action)
            destination = try container.decodeIfPresent(String.self, forKey: .destination)
            member = try container.decode(String.self, forKey: .member)
            condition = try container.decodeIfPresent([String].self, forKey: .condition) ?? []
        }
    }

    public struct SideEffectLabel: Decodable, Sendable, Equatable {
        public var kind: String
        public var member: String
    }

    public struct MemberLabel: Decodable, Sendable, Equatable {
        public var roles: [Role]
        /// For a member with several roles: each statement that does work, by a piece of its first line, and its role.
        public var statements: [StatementLabel]

        enum CodingKeys: String, CodingKey { case roles, statements }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            roles = try container.decode([Role].self, forKey: .roles)
            statements = try container.decodeIfPresent([StatementLabel].self, forKey: .statements) ?? []
        }
    }

    public struct StatementLabel: Decodable, Sendable, Equatable {
        public var text: String
        public var role: Role
    }

    enum CodingKeys: String, CodingKey {
        case screen, responsibilities, apiCalls, navigation, state, sideEffects, smells, members
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        screen = try container.decode(String.self, forKey: .screen)
        responsibilities = try container.decodeIfPresent([Responsibility].self, forKey: .responsibilities) ?? []
        apiCalls = try container.decodeIfPresent([APICallLabel].self, forKey: .apiCalls) ?? []
        navigation = try container.decodeIfPresent([NavigationLabel].self, forKey: .navigation) ?? []
        state = try container.decodeIfPresent([String].self, forKey: .state) ?? []
        sideEffects = try container.decodeIfPresent([SideEffectLabel].self, forKey: .sideEffects) ?? []
        smells = try container.decodeIfPresent([String].self, forKey: .smells) ?? []
        members = try container.decodeIfPresent([String: MemberLabel].self, forKey: .members) ?? [:]
    }
}
