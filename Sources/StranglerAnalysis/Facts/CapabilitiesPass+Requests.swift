import StranglerSources

/// The requests members send through other codebase types, followed down the chain of calls.
extension CapabilitiesPass {
    /// The requests members send through other codebase types (`ProfileService.updateUserProfile` calls
    /// `Provider.shared.request(.profileUpdate(body:))`, which sends the Moya target it is given), followed down the
    /// chain like `delegated`, for members that send none themselves. Each request is read through the call that hands
    /// it on, so the caller's literals and Moya case complete it.
    static func followRequests(
        _ capabilities: inout Capabilities, perType: [(String, [HandOns])], index: ProjectIndex, maxConcurrency: Int
    ) {
        // A member's hand-ons read the requests of the types it calls, and of the conformers that run the call, and nothing
        // else that changes here. So after the first round only the types with a member that calls a type whose requests
        // changed in the last one are read again; the others hand on what they did. Reading every type in all eight
        // rounds, each reading every call of every member, took a fifth of a large codebase's whole analysis.
        var readers: [String: Set<Int>] = [:]
        for (typeIndex, (_, handOns)) in perType.enumerated() {
            for handOn in handOns where !handOn.sendsItself {
                for call in handOn.calls {
                    readers[call.type, default: []].insert(typeIndex)
                    for inheritor in index.inheritors(of: call.type, running: call.event.name) {
                        readers[inheritor, default: []].insert(typeIndex)
                    }
                }
            }
        }
        var toRead = Array(perType.indices)
        for depth in 0..<maximumDelegationDepth {
            // The types of a round are read on every core: each reads the requests as the last round left them.
            let current = capabilities
            let read = toRead.parallelMap(maxConcurrency: maxConcurrency) { typeIndex in
                (typeIndex, inheritedRequests(of: perType[typeIndex], current, index))
            }
            var changed: Set<String> = []
            for (typeIndex, inherited) in read {
                let (name, handOns) = perType[typeIndex]
                if depth == 0, !inherited.isEmpty {
                    capabilities.relays[name, default: []].formUnion(inherited.keys.map { handOns[$0].member.baseName })
                }
                var inheritedByMember: [String: [RequestTemplate]] = [:]
                for (position, templates) in inherited.sorted(by: { $0.key < $1.key }) {
                    inheritedByMember[handOns[position].member.baseName, default: []].append(contentsOf: templates)
                }
                for (member, inherited) in inheritedByMember {
                    // Beside the overloads of the name that send their own requests (`validateLogin(username:password:scope:)`,
                    // beside `validateLogin(username:password:completion:)`, which hands on).
                    let current = capabilities.requests[name]?[member] ?? []
                    let handingOn = Set(handOns.lazy.filter { !$0.sendsItself && $0.member.baseName == member }.map(\.member.name))
                    let all = current.filter { !handingOn.contains($0.sender ?? "") } + inherited
                    guard Set(all) != Set(current) else { continue }
                    capabilities.requests[name, default: [:]][member] = all
                    changed.insert(name)
                }
            }
            toRead = changed.reduce(into: Set<Int>()) { result, name in result.formUnion(readers[name] ?? []) }.sorted()
            if toRead.isEmpty { break }
        }
    }

    /// What each member of a type that sends nothing itself inherits from the members it hands on to, by its place among
    /// the type's hand-ons; a member that hands on to none that sends has no entry.
    /// A member that sends nothing itself sends what it hands on, to other types and to its own type's members: a
    /// `performCallSecureUrl` hands the request to `URLConnection.send(request:)` and may first sign in through its
    /// own `acquireToken()`. One that sends a request itself sends that: what else it hands on is, in real clients, a token
    /// it refreshes first (a `Provider.request`) or a retry.
    private static func inheritedRequests(
        of type: (name: String, handOns: [HandOns]), _ capabilities: Capabilities, _ index: ProjectIndex
    ) -> [Int: [RequestTemplate]] {
        var scope: EventContext.Scope?
        var result: [Int: [RequestTemplate]] = [:]
        for (position, handOn) in type.handOns.enumerated() where !handOn.sendsItself {
            let sending = handOn.calls.filter { capabilities.sendsRequests($0.event.name, on: $0.type, index) }
            guard !sending.isEmpty else { continue }
            let context = EventContext(
                scope: scope ?? EventContext.Scope(
                    index: index, capabilities: capabilities, typeName: type.name, superclass: index.superclass(of: type.name),
                    properties: index.properties(of: type.name), isViewController: false, followsProjectTypes: false,
                    typeFacts: TypeFacts(shared: index.typeNames)
                ),
                member: handOn.member
            )
            scope = context.scope
            let extractor = APICallExtractor(context: context)
            var inherited: [RequestTemplate] = []
            for call in sending {
                let sent = extractor.requests(extractor.wrapperTemplates(type: call.type, call: call.event) ?? [], sentThrough: call.event)
                inherited += sent.map { $0.chosen(under: call.event, in: handOn.member).sent(by: handOn.member.name) }
            }
            result[position] = inherited
        }
        return result
    }
}
