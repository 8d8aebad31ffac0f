import StranglerSources

/// What a screen's members show, gathered member by member: evidence per responsibility, API calls, navigation and side
/// effects. Kept in arrays and sorted once when the report is made, duplicates dropped: cheaper than hashing per finding.
struct ScreenFindings {
    let capabilities: Capabilities
    var evidence: [Responsibility: [Evidence]] = [:]
    var apiCalls: [APICall] = []
    var navigation: [NavigationAction] = []
    var sideEffects: [SideEffect] = []

    init(capabilities: Capabilities) {
        self.capabilities = capabilities
    }

    /// Records one member: what its declaration shows and what each of its events does.
    mutating func record(_ facts: MemberFacts, declared: [(kind: Responsibility, symbol: String)]) {
        let member = facts.member
        for (kind, symbol) in declared {
            evidence[kind, default: []].append(Evidence(file: facts.file, line: member.line, member: member.name, symbol: symbol))
        }
        let extractor = APICallExtractor(context: facts.context)
        for (position, event) in member.events.enumerated() {
            for (kind, symbol) in facts.findings[position] {
                evidence[kind, default: []].append(Evidence(file: facts.file, line: event.line, member: member.name, symbol: symbol))
                if let effect = sideEffect(kind: kind, symbol: symbol, event: event, on: facts.receiverTypes[position], member: member.name, file: facts.file) {
                    sideEffects.append(effect)
                } else if kind == .notifications, event.unqualifiedPath.count == 1, let helper = facts.context.scope.inheritedHelpers[event.name] {
                    // What the inherited helper observes or posts, once per kind.
                    for effect in Set(helper.notificationEffects).sorted() {
                        sideEffects.append(SideEffect(kind: effect, symbol: symbol, member: member.name, file: facts.file, line: event.line))
                    }
                }
            }
            if facts.isNetworking(eventAt: position) {
                for var call in extractor.apiCalls(for: event) {
                    call.file = facts.file
                    apiCalls.append(call)
                }
            }
            if let step = facts.steps[position] {
                navigation.append(
                    NavigationAction(
                        action: step.action, destination: step.destination, condition: ScreenAnalyzer.condition(event.conditions),
                        member: member.name, file: facts.file, line: event.line
                    )
                )
            }
        }
    }

    /// What the screen's storyboard scenes' controls show without code: a button's or a table cell's segue.
    mutating func record(_ segues: [StoryboardIndex.TriggeredSegue]) {
        for segue in segues {
            let member = "storyboard " + segue.trigger
            navigation.append(
                NavigationAction(action: "segue", destination: segue.destination, condition: nil, member: member, file: segue.path, line: segue.line)
            )
            let symbol = "segue" + (segue.identifier.map { " " + $0 } ?? "")
            evidence[.navigation, default: []].append(Evidence(file: segue.path, line: segue.line, member: member, symbol: symbol))
        }
    }

    /// A persistence finding is a write where its call reads as one (`set(_:forKey:)`, `save()`), or where it calls a member
    /// of the codebase's own that writes, whatever its name (`SharedViewModel.shared.changeIndexView(…)`, which sets a key
    /// of the user defaults).
    private func sideEffect(
        kind: Responsibility, symbol: String, event: Event, on receiverType: String?, member: String, file: String
    ) -> SideEffect? {
        // Making a collaborator (`let tracker = EventTracker(screen: "feed")`) tracks or writes nothing yet.
        if event.name == "init" { return nil }
        switch kind {
        case .analytics:
            return SideEffect(kind: "analytics", symbol: symbol, member: member, file: file, line: event.line)
        case .persistence where PersistenceDetector.isWrite(event)
            || event.kind == .call && receiverType.map { capabilities.persistenceWriters[$0]?.contains(event.name) == true } == true:
            return SideEffect(kind: "persistenceWrite", symbol: symbol, member: member, file: file, line: event.line)
        case .systemServices:
            return SideEffect(kind: "systemService", symbol: symbol, member: member, file: file, line: event.line)
        case .notifications:
            guard let kind = NotificationsDetector.sideEffect(of: event) else { return nil }
            return SideEffect(kind: kind, symbol: NotificationsDetector.symbol(of: event), member: member, file: file, line: event.line)
        default:
            return nil
        }
    }

    /// Each responsibility's evidence in order, each once.
    var responsibilities: [ResponsibilityEvidence] {
        Responsibility.allCases.compactMap { kind in
            evidence[kind].map { ResponsibilityEvidence(kind: kind, evidence: Self.sortedUnique($0)) }
        }
    }

    private static func sortedUnique(_ evidence: [Evidence]) -> [Evidence] {
        var result: [Evidence] = []
        result.reserveCapacity(evidence.count)
        for item in evidence.sorted() where result.last != item { result.append(item) }
        return result
    }

    /// The API calls, each once (a client's member that sends the same request on two paths is one call for the screen),
    /// in the order of the screen's files, then their lines.
    var sortedAPICalls: [APICall] {
        Array(Set(apiCalls)).sorted {
            ($0.file, $0.line, $0.via, $0.method ?? "", $0.path ?? "") < ($1.file, $1.line, $1.via, $1.method ?? "", $1.path ?? "")
        }
    }
}
