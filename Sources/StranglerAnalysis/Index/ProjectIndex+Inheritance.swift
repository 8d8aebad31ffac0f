import StranglerSources

/// What a class inherits from its codebase superclasses, and which inherited members run work its overrides decide
/// (template methods).
extension ProjectIndex {
    /// The members a class inherits from its codebase superclasses and does not declare, with the nearest superclass that
    /// declares each (see `inheritedMembers`), and whether a class of the chain overrides a member of one above it.
    func inheritance(of name: String) -> (inherited: [String: String], overrides: Bool) {
        guard let superclass = superclass(of: name), declarations[superclass] != nil else { return ([:], false) }
        /// What the classes below the one being read declare.
        var own = Self.declaredNames(declarations[name] ?? [])
        var result: [String: String] = [:]
        var overrides = false
        for (current, decls) in classChain(from: name).dropFirst() {
            let declared = Self.declaredNames(decls)
            for member in declared {
                if own.contains(member) { overrides = true } else { result[member] = current }
            }
            own.formUnion(declared)
        }
        return (result, overrides)
    }

    /// The base names of the members declarations declare, initializers and nested types aside.
    private static func declaredNames(_ decls: [TypeDecl]) -> Set<String> {
        Set(decls.lazy.flatMap(\.members).filter { $0.kind != .initializer && $0.kind != .type }.map(\.baseName))
    }

    /// The codebase superclass whose member a call on `type` runs, when `type` inherits it (see `inheritedMembers`); `nil`
    /// when `type` declares it, or when the member reaches a member `type` overrides (see `reachesOverride(_:on:)`): then
    /// what it does is the subclass's (a `BaseTask.run()` calls each task's own `tokenAcquired(token:)`; a
    /// `BaseRequest.send` builds its URL from the `path` each request overrides).
    func inheritedDeclarer(of member: String, on type: String) -> String? {
        guard let declarer = inheritedMembers[type]?[member] else { return nil }
        return reachesOverride(member, on: type) ? nil : declarer
    }

    /// Whether a member `type` inherits reaches, through the calls it makes on itself and the properties it reads, a member
    /// `type` overrides: a template method, whose work differs from subclass to subclass.
    private func reachesOverride(_ member: String, on type: String) -> Bool {
        guard let declarer = inheritedMembers[type]?[member], overridingClasses.contains(type) else { return false }
        // What the classes below the declarer declare: the members they override, and those they add.
        let overridden = classChain(from: type).prefix { $0.name != declarer }.reduce(into: Set<String>()) {
            $0.formUnion(Self.declaredNames($1.decls))
        }
        // The superclass's members are gathered once for the walk, not once per name it reaches.
        let inherited = members(of: declarer)
        var pending = [member]
        var seen: Set<String> = [member]
        func reaches(_ name: String, in called: Member) -> Bool {
            guard called.locals[name] == nil else { return false }
            if overridden.contains(name) { return true }
            if seen.insert(name).inserted { pending.append(name) }
            return false
        }
        while let name = pending.popLast(), seen.count <= 64 {
            for called in inherited where called.baseName == name {
                for event in called.events {
                    // `send()`, `self.path`, `path.appending(…)`: a member of its own it calls or reads; `Self.name`, a class
                    // member, which a subclass overrides as it does an instance's (`override class var name`).
                    let path = event.path.count > 1 && event.path[0] == "Self" ? event.path.dropFirst() : event.unqualifiedPath
                    if event.path.count > 1 && (event.path[0] == "self" || event.path[0] == "Self") || path.count == 1 && event.kind == .call
                        || path.count > 1 && !path[path.startIndex].startsUppercase,
                       let first = path.first, reaches(first, in: called) {
                        return true
                    }
                    for argument in event.arguments where argument.roots.contains(where: { reaches($0, in: called) }) { return true }
                }
                for local in called.locals.values where !local.isParameter && local.roots.contains(where: { reaches($0, in: called) }) {
                    return true
                }
            }
        }
        return false
    }

    /// The members `type` inherits whose work is its own, each with the file that declares it: those that reach
    /// a member it overrides (see `reachesOverride(_:on:)`). Read as `type`'s, they build the URL from its `path` and call
    /// its `tokenAcquired(token:)`. Of overloads that share a base name (Objective-C's `loadWithParams:start:success:
    /// failure:` and `loadWithParams:path:method:…`), the nearest declaration of each.
    func templateMethods(inheritedBy type: String) -> [(file: String, member: Member)] {
        guard let inherited = inheritedMembers[type], overridingClasses.contains(type) else { return [] }
        var result: [(file: String, member: Member)] = []
        for (name, declarer) in inherited.sorted(by: { $0.key < $1.key }) where reachesOverride(name, on: type) {
            var found: Set<String> = []
            for decl in classChain(from: declarer).lazy.flatMap(\.decls) {
                for member in decl.members where member.baseName == name && member.kind != .type && found.insert(member.name).inserted {
                    result.append((decl.file, member))
                }
            }
        }
        return result
    }
}
