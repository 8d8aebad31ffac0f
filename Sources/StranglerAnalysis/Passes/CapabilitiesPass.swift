import StranglerSources

/// Finds what the codebase's own non-screen types do themselves (networking, persistence, analytics),
/// and the requests each networking member makes, so that a screen's `api.fetchProduct()` is seen
/// as networking to `GET /products/{id}`. One level deep: a type that only calls another project
/// type gains nothing here. A protocol does what its conformers do.
enum CapabilitiesPass {
    /// Only the detectors of these responsibilities run over these types (`Detectors.Selection.capabilities`):
    /// the others' findings would be dropped.
    static let wrapped: ResponsibilitySet = [.networking, .persistence, .analytics]

    static func run(index: ProjectIndex, candidates: [String], maxConcurrency: Int) -> Capabilities {
        let perType = candidates.parallelMap(maxConcurrency: maxConcurrency) { name in
            (name, typeCapabilities(of: name, index: index))
        }
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
        // Which codebase types named like a client speak of networking, for those the pass cannot follow. A screen that
        // adopts a protocol named like one (VLC's `IndicatorInfoProvider`, which its tabs answer) speaks for itself only.
        for (name, decls) in index.declarations where NetworkingDetector.clientSuffixes.contains(where: name.hasSuffix) {
            let conformers = decls.contains { $0.kind == .protocol } ? (index.conformers[name] ?? []).filter { !index.isScreenClass($0) } : []
            let all = decls + conformers.flatMap { index.declarations[$0] ?? [] }
            // One that builds menus or views (Element's `AllChatsEditActionProvider` makes a `UIMenu` from the rooms of the
            // `MXSession` it is handed) provides UI, whatever its code speaks of.
            if all.contains(where: speaksOfNetworking), !all.contains(where: buildsUI) { capabilities.speaksOfNetworking.insert(name) }
        }
        // A protocol does what its conformers do, member by member; not a delegate protocol: what the screen's delegate
        // does with a callback (Nextcloud Talk's `callViewControllerDidFinish(_:)` leaves a room on the server) is the
        // delegate's work, not the caller's.
        // The conformers are followed through the protocols that refine it, so the result does not depend on the order the
        // protocols are visited in: the Corona-Warn-App's `SecureStore` conforms to `Store`, which refines
        // `HealthCertificateStoring` and eighteen more.
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
                    // And writes what they write (DuckDuckGo's `AppSettings.autoClearAction`, set in `AppUserDefaults`).
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
                    actions[member] = NavigationDetector.Step.combined(actions[member], action)
                }
            }
            if !actions.isEmpty { capabilities.navigation[name] = actions }
            // And shows what they show, when the ones that name a destination name the same (Element's
            // `MXKErrorPresentation`, whose one conformer presents a `UIAlertController`).
            // What its own extensions show comes first.
            let destinations = agreed(conformers.map { capabilities.navigationDestinations[$0.name] ?? [:] })
            if !destinations.isEmpty { capabilities.navigationDestinations[name, default: [:]].merge(destinations) { own, _ in own } }
            // Or show what the caller hands them, at the same place.
            let handed = agreed(conformers.map { capabilities.navigationParameters[$0.name] ?? [:] })
            if !handed.isEmpty { capabilities.navigationParameters[name, default: [:]].merge(handed) { own, _ in own } }
        }
        handNavigationOn(&capabilities, perType.map { ($0.0, $0.1.calledMembers) })
        for members in capabilities.navigation.values { capabilities.navigatingNames.formUnion(members.keys) }
        capabilities.actionHandlers = actionHandlers(among: candidates, index)
        // What each member hands on to the other codebase types it calls: `APIService.fetchUser` sends
        // nothing itself but calls `Mastodon.API.Account.lookupAccount`, which does. Followed down the chain
        // (a repository calls a service that calls the client that sends), until nothing new is found.
        followRequests(&capabilities, perType: perType.map { ($0.0, $0.1.handOns) }, index: index, maxConcurrency: maxConcurrency)
        // Until nothing changes, not for a number of rounds: a round sees what it found itself, in the order the tables
        // keep, so a bound on rounds stopped at a different place from one run to the next (Seafile's
        // `SeafConnection.clearAccount` was networking in most runs, persistence in some). Each round that goes on adds a
        // responsibility to a member, so the loop ends.
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
        // A member that hands the request object it makes to a codebase type that sends it relays that request, as one that
        // hands on its arguments does (IVPN's `AppKeyManager.setNewKey` makes an `ApiRequestDI` for `ApiService.request`).
        for (name, found) in perType {
            for (member, callee) in found.objectHandOns where capabilities.sendsRequests(callee.member, on: callee.type, index) {
                // Not to a member that only makes a `URLRequest` of it (edX's `deleteCachedResponse(_:)` keys its cache so).
                let does = (capabilities.byMember[callee.type]?[callee.member] ?? []).union(capabilities.delegated[callee.type]?[callee.member] ?? [])
                if does.contains(.networking) { capabilities.relays[name, default: []].insert(member) }
            }
        }
        capabilities.persistenceRelays = persistenceRelays(perType.map { ($0.0, $0.1.calledMembers) }, capabilities, index)
        return capabilities
    }

    /// A navigator hands navigation on: a member of a type named like one, or nested in one, that calls another codebase
    /// type's navigating member navigates as that member does, followed down the chain. Swiftfin's views call
    /// `router.route(to: .settings)` on their `@Router` wrapper, a `Router.Wrapper`, which calls its
    /// `NavigationCoordinator.Router`, which calls `NavigationCoordinator.push(_:)`, which appends to the navigation path.
    /// Not a view model's call to its coordinator: what the view model does when told is its own.
    private static func handNavigationOn(_ capabilities: inout Capabilities, _ calledMembers: [(String, [String: Set<Callee>])]) {
        let navigators = calledMembers.filter { name, _ in ScreenAnalyzer.isNamedLikeNavigator(name) }
        guard !navigators.isEmpty else { return }
        for _ in 0..<maximumDelegationDepth {
            // A round reads the navigation the last one left, and its findings are added after it.
            var found: [(type: String, member: String, action: String)] = []
            for (name, members) in navigators {
                for (member, callees) in members where capabilities.navigation[name]?[member] == nil {
                    // The first navigating callee by type and member, whatever order the set keeps.
                    var first: (callee: Callee, action: String)?
                    for callee in callees where callee.type != name {
                        guard let step = capabilities.navigation[callee.type]?[callee.member] else { continue }
                        if let current = first, (current.callee.type, current.callee.member) <= (callee.type, callee.member) { continue }
                        first = (callee, step)
                    }
                    if let first { found.append((name, member, first.action)) }
                }
            }
            if found.isEmpty { break }
            for (name, member, action) in found { capabilities.navigation[name, default: [:]][member] = action }
        }
    }

    /// The members that hand a call straight to a member of another codebase type that persists itself, and do nothing
    /// else the screen would be told (see `Capabilities.persistenceRelays`). Not:
    /// - one that sends a request or hands one on (`delegated` holds what its callees do): a member that fetches and caches
    ///   is networking, as one that does both itself is (see `PersistenceDetector`);
    /// - one that navigates;
    /// - an initializer, nor a call of one: making an object that loads its settings (Mastodon's view models, GitHawk's
    ///   `GithubClient`) is making it, as for requests (see `NetworkingDetector.sendsOnInit`); nor an accessor that hands
    ///   out a shared instance it makes the first time (Artsy's `+[ARSwitchBoard sharedSwitchboard]`, which gives it the
    ///   Core Data context; Coding's `+[CodingNetAPIClient sharedJsonClient]`, which reads its base URL from the user
    ///   defaults);
    /// - a call to a logger that writes its file or an analytics client that queues its events.
    private static func persistenceRelays(
        _ calledMembers: [(String, [String: Set<Callee>])], _ capabilities: Capabilities, _ index: ProjectIndex
    ) -> [String: Set<String>] {
        let typeFacts = TypeFacts(shared: index.typeNames)
        var relays: [String: Set<String>] = [:]
        for (name, members) in calledMembers {
            for (member, callees) in members where member != "init" && !handsOutSharedInstance(member)
                && capabilities.navigation[name]?[member] == nil {
                let own = capabilities.byMember[name]?[member] ?? []
                guard !own.contains(.persistence), !own.contains(.networking),
                      capabilities.delegated[name]?[member]?.contains(.networking) != true
                else { continue }
                let persists = callees.contains { callee in
                    guard callee.type != name, callee.member != "init", let kinds = capabilities.byMember[callee.type]?[callee.member]
                    else { return false }
                    return kinds.contains(.persistence) && !typeFacts.logsOrTracks(callee.member, on: callee.type)
                }
                if persists { relays[name, default: []].insert(member) }
            }
        }
        // A protocol relays what its conformers do (through the protocols that refine it; a delegate protocol, nothing), a
        // class what its subclasses do: the call cannot tell which runs. A delegate protocol the index knows by its last
        // component only (KeePassium's screens each declare a `protocol Delegate`, which their coordinators adopt as
        // `DataProtectionSettingsVC.Delegate`) is one all the same.
        var inherited = relays
        for (name, subclasses) in index.conformers {
            let inheritors = index.isDelegateProtocol(name) ? []
                : !index.isProtocol(name) ? subclasses : concreteConformers(of: name, index).filter { !$0.throughDelegate }.map(\.name)
            for inheritor in inheritors { if let members = relays[inheritor] { inherited[name, default: []].formUnion(members) } }
        }
        return inherited
    }

    /// Whether a member's name is a shared instance's accessor: `shared`, `sharedInstance`, `sharedSwitchboard`, `default`.
    static func handsOutSharedInstance(_ member: String) -> Bool {
        if SharedInstances.accessors.contains(member) { return true }
        guard member.hasPrefix("shared"), let next = member.utf8.dropFirst(6).first else { return false }
        return next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z")
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

    /// How many codebase types deep a member's calls are followed: more than any layering seen in real apps
    /// (screen → view model → repository → service → client), and a bound on a cycle of calls.
    static let maximumDelegationDepth = 8

    /// What one type does itself, and the requests its members send.
    private static func typeCapabilities(
        of name: String, index: ProjectIndex
    ) -> (
        responsibilities: ResponsibilitySet, requests: [String: [RequestTemplate]], members: [String: ResponsibilitySet],
        calledMembers: [String: Set<Callee>], navigation: [String: NavigationDetector.Step], handedParameters: [String: [HandedParameter]],
        handOns: [HandOns], remoteProcedures: [String: [HandedParameter]], objectHandOns: [(member: String, callee: Callee)],
        persistenceWrites: Set<String>
    ) {
        let typeFacts = TypeFacts(shared: index.typeNames)
        let properties = index.properties(of: name)
        var found: ResponsibilitySet = []
        var requests: [String: [RequestTemplate]] = [:]
        var byMember: [String: ResponsibilitySet] = [:]
        var calledMembers: [String: Set<Callee>] = [:]
        var navigation: [String: NavigationDetector.Step] = [:]
        /// For each navigating member by name, the place of the parameter whose argument it shows, or `nil` when a step
        /// shows another.
        var handedParameters: [String: Int?] = [:]
        var handOns: [HandOns] = []
        /// The members that hand a request object they make to another codebase type, with the member they call.
        var objectHandOns: [(member: String, callee: Callee)] = []
        /// Members that write what they persist, rather than only read it (see the navigating members below).
        var persistenceWrites: Set<String> = []
        let navigator = NavigationDetector()
        let superclass = index.superclass(of: name)
        let scope = EventContext.Scope(
            index: index, capabilities: Capabilities(), typeName: name, superclass: superclass,
            properties: properties, isViewController: false,
            followsProjectTypes: false, typeFacts: typeFacts
        )
        // With the members it inherits whose work is its own (see `ProjectIndex.templateMethods(inheritedBy:)`), read as its.
        let members = runnable((index.declarations[name] ?? []).flatMap { decl in decl.members.map { (decl.file, $0) } }, of: name, index)
            + index.templateMethods(inheritedBy: name)
        /// The base names of the type's own members, made when a call may go to a codebase superclass's.
        var ownNames: Set<String>?
        let inheritsCode = superclass.map(index.contains) ?? false
        for (file, member) in members {
            let context = EventContext(scope: scope, member: member)
            let facts = context.facts(file: file, detectors: .capabilities)
            // How the member navigates, if it does (a coordinator's `showProfile(for:)`): one action, or `show` for several.
            // Not in an initializer (a navigation controller setting up its stack), nor in a closure (an alert action's
            // handler runs later, if ever); a root set is a window's, not a property of the type's own
            // (`self.rootViewController = …`) or a window the member makes for itself (an alert helper's overlay). A
            // router's own navigation state (`presentedSheet = destination`) is its to set.
            for event in member.events where member.kind != .initializer && event.closureDepth == 0
                && (event.kind == .call || event.kind == .assignment) {
                if event.kind == .assignment {
                    guard let target = event.unqualifiedPath.first, member.locals[target].map(\.isParameter) ?? true else { continue }
                }
                guard let step = navigator.resolveStep(for: event, in: context) else { continue }
                if event.kind == .assignment, event.unqualifiedPath.count < 2, step.action == "setRoot" || step.action == "selectTab" {
                    continue
                }
                navigation[member.baseName] = NavigationDetector.Step.merged(navigation[member.baseName], step)
                // Where it shows what its caller hands it (Onion Browser's `present(_ vc: UIViewController, _ sender:)`), the
                // place of that parameter, when each of the member's steps shows it.
                let handed = Self.handedDestination(event, step, member)
                handedParameters[member.name] = handedParameters[member.name].map { $0 == handed ? handed : nil } ?? handed
            }
            let own = facts.responsibilities.intersection(wrapped)
            if own.contains(.persistence), zip(member.events, facts.findings).contains(where: { event, findings in
                findings.contains { $0.kind == .persistence } && PersistenceDetector.isWrite(event)
            }) {
                persistenceWrites.insert(member.baseName)
            }
            found.formUnion(own)
            byMember[member.baseName, default: []].formUnion(own)
            var calls: [(type: String, event: Event)] = []
            for (event, receiverType) in zip(member.events, facts.receiverTypes) {
                // A property of another codebase type assigned to (IVPN's `KeyChain.username = nil`, whose setter writes the
                // Keychain) does what its setter does, for this member as for a screen's.
                if event.kind == .assignment {
                    if event.path.count >= 2, let receiverType, receiverType != name, index.declarations[receiverType] != nil {
                        calledMembers[member.baseName, default: []].insert(Callee(type: receiverType, member: event.name))
                    }
                    continue
                }
                guard event.kind == .call else { continue }
                // `super.init(httpMethod: .GET, endpoint: "user")`: the codebase superclass's member, which may send the
                // request (Habitica's calls are subclasses whose initializers name the endpoint for `NetworkCall.init`).
                if event.path.first == "super" {
                    if event.path.count == 2, let superclass,
                       let callee = index.firstDeclaring(superclass, where: { $0.baseName == event.name })?.type {
                        calledMembers[member.baseName, default: []].insert(Callee(type: callee, member: event.name))
                        calls.append((callee, event))
                    }
                    continue
                }
                // `Shop.API.Product.fetch()` by the names the codebase declares; `ElloProvider.shared.request(…)`, which
                // names none, by the receiver's type.
                let written = event.receiver.first?.startsUppercase == true ? declaredNames(endingWith: event.receiver, in: index) : []
                let callees = written.isEmpty ? receiverType.map { [$0] } ?? [] : written
                // A logger's lines are its own business: what it writes, or reads to decide whether to, is no caller's
                // (yattee's `ToastManager.show` logs through its `LoggingService`, which reads its switch from the defaults).
                for callee in callees where callee != name && index.declarations[callee] != nil && !TypeNames.isLoggerCall(event.name, on: callee) {
                    calledMembers[member.baseName, default: []].insert(Callee(type: callee, member: event.name))
                    calls.append((callee, event))
                }
                // The type's own member, or the one a codebase superclass declares (Pocket Casts' `ChangeEmailTask` posts
                // through `postToServer(url:token:data:)`, which its `ApiBaseTask` declares).
                if Self.callsOwnMember(event, in: member, of: name) {
                    var owner = name
                    if inheritsCode {
                        let own = ownNames ?? Set(members.lazy.map(\.1.baseName))
                        ownNames = own
                        if !own.contains(event.name) { owner = index.firstDeclaring(name, where: { $0.baseName == event.name })?.type ?? name }
                    }
                    calledMembers[member.baseName, default: []].insert(Callee(type: owner, member: event.name))
                    calls.append((owner, event))
                }
            }
            let extractor = APICallExtractor(context: context)
            // What the member sends: through URLSession, Alamofire or Moya, a request object of the codebase
            // (`client.send(V3MilestoneRequest(owner: owner, repo: repo))`), or a GraphQL operation.
            let templates = member.events.compactMap { event -> RequestTemplate? in
                if let own = extractor.primitiveRequest(event) { return own.chosen(under: event, in: member) }
                if event.kind == .call, let object = extractor.requestObject(in: event, via: event.symbol) {
                    // Handed to another codebase type (IVPN's `ApiService.shared.request(request)`), the request is sent there:
                    // the member relays it (see `run`), with the path and method it made it with.
                    if let callee = calls.first(where: { $0.event.line == event.line && $0.event.column == event.column })?.type {
                        objectHandOns.append((member.baseName, Callee(type: callee, member: event.name)))
                    }
                    return object.chosen(under: event, in: member)
                }
                return extractor.graphQLTemplate(event)?.chosen(under: event, in: member)
            }
            if !templates.isEmpty { requests[member.baseName, default: []].append(contentsOf: templates.map { $0.sent(by: member.name) }) }
            if !calls.isEmpty { handOns.append(HandOns(member: member, calls: calls, sendsItself: !templates.isEmpty)) }
        }
        // Where each member calls the type's own members (`authorizedGet(…)`), found once for the passes below.
        let ownCalls = members.map { _, member in
            member.events.indices.filter { position in member.events[position].kind == .call && callsOwnMember(member.events[position], in: member, of: name) }
        }
        // One hop inside the type: `fetchProfile` sends its request through `authorizedGet("/me")`, and a member that sends
        // its own also sends those of the members it calls (VLC's Stripe controller posts a token, then confirms the payment).
        for ((_, member), calls) in zip(members, ownCalls) {
            let extractor = APICallExtractor(
                context: EventContext(scope: scope, member: member)
            )
            let inherited = calls.flatMap { position in
                let call = member.events[position]
                // Requests are kept by base name: a call of its own name (itself, or an overload that hands on to another, as
                // Damus' `make_nip98_authenticated_request` does) has nothing to add to what that name sends.
                guard call.name != member.baseName else { return [RequestTemplate]() }
                return extractor.requests(requests[call.name] ?? [], sentThrough: call).map { $0.chosen(under: call, in: member) }
            }
            if !inherited.isEmpty { requests[member.baseName, default: []].append(contentsOf: inherited.map { $0.sent(by: member.name) }) }
        }
        // Within the type, a member does what the members it calls do (`fetchProfile` → `authorizedGet`,
        // `showProfile` → `push(_:)`).
        for _ in 0..<2 {
            for ((_, member), calls) in zip(members, ownCalls) {
                for position in calls {
                    let callee = member.events[position].name
                    if let kinds = byMember[callee] { byMember[member.baseName, default: []].formUnion(kinds) }
                    if navigation[member.baseName] == nil, let step = navigation[callee] { navigation[member.baseName] = step }
                    if persistenceWrites.contains(callee) { persistenceWrites.insert(member.baseName) }
                }
            }
        }
        // A member that navigates and only reads what it persists (Mastodon's `SceneCoordinator.present` asks
        // `UserDefaults` whether to open links in the default browser) navigates, for its callers: the preference is
        // how it navigates. One that writes (signing out and clearing caches) still lends persistence.
        for name in navigation.keys where !persistenceWrites.contains(name) {
            byMember[name] = byMember[name]?.subtracting([.persistence])
        }
        // A type named for analytics is an analytics client, whatever it does with its events; a tracker only when its code
        // shows analytics (see `AnalyticsDetector.isTracker`).
        if AnalyticsDetector.isAnalyticsType(name), !AnalyticsDetector.isTracker(name) || found.contains(.analytics) {
            found.insert(.analytics)
            for key in byMember.keys { byMember[key]?.insert(.analytics) }
        }
        // Swift calls an Objective-C method by the name it is imported as: `fetchArticleWithURL:` is `fetchArticle(with:)`.
        // An initializer (`initWithItemId:`) is `init`, as `[[X alloc] initWithItemId:…]` is read.
        for (_, member) in members {
            let base = member.baseName
            guard let alias = member.kind == .initializer ? "init" : swiftBaseName(ofSelector: member.name), alias != base else { continue }
            if let kinds = byMember[base] { byMember[alias, default: []].formUnion(kinds) }
            if let step = navigation[base] { navigation[alias] = NavigationDetector.Step.merged(navigation[alias], step) }
            if let sent = requests[base] { requests[alias, default: []].append(contentsOf: sent) }
            if let callees = calledMembers[base] { calledMembers[alias, default: []].formUnion(callees) }
        }
        // An Objective-C property's setter (`- (void)setBackupFiles:(BOOL)value`) is what assigning the property runs
        // (`AppPreferences.sharedInstance.backupFiles = YES`): Strongbox's preferences write the user defaults so, and 203
        // writes on 40 of its screens were none.
        for (_, member) in members where member.kind == .method {
            guard let property = ObjCSelectors.setterProperty([member.name]), properties[property] != nil else { continue }
            if let kinds = byMember[member.baseName] { byMember[property, default: []].formUnion(kinds) }
            if persistenceWrites.contains(member.baseName) { persistenceWrites.insert(property) }
        }
        var handed: [String: [HandedParameter]] = [:]
        for (member, position) in handedParameters.sorted(by: { $0.key < $1.key }) {
            guard let position else { continue }
            handed[Member.baseName(of: member), default: []].append(HandedParameter(member: member, position: position))
        }
        return (
            found, requests, byMember, calledMembers, navigation, handed, handOns, remoteProcedures(members.map(\.1), requests), objectHandOns,
            persistenceWrites
        )
    }

    /// The calls that make an instance of a type rather than run one of its members.
    private static let constructors: Set<String> = ["init", "alloc", "new"]

    /// Whether a call names a member of the type itself (`authorizedGet("/me")`, `self.refresh()`, a static one through
    /// `Self` or the type's name: ProtonVPN's `SafariService.open(url:)` calls `SafariService.openLink(url:)`, which opens
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

    /// The members that handle an action enum's cases, by enum: those that cast a parameter back to the enum under the
    /// parameter's own name (`guard let action = action as? OrderAction`, `if let action = action as? OrderAction`).
    static func actionHandlers(among candidates: [String], _ index: ProjectIndex) -> [String: [Callee]] {
        var handlers: [String: Set<Callee>] = [:]
        for name in candidates {
            for decl in index.declarations[name] ?? [] {
                for member in decl.members where !member.localBindings.isEmpty {
                    for (local, bindings) in member.localBindings where bindings.first?.value.isParameter == true {
                        for binding in bindings.dropFirst() {
                            guard let type = binding.value.typeName, binding.value.roots == [local],
                                  index.declarations[type]?.contains(where: { $0.kind == .enum }) == true else { continue }
                            handlers[type, default: []].insert(Callee(type: name, member: member.baseName))
                        }
                    }
                }
            }
        }
        return handlers.mapValues { $0.sorted { ($0.type, $0.member) < ($1.type, $1.member) } }
    }

    /// An `Operation` is made to be run: a queue calls its `main()` or `start()`, and through them the members it overrides
    /// (Pocket Casts' `ChangeEmailTask` overrides `apiTokenAcquired(token:)`, which its `ApiBaseTask.main()` calls). Making
    /// one does what running it does, as making a request object that sends itself does (Habitica's calls): each of its
    /// initializers, or one made for it when it declares none, is read as calling them after its own code.
    static func runnable(_ members: [(file: String, member: Member)], of name: String, _ index: ProjectIndex) -> [(file: String, member: Member)] {
        // Not a base of the codebase's operations (Pocket Casts' `ApiBaseTask`): its `main()` runs what each subclass
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

    /// The members of a JSON-RPC client that send the procedure their caller names (Kodi Remote's `DSJSONRPC`
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

    /// The place of the member's parameter that a push, a presentation or a `show` shows as it is (`present(vc, animated:
    /// true)` in `present(_ vc: UIViewController, _ sender: UIView?)`): the destination is the caller's argument there.
    private static func handedDestination(_ event: Event, _ step: NavigationDetector.Step, _ member: Member) -> Int? {
        guard event.kind == .call, step.action == "push" || step.action == "present" || step.action == "show",
              let argument = event.arguments.first, argument.roots.count == 1, let root = argument.roots.first, argument.text == root
        else { return nil }
        guard let local = member.local(root, at: event.line) else { return nil }
        if let position = local.parameterPosition { return position }
        // A local chosen between the parameter and what wraps it (Stepik's `present(module:embedInNavigation:…)`: `let
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

    /// A member's calls to codebase types' members (its own type's included), each with the type called: what it may
    /// hand a request on to.
    struct HandOns {
        let member: Member
        let calls: [(type: String, event: Event)]
        /// Whether the member sends a request itself, beside what it hands on.
        let sendsItself: Bool
    }

    /// The requests members send through other codebase types (`ProfileService.updateUserProfile` calls
    /// `ElloProvider.shared.request(.profileUpdate(body:))`, which sends the Moya target it is given), followed down the
    /// chain like `delegated`, for members that send none themselves. Each request is read through the call that hands
    /// it on, so the caller's literals and Moya case complete it.
    private static func followRequests(
        _ capabilities: inout Capabilities, perType: [(String, [HandOns])], index: ProjectIndex, maxConcurrency: Int
    ) {
        // A member's hand-ons read the requests of the types it calls, and of the conformers that run the call, and nothing
        // else that changes here. So after the first round only the types with a member that calls a type whose requests
        // changed in the last one are read again; the others hand on what they did. WooCommerce's stores, services and
        // their tests went all eight rounds, each reading every call of every member (a fifth of its whole analysis).
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
                    // Beside the overloads of the name that send their own requests (Pocket Casts' `validateLogin(username:
                    // password:scope:)`, beside `validateLogin(username:password:completion:)`, which hands on).
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
    /// A member that sends nothing itself sends what it hands on, to other types and to its own type's members: Pocket
    /// Casts' `performCallSecureUrl` hands the request to `URLConnection.send(request:)` and may first sign in through its
    /// own `acquireToken()`. One that sends a request itself sends that: what else it hands on is, in real clients, a token
    /// it refreshes first (Ello's `ElloProvider.request`) or a retry.
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

    /// The base name Swift imports an Objective-C selector under: its first piece cut before its last preposition that
    /// has words after it (`fetchArticleWithURL:` → `fetchArticle`, `numberOfRowsInSection:` → `numberOfRows`,
    /// `addObserverForName:object:queue:usingBlock:` → `addObserver`), or `nil` when Swift keeps the piece whole
    /// (`tableView:cellForRowAtIndexPath:`, `setTitle:`) or it is an initializer. `NS_SWIFT_NAME` is not read.
    static func swiftBaseName(ofSelector name: String) -> String? {
        // Bytes first: most names are Swift's (`viewDidLoad()`), and `contains("(")` searched through Foundation.
        guard !name.utf8.contains(UInt8(ascii: "(")), let colon = name.firstIndex(of: ":") else { return nil }
        let words = NameWords.split(String(name[..<colon]))
        guard words.count >= 3, words[0] != "init",
              let cut = words.indices.dropFirst().dropLast().last(where: { selectorPrepositions.contains(words[$0]) })
        else { return nil }
        return words[..<cut].joined()
    }

    private static let selectorPrepositions: Set<String> = [
        "With", "For", "From", "At", "In", "To", "By", "On", "Using", "Of", "As", "Into", "After", "Before",
    ]

    /// Words of networking in type names and calls: `URLSessionTaskDelegate`, `AnyAPIFetcher`, `UploadMessageRequest`.
    static let networkingWords = ["URL", "Url", "Request", "Session", "Socket", "HTTP", "Http", "API", "Api", "Endpoint", "Network", "GraphQL"]

    /// Apple's sessions that are no network's: drag and drop, scenes, audio, capture, AR, the watch link.
    static let otherSessions = ["UIDropSession", "UIDragSession", "UISceneSession", "AVAudioSession", "AVCaptureSession", "ARSession", "WCSession"]

    /// Whether a declaration's conformances, member types or calls use a word of networking. What it assigns to is not
    /// what it uses: a flag named for a feature (WooCommerce's `self.isSupportRequestEnabled = …`, in a test double of its
    /// `FeatureFlagService`) says nothing of networking; the value's type still may.
    static func speaksOfNetworking(_ decl: TypeDecl) -> Bool {
        func speaks(_ text: String) -> Bool {
            networkingWords.contains { Endpoint.range(of: $0, in: text[...]) != nil } && !otherSessions.contains(where: text.hasPrefix)
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

    /// For each member, what every conformer that says something of it says alike (one dictionary per conformer).
    private static func agreed<Value: Hashable>(_ saidByConformer: [[String: Value]]) -> [String: Value] {
        var said: [String: Set<Value>] = [:]
        for byMember in saidByConformer {
            for (member, value) in byMember { said[member, default: []].insert(value) }
        }
        return said.compactMapValues { $0.count == 1 ? $0.first : nil }
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

    /// A member of another codebase type that a member calls.
    struct Callee: Hashable, Sendable {
        var type: String
        var member: String
    }

    /// The declared names a static receiver may go by: extensions are named by their last component
    /// (`extension Shop.API.Product` is `Product`), nested declarations by their qualified name.
    private static func declaredNames(endingWith receiver: ArraySlice<String>, in index: ProjectIndex) -> [String] {
        receiver.indices.map { receiver[$0...].joined(separator: ".") }.filter { index.declarations[$0] != nil }
    }

}

extension Member {
    /// `fetchProduct(id:)` → `fetchProduct`; an Objective-C selector `GET:parameters:success:failure:` → `GET`:
    /// the name the calls to it carry.
    package var baseName: String { Self.baseName(of: name) }

    static func baseName(of name: String) -> String {
        // `(` and `:` are ASCII: found among the bytes, without walking the name Character by Character.
        guard let end = name.utf8.firstIndex(where: { $0 == 0x28 || $0 == 0x3A }) else { return name }
        return String(name[..<end])
    }
}
