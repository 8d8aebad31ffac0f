/// State the interactor keeps and the router passes on: one property of the scene's data store.
public struct DataStoreField: Sendable, Equatable {
    public var name: String
    /// The declared type, as the legacy screen wrote it (`Product?`, `[Review]`).
    public var type: String
    public var notes: [String]

    public init(name: String, type: String, notes: [String] = []) {
        self.name = name
        self.type = type
        self.notes = notes
    }

    /// The type the data store declares: the legacy type, made optional when no literal can start it.
    public var storedType: String {
        if type.hasSuffix("!") { return type.dropLast() + "?" }
        return initialValue == "nil" && !isOptional ? type + "?" : type
    }

    /// What the interactor starts the property with: `nil`, `[]`, `[:]`, `false`, `0` or `""`.
    public var initialValue: String {
        if isOptional { return "nil" }
        if type.hasPrefix("[") { return isDictionary ? "[:]" : "[]" }
        switch type {
        case "Bool": return "false"
        case "Int", "Int64", "Int32", "UInt", "Double", "Float", "CGFloat", "Decimal", "TimeInterval": return "0"
        case "String": return "\"\""
        default: return "nil"
        }
    }

    private var isOptional: Bool { type.hasSuffix("?") || type.hasSuffix("!") }

    /// `[String: Int]`, not `[[String: Any]]`: a `:` inside the outer brackets only.
    private var isDictionary: Bool {
        var depth = 0
        for character in type {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 1: return true
            default: break
            }
        }
        return false
    }
}
