import StranglerSources

/// What the detectors found in one member: each event's responsibilities, with the symbols that showed them.
/// A class, because the screen's passes and smells hand it around, and copying the member and its context each time
/// would retain every one of their strings and arrays.
final class MemberFacts {
    let member: Member
    let file: String
    let context: EventContext
    /// Parallel to `member.events`.
    let findings: [[(kind: Responsibility, symbol: String)]]
    /// Parallel to `member.events`: the navigation each event performs, if any.
    let steps: [NavigationStep?]
    /// Parallel to `member.events`: the type of each event's receiver, as the detectors saw it.
    let receiverTypes: [String?]
    /// What the findings show, computed once: the screen's passes and smells each ask.
    let responsibilities: ResponsibilitySet

    init(
        member: Member, file: String, context: EventContext, findings: [[(kind: Responsibility, symbol: String)]],
        steps: [NavigationStep?], receiverTypes: [String?]
    ) {
        self.member = member
        self.file = file
        self.context = context
        self.findings = findings
        self.steps = steps
        self.receiverTypes = receiverTypes
        // A loop, not `flatMap { $0.map(\.kind) }`: a key path into a tuple is instantiated at run time on each use.
        var responsibilities = ResponsibilitySet()
        for eventFindings in findings {
            for finding in eventFindings { responsibilities.insert(finding.kind) }
        }
        self.responsibilities = responsibilities
    }

    func isNetworking(eventAt index: Int) -> Bool {
        findings.indices.contains(index) && findings[index].contains { $0.kind == .networking }
    }
}

/// A screen with every member's facts: what smells read.
struct ScreenFacts {
    let name: String
    let kind: ScreenAnalysis.Kind
    /// The file of the screen's declaration.
    let file: String
    let line: Int
    let lines: Int
    /// The lines of code a reader counts in the screen (see `ScreenAnalyzer.codeLines(of:)`): what its size is judged by.
    let codeLines: Int
    let members: [MemberFacts]
    /// Responsibilities shown by events and by members' declarations (`@AppStorage`).
    let responsibilities: ResponsibilitySet
}

extension EventContext {
    /// Runs the selected detectors over every event of the member. Only `.all` resolves navigation steps:
    /// with `.capabilities`, `steps` is empty, since none of those detectors reads navigation.
    /// Consuming: the context resolves each event's facts on itself and ends in the `MemberFacts` without a copy, which
    /// would retain its member, index and capabilities for every member of every screen.
    consuming func facts(file: String, detectors selection: Detectors.Selection = .all) -> MemberFacts {
        let resolvingNavigation = selection == .all
        let events = member.events
        var steps: [NavigationStep?] = []
        if resolvingNavigation { steps.reserveCapacity(member.events.count) }
        var findings: [[(kind: Responsibility, symbol: String)]] = []
        findings.reserveCapacity(member.events.count)
        var receiverTypes: [String?] = []
        receiverTypes.reserveCapacity(member.events.count)
        // Events read in place, each handed once to `read`: an array's subscript copies the event (retaining each
        // of its arrays) for every use.
        events.withUnsafeBufferPointer { events in
            for index in events.indices {
                let read = self.read(events[index], selection, resolvingNavigation: resolvingNavigation)
                if resolvingNavigation { steps.append(read.step) }
                findings.append(read.findings)
                receiverTypes.append(resolvedReceiverType.value)
            }
        }
        resolvedReceiverType = .unknown
        resolvedComposition = nil
        resolvedNavigationStep = .unknown
        eventLine = .max
        return MemberFacts(member: member, file: file, context: self, findings: findings, steps: steps, receiverTypes: receiverTypes)
    }

    /// Resolves one event's receiver type (and navigation step) once for all detectors, then runs the selected ones.
    private mutating func read(
        _ event: Event, _ selection: Detectors.Selection, resolvingNavigation: Bool
    ) -> (step: NavigationStep?, findings: [(kind: Responsibility, symbol: String)]) {
        resolvedReceiverType = .unknown
        resolvedNavigationStep = .unknown
        eventLine = event.line
        let receiver = receiver(event)
        resolvedReceiverType = .known(receiver.type)
        resolvedComposition = receiver.composition
        var step: NavigationStep?
        if resolvingNavigation {
            step = NavigationDetector().resolveStep(for: event, in: self)
            resolvedNavigationStep = .known(step)
        }
        return (step, Detectors.findings(for: event, in: self, selection))
    }
}
