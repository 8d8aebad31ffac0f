import StranglerSources

/// Finds what the codebase's own non-screen types do themselves (networking, persistence, analytics),
/// and the requests each networking member makes, so that a screen's `api.fetchProduct()` is seen
/// as networking to `GET /products/{id}`. One level deep: a type that only calls another project
/// type gains nothing here. A protocol does what its conformers do.
///
/// `run` reads each type on its own (`CapabilitiesPass+TypeCapabilities.swift`), then hands what it found along the
/// codebase's calls and conformances, step by step, until nothing changes.
enum CapabilitiesPass {
    /// Only the detectors of these responsibilities run over these types (`Detectors.Selection.capabilities`):
    /// the others' findings would be dropped.
    static let wrapped: ResponsibilitySet = [.networking, .persistence, .analytics]

    /// How many codebase types deep a member's calls are followed: more than any layering seen in real apps
    /// (screen → view model → repository → service → client), and a bound on a cycle of calls.
    static let maximumDelegationDepth = 8

    static func run(index: ProjectIndex, candidates: [String], maxConcurrency: Int) -> Capabilities {
        let perType = candidates.parallelMap(maxConcurrency: maxConcurrency) { name in
            (name, typeCapabilities(of: name, index: index))
        }
        var capabilities = collected(perType, index)
        capabilities.speaksOfNetworking = networkingClients(index)
        lendConformersCapabilities(&capabilities, index)
        handNavigationOn(&capabilities, perType.map { ($0.0, $0.1.calledMembers) })
        for members in capabilities.navigation.values { capabilities.navigatingNames.formUnion(members.keys) }
        capabilities.actionHandlers = actionHandlers(among: candidates, index)
        // What each member hands on to the other codebase types it calls: `APIService.fetchUser` sends
        // nothing itself but calls `API.Account.lookupAccount`, which does. Followed down the chain
        // (a repository calls a service that calls the client that sends), until nothing new is found.
        followRequests(&capabilities, perType: perType.map { ($0.0, $0.1.handOns) }, index: index, maxConcurrency: maxConcurrency)
        delegateUntilStable(&capabilities, perType, index)
        relayRequestObjects(&capabilities, perType, index)
        capabilities.persistenceRelays = persistenceRelays(perType.map { ($0.0, $0.1.calledMembers) }, capabilities, index)
        return capabilities
    }

    /// The capabilities each type has by itself, in the tables `Capabilities` keeps.
    private static func collected(_ perType: [(String, TypeCapabilities)], _ index: ProjectIndex) -> Capabilities {
        var capabilities = Capabilities()
        for (name, found) in perType {
            if !found.responsibilities.isEmpty {
                capabilities.byType[name] = found.responsibilities
                capabilities.byMember[name] = found.members
            }
            if !found.persistenceWrites.isEmpty { capabilities.persistenceWriters[name] = found.persistenceWrites }
            if !found.requests.isEmpty { capabilities.requests[name] = found.requests }
            if !found.remoteProcedures.isEmpty { capabilities.remoteProcedures[name] = found.remoteProcedures }
            if !found.navigation.isEmpty {
                capabilities.navigation[name] = found.navigation.mapValues(\.action)
                // A destination the helper names (an alert, a codebase screen); not the type of a parameter it presents
                // (`UIViewController`, a generic `ViewControllerType`), which is the caller's to say.
                let destinations = found.navigation.compactMapValues(\.destination).filter { _, destination in
                    !NavigationDetector.containers.contains(destination)
                        && (index.declarations[destination] != nil || TypeNames.isAppleFrameworkType(destination))
                }
                if !destinations.isEmpty { capabilities.navigationDestinations[name] = destinations }
                if !found.handedParameters.isEmpty { capabilities.navigationParameters[name] = found.handedParameters }
            }
        }
        return capabilities
    }

    /// A protocol does what its conformers do, member by member; not a delegate protocol: what the screen's delegate
    /// does with a callback (`callViewControllerDidFinish(_:)` leaving a room on the server) is the delegate's work, not
    /// the caller's. The conformers are followed through the protocols that refine it, so the result does not depend on
    /// the order the protocols are visited in (`SecureStore` conforms to `Store`, which refines `CertificateStoring` and
    /// more).
    private static func lendConformersCapabilities(_ capabilities: inout Capabilities, _ index: ProjectIndex) {
        let conformerCapabilities = capabilities.byType
        let typeMembers = capabilities.byMember
        let typeNavigation = capabilities.navigation
        let typeWriters = capabilities.persistenceWriters
        for (name, decls) in index.declarations where decls.contains(where: { $0.kind == .protocol }) {
            var union: ResponsibilitySet = []
            var members: [String: ResponsibilitySet] = [:]
            let conformers = concreteConformers(of: name, index)
            if !index.isDelegateProtocol(name) {
                // What its own extensions do first (see `Analyzer.prepare`).
                union = conformerCapabilities[name] ?? []
                members = typeMembers[name] ?? [:]
                for conformer in conformers where !conformer.throughDelegate {
                    union.formUnion(conformerCapabilities[conformer.name] ?? [])
                    for (member, kinds) in typeMembers[conformer.name] ?? [:] { members[member, default: []].formUnion(kinds) }
                    // And writes what they write (`AppSettings.autoClearAction`, set in `AppUserDefaults`).
                    if let writes = typeWriters[conformer.name] { capabilities.persistenceWriters[name, default: []].formUnion(writes) }
                }
            }
            if !union.isEmpty {
                capabilities.byType[name] = union
                capabilities.byMember[name] = members
            } else if capabilities.byType[name] != nil {
                // A delegate protocol's own extensions work for the delegate, as its conformers do; where they navigate
                // (below) is the caller's to know.
                capabilities.byType[name] = nil
                capabilities.byMember[name] = nil
                capabilities.requests[name] = nil
            }
            // A coordinator protocol navigates where its conformers do, and where its extensions do.
            var actions = typeNavigation[name] ?? [:]
            for conformer in conformers {
                for (member, action) in typeNavigation[conformer.name] ?? [:] {
                    actions[member] = NavigationStep.combined(actions[member], action)
                }
            }
            if !actions.isEmpty { capabilities.navigation[name] = actions }
            // And shows what they show, when the ones that name a destination name the same (an `ErrorPresentation`
            // whose one conformer presents a `UIAlertController`).
            // What its own extensions show comes first.
            let destinations = agreed(conformers.map { capabilities.navigationDestinations[$0.name] ?? [:] })
            if !destinations.isEmpty { capabilities.navigationDestinations[name, default: [:]].merge(destinations) { own, _ in own } }
            // Or show what the caller hands them, at the same place.
            let handed = agreed(conformers.map { capabilities.navigationParameters[$0.name] ?? [:] })
            if !handed.isEmpty { capabilities.navigationParameters[name, default: [:]].merge(handed) { own, _ in own } }
        }
    }

    /// What each member hands on to the codebase types it calls (`delegated`), and a protocol to its conformers, until
    /// nothing changes, not for a number of rounds: a round sees what it found itself, in the order the tables keep, so a
    /// bound on rounds stopped at a different place from one run to the next (a `clearAccount` was networking in most
    /// runs, persistence in some). Each round that goes on adds a responsibility to a member, so the loop ends.
    private static func delegateUntilStable(
        _ capabilities: inout Capabilities, _ perType: [(String, TypeCapabilities)], _ index: ProjectIndex
    ) {
        var changed = true
        while changed {
            changed = false
            for (name, found) in perType {
                for (member, callees) in found.calledMembers {
                    let handedOn = callees.reduce(into: ResponsibilitySet()) { result, callee in
                        // Of the type's own members (`startPolling()` → `checkForNewContent()`), only what they hand on:
                        // what they do themselves is the member's own already (see `typeCapabilities`).
                        if callee.type != name { result.formUnion(capabilities.byMember[callee.type]?[callee.member] ?? []) }
                        result.formUnion(capabilities.delegated[callee.type]?[callee.member] ?? [])
                    }
                    guard !handedOn.isSubset(of: capabilities.delegated[name]?[member] ?? []) else { continue }
                    capabilities.delegated[name, default: [:]][member, default: []].formUnion(handedOn)
                    changed = true
                }
            }
            // A protocol hands on what its conformers do (a delegate protocol, nothing).
            for (name, conformers) in index.conformers where index.isProtocol(name) && !index.isDelegateProtocol(name) {
                for conformer in conformers {
                    for (member, kinds) in capabilities.delegated[conformer] ?? [:]
                    where !kinds.isSubset(of: capabilities.delegated[name]?[member] ?? []) {
                        capabilities.delegated[name, default: [:]][member, default: []].formUnion(kinds)
                        changed = true
                    }
                }
            }
        }
    }

    /// A member that hands the request object it makes to a codebase type that sends it relays that request, as one that
    /// hands on its arguments does (`KeyManager.setNewKey` makes an `ApiRequest` for `ApiService.request`).
    private static func relayRequestObjects(
        _ capabilities: inout Capabilities, _ perType: [(String, TypeCapabilities)], _ index: ProjectIndex
    ) {
        for (name, found) in perType {
            for (member, callee) in found.objectHandOns where capabilities.sendsRequests(callee.member, on: callee.type, index) {
                // Not to a member that only makes a `URLRequest` of it (a `deleteCachedResponse(_:)` that keys its cache so).
                let does = (capabilities.byMember[callee.type]?[callee.member] ?? []).union(capabilities.delegated[callee.type]?[callee.member] ?? [])
                if does.contains(.networking) { capabilities.relays[name, default: []].insert(member) }
            }
        }
    }

    /// The types that conform to a protocol, directly or through the protocols that refine it, in the order found; each
    /// with whether the way to it passed through a delegate protocol, which lends no work.
    static func concreteConformers(of name: String, _ index: ProjectIndex) -> [(name: String, throughDelegate: Bool)] {
        var result: [(name: String, throughDelegate: Bool)] = []
        var seen: Set<String> = [name]
        var pending = [(name: name, throughDelegate: false)]
        while let current = pending.popLast() {
            for conformer in index.conformers[current.name] ?? [] where seen.insert(conformer).inserted {
                if index.isProtocol(conformer) {
                    pending.append((conformer, current.throughDelegate || index.isDelegateProtocol(conformer)))
                } else {
                    result.append((conformer, current.throughDelegate))
                }
            }
        }
        return result
    }

    /// For each member, what every conformer that says something of it says alike (one dictionary per conformer).
    private static func agreed<Value: Hashable>(_ saidByConformer: [[String: Value]]) -> [String: Value] {
        var said: [String: Set<Value>] = [:]
        for byMember in saidByConformer {
            for (member, value) in byMember { said[member, default: []].insert(value) }
        }
        return said.compactMapValues { $0.count == 1 ? $0.first : nil }
    }
}
