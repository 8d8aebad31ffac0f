import StranglerSources

/// What one type does by itself, the per-type half of `CapabilitiesPass.run`: each member read once with the
/// capability detectors, then what the type's members lend each other.
extension CapabilitiesPass {
    /// What one type does itself, and the requests its members send; members by base name.
    struct TypeCapabilities {
        var responsibilities: ResponsibilitySet = []
        var requests: [String: [RequestTemplate]] = [:]
        var members: [String: ResponsibilitySet] = [:]
        var calledMembers: [String: Set<Callee>] = [:]
        var navigation: [String: NavigationStep] = [:]
        /// The parameters whose argument a navigating member shows as it is (see `handedDestination`).
        var handedParameters: [String: [HandedParameter]] = [:]
        var handOns: [HandOns] = []
        var remoteProcedures: [String: [HandedParameter]] = [:]
        /// The members that hand a request object they make to another codebase type, with the member they call.
        var objectHandOns: [(member: String, callee: Callee)] = []
        /// Members that write what they persist, rather than only read it (see `preferNavigationOverReads`).
        var persistenceWrites: Set<String> = []
    }

    /// A member's calls to codebase types' members (its own type's included), each with the type called: what it may
    /// hand a request on to.
    struct HandOns {
        let member: Member
        let calls: [(type: String, event: Event)]
        /// Whether the member sends a request itself, beside what it hands on.
        let sendsItself: Bool
    }

    /// What one type does itself, and the requests its members send.
    static func typeCapabilities(of name: String, index: ProjectIndex) -> TypeCapabilities {
        let properties = index.properties(of: name)
        var found = TypeCapabilities()
        /// For each navigating member by name, the place of the parameter whose argument it shows, or `nil` when a step
        /// shows another.
        var handedParameters: [String: Int?] = [:]
        let navigator = NavigationDetector()
        let superclass = index.superclass(of: name)
        let scope = EventContext.Scope(
            index: index, capabilities: Capabilities(), typeName: name, superclass: superclass,
            properties: properties, isViewController: false,
            followsProjectTypes: false, typeFacts: TypeFacts(shared: index.typeNames)
        )
        // With the members it inherits whose work is its own (see `ProjectIndex.templateMethods(inheritedBy:)`), read as its.
        let members = runnable((index.declarations[name] ?? []).flatMap { decl in decl.members.map { (decl.file, $0) } }, of: name, index)
            + index.templateMethods(inheritedBy: name)
        // The base names of the type's own members, when a call may go to a codebase superclass's.
        let inheritsCode = superclass.map(index.contains) ?? false
        let ownNames: Set<String>? = inheritsCode ? Set(members.lazy.map(\.1.baseName)) : nil
        for (file, member) in members {
            let context = EventContext(scope: scope, member: member)
            let facts = context.facts(file: file, detectors: .capabilities)
            readNavigation(of: member, in: context, navigator, into: &found, handedParameters: &handedParameters)
            readOwnWork(of: member, facts, into: &found)
            let calls = readCalls(of: member, facts, type: name, superclass: superclass, ownNames: ownNames, index, into: &found)
            readRequests(of: member, in: context, calls: calls, into: &found)
        }
        // Where each member calls the type's own members (`authorizedGet(…)`), found once for the passes below.
        let ownCalls = members.map { _, member in
            member.events.indices.filter { position in member.events[position].kind == .call && callsOwnMember(member.events[position], in: member, of: name) }
        }
        inheritOwnRequests(members, ownCalls, scope, into: &found)
        spreadWithinType(members, ownCalls, into: &found)
        preferNavigationOverReads(&found)
        if AnalyticsNames.isAnalyticsType(name), !AnalyticsDetector.isTracker(name) || found.responsibilities.contains(.analytics) {
            // A type named for analytics is an analytics client, whatever it does with its events; a tracker only when its
            // code shows analytics (see `AnalyticsDetector.isTracker`).
            found.responsibilities.insert(.analytics)
            for key in found.members.keys { found.members[key]?.insert(.analytics) }
        }
        addObjectiveCNames(members, properties, into: &found)
        found.handedParameters = handed(handedParameters)
        found.remoteProcedures = remoteProcedures(members.map(\.1), found.requests)
        return found
    }

    /// How a member navigates, if it does (a coordinator's `showProfile(for:)`): one action, or `show` for several.
    /// Not in an initializer (a navigation controller setting up its stack), nor in a closure (an alert action's
    /// handler runs later, if ever); a root set is a window's, not a property of the type's own
    /// (`self.rootViewController = …`) or a window the member makes for itself (an alert helper's overlay). A
    /// router's own navigation state (`presentedSheet = destination`) is its to set.
    private static func readNavigation(
        of member: Member, in context: EventContext, _ navigator: NavigationDetector,
        into found: inout TypeCapabilities, handedParameters: inout [String: Int?]
    ) {
        for event in member.events where member.kind != .initializer && event.closureDepth == 0
            && (event.kind == .call || event.kind == .assignment) {
            if event.kind == .assignment {
                guard let target = event.unqualifiedPath.first, member.locals[target].map(\.isParameter) ?? true else { continue }
            }
            guard let step = navigator.resolveStep(for: event, in: context) else { continue }
            if event.kind == .assignment, event.unqualifiedPath.count < 2, step.action == "setRoot" || step.action == "selectTab" {
                continue
            }
            found.navigation[member.baseName] = NavigationStep.merged(found.navigation[member.baseName], step)
            // Where it shows what its caller hands it (`present(_ vc: UIViewController, _ sender:)`), the place of that
            // parameter, when each of the member's steps shows it.
            let handed = Self.handedDestination(event, step, member)
            handedParameters[member.name] = handedParameters[member.name].map { $0 == handed ? handed : nil } ?? handed
        }
    }

    /// What a member does itself of the responsibilities this pass looks for, and whether it writes what it persists.
    private static func readOwnWork(of member: Member, _ facts: MemberFacts, into found: inout TypeCapabilities) {
        let own = facts.responsibilities.intersection(wrapped)
        if own.contains(.persistence), zip(member.events, facts.findings).contains(where: { event, findings in
            findings.contains { $0.kind == .persistence } && PersistenceDetector.isWrite(event)
        }) {
            found.persistenceWrites.insert(member.baseName)
        }
        found.responsibilities.formUnion(own)
        found.members[member.baseName, default: []].formUnion(own)
    }

    /// The calls a member makes to codebase types' members, its own type's included, each with the type called; kept in
    /// `calledMembers` too, with the properties of other codebase types it assigns to.
    private static func readCalls(
        of member: Member, _ facts: MemberFacts, type name: String, superclass: String?, ownNames: Set<String>?,
        _ index: ProjectIndex, into found: inout TypeCapabilities
    ) -> [(type: String, event: Event)] {
        var calls: [(type: String, event: Event)] = []
        for (event, receiverType) in zip(member.events, facts.receiverTypes) {
            // A property of another codebase type assigned to (`KeyChain.username = nil`, whose setter writes the
            // Keychain) does what its setter does, for this member as for a screen's.
            if event.kind == .assignment {
                if event.path.count >= 2, let receiverType, receiverType != name, index.declarations[receiverType] != nil {
                    found.calledMembers[member.baseName, default: []].insert(Callee(type: receiverType, member: event.name))
                }
                continue
            }
            guard event.kind == .call else { continue }
            // `super.init(httpMethod: .GET, endpoint: "user")`: the codebase superclass's member, which may send the
            // request (request classes whose initializers name the endpoint for their `NetworkCall.init`).
            if event.path.first == "super" {
                if event.path.count == 2, let superclass,
                   let callee = index.firstDeclaring(superclass, where: { $0.baseName == event.name })?.type {
                    found.calledMembers[member.baseName, default: []].insert(Callee(type: callee, member: event.name))
                    calls.append((callee, event))
                }
                continue
            }
            // `Shop.API.Product.fetch()` by the names the codebase declares; `Provider.shared.request(…)`, which names
            // none, by the receiver's type.
            let written = event.receiver.first?.startsUppercase == true ? declaredNames(endingWith: event.receiver, in: index) : []
            let callees = written.isEmpty ? receiverType.map { [$0] } ?? [] : written
            // A logger's lines are its own business: what it writes, or reads to decide whether to, is no caller's (a
            // `ToastManager.show` logs through a `LoggingService`, which reads its switch from the defaults).
            for callee in callees where callee != name && index.declarations[callee] != nil && !TypeNames.isLoggerCall(event.name, on: callee) {
                found.calledMembers[member.baseName, default: []].insert(Callee(type: callee, member: event.name))
                calls.append((callee, event))
            }
            // The type's own member, or the one a codebase superclass declares (a `ChangeEmailTask` posts through the
            // `postToServer(url:token:data:)` its `BaseTask` declares).
            if Self.callsOwnMember(event, in: member, of: name) {
                var owner = name
                if let ownNames, !ownNames.contains(event.name) {
                    owner = index.firstDeclaring(name, where: { $0.baseName == event.name })?.type ?? name
                }
                found.calledMembers[member.baseName, default: []].insert(Callee(type: owner, member: event.name))
                calls.append((owner, event))
            }
        }
        return calls
    }

    /// What a member sends: through URLSession, Alamofire or Moya, a request object of the codebase
    /// (`client.send(V3MilestoneRequest(owner: owner, repo: repo))`), or a GraphQL operation; and, with its calls to
    /// codebase types, what it may hand a request on to.
    private static func readRequests(
        of member: Member, in context: EventContext, calls: [(type: String, event: Event)], into found: inout TypeCapabilities
    ) {
        let extractor = APICallExtractor(context: context)
        let templates = member.events.compactMap { event -> RequestTemplate? in
            if let own = extractor.primitiveRequest(event) { return own.chosen(under: event, in: member) }
            if event.kind == .call, let object = extractor.requestObject(in: event, via: event.symbol) {
                // Handed to another codebase type (`ApiService.shared.request(request)`), the request is sent there: the
                // member relays it (see `run`), with the path and method it made it with.
                if let callee = calls.first(where: { $0.event.line == event.line && $0.event.column == event.column })?.type {
                    found.objectHandOns.append((member.baseName, Callee(type: callee, member: event.name)))
                }
                return object.chosen(under: event, in: member)
            }
            return extractor.graphQLTemplate(event)?.chosen(under: event, in: member)
        }
        if !templates.isEmpty { found.requests[member.baseName, default: []].append(contentsOf: templates.map { $0.sent(by: member.name) }) }
        if !calls.isEmpty { found.handOns.append(HandOns(member: member, calls: calls, sendsItself: !templates.isEmpty)) }
    }

    /// One hop inside the type: `fetchProfile` sends its request through `authorizedGet("/me")`, and a member that sends
    /// its own also sends those of the members it calls (a payment controller posts a token, then confirms the payment).
    private static func inheritOwnRequests(
        _ members: [(file: String, member: Member)], _ ownCalls: [[Int]], _ scope: EventContext.Scope,
        into found: inout TypeCapabilities
    ) {
        for ((_, member), calls) in zip(members, ownCalls) {
            let extractor = APICallExtractor(
                context: EventContext(scope: scope, member: member)
            )
            let inherited = calls.flatMap { position in
                let call = member.events[position]
                // Requests are kept by base name: a call of its own name (itself, or an overload that hands on to another,
                // as an overloaded `make_authenticated_request` does) has nothing to add to what that name sends.
                guard call.name != member.baseName else { return [RequestTemplate]() }
                return extractor.requests(found.requests[call.name] ?? [], sentThrough: call).map { $0.chosen(under: call, in: member) }
            }
            if !inherited.isEmpty { found.requests[member.baseName, default: []].append(contentsOf: inherited.map { $0.sent(by: member.name) }) }
        }
    }

    /// Within the type, a member does what the members it calls do (`fetchProfile` → `authorizedGet`,
    /// `showProfile` → `push(_:)`).
    private static func spreadWithinType(
        _ members: [(file: String, member: Member)], _ ownCalls: [[Int]], into found: inout TypeCapabilities
    ) {
        for _ in 0..<2 {
            for ((_, member), calls) in zip(members, ownCalls) {
                for position in calls {
                    let callee = member.events[position].name
                    if let kinds = found.members[callee] { found.members[member.baseName, default: []].formUnion(kinds) }
                    if found.navigation[member.baseName] == nil, let step = found.navigation[callee] { found.navigation[member.baseName] = step }
                    if found.persistenceWrites.contains(callee) { found.persistenceWrites.insert(member.baseName) }
                }
            }
        }
    }

    /// A member that navigates and only reads what it persists (a `SceneCoordinator.present` that asks `UserDefaults`
    /// whether to open links in the default browser) navigates, for its callers: the preference is how it navigates. One
    /// that writes (signing out and clearing caches) still lends persistence.
    private static func preferNavigationOverReads(_ found: inout TypeCapabilities) {
        for name in found.navigation.keys where !found.persistenceWrites.contains(name) {
            found.members[name] = found.members[name]?.subtracting([.persistence])
        }
    }

    /// The names Swift calls a member by besides its own. Swift calls an Objective-C method by the name it is imported as:
    /// `fetchArticleWithURL:` is `fetchArticle(with:)`. An initializer (`initWithItemId:`) is `init`, as
    /// `[[X alloc] initWithItemId:…]` is read. An Objective-C property's setter (`- (void)setBackupFiles:(BOOL)value`) is
    /// what assigning the property runs (`Preferences.sharedInstance.backupFiles = YES`).
    private static func addObjectiveCNames(
        _ members: [(file: String, member: Member)], _ properties: [String: Member], into found: inout TypeCapabilities
    ) {
        for (_, member) in members {
            let base = member.baseName
            guard let alias = member.kind == .initializer ? "init" : swiftBaseName(ofSelector: member.name), alias != base else { continue }
            if let kinds = found.members[base] { found.members[alias, default: []].formUnion(kinds) }
            if let step = found.navigation[base] { found.navigation[alias] = NavigationStep.merged(found.navigation[alias], step) }
            if let sent = found.requests[base] { found.requests[alias, default: []].append(contentsOf: sent) }
            if let callees = found.calledMembers[base] { found.calledMembers[alias, default: []].formUnion(callees) }
        }
        for (_, member) in members where member.kind == .method {
            guard let property = ObjCSelectors.setterProperty([member.name]), properties[property] != nil else { continue }
            if let kinds = found.members[member.baseName] { found.members[property, default: []].formUnion(kinds) }
            if found.persistenceWrites.contains(member.baseName) { found.persistenceWrites.insert(property) }
        }
    }

    /// The parameter each navigating member shows as it is, by base name, for the members whose every step shows one.
    private static func handed(_ handedParameters: [String: Int?]) -> [String: [HandedParameter]] {
        var handed: [String: [HandedParameter]] = [:]
        for (member, position) in handedParameters.sorted(by: { $0.key < $1.key }) {
            guard let position else { continue }
            handed[Member.baseName(of: member), default: []].append(HandedParameter(member: member, position: position))
        }
        return handed
    }

    /// The calls that make an instance of a type rather than run one of its members.
    private static let constructors: Set<String> = ["init", "alloc", "new"]

    /// Whether a call names a member of the type itself (`authorizedGet("/me")`, `self.refresh()`, a static one through
    /// `Self` or the type's name: `SafariService.open(url:)` calls `SafariService.openLink(url:)`, which opens
    /// it): not a block or a closure the member holds (`completion(result)`, `answer()`), a local of that name called
    /// without labels.
    private static func callsOwnMember(_ event: Event, in member: Member, of type: String) -> Bool {
        let path = event.unqualifiedPath
        // Not making one (`Self()`, `[[Manager alloc] init]` in a shared instance's accessor): the accessor does not do what
        // the initializer does.
        if path.count == 2, let first = path.first, first == "Self" || first == type { return !constructors.contains(event.name) }
        return path.count == 1
            && (event.path.first == "self" || member.locals[event.name] == nil || event.arguments.contains { $0.label != nil })
    }

    /// The declared names a static receiver may go by: extensions are named by their last component
    /// (`extension Shop.API.Product` is `Product`), nested declarations by their qualified name.
    private static func declaredNames(endingWith receiver: ArraySlice<String>, in index: ProjectIndex) -> [String] {
        receiver.indices.map { receiver[$0...].joined(separator: ".") }.filter { index.declarations[$0] != nil }
    }

    /// The place of the member's parameter that a push, a presentation or a `show` shows as it is (`present(vc, animated:
    /// true)` in `present(_ vc: UIViewController, _ sender: UIView?)`): the destination is the caller's argument there.
    private static func handedDestination(_ event: Event, _ step: NavigationStep, _ member: Member) -> Int? {
        guard event.kind == .call, step.action == "push" || step.action == "present" || step.action == "show",
              let argument = event.arguments.first, argument.roots.count == 1, let root = argument.roots.first, argument.text == root
        else { return nil }
        guard let local = member.local(root, at: event.line) else { return nil }
        if let position = local.parameterPosition { return position }
        // A local chosen between the parameter and what wraps it (`present(module:embedInNavigation:…)`: `let
        // moduleToPresent = embedInNavigation ? self.getEmbedded(moduleStack: [module]) : module`) shows the parameter's
        // screen: the one view controller parameter the decision reads.
        guard local.isDecision else { return nil }
        let shown = local.roots.compactMap { name -> Int? in
            guard let parameter = member.locals[name], let position = parameter.parameterPosition,
                  parameter.typeName.map({ TypeNames.isExternalScreenBase(TypeNames.base($0)) }) == true else { return nil }
            return position
        }
        return Set(shown).count == 1 ? shown[0] : nil
    }

    /// The members of a JSON-RPC client that send the procedure their caller names (a `JSONRPCClient`'s
    /// `callMethod:withParameters:onCompletion:`, whose `methodName` goes into the `{"jsonrpc": "2.0", "method": …}` it
    /// posts), by member base name: a type one of whose sending members writes the `jsonrpc` key, and its sending members'
    /// parameters named `method` or `methodName`.
    private static func remoteProcedures(_ members: [Member], _ requests: [String: [RequestTemplate]]) -> [String: [HandedParameter]] {
        let sending = members.filter { requests[$0.baseName] != nil }
        func writesJSONRPC(_ member: Member) -> Bool {
            member.events.contains { $0.arguments.contains { $0.strings.contains("jsonrpc") } }
                || member.locals.values.contains { $0.strings.contains("jsonrpc") }
        }
        guard sending.contains(where: writesJSONRPC) else { return [:] }
        var procedures: [String: [HandedParameter]] = [:]
        for member in sending.sorted(by: { $0.name < $1.name }) {
            let named = member.locals.filter { name, local in local.isParameter && rpcMethodParameters.contains(name) }
            guard let position = named.values.compactMap(\.parameterPosition).min() else { continue }
            procedures[member.baseName, default: []].append(HandedParameter(member: member.name, position: position))
        }
        return procedures
    }

    private static let rpcMethodParameters: Set<String> = ["method", "methodName", "procedure"]

    /// An `Operation` is made to be run: a queue calls its `main()` or `start()`, and through them the members it overrides
    /// (a `ChangeEmailTask` overrides `tokenAcquired(token:)`, which its `BaseTask.main()` calls). Making
    /// one does what running it does, as making a request object that sends itself does: each of its
    /// initializers, or one made for it when it declares none, is read as calling them after its own code.
    static func runnable(_ members: [(file: String, member: Member)], of name: String, _ index: ProjectIndex) -> [(file: String, member: Member)] {
        // Not a base of the codebase's operations (a `BaseTask`): its `main()` runs what each subclass
        // overrides, which is that subclass's work.
        guard let superclass = index.superclass(of: name), let root = index.externalSuperclass(of: name), operationClasses.contains(root),
              !(index.conformers[name] ?? []).contains(where: { index.superclass(of: $0) == name }) else { return members }
        let own = members.map(\.member).filter { $0.kind == .method && !$0.isStatic }
        let overrides = own.filter { member in
            !runners.contains(member.baseName) && !operationControls.contains(member.baseName)
                && index.firstDeclaring(superclass, where: { $0.kind == .method && $0.name == member.name }) != nil
        }
        // Not the `main()` a codebase superclass declares: what it calls on itself is read as what every subclass's overrides
        // do, none of which is this one's work.
        let run = own.filter { runners.contains($0.baseName) } + overrides
        guard !run.isEmpty else { return members }
        func running(_ initializer: Member) -> Member {
            var initializer = initializer
            initializer.events += run.map { Event(kind: .call, path: [$0.baseName], line: initializer.endLine, column: 0) }
            return initializer
        }
        guard members.contains(where: { $0.member.kind == .initializer }) else {
            let decl = index.primary(name)
            let made = Member(name: "init()", kind: .initializer, line: decl?.line ?? 0, endLine: decl?.line ?? 0)
            return members + [(decl?.file ?? members.first?.file ?? "", running(made))]
        }
        return members.map { ($0.file, $0.member.kind == .initializer ? running($0.member) : $0.member) }
    }

    /// Foundation's operation classes, which a queue runs, and the members it runs them through.
    private static let operationClasses: Set<String> = ["Operation", "NSOperation"]
    private static let runners: Set<String> = ["main", "start"]

    /// What an operation's owner or its own code calls to stop or chain it, not what it runs (an `AsyncOperation`'s
    /// `finish()`, overridden to set its state).
    private static let operationControls: Set<String> = ["cancel", "finish", "waitUntilFinished", "addDependency", "removeDependency"]
}
