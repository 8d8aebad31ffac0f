import StranglerSources

/// The codebase's free functions, indexed as the members of one namespace so that a call to one reads like a call on a
/// type.
extension ProjectIndex {
    /// See `TypeNames.functionsNamespace`.
    package static let functionsNamespace = TypeNames.functionsNamespace

    /// Whether an unqualified call made in `type` (`logout(state)`) goes to one of the codebase's free functions: one of
    /// that name is declared, and `type` has no member of the name. A local of the name is the caller's to rule out.
    package func callsFreeFunction(_ event: Event, from type: String) -> Bool {
        guard event.kind == .call, event.path.count == 1, !functionNames.isEmpty, functionNames.contains(event.name),
              type != Self.functionsNamespace else { return false }
        return firstMember(of: type, where: { $0.baseName == event.name }) == nil
    }

    /// How findings name a member called on a type (`PushNotificationClient.send_token`); a free function by its name alone.
    static func symbol(of member: String, on type: String) -> String {
        type == functionsNamespace ? member : type + "." + member
    }

    /// Whether a name is one of the codebase's types, not the namespace of its free functions: what lists of types
    /// (a file's types, suggestions for a mistyped one) show.
    package static func isTypeName(_ name: String) -> Bool { name != functionsNamespace }
}
