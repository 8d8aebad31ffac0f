import StranglerSources

/// Navigation handed on through the codebase's navigators (routers, coordinators and their wrappers).
extension CapabilitiesPass {
    /// A navigator hands navigation on: a member of a type named like one, or nested in one, that calls another codebase
    /// type's navigating member navigates as that member does, followed down the chain. A view calls
    /// `router.route(to: .settings)` on its `@Router` wrapper, a `Router.Wrapper`, which calls its
    /// `NavigationCoordinator.Router`, which calls `NavigationCoordinator.push(_:)`, which appends to the navigation path.
    /// Not a view model's call to its coordinator: what the view model does when told is its own.
    static func handNavigationOn(_ capabilities: inout Capabilities, _ calledMembers: [(String, [String: Set<Callee>])]) {
        let navigators = calledMembers.filter { name, _ in TypeNames.isNamedLikeNavigator(name) }
        guard !navigators.isEmpty else { return }
        for _ in 0..<maximumDelegationDepth {
            // A round reads the navigation the last one left, and its findings are added after it.
            var found: [(type: String, member: String, action: String)] = []
            for (name, members) in navigators {
                for (member, callees) in members where capabilities.navigation[name]?[member] == nil {
                    // The first navigating callee by type and member, whatever order the set keeps.
                    var first: (callee: Callee, action: String)?
                    for callee in callees where callee.type != name {
                        guard let step = capabilities.navigation[callee.type]?[callee.member] else { continue }
                        if let current = first, (current.callee.type, current.callee.member) <= (callee.type, callee.member) { continue }
                        first = (callee, step)
                    }
                    if let first { found.append((name, member, first.action)) }
                }
            }
            if found.isEmpty { break }
            for (name, member, action) in found { capabilities.navigation[name, default: [:]][member] = action }
        }
    }
}
