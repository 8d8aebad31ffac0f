import StranglerSources

/// A type's members and properties, its extensions' and its superclasses' included.
extension ProjectIndex {
    /// The type's own members from its declaration and every extension, then its project superclasses'.
    package func members(of name: String) -> [Member] {
        // Walked here rather than through `classChain(from:)`: asked for many names, and the chain's array cost more.
        var result: [Member] = []
        var visited: Set<String> = []
        var current: String? = name
        while let type = current, visited.insert(type).inserted {
            if let decls = declarations[type] {
                result.append(contentsOf: decls.flatMap(\.members))
            } else if !extendsFrameworkClasses {
                break
            }
            current = memberSource(after: type)
        }
        return result
    }

    /// The next type a class's members come from, after `type`: its superclass; past the codebase, the framework class's
    /// own superclass (`UITableViewController` → `UIViewController` → `UIResponder` → `NSObject`), whose extensions the
    /// codebase may write (`extension NSObject { var appDelegate: AppDelegate }`).
    private func memberSource(after type: String) -> String? {
        if let next = superclass(of: type) { return next }
        guard extendsFrameworkClasses else { return nil }
        return TypeNames.frameworkSuperclasses[type]
    }

    /// The first member of a type, its extensions or its project superclasses that `matches`, in the order `members(of:)`
    /// lists them, found without collecting them: type resolution and the member roles ask this for many names.
    package func firstMember(of type: String, where matches: (Member) -> Bool) -> Member? {
        firstDeclaring(type, where: matches)?.member
    }

    /// The first of `type` and its project superclasses that declares a member `matches`, with that member: where
    /// `super.init(…)` goes when the superclass inherits its initializer.
    func firstDeclaring(_ type: String, where matches: (Member) -> Bool) -> (type: String, member: Member)? {
        // The set of types visited, against a cycle of superclasses, is only made when the walk goes up.
        var visited: Set<String> = []
        var current = type
        while true {
            if let decls = declarations[current] {
                for decl in decls {
                    if let found = decl.members.first(where: matches) { return (current, found) }
                }
            } else if !extendsFrameworkClasses {
                return nil
            }
            guard let next = memberSource(after: current) else { return nil }
            visited.insert(current)
            if visited.contains(next) { return nil }
            current = next
        }
    }

    /// A property of a type, its extensions or its project superclasses.
    package func property(_ name: String, of type: String) -> Member? {
        propertiesByType[type]?[name]
    }

    /// What a type answers by that name: its property (`var path: String { switch self … }`), else its method without
    /// parameters that answers case by case (`func path() -> String { switch self … } }`).
    func answer(_ name: String, of type: String) -> Member? {
        if let property = propertiesByType[type]?[name] { return property }
        let method = name + "()"
        return firstMember(of: type) { $0.kind == .method && $0.name == method && !$0.caseValues.isEmpty }
    }

    /// The properties of a type by name, from its declaration, extensions and project superclasses.
    package func properties(of type: String) -> [String: Member] { propertiesByType[type] ?? [:] }
}
