import StranglerSources

/// A class's superclasses, the codebase's own and the first outside it, and whether it is a screen.
extension ProjectIndex {
    /// The superclass a class declares, if its first inherited type is a class (a project protocol is not).
    func superclass(of name: String) -> String? {
        primary(name).flatMap(superclass(declaredBy:))
    }

    /// The superclass one declaration names (see `superclass(of:)`): of one of `variants(of:)`, whose superclasses differ.
    func superclass(declaredBy decl: TypeDecl) -> String? {
        guard decl.kind == .class, let first = decl.inherited.first else { return nil }
        if isProtocol(first) || Self.wellKnownProtocols.contains(first) { return nil }
        return decl.name.utf8.contains(UInt8(ascii: ".")) ? enclosingClass(named: first, around: decl.name) ?? first : first
    }

    /// The class a name means inside a nested type, as Swift looks it up, innermost scope first: in
    /// `FollowerListViewModel.State.Loading`, a `class Loading: FollowerListViewModel.State` (the front end keeps
    /// the written name's last component) inherits `FollowerListViewModel.State`, not a top-level `State`.
    private func enclosingClass(named name: String, around nested: String) -> String? {
        Self.scopes(of: nested).dropFirst().lazy.map { $0 + "." + name }.first { candidate in
            declarations[candidate]?.contains { $0.kind == .class } == true
        }
    }

    private static let wellKnownProtocols: Set<String> = [
        "NSObjectProtocol", "Codable", "Decodable", "Encodable", "Equatable", "Hashable", "Identifiable",
        "ObservableObject", "Sendable", "CustomStringConvertible", "Error", "View",
    ]

    /// The first of a type's superclasses that `matches`, the codebase's own included: a vendored AFNetworking's
    /// `AFHTTPRequestOperationManager`, which an `APIClient` subclasses, is still AFNetworking's.
    func firstSuperclass(of name: String, where matches: (String) -> Bool) -> String? {
        var visited: Set<String> = []
        var current = name
        while let next = superclass(of: current), visited.insert(current).inserted {
            if matches(next) { return next }
            current = next
        }
        return nil
    }

    /// The first superclass outside the codebase (`UIViewController`, `NSViewController`), if any.
    func externalSuperclass(of name: String) -> String? {
        firstSuperclass(of: name) { !contains($0) }
    }

    /// The first superclass outside the codebase of the class one declaration starts.
    func externalSuperclass(declaredBy decl: TypeDecl) -> String? {
        guard let next = superclass(declaredBy: decl) else { return nil }
        return contains(next) ? externalSuperclass(of: next) : next
    }

    /// A type and its codebase superclasses, nearest first, each with its declarations; the chain ends at a cycle.
    func classChain(from name: String) -> [(name: String, decls: [TypeDecl])] {
        var result: [(name: String, decls: [TypeDecl])] = []
        var visited: Set<String> = []
        var current: String? = name
        while let type = current, visited.insert(type).inserted, let decls = declarations[type] {
            result.append((type, decls))
            current = superclass(of: type)
        }
        return result
    }

    /// Whether a class descends from a screen base class through the codebase's own classes.
    package func isScreenClass(_ name: String) -> Bool { screenClasses.contains(name) }

    /// Whether the class one declaration starts descends from a screen base class (see `variants(of:)`).
    package func isScreenClass(declaredBy decl: TypeDecl) -> Bool {
        externalSuperclass(declaredBy: decl).map(TypeNames.isExternalScreenBase) ?? false
    }
}
