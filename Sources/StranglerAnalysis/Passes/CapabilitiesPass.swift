import StranglerSources

/// Finds what the codebase's own non-screen types do themselves (networking, persistence, analytics),
/// and the requests each networking member makes, so that a screen's `api.fetchProduct()` is seen
/// as networking to `GET /products/{id}`. One level deep: a type that only calls another project
/// type gains nothing here. A protocol does what its conformers do.
enum CapabilitiesPass {
    static let wrapped: Set<Responsibility> = [.networking, .persistence, .analytics]

    static func run(index: ProjectIndex, candidates: [String]) -> Capabilities {
        var capabilities = Capabilities()
        for name in candidates {
            let properties = Dictionary(index.members(of: name).filter { $0.kind == .property }.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
            var found: Set<Responsibility> = []
            var requests: [String: [RequestTemplate]] = [:]
            let members = (index.declarations[name] ?? []).flatMap { decl in decl.members.map { (decl.file, $0) } }
            for (file, member) in members {
                let context = EventContext(
                    index: index, capabilities: Capabilities(), typeName: name, member: member, properties: properties,
                    isViewController: false, followsProjectTypes: false
                )
                found.formUnion(context.facts(file: file).responsibilities.intersection(wrapped))
                let extractor = APICallExtractor(context: context)
                let templates = member.events.compactMap(extractor.primitiveRequest)
                if !templates.isEmpty { requests[baseName(member.name), default: []].append(contentsOf: templates) }
            }
            // One hop inside the type: `fetchProfile` sends its request through `authorizedGet("/me")`.
            for (_, member) in members where requests[baseName(member.name)] == nil {
                let extractor = APICallExtractor(
                    context: EventContext(
                        index: index, capabilities: Capabilities(), typeName: name, member: member, properties: properties,
                        isViewController: false, followsProjectTypes: false
                    )
                )
                let inherited = member.events.filter { $0.kind == .call && $0.unqualifiedPath.count == 1 }.flatMap { call in
                    (requests[call.name] ?? []).map { extractor.request($0, through: call, via: $0.via) }
                }
                if !inherited.isEmpty { requests[baseName(member.name)] = inherited }
            }
            if AnalyticsDetector.isAnalyticsType(name) { found.insert(.analytics) }
            if !found.isEmpty { capabilities.byType[name] = found }
            if !requests.isEmpty { capabilities.requests[name] = requests }
        }
        // A protocol does what its conformers do.
        for (name, decls) in index.declarations where decls.contains(where: { $0.kind == .protocol }) {
            let union = (index.conformers[name] ?? []).reduce(into: Set<Responsibility>()) { $0.formUnion(capabilities.byType[$1] ?? []) }
            if !union.isEmpty { capabilities.byType[name] = union }
        }
        return capabilities
    }

    private static func baseName(_ memberName: String) -> String {
        String(memberName.prefix { $0 != "(" })
    }
}
