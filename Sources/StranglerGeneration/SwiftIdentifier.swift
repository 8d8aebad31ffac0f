/// What may name a scene, a use case or a module: a Swift identifier that is not a keyword, so every type and
/// method built from it compiles and no path can be smuggled in (`../x`, `Foo Bar`).
public enum SwiftIdentifier {
    public enum Role: String, Sendable {
        case scene = "scene name"
        case useCase = "use case name"
        case module = "module name"
        case route = "route name"
        case model = "model name"
        case protocolName = "protocol name"
        case property = "property name"

        /// A name of this kind that would do, for messages.
        var example: String {
            switch self {
            case .model: "UserModel"
            case .protocolName: "UserProtocol"
            case .property: "session"
            default: "Product"
            }
        }
    }

    public static func validate(_ name: String, as role: Role) throws {
        if let reason = problem(with: name) { throw GenerationError.invalidName(name, role: role, reason: reason) }
    }

    /// Why `name` is not an identifier, or `nil` when it is one.
    static func problem(with name: String) -> String? {
        guard let first = name.unicodeScalars.first else { return "it is empty" }
        if first.properties.numericType != nil { return "it starts with a digit" }
        if first != "_", !first.properties.isXIDStart { return "'\(Character(first))' cannot start a Swift identifier" }
        if let bad = name.unicodeScalars.first(where: { !isIdentifierCharacter($0) }) {
            return bad == " " ? "it contains a space" : "'\(Character(bad))' cannot appear in a Swift identifier"
        }
        if keywords.contains(name) { return "it is a Swift keyword" }
        return nil
    }

    private static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "_" || scalar.properties.isXIDContinue
    }

    /// Keywords that cannot name a type or a method without backticks, and `Type`/`Self`/`Any`, which
    /// would shadow the language's own.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public", "rethrows",
        "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue", "default",
        "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "throw", "switch",
        "where", "while", "Any", "as", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "async", "await", "some", "any", "actor", "_",
    ]
}
