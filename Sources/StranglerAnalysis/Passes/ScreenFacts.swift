import StranglerSources

/// What the detectors found in one member: each event's responsibilities, with the symbols that showed them.
struct MemberFacts {
    let member: Member
    let file: String
    let context: EventContext
    /// Parallel to `member.events`.
    let findings: [[(kind: Responsibility, symbol: String)]]
    /// Parallel to `member.events`: the navigation each event performs, if any.
    let steps: [NavigationDetector.Step?]

    var responsibilities: Set<Responsibility> {
        // A loop, not `flatMap { $0.map(\.kind) }`: a key path into a tuple is instantiated at run time on each use.
        var result: Set<Responsibility> = []
        for eventFindings in findings {
            for finding in eventFindings { result.insert(finding.kind) }
        }
        return result
    }

    func isNetworking(eventAt index: Int) -> Bool {
        findings.indices.contains(index) && findings[index].contains { $0.kind == .networking }
    }
}

/// A screen with every member's facts: what smells read.
struct ScreenFacts {
    let name: String
    let kind: ScreenAnalysis.Kind
    let line: Int
    let lines: Int
    let members: [MemberFacts]
    /// Responsibilities shown by events and by members' declarations (`@AppStorage`).
    let responsibilities: Set<Responsibility>
}

extension EventContext {
    /// Runs every detector over every event of the member.
    func facts(file: String) -> MemberFacts {
        facts(file: file, detectors: Detectors.all, resolvingNavigation: true)
    }

    /// Runs the given detectors over every event of the member. Without `resolvingNavigation`, `steps` is empty:
    /// for a pass that asks only detectors that never read navigation.
    func facts(file: String, detectors: [any Detector], resolvingNavigation: Bool) -> MemberFacts {
        var eventContext = self
        var steps: [NavigationDetector.Step?] = []
        if resolvingNavigation { steps.reserveCapacity(member.events.count) }
        let findings = member.events.map { event in
            eventContext.resolvedReceiverType = nil
            eventContext.resolvedNavigationStep = nil
            eventContext.resolvedReceiverType = .some(eventContext.receiverType(event))
            if resolvingNavigation {
                let step = NavigationDetector().resolveStep(for: event, in: eventContext)
                eventContext.resolvedNavigationStep = .some(step)
                steps.append(step)
            }
            return detectors.compactMap { detector in
                // Labelled as `findings` is: an unlabelled tuple would be converted by a dynamic cast per event.
                detector.symbol(for: event, in: eventContext).map { (kind: detector.responsibility, symbol: $0) }
            }
        }
        return MemberFacts(member: member, file: file, context: self, findings: findings, steps: steps)
    }
}
