import StranglerSources

/// The statements of a mixed member that belong to each VIP+W component, by four rules:
/// 1. A statement takes the components of what its code does. One that shows formatted text is the Presenter's alone:
///    the label it sets is only where the text goes (`countLabel.text = "\(count) items"`).
/// 2. A local made to be handed to a navigation or a request goes with it: the statements that make and configure it
///    are the Router's when the member presents it (`let alert = UIAlertController(…)`, `alert.addAction(…)`,
///    `picker.delegate = self`), the Worker's when the member sends it (`let url = URL(string: …)!`,
///    `request.httpMethod = "POST"`).
///    Decoding or encoding in a member that is the Worker's (`let page = data.flatMap { try? decoder.decode(Page.self,
///    from: $0) }`) is the Worker's too, with the decoder it makes and configures.
/// 3. A statement that does nothing of its own but wraps statements of one component (`DispatchQueue.main.async { … }`,
///    `let page = data.flatMap { try? decoder.decode(Page.self, from: $0) }`) is that component's.
/// 4. A statement that takes a way back (a callback called, a delegate told) is the Router's.
struct StatementRoles {
    let facts: MemberFacts
    /// Roles per statement index, from the rules above.
    private(set) var roles: [Int: Set<Role>] = [:]

    init(_ facts: MemberFacts, router: [Int]) {
        self.facts = facts
        assignFindings()
        for statement in router { roles[statement, default: []].insert(.router) }
        assignHandedLocals()
        assignWrappers()
    }

    /// The statements per role, in the roles' order, each statement once.
    var split: [RoleStatements] {
        let statements = facts.member.statements
        return Role.allCases.compactMap { role in
            let indices = roles.filter { $0.value.contains(role) }.keys.sorted()
            guard !indices.isEmpty else { return nil }
            return RoleStatements(role: role, statements: indices.map { StatementRef(line: statements[$0].line, text: statements[$0].text) })
        }
    }

    /// Rule 1.
    private mutating func assignFindings() {
        var kinds: [Int: ResponsibilitySet] = [:]
        for (position, findings) in facts.findings.enumerated() where !findings.isEmpty {
            guard let statement = facts.member.events[position].statement else { continue }
            for (kind, _) in findings { _ = kinds[statement, default: []].insert(kind) }
        }
        for (statement, found) in kinds {
            // The view a statement formats text for, or makes to navigate to (`push(UIHostingController(rootView: …))`), is
            // where the work goes, not work of its own; and a value computed from what the user typed (`let text =
            // field.text.trimmingCharacters(…)`) is the rule's, reading the field is how the request gets it.
            var shown = found.contains(.formatting) || found.contains(.navigation) ? found.subtracting([.ui]) : found
            if shown.contains(.businessLogic), Self.declaresALocal(facts.member.statements[statement].text) { shown = shown.subtracting([.ui]) }
            let own = Set(shown.sorted().compactMap(\.role))
            if !own.isEmpty { roles[statement] = own }
        }
    }

    /// Rule 2: from each navigation or request, back through the locals it is handed, to the statements that make and
    /// configure them; a local handed to one of those (`url` to `URLRequest(url: url)`) goes with it too.
    private mutating func assignHandedLocals() {
        let events = facts.member.events
        var pending: [(name: String, role: Role, before: Int)] = []
        let isWorker = roles.values.contains { $0.contains(.worker) }
        for (position, event) in events.enumerated() {
            if isWorker, let statement = event.statement, Self.codes(event, receiverType: facts.receiverTypes[position]),
               (roles[statement] ?? []).isSubset(of: [.viewController, .worker]) {
                roles[statement] = [.worker]
                if let decoder = event.path.first, event.path.count > 1 { pending.append((decoder, .worker, event.line)) }
            }
            guard let role = Self.handingRole(facts.findings[position]) else { continue }
            for argument in event.arguments { pending += argument.roots.map { ($0, role, event.line) } }
        }
        var done: Set<String> = []
        while let (name, role, before) = pending.popLast() {
            guard done.insert(name).inserted, isLocal(name, at: before) else { continue }
            for event in events where event.line <= before {
                // A value the Worker sends (`let text = inputField.text…`) is made by whoever made it; what is made only to
                // make the request (`let url = URL(string: …)!`) is the Worker's.
                let overridable: Set<Role> = role == .router ? [.viewController, .router] : [.worker]
                guard let statement = event.statement, Self.makesOrConfigures(name, event, facts.member.statements[statement].text),
                      (roles[statement] ?? []).isSubset(of: overridable)
                else { continue }
                roles[statement] = [role]
                // What made the local was handed to it (`URLRequest(url: url)`).
                if event.path.first != name { pending += event.arguments.flatMap(\.roots).map { ($0, role, event.line) } }
            }
        }
    }

    /// A decoder's or encoder's call (`decoder.decode(_:from:)`, `JSONSerialization.jsonObject(with:)`,
    /// `[MTLJSONAdapter modelOfClass:fromJSONDictionary:error:]`).
    private static func codes(_ event: Event, receiverType: String?) -> Bool {
        guard event.kind == .call, event.name != "init", let type = receiverType ?? event.typeRoot else { return false }
        return coders.contains(type)
    }

    static let coders: Set<String> = [
        "JSONDecoder", "JSONEncoder", "JSONSerialization", "PropertyListDecoder", "PropertyListEncoder", "NSJSONSerialization",
        "MTLJSONAdapter", "NSKeyedUnarchiver", "NSKeyedArchiver",
    ]

    /// The component a navigation or a request hands its arguments to, if the event is one.
    private static func handingRole(_ findings: [(kind: Responsibility, symbol: String)]) -> Role? {
        if findings.contains(where: { $0.kind == .navigation }) { return .router }
        if findings.contains(where: { $0.kind == .networking || $0.kind == .systemServices }) { return .worker }
        return nil
    }

    /// A name the body declares itself (not a parameter, a property or a type).
    private func isLocal(_ name: String, at line: Int) -> Bool {
        guard let value = facts.member.local(name, at: line) else { return false }
        return !value.isParameter
    }

    /// Whether the event makes the local (its declaration's statement) or configures it (`alert.addAction(…)`,
    /// `picker.delegate = self`).
    private static func makesOrConfigures(_ name: String, _ event: Event, _ statementText: String) -> Bool {
        if event.path.first == name { return event.kind == .call || event.kind == .assignment }
        return declares(name, statementText)
    }

    /// The local a statement declares, by its first line: `let alert = …`, `var request: URLRequest = …`, Objective-C's
    /// `UIAlertController *alert = …`.
    static func declaredLocal(_ text: String) -> Substring? {
        var rest = Substring(text)
        if rest.hasPrefix("let ") || rest.hasPrefix("var ") {
            rest = rest.dropFirst(4).drop { $0 == " " }
        } else {
            guard let star = rest.firstIndex(of: "*"),
                  rest[..<star].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == " " || $0 == "<" || $0 == ">" })
            else { return nil }
            rest = rest[rest.index(after: star)...].drop { $0 == " " }
        }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        let after = rest.dropFirst(name.count).drop { $0 == " " }.first
        return !name.isEmpty && (after == ":" || after == "=" || after == ";") ? name : nil
    }

    static func declares(_ name: String, _ text: String) -> Bool { declaredLocal(text) == Substring(name) }

    static func declaresALocal(_ text: String) -> Bool { declaredLocal(text) != nil }

    /// Rule 3: innermost first, so a wrapper inside a wrapper sees its inner one's component.
    private mutating func assignWrappers() {
        let statements = facts.member.statements
        var concurrency: Set<Int> = []
        var other: Set<Int> = []
        for (position, findings) in facts.findings.enumerated() where !findings.isEmpty {
            guard let statement = facts.member.events[position].statement else { continue }
            if findings.allSatisfy({ $0.kind == .concurrency }) { concurrency.insert(statement) } else { other.insert(statement) }
        }
        let onlyConcurrency = concurrency.subtracting(other)
        var inner: [Int: Set<Set<Role>>] = [:]
        for index in statements.indices.reversed() {
            let wraps = onlyConcurrency.contains(index) || !concurrency.union(other).contains(index) && Self.declaresALocal(statements[index].text)
            if wraps, roles[index] == nil, let found = inner[index], found.count == 1, let only = found.first, only.count == 1 {
                roles[index] = only
            }
            guard let parent = statements[index].parent else { continue }
            if let own = roles[index] { inner[parent, default: []].insert(own) }
            if let nested = inner[index] { inner[parent, default: []].formUnion(nested) }
        }
    }
}
