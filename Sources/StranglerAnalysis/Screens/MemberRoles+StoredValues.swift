import StranglerSources

extension MemberRoles {
    /// A statement that stores a value in one of the screen's properties, or configures the value a property holds, goes
    /// where the property belongs: in an initializer every such statement (`self.conversationID = conversationID` is the
    /// Interactor's state, `self.messageService = messageService` the Worker's collaborator, `_timeFormatter.dateStyle =
    /// …` the Presenter's formatter, `super.init(…)` the ViewController's); elsewhere a collaborator or a formatter made
    /// (`self.httpClient = [[CHHTTPClient alloc] init…]` in `viewDidLoad` is the Worker's). Read once the
    /// properties are judged.
    static func placeStoredValues(_ analyses: inout [MemberAnalysis], _ members: [MemberFacts]) {
        var propertyRole: [String: Role] = [:]
        for analysis in analyses where analysis.kind == "property" && analysis.roles.count == 1 {
            propertyRole[analysis.name] = analysis.roles[0]
        }
        guard !propertyRole.isEmpty else { return }
        for (position, facts) in members.enumerated() where facts.member.kind != .property && facts.member.kind != .type {
            let isInitializer = facts.member.kind == .initializer
            var roles: [Int: Role] = [:]
            for event in facts.member.events {
                guard let statement = event.statement else { continue }
                if isInitializer, event.path.first == "super" || event.path.first == "self" && event.kind == .assignment && event.path.count == 1 {
                    roles[statement] = roles[statement] ?? .viewController
                    continue
                }
                // Outside an initializer: a collaborator made (assigned) or a formatter configured; a call on a collaborator
                // is judged by what it does (building a query sends nothing).
                guard event.kind == .assignment || event.kind == .call, let property = storedProperty(of: event),
                      let role = propertyRole[property],
                      isInitializer || role == .presenter || role == .worker && makesACollaborator(event)
                else { continue }
                roles[statement] = role
            }
            guard !roles.isEmpty else { continue }
            place(roles, in: &analyses[position], facts, replacingAll: isInitializer)
        }
    }

    /// An assignment that makes or configures a collaborator (`self.httpClient = [[CHHTTPClient alloc] init…]`,
    /// `api.authToken = token`, `imageTask = session.dataTask(…)`), not one that stores a value handed on from elsewhere
    /// (`self.user = resource.user`), which is the screen's data.
    private static func makesACollaborator(_ event: Event) -> Bool {
        guard event.kind == .assignment, let value = event.arguments.first else { return false }
        var path = event.path[...]
        if path.first == "self" { path = path.dropFirst() }
        return path.count >= 2 || !FormattingDetector.isPlainReference(value.text)
    }

    /// The property an event stores into or configures: `self.x = …`, `x = …`, `_x = …`, `_x.dateStyle = …`.
    private static func storedProperty(of event: Event) -> String? {
        var path = event.path[...]
        if path.first == "self" { path = path.dropFirst() }
        guard let first = path.first, event.kind == .assignment || path.count >= 2 && event.name != "init" else { return nil }
        return first.hasPrefix("_") ? String(first.dropFirst()) : first
    }

    /// Joins the statements' roles to the member's: an initializer's become its roles; another member's add to its own.
    private static func place(_ roles: [Int: Role], in analysis: inout MemberAnalysis, _ facts: MemberFacts, replacingAll: Bool) {
        var byStatement: [Int: Set<Role>] = [:]
        for group in analysis.split {
            for statement in group.statements {
                if let index = facts.member.statements.firstIndex(where: { $0.line == statement.line && $0.text == statement.text }) {
                    byStatement[index, default: []].insert(group.role)
                }
            }
        }
        for (statement, role) in roles { byStatement[statement] = [role] }
        var memberRoles = replacingAll ? Set(roles.values) : Set(analysis.roles).union(roles.values)
        if memberRoles.isEmpty { memberRoles = Set(analysis.roles) }
        guard memberRoles != Set(analysis.roles) || memberRoles.count > 1 else { return }
        if !Set(analysis.roles).isSuperset(of: memberRoles) || replacingAll {
            analysis.reasons.append("stored values: each statement goes where the property it stores into belongs")
        }
        analysis.roles = memberRoles.sorted()
        guard memberRoles.count > 1 else { analysis.split = []; return }
        let statements = facts.member.statements
        analysis.split = Role.allCases.compactMap { role in
            let indices = byStatement.filter { $0.value.contains(role) }.keys.sorted()
            guard !indices.isEmpty else { return nil }
            return RoleStatements(role: role, statements: indices.map { StatementRef(line: statements[$0].line, text: statements[$0].text) })
        }
    }
}
