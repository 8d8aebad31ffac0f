import StranglerSources

/// Which of the codebase's types a written type name means: nested types looked up as Swift does, `typealias`es and
/// other names of its types, compositions.
extension ProjectIndex {
    /// The type a type name written in `owner` names, looked up as Swift does: in `owner`, then in each type it is nested
    /// in, then at the top level. A nested type goes by its qualified name (`API.Client`).
    func typeName(_ written: String, in owner: String) -> String {
        guard !nestedTypes.isEmpty else { return written }
        for scope in Self.scopes(of: owner) {
            if let qualified = nestedTypes[scope]?[written] { return qualified }
        }
        return written
    }

    /// The types nested in `owner` or in a type it is nested in, by the name they are written with there (the innermost
    /// wins): what a member of `owner` reads a written type name as.
    func nestedTypes(visibleIn owner: String) -> [String: String] {
        guard !nestedTypes.isEmpty else { return [:] }
        var visible: [String: String] = [:]
        for scope in Self.scopes(of: owner) {
            visible.merge(nestedTypes[scope] ?? [:]) { inner, _ in inner }
        }
        return visible
    }

    /// `owner` and the types it is nested in, innermost first: `A.B.C`, `A.B`, `A`.
    static func scopes(of owner: String) -> UnfoldFirstSequence<String> {
        sequence(first: owner) { scope in scope.utf8.lastIndex(of: UInt8(ascii: ".")).map { String(scope[..<$0]) } }
    }

    /// The type a written type names: a nested type written with its outer type's name, when the codebase declares it
    /// (`let router: NavigationCoordinator.Router` is that one, not a top-level `Router`), else its last name (see
    /// `TypeNames.base`).
    func namedType(_ written: String) -> String {
        declaredQualifiedName(written) ?? TypeNames.base(written)
    }

    /// A written type's qualified name (`NavigationCoordinator.Router?` → `NavigationCoordinator.Router`), when the codebase
    /// declares a type of that name.
    func declaredQualifiedName(_ written: String) -> String? {
        guard let qualified = TypeNames.qualified(written), declarations[qualified] != nil else { return nil }
        return qualified
    }

    /// The codebase's type a name is another name for (see `declaredAliases`), else the name itself.
    func declaredType(_ name: String) -> String {
        declaredAliases.isEmpty ? name : declaredAliases[name] ?? name
    }

    /// The type a written type names through the codebase's `typealias` (looked up in `owner` first), or `nil` when it
    /// names none: `CompletionBlock?` gives `(Bool) -> Void`.
    func aliasedType(_ written: String, in owner: String) -> String? {
        guard !typeAliases.isEmpty else { return nil }
        var name = Substring(written)
        while let last = name.last, last == "?" || last == "!" { name = name.dropLast() }
        return typeAliases[owner + "." + name] ?? typeAliases[String(name)]
    }

    /// The parts of a composition, written out or through the codebase's `typealias` of one, with the parts that are
    /// themselves such aliases written out in their place; `nil` for a type that is no composition.
    func compositionParts(_ type: String) -> [String]? {
        let written = compositionAliases.isEmpty ? type : compositionAliases[type] ?? type
        guard let parts = TypeNames.parts(ofComposition: written) else { return nil }
        guard !compositionAliases.isEmpty else { return parts }
        return parts.flatMap { part in compositionAliases[part] == nil ? [part] : compositionParts(part) ?? [part] }
    }

    /// The generic parameters the codebase declares for a type (`SceneType<T>` → `T`), from its primary declaration.
    func genericParameters(of type: String) -> [String] {
        declarations[type]?.first { !$0.genericParameters.isEmpty }?.genericParameters ?? []
    }

    package func contains(_ name: String) -> Bool { primary(name) != nil }

    /// The declaration of a type (not an extension), if the codebase has one.
    package func primary(_ name: String) -> TypeDecl? {
        declarations[name]?.first { $0.kind != .extension }
            ?? shortName(name).flatMap { declarations[$0]?.first { $0.kind != .extension } }
    }

    /// The last component of a qualified name (`Outer.Inner` gives `Inner`), or `nil` for a name without one.
    private func shortName(_ name: String) -> String? {
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return nil }
        let after = name.utf8.index(after: dot)
        guard after < name.utf8.endIndex else { return name.split(separator: ".").last.map(String.init) }
        return String(name[after...])
    }
}
