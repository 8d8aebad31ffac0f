import StranglerSources

/// Reads the helpers a screen calls that the codebase's own base classes declare (see `InheritedHelper`): each helper's
/// work by the detectors, in its base class's scope, with the work of the base class's own methods it calls.
enum InheritedHelpers {
    /// How many of the base class's own methods deep a helper is followed (`observeKeyboard()` → `observe(_:selector:)`).
    static let depth = 3

    /// The helpers the members call by an unqualified name they do not declare themselves, by name.
    static func helpers(calledBy members: [Member], scope: EventContext.Scope) -> [String: InheritedHelper] {
        guard scope.superclass != nil else { return [:] }
        let own = Set(members.lazy.map(\.baseName))
        var called: Set<String> = []
        for member in members {
            for event in member.events where event.kind == .call && event.unqualifiedPath.count == 1 && !own.contains(event.name) {
                called.insert(event.name)
            }
        }
        guard !called.isEmpty else { return [:] }
        var result: [String: InheritedHelper] = [:]
        var seen: Set<String> = []
        var base = scope.superclass
        while let name = base, seen.insert(name).inserted, let decls = scope.index.declarations[name], decls.contains(where: { $0.kind == .class }) {
            var reader = BaseClassReader(name: name, decls: decls, scope: scope)
            for helper in called.sorted() where result[helper] == nil && reader.declares(helper) {
                let (kinds, effects) = reader.work(of: helper, depth: depth)
                if !kinds.isEmpty { result[helper] = InheritedHelper(owner: name, kinds: kinds, notificationEffects: effects) }
            }
            base = scope.index.superclass(of: name)
        }
        return result
    }

    /// One base class's methods, read once each.
    private struct BaseClassReader {
        let name: String
        let scope: EventContext.Scope
        var methods: [String: (member: Member, file: String)] = [:]
        var read: [String: (kinds: ResponsibilitySet, effects: [String])] = [:]

        init(name: String, decls: [TypeDecl], scope screen: EventContext.Scope) {
            self.name = name
            let index = screen.index
            scope = EventContext.Scope(
                index: index, capabilities: screen.capabilities, typeName: name, superclass: index.superclass(of: name),
                properties: index.properties(of: name), isViewController: screen.isViewController, followsProjectTypes: true,
                typeFacts: screen.typeFacts
            )
            for decl in decls {
                for member in decl.members where member.kind == .method && methods[member.baseName] == nil {
                    methods[member.baseName] = (member, decl.file)
                }
            }
        }

        func declares(_ helper: String) -> Bool { methods[helper] != nil }

        /// What the method does, and what the base class's methods it calls do, `depth` methods deep.
        mutating func work(of helper: String, depth: Int) -> (kinds: ResponsibilitySet, effects: [String]) {
            if let known = read[helper] { return known }
            guard depth > 0, let (member, file) = methods[helper] else { return ([], []) }
            read[helper] = ([], [])
            let facts = EventContext(scope: scope, member: member).facts(file: file)
            var kinds = facts.responsibilities
            var effects: [String] = []
            for (position, event) in member.events.enumerated() {
                if facts.findings[position].contains(where: { $0.kind == .notifications }), let effect = NotificationsDetector.sideEffect(of: event) {
                    effects.append(effect)
                }
                if event.kind == .call, event.unqualifiedPath.count == 1, event.name != helper, methods[event.name] != nil {
                    let called = work(of: event.name, depth: depth - 1)
                    kinds.formUnion(called.kinds)
                    effects += called.effects
                }
            }
            read[helper] = (kinds, effects)
            return (kinds, effects)
        }
    }
}
