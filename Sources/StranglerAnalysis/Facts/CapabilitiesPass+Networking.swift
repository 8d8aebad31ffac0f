import StranglerSources

/// Whether a type speaks of networking in its code, for the client-named types the pass cannot follow.
extension CapabilitiesPass {
    /// Which codebase types named like a client speak of networking (see `Capabilities.speaksOfNetworking`). A screen
    /// that adopts a protocol named like one (an `IndicatorInfoProvider`, which its tabs answer) speaks for itself only.
    static func networkingClients(_ index: ProjectIndex) -> Set<String> {
        var clients: Set<String> = []
        for (name, decls) in index.declarations where NetworkingNames.clientSuffixes.contains(where: name.hasSuffix) {
            let conformers = decls.contains { $0.kind == .protocol } ? (index.conformers[name] ?? []).filter { !index.isScreenClass($0) } : []
            let all = decls + conformers.flatMap { index.declarations[$0] ?? [] }
            // One that builds menus or views (an `EditActionProvider` that makes a `UIMenu` from the rooms of the session it
            // is handed) provides UI, whatever its code speaks of.
            if all.contains(where: speaksOfNetworking), !all.contains(where: buildsUI) { clients.insert(name) }
        }
        return clients
    }

    /// Whether a declaration's conformances, member types or calls use a word of networking. What it assigns to is not
    /// what it uses: a flag named for a feature (`self.isSupportRequestEnabled = …`, in a test double of a feature-flag
    /// service) says nothing of networking; the value's type still may.
    static func speaksOfNetworking(_ decl: TypeDecl) -> Bool {
        func speaks(_ text: String) -> Bool {
            NetworkingNames.networkingWords.contains { Endpoint.range(of: $0, in: text[...]) != nil } && !NetworkingNames.otherSessions.contains(where: text.hasPrefix)
        }
        if decl.inherited.contains(where: speaks) { return true }
        for member in decl.members {
            if member.typeName.map(speaks) == true || member.locals.values.contains(where: { $0.typeName.map(speaks) == true }) { return true }
            for event in member.events {
                if event.kind != .assignment, event.path.contains(where: speaks) { return true }
                if event.typeName.map(speaks) == true { return true }
                if event.arguments.contains(where: { $0.typeName.map(speaks) == true }) { return true }
            }
        }
        return false
    }

    /// Whether a declaration makes UIKit's menus, actions or views (`UIMenu(…)`, `UIContextMenuConfiguration(…)`,
    /// `UIButton(…)`); an alert does not count, which an API client may show on an error.
    static func buildsUI(_ decl: TypeDecl) -> Bool {
        decl.members.contains { member in
            member.events.contains { event in
                guard event.kind == .call, event.path.count == 2, event.path[1] == "init", let type = event.typeRoot,
                      type.hasPrefix("UI") else { return false }
                return !alerts.contains(type) && TypeNames.isUIType(type)
            }
        }
    }

    private static let alerts: Set<String> = ["UIAlertController", "UIAlertAction"]
}
