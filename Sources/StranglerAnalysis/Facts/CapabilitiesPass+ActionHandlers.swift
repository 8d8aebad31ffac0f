import StranglerSources

/// The members that handle the cases of an action enum (`OrderAction`), for a screen that sends one.
extension CapabilitiesPass {
    /// The members that handle an action enum's cases, by enum: those that cast a parameter back to the enum under the
    /// parameter's own name (`guard let action = action as? OrderAction`, `if let action = action as? OrderAction`).
    static func actionHandlers(among candidates: [String], _ index: ProjectIndex) -> [String: [Callee]] {
        var handlers: [String: Set<Callee>] = [:]
        for name in candidates {
            for decl in index.declarations[name] ?? [] {
                for member in decl.members where !member.localBindings.isEmpty {
                    for (local, bindings) in member.localBindings where bindings.first?.value.isParameter == true {
                        for binding in bindings.dropFirst() {
                            guard let type = binding.value.typeName, binding.value.roots == [local],
                                  index.declarations[type]?.contains(where: { $0.kind == .enum }) == true else { continue }
                            handlers[type, default: []].insert(Callee(type: name, member: member.baseName))
                        }
                    }
                }
            }
        }
        return handlers.mapValues { $0.sorted { ($0.type, $0.member) < ($1.type, $1.member) } }
    }
}
