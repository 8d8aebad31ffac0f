import StranglerSources

/// Turns a networking call into an API call: HTTP method and endpoint path when literals show them.
///
/// The URL is followed from the request's first argument through locals (`let url = …`,
/// `URLRequest(url: url)`) and the type's stored properties (`baseURL`), three steps at most.
/// Interpolations become placeholders: `"…/products/\(productId)"` → `/products/{productId}`.
struct APICallExtractor {
    let context: EventContext

    /// The API calls an event makes, as the screen sees them.
    func apiCalls(for event: Event) -> [APICall] {
        guard event.kind == .call else { return [] }
        if let template = primitiveRequest(event) {
            return [template.call(member: context.member.name, line: event.line)]
        }
        if let dispatched = dispatchedRequests(event) {
            return dispatched.templates.map { $0.call(member: context.member.name, line: event.line) }
        }
        if let backend = backendRequest(event) { return backend }
        // Another module's call that answers with the server's HTTP response, whose endpoint the tree does not show.
        if let via = NetworkingDetector.requestWithAResponseBlock(event, on: context.receiverType(event), context) {
            return [RequestTemplate(method: nil, strings: [], takesPath: false, via: via).call(member: context.member.name, line: event.line)]
        }
        // Making a client (`MoyaProvider<GitHubAPI>()`, `APIClient()`) sends nothing; making a request object that sends
        // itself (`BuyItemCall(key: key)`) does.
        // Most calls made are initializers of types that send nothing as they are made: one lookup answers for `Type(…)`.
        if event.name == "init", event.path.count == 2, context.capabilities.requests[event.path[0]]?["init"] == nil { return [] }
        guard let type = context.receiverType(event) ?? event.typeRoot,
              event.name == "init" ? NetworkingDetector.sendsOnInit(type, context)
                : NetworkingDetector().isClient(type, context)
                    || context.isAnalysedProjectType(type) && NetworkingDetector.sendsWithoutBeingAClient(event, on: type, context)
        else { return [] }
        let via = ProjectIndex.symbol(of: event.name, on: type)
        if let operation = graphQLOperation(in: event, on: type) {
            return [operation.call(member: context.member.name, line: event.line)]
        }
        let requestObject = self.requestObject(in: event, via: via)
        if let templates = wrapperTemplates(type: type, call: event) {
            let sent = templates.map { template in
                // A client that takes its path from the caller, or builds it where the pass cannot read it
                // (`request.request(for: self)`), takes it from the request object, when there is one.
                if let requestObject, template.takesPath || Endpoint.path(from: template.strings) == nil {
                    return (template, requestObject)
                }
                return (template, request(template, through: event, via: via))
            }
            let procedure = remoteProcedure(in: event, on: type)
            return handedOver(sent, through: event).map { template in
                var template = template
                if let procedure { template.operation = procedure }
                return template.call(member: context.member.name, line: event.line)
            }
        }
        if let requestObject { return [requestObject.call(member: context.member.name, line: event.line)] }
        if context.index.contains(type), !context.index.isProtocol(type) { return [] }
        return [APICall(method: Self.methodFromName(event.name), path: nil, member: context.member.name, line: event.line, via: via)]
    }

    /// A backend SDK's request (see `BackendSDK`), with the method its REST API would use and the path its chain names:
    /// `db.collection("users").document(uid).getDocument { … }` is `GET users/{uid}`. Empty for the SDK's other calls;
    /// `nil` for a type that is no SDK's.
    private func backendRequest(_ event: Event) -> [APICall]? {
        guard let type = context.receiverType(event) ?? event.typeRoot,
              let sends = context.index.external.sendsRequest(event.name, on: type) else { return nil }
        guard sends, let sdk = context.index.external.backend[type] else { return [] }
        return [
            APICall(
                method: sdk.method(of: event.name), path: backendPath(of: event, sdk: sdk), member: context.member.name,
                line: event.line, via: ProjectIndex.symbol(of: event.name, on: type)
            ),
        ]
    }

    /// The path the calls before a request in its chain name, each by its first argument (`collection("users")`,
    /// `child(uid)`; the root's `reference()` names none), after the path of the reference the chain starts from when it is
    /// kept in a local or a property (`postRef = ref.child("posts").child(postKey)` in `viewDidLoad()`, then
    /// `postRef.observe(…)`). `nil` when a part of it cannot be read.
    private func backendPath(of event: Event, sdk: BackendSDK) -> String? {
        let segments = backendSegments(of: event.path, steps: event.path.count - 1, line: event.line, in: context.member, sdk: sdk, depth: 0)
        return segments.flatMap { $0.isEmpty ? nil : $0.joined(separator: "/") }
    }

    /// The segments the first `steps` names of `chain` add, each path step's from the nearest call of its chain at or before
    /// `line` in `member`, after those of the chain's root.
    private func backendSegments(of chain: [String], steps: Int, line: Int, in member: Member, sdk: BackendSDK, depth: Int) -> [String]? {
        let root = chain.first == "self" && chain.count > 1 ? 1 : 0
        var segments: [String] = []
        if root < steps, depth < 3, chain[root].first?.isLowercase == true {
            switch referenceSegments(chain[root], line: line, in: member, sdk: sdk, depth: depth + 1) {
            case .some(let made): segments = made
            case nil: return nil
            }
        }
        for length in stride(from: 1, through: steps, by: 1) where sdk.pathSteps.contains(chain[length - 1]) {
            let prefix = chain[..<length]
            guard let step = member.events.last(where: { $0.kind == .call && $0.line <= line && $0.path[...] == prefix }) else { return nil }
            if let argument = sdk.placeArgument(of: step) {
                segments.append((sdk.pathPrefixes[step.name] ?? "") + Self.pathSegment(argument))
            } else if sdk.autoIDSteps.contains(step.name), step.arguments.allSatisfy(\.isClosure) {
                segments.append("{autoId}")
            }
        }
        return segments
    }

    /// The segments the reference kept in `name` was made with: a local's (`let usersRef = db.collection("users")`, or
    /// Parse's `let query = PFQuery(className: "Photo")`), else a property's initial value, else what every assignment to the
    /// property in the type's members makes, when they agree. Empty for a name made of no path step (a parameter, the
    /// root `Database.database().reference()`), `nil` when the assignments disagree or cannot be read.
    private func referenceSegments(_ name: String, line: Int, in member: Member, sdk: BackendSDK, depth: Int) -> [String]? {
        func made(by call: Event?, in member: Member) -> [String]? {
            guard let call else { return nil }
            return backendSegments(of: call.path, steps: call.path.count, line: call.line, in: member, sdk: sdk, depth: depth)
        }
        if let local = member.locals[name] {
            if local.isParameter { return [] }
            if !local.calledChain.isEmpty {
                return made(by: member.events.last { $0.kind == .call && $0.line <= line && $0.path == local.calledChain }, in: member)
            }
            guard let type = local.typeName.map(TypeNames.base) else { return [] }
            // A value made under a written type (`PFQuery *query = [PFQuery queryWithClassName:@"Photo"]`): the nearest such making.
            return made(by: member.events.last { call in
                call.kind == .call && call.line <= line && call.path.count == 2 && call.path[0] == type && sdk.pathSteps.contains(call.path[1])
            }, in: member) ?? []
        }
        guard let property = context.properties[name] else { return [] }
        if let called = property.initialValue?.calledChain, !called.isEmpty {
            return made(by: property.events.last { $0.kind == .call && $0.path == called }, in: property)
        }
        var found: [String]?
        for owner in context.index.members(of: context.typeName) {
            for assignment in owner.events where assignment.kind == .assignment && assignment.name == name
                && (assignment.path.count == 1 || assignment.path.count == 2 && assignment.path[0] == "self") {
                // The chain the value is: the longest call on the assignment's line that starts from the value's root (a
                // type's, `Database.database().reference()`, has none). Assigning no call (`postRef = nil`) makes no reference.
                let root = assignment.arguments.first?.roots.first
                guard let call = owner.events.filter({ $0.kind == .call && $0.line == assignment.line && (root == nil || $0.path.first == root) })
                    .max(by: { $0.path.count < $1.path.count })
                else { continue }
                guard let segments = made(by: call, in: owner), found == nil || found == segments else { return nil }
                found = segments
            }
        }
        return found ?? []
    }

    /// `"users"` → `users`, `"users/\(uid)"` → `users/{uid}`, `self.uid` → `{uid}`: the literals the argument writes, else
    /// the value it names.
    static func pathSegment(_ argument: ValueSummary) -> String {
        Endpoint.placeholders(argument.strings.isEmpty ? "\\(" + argument.text + ")" : argument.strings.joined())
    }

    /// The case of a codebase action enum a call hands over, and the members that handle that enum (see
    /// `Capabilities.actionHandlers`): `stores.dispatch(OrderAction.deleteOrder(orderID: 3))`, or a local made so.
    func dispatchedAction(_ event: Event) -> (action: String, case: String, handlers: [CapabilitiesPass.Callee])? {
        let handlers = context.capabilities.actionHandlers
        guard !handlers.isEmpty, event.kind == .call else { return nil }
        for argument in event.arguments where !argument.isClosure {
            var chain: [String]
            var written: String?
            if argument.text.startsUppercase {
                chain = argument.text.prefix { $0 != "(" && $0 != " " }.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            } else if let local = context.member.local(argument.text, at: event.line) {
                chain = local.calledChain
                written = local.typeName
            } else {
                continue
            }
            guard chain.count == 2, let type = chain[0].isEmpty ? written : chain[0], let found = handlers[type],
                  context.index.declaresCase(chain[1], of: type) else { continue }
            return (type, chain[1], found)
        }
        return nil
    }

    /// What a dispatched action's handlers send under its case (a handler's request sent for every case counts too), and
    /// the action as the call's symbol (`OrderAction.deleteOrder`).
    func dispatchedRequests(_ event: Event) -> (symbol: String, templates: [RequestTemplate])? {
        guard let action = dispatchedAction(event) else { return nil }
        let templates = action.handlers.flatMap { handler in
            (context.capabilities.requests[handler.type]?[handler.member] ?? []).filter { template in
                template.choice.map { $0.value == action.case } ?? true
            }
        }
        return templates.isEmpty ? nil : (action.action + "." + action.case, templates)
    }

    /// A GraphQL operation handed to a client (`client.query(RepositoryInfoQuery(owner: …))`, `apollo.perform(mutation:
    /// AddReactionMutation(…))`): its kind (`QUERY`, `MUTATION`, `SUBSCRIPTION`) and its type. An operation is a type
    /// that Apollo's code generator made conform to `GraphQLQuery` (or `…Mutation`, `…Subscription`), or a `…Query`
    /// handed to Apollo's client when the generated code is not in the tree.
    func graphQLOperation(in event: Event, on client: String) -> RequestTemplate? {
        for argument in event.arguments where !argument.isClosure {
            guard let type = argument.typeName.map(TypeNames.base) else { continue }
            for (suffix, kind) in Self.graphQLKinds where type.hasSuffix(suffix) {
                let generated = (context.index.declarations[type] ?? []).contains { $0.inherited.contains("GraphQL" + suffix) }
                if generated || client.hasPrefix("Apollo") {
                    return RequestTemplate(method: kind, strings: [], takesPath: false, via: client + "." + event.name, operation: type)
                }
            }
        }
        return nil
    }

    /// The procedure a call to a JSON-RPC client names as a literal (Kodi Remote's `callMethod:@"Player.GetPlayers"`, see
    /// `Capabilities.remoteProcedures`), shown after the call that sends it, as a GraphQL operation is.
    private func remoteProcedure(in event: Event, on client: String) -> String? {
        guard let handed = context.capabilities.remoteProcedures[client]?[event.name] else { return nil }
        for parameter in handed {
            guard let argument = parameter.argument(in: event) else { continue }
            return literal(argument, at: event)
        }
        return nil
    }

    /// The one literal an argument is: written there, or the last one assigned before the call to the local it reads
    /// (`case TAG_BUTTON_HOME: action = @"Input.Home"; [rpc callMethod:action withParameters:@{}];`), else the local's
    /// own. An assignment under a branch the call is not under (one of `if … else` assignments, the call after them) may
    /// not be the one the call sees: no literal.
    private func literal(_ argument: ValueSummary, at call: Event) -> String? {
        func only(_ strings: [String], _ roots: [String]) -> String? { roots.isEmpty && strings.count == 1 ? strings[0] : nil }
        if argument.roots.isEmpty { return argument.hasInterpolation ? nil : only(argument.strings, []) }
        guard argument.roots.count == 1, let name = argument.roots.first, argument.text == name,
              let local = context.member.local(name, at: call.line), !local.isParameter else { return nil }
        let assigned = context.member.events.last { event in
            event.kind == .assignment && event.line <= call.line && event.operator == "=" && event.path == [name]
        }
        guard let assigned, let value = assigned.arguments.first else { return only(local.strings, local.roots) }
        guard call.conditions.starts(with: assigned.conditions), !value.hasInterpolation else { return nil }
        return only(value.strings, value.roots)
    }

    /// What a member of a client sends as GraphQL (`client.query(FetchRepositoryBranchesQuery(…))`), for the capabilities
    /// pass, which records it before it knows which codebase types are clients.
    func graphQLTemplate(_ event: Event) -> RequestTemplate? {
        // The arguments first: resolving the receiver's type costs more, and few calls hand over an operation.
        guard event.kind == .call, event.arguments.contains(where: Self.mayBeAnOperation),
              let type = context.receiverType(event) ?? event.typeRoot else { return nil }
        return graphQLOperation(in: event, on: type)
    }

    private static func mayBeAnOperation(_ argument: ValueSummary) -> Bool {
        guard let written = argument.typeName, !argument.isClosure else { return false }
        let type = TypeNames.base(written)
        return graphQLKinds.contains { type.hasSuffix($0.0) }
    }

    private static let graphQLKinds = [("Query", "QUERY"), ("Mutation", "MUTATION"), ("Subscription", "SUBSCRIPTION")]

    /// Names a request type gives its endpoint and its HTTP method.
    static let requestPathProperties = ["path", "endpoint", "route", "urlPath", "resourcePath", "pathComponents"]
    static let requestMethodProperties = ["method", "httpMethod"]

    /// A request object of the codebase handed to a client (`api.fetch(MeRequest())`, `client.send(request)`): a
    /// type named like one with a `path` (or `endpoint`, `route`, `pathComponents`, …) property, whose literal shows the endpoint
    /// (`let path = "/api/v1/me"`, `var pathComponents: [String] { ["repos", owner, "milestones"] }`,
    /// `let method: HTTPMethod = .post`). A property the type leaves to its request protocol's extension
    /// (`extension V3Request { var method: HTTPMethod { .get } }`) is read there.
    func requestObject(in event: Event, via: String) -> RequestTemplate? {
        // Handed to a view controller the member makes (ioctocat's `[[IOCPullRequestController alloc]
        // initWithPullRequest:pullRequest]`), an object is shown, not sent.
        if event.name == "init", event.path.count == 2, case let made = TypeNames.base(event.path[0]),
           context.index.isScreenClass(made) || TypeNames.isUIType(made) {
            return nil
        }
        for argument in event.arguments where !argument.isClosure {
            guard let type = requestType(of: argument, at: event.line), context.index.contains(type),
                  let pathProperty = Self.requestPathProperties.lazy.compactMap({ requestProperty($0, of: type) }).first,
                  // A route is a request's only with a method: a deep link's (Stepik's `DeepLinkRoute`, whose `path` answers
                  // case by case) is where the app goes, not the server.
                  !type.hasSuffix("Route") || Self.requestMethodProperties.contains(where: { requestProperty($0, of: type) != nil })
            else { continue }
            var strings = pathProperty.initialValue.map(Self.writtenPath) ?? []
            var method = Self.requestMethodProperties.lazy.compactMap { requestProperty($0, of: type)?.initialValue.flatMap(Self.method(of:)) }.first
            // What the type leaves to whoever makes it, where the member makes it (see `madeWith(_:of:before:)`).
            if pathProperty.initialValue == nil || method == nil, let (made, maker) = madeWith(argument, of: type, before: event) {
                if pathProperty.initialValue == nil, let path = made.arguments.first(where: { $0.label == pathProperty.name }) {
                    if path.typeMembers.isEmpty, path.roots.allSatisfy({ Endpoint.isInterpolated($0, in: path.strings) }) {
                        strings = path.strings
                    } else if let maker {
                        // Built of the maker's locals and the type's constants (WooCommerce's `path: path`, after `let path =
                        // "\(Constants.ordersPath)/\(orderID)"`, or `path: Paths.notes` in the remote's own request factory),
                        // followed as a URL is.
                        strings = APICallExtractor(context: maker).urlParts(path, at: made.line).strings
                    }
                }
                if method == nil, let named = made.arguments.first(where: { $0.label.map(Self.requestMethodProperties.contains) ?? false }) {
                    method = Self.method(fromText: named.strings.first ?? named.text)
                }
            }
            return RequestTemplate(method: method, strings: strings, takesPath: false, via: via + "(" + type + ")")
        }
        return nil
    }

    /// The type of an argument named like a request object (see `namesARequest(_:)`): as written, or, for a local bound to
    /// what a codebase factory returns (edX's `let networkRequest = BlockCompletionApi.blockCompletionRequest(…)`), the
    /// type the factory declares it returns.
    private func requestType(of argument: ValueSummary, at line: Int) -> String? {
        if let written = argument.typeName { return Self.namesARequest(type: written) ? TypeNames.base(written) : nil }
        guard let local = madeLocal(argument, at: line), !local.calledChain.isEmpty,
              let type = context.resultType(ofCall: local.calledChain), Self.namesARequest(type: type)
        else { return nil }
        return type
    }

    /// The local an argument is, when it is one the member binds itself (not a parameter).
    private func madeLocal(_ argument: ValueSummary, at line: Int) -> LocalValue? {
        guard argument.roots.count == 1, argument.text == argument.roots[0], let local = context.member.local(argument.roots[0], at: line),
              !local.isParameter else { return nil }
        return local
    }

    /// The call that made the request object an argument is, when the member makes it: the argument itself
    /// (`client.send(APIRequest(path: "/login", method: "POST"))`) or a local it bound before (`let request =
    /// APIRequest(…)`, Objective-C's `[[AuthenticatedEndpointRequest alloc] initWithPath:… httpMethod:@"DELETE"]`), the last
    /// such making before the call; or, for a local bound to what a codebase factory returns, the making in the factory
    /// (`return NetworkRequest(method: .POST, path: "/api/completion/v1/completion-batch")`).
    /// With the making, the context its arguments are read in: the member's own, or a factory's of the same type; `nil` for
    /// another type's factory, whose constants this type's scope would not find.
    private func madeWith(_ argument: ValueSummary, of type: String, before call: Event) -> (event: Event, maker: EventContext?)? {
        func making(_ event: Event) -> Bool {
            event.kind == .call && event.path.count == 2 && event.path[1] == "init" && TypeNames.base(event.path[0]) == type
        }
        let local = madeLocal(argument, at: call.line)
        if let chain = local?.calledChain, !chain.isEmpty {
            guard let factory = calledMember(chain, where: { $0.kind == .method }), let made = factory.member.events.last(where: making) else {
                return nil
            }
            return (made, factory.type == context.typeName ? EventContext(scope: context.scope, member: factory.member) : nil)
        }
        let isLocal = local.map { $0.typeName.map(TypeNames.base) == type } ?? false
        guard isLocal || argument.roots.isEmpty || argument.text.hasPrefix(type) || argument.text.hasPrefix("[[" + type) else { return nil }
        return context.member.events.last { $0.line <= call.line && making($0) }.map { ($0, context) }
    }

    /// The literals of a declared path, its components joined by `/`. A path built of other values (`"/rooms/" + id`)
    /// gives none, so the endpoint stays unknown: only values interpolated into the literal (`"/rooms/\(id)"`)
    /// become placeholders.
    static func writtenPath(_ value: LocalValue) -> [String] {
        let written = value.elements.isEmpty ? value.strings : [value.elements.joined(separator: "/")]
        return value.roots.allSatisfy { Endpoint.isInterpolated($0, in: written) } ? written : []
    }

    /// The HTTP method a declared value names: `"POST"`, `.post`, `HTTPMethod.post`.
    static func method(of value: LocalValue) -> String? {
        method(fromText: value.strings.first ?? value.chain.last ?? "")
    }

    /// An argument whose type is named like a request object (`MeRequest`, `UserEndpoint`, `ProfileRoute`): a
    /// `Document` with a `path` is no request.
    static func namesARequest(_ argument: ValueSummary) -> Bool {
        argument.typeName.map(namesARequest(type:)) ?? false
    }

    /// A type named like a request object, its generic arguments aside (`NetworkRequest<OEXAccessToken>`), or with
    /// `Request` as a word of its name (IVPN's `ApiRequestDI`).
    static func namesARequest(type: String) -> Bool {
        let base = TypeNames.base(type)
        return ["Request", "Endpoint", "Route", "Target"].contains { base.hasSuffix($0) } || requestWord.occur(in: base)
    }

    private static let requestWord = NameWords(["Request"], wholeWords: true)

    /// A request type's property, or its protocols' default (one level of protocols, and theirs).
    private func requestProperty(_ name: String, of type: String) -> Member? {
        if let own = context.index.property(name, of: type) { return own }
        var protocols = (context.index.declarations[type] ?? []).flatMap(\.inherited)
        for _ in 0..<2 {
            for candidate in protocols where context.index.isProtocol(candidate) {
                // The requirement (`var method: HTTPMethod { get }`) has no value; an extension's default does.
                let inherited = context.index.declarations[candidate]?.lazy.flatMap(\.members)
                    .first { $0.kind == .property && $0.name == name && $0.initialValue != nil }
                if let inherited { return inherited }
            }
            protocols = protocols.flatMap { context.index.declarations[$0]?.flatMap(\.inherited) ?? [] }
        }
        return nil
    }

    /// The requests a codebase type's member makes, looking through a protocol to its conformers.
    /// Of a name's overloads (`fetch(owner:repo:number:completion:)`, `fetch(ids:completion:)`), the ones whose labels
    /// the call's labels follow, or all of them when none does; none when the overload the labels follow sends nothing
    /// (Zotero's `submit()` calls its private `submit(item:libraryId:…)`, which sends nothing itself: the call took
    /// `submit()`'s own upload, with the item's literals for its path, `POST /url/Unknown`).
    func wrapperTemplates(type: String, call: Event) -> [RequestTemplate]? {
        for candidate in [type] + context.index.inheritors(of: type, running: call.name) {
            guard let templates = context.capabilities.requests[candidate]?[call.name], !templates.isEmpty else { continue }
            let labels = call.arguments.filter { !($0.isClosure && $0.label == nil) }.map { $0.label ?? "_" }
            // An Objective-C member is named by its selector, which the message sent spells out whole; an initializer by
            // the name Swift imports it as (`initWithItemId:` is `init(itemId:)`), which `[[X alloc] initWithItemId:…]` has.
            func fits(_ member: String) -> Bool {
                if member.utf8.contains(UInt8(ascii: "(")) { return Self.labels(labels, fit: member) }
                if call.name == "init" { return ObjCSelectors.swiftInitializerName(member).map { Self.labels(labels, fit: $0) } ?? false }
                return member == Self.selector(of: call)
            }
            let matching = templates.filter { $0.sender.map(fits) ?? false }
            if !matching.isEmpty {
                // Of the overloads the labels fit, the one they name whole: `save(params:)` is no `save(params:path:method:)`
                // whose other parameters have defaults, when the type declares both.
                let whole = matching.filter { $0.sender.map { Self.parameterCount($0) == call.arguments.count } ?? false }
                return Self.chosen(whole.isEmpty ? matching : whole, by: call)
            }
            let declared = context.index.members(of: candidate).filter {
                call.name == "init" ? $0.kind == .initializer : $0.baseName == call.name && $0.kind == .method
            }
            let senders = Set(templates.compactMap(\.sender))
            return declared.contains { !senders.contains($0.name) && fits($0.name) } ? [] : Self.chosen(templates, by: call)
        }
        return nil
    }

    /// What a helper sends for a caller through `call` (each of its templates, with the request it became through the call):
    /// when the caller hands over the request the helper sends, that request only. Pocket Casts' `TokenHelper.callSecureUrl(request:)`
    /// sends the request it is given, after signing in for a token when it has none: the sign-in is the helper's business,
    /// not each caller's API call. A caller that hands over nothing of the kind (`addFromiTunesId(id)`), or hands on what it
    /// was given, keeps them all.
    private func handedOver(_ sent: [(template: RequestTemplate, request: RequestTemplate)], through call: Event) -> [RequestTemplate] {
        func takesCallers(_ template: RequestTemplate) -> Bool { template.takesPath || template.awaitsTarget }
        guard sent.contains(where: { takesCallers($0.template) }),
              sent.contains(where: { !takesCallers($0.template) }),
              handsOverARequest(call) || sent.contains(where: {
                  takesCallers($0.template) && !takesCallers($0.request) && Endpoint.path(from: $0.request.strings) != nil
              })
        else { return sent.map(\.request) }
        return sent.filter { takesCallers($0.template) }.map(\.request)
    }

    /// What a helper's `templates` become, sent by this member through `call` (see `handedOver(_:through:)`).
    func requests(_ templates: [RequestTemplate], sentThrough call: Event) -> [RequestTemplate] {
        handedOver(Self.chosen(templates, by: call).map { ($0, request($0, through: call, via: $0.via)) }, through: call)
    }

    /// The templates a call sends: not those sent under a case of a parameter the call names another case for
    /// (`withMethodType:Post` sends what `case Post:` sends, not `case Get:`'s).
    static func chosen(_ templates: [RequestTemplate], by call: Event) -> [RequestTemplate] {
        guard templates.contains(where: { $0.choice != nil }) else { return templates }
        // The case the call names for each chooser, read once: a store's `onAction(_:)` sends one template per case, all
        // chosen by its one parameter.
        var named: [HandedParameter: String?] = [:]
        return templates.filter { template in
            guard let choice = template.choice, let chooser = template.chooser else { return true }
            let name: String?
            if let known = named[chooser] {
                name = known
            } else {
                name = chooser.argument(in: call).flatMap { RequestTemplate.caseName($0.text) }
                named[chooser] = name
            }
            return name.map { $0 == choice.value } ?? true
        }
    }


    /// The selector an Objective-C message sends (`processPayment:forDonationViewController:`), from the Swift name and
    /// labels the front end gave it.
    static func selector(of call: Event) -> String {
        guard !call.arguments.isEmpty else { return call.name }
        return call.name + ":" + call.arguments.dropFirst().map { ($0.label ?? "") + ":" }.joined()
    }

    /// How many parameters a member's name (`save(params:path:)`) or selector (`saveWithParams:path:`) has.
    static func parameterCount(_ member: String) -> Int {
        member.utf8.reduce(0) { $1 == UInt8(ascii: ":") ? $0 + 1 : $0 }
    }

    /// Whether a call's labels appear, in order, among a member's parameter labels (parameters with defaults may be left out).
    static func labels(_ labels: [String], fit member: String) -> Bool {
        CalledMemberName.parameterPlaces(of: labels, in: member) != nil
    }

    /// A request sent through URLSession, Alamofire, AFNetworking, Moya or NSURLConnection.
    func primitiveRequest(_ event: Event) -> RequestTemplate? {
        // In the codebase's extension of a session, its own `dataTask(with:)` (Pocket Casts' `extension URLSession:
        // RequestHandler`, whose `send(request:completion:)` every request goes through).
        guard event.kind == .call,
              let type = context.receiverType(event) ?? event.typeRoot
                ?? (event.receiver.isEmpty && NetworkingDetector.requestNames[context.typeName] != nil ? context.typeName : nil)
        else { return nil }
        // A codebase subclass of a manager sends through the manager's members (Coding's `CodingNetAPIClient :
        // AFHTTPRequestOperationManager` calls `[self GET:aPath parameters:params …]`).
        let framework = NetworkingDetector.requestNames[type] != nil ? type
            : type.hasSuffix("SessionManager") ? "AFHTTPSessionManager"
            : context.index.networkingFrameworks.isEmpty ? type : context.index.networkingFrameworks[type] ?? type
        guard let names = NetworkingDetector.requestNames[framework], names.contains(event.name) else { return nil }
        if type == "MoyaProvider" { return moyaTarget(event) }
        // Alamofire's router: `AF.request(Router.product(id: id))`, an enum that declares each case's path and method.
        if let named = targetCase(event.arguments.first, line: event.line), let target = named.target, answersByCase(target) {
            var template = targetRequest(named, provider: nil, via: event.symbol)
            // A router without a `method` sets it on the request it makes, or leaves URLRequest's `GET`.
            template.method = template.method ?? routerMethod(of: target) ?? "GET"
            return template
        }
        // A request made in the argument takes its URL from the initializer's `url:` or first argument, not from its
        // parameters' keys (Blink's `.init(postJson: path("/application/signup"), params: ["email": email])`).
        let inline = requestMadeInline(event)
        let urlArgument = inline.flatMap { made in made.arguments.first { $0.label == "url" } ?? made.arguments.first { !$0.isClosure } }
            ?? event.arguments.first
        let url = urlArgument.map { urlParts($0, at: event.line) } ?? URLParts()
        // AFNetworking 1's client names the method: `[client postPath:@"/login" parameters:… success:… failure:…]`.
        let method = explicitMethod(event, followed: url.followed) ?? (framework == "AFHTTPClient" ? Self.methodFromName(event.name) : nil)
            ?? url.strings.first(where: Self.isMethodLiteral) ?? event.arguments.first?.strings.first(where: Self.isMethodLiteral)
            ?? (inline ?? requestMadeInLocal(event)).flatMap(initializerMethod) ?? helperMethod(event)
            ?? (event.name.hasPrefix("upload") ? "POST" : "GET")
        var template = RequestTemplate(method: method, strings: url.strings, takesPath: url.takesPath, via: event.symbol)
        template.pathFromMaker = url.pathFromInitializer && !url.pathFromParameter
        template.slots = slots(url.slots)
        template.pathParameter = pathParameter(url)
        if let parameter = url.targetParameter { template.waitForTarget(parameter, of: url.targetType) }
        return template
    }

    /// The position of the member's parameter a URL is read from whole (see `RequestTemplate.pathParameter`).
    private func pathParameter(_ url: URLParts) -> Int? {
        url.pathParameters.lazy.compactMap { context.member.locals[$0]?.parameterPosition }.first
    }

    /// The member's parameters by these names, as slots of the URL (see `RequestTemplate.slots`).
    private func slots(_ names: [String]) -> [RequestTemplate.Slot] {
        names.compactMap { name in
            context.member.locals[name]?.parameterPosition.map { RequestTemplate.Slot(name: name, parameter: $0) }
        }
    }

    /// The template's slots filled with what `call` hands for them, in `strings` (the template's, with the caller's): a
    /// literal (`get(endpoint: "me")`, `"users/\(id)"`) or a constant (a local, a property or a file's, a type's: Stepik's
    /// `Self.name`, the API's own name for itself) is written in; a parameter of this member's own is this member's slot,
    /// under its name. Anything else (a variable) leaves the helper's placeholder.
    private func filling(_ template: RequestTemplate, through call: Event, in strings: inout [String]) -> [RequestTemplate.Slot] {
        guard !template.slots.isEmpty, let sender = template.sender else { return [] }
        var result: [RequestTemplate.Slot] = []
        for slot in template.slots {
            guard let argument = HandedParameter(member: sender, position: slot.parameter).argument(in: call), !argument.isClosure,
                  Endpoint.interpolates(slot.name, in: strings) else { continue }
            let piece: String
            if let literal = Self.literal(argument) {
                piece = literal
            } else if Self.isNameChain(argument.text[...]), let local = context.member.local(argument.text, at: call.line), local.isParameter {
                guard let position = local.parameterPosition else { continue }
                result.append(RequestTemplate.Slot(name: argument.text, parameter: position))
                piece = "\\(" + argument.text + ")"
            } else if Self.isNameChain(argument.text[...]), let constant = constant(named: argument.text, at: call.line) {
                piece = constant
            } else {
                continue
            }
            let written = writingTypeConstants(in: piece)
            strings = strings.map { Endpoint.replacingInterpolations(in: $0) { $0 == slot.name ? written : nil } }
        }
        return result
    }

    /// The one literal an argument is, as written (`"me"`, `@"users"`, `"users/\(id)"`).
    private static func literal(_ argument: ValueSummary) -> String? {
        guard argument.strings.count == 1, let first = argument.text.utf8.first,
              first == UInt8(ascii: "\"") || first == UInt8(ascii: "@") && argument.text.utf8.dropFirst().first == UInt8(ascii: "\""),
              argument.text.utf8.last == UInt8(ascii: "\"") else { return nil }
        return argument.strings[0]
    }

    /// The one literal a name holds for good, read where this member reads it: a local bound to it, a `let` or computed
    /// property of the type (the nearest declaration, so a subclass's override), a type's (`Self.name`, `Paths.orders`),
    /// or a file's constant.
    private func constant(named name: String, at line: Int) -> String? {
        // An empty one (a base class's `class var name: String { "" }`) names no piece of a path.
        func single(_ value: LocalValue?) -> String? {
            guard let value, value.roots.isEmpty, value.typeMembers.isEmpty, value.strings.count == 1, !value.strings[0].isEmpty,
                  !value.isDecision else { return nil }
            return value.strings[0]
        }
        if name.startsUppercase, name.contains(".") { return single(typeConstant(name)) }
        let property = name.hasPrefix("self.") ? String(name.dropFirst(5)) : name
        if property == name, let local = context.member.local(name, at: line) {
            // A local set again (Habitica's `var path = ""`, then `path = inAppReward.path ?? ""`) holds no one value.
            let reassigned = context.member.events.contains { $0.kind == .assignment && $0.path.count == 1 && $0.path[0] == name }
            return local.isParameter || reassigned ? nil : single(local)
        }
        guard !property.contains(".") else { return nil }
        let declared = context.index.firstMember(of: context.typeName) { member in
            member.name == property && member.kind == .property
        }
        if let declared { return declared.isStored && !declared.hasAttribute("let") ? nil : single(declared.initialValue) }
        return context.index.stringConstants[property]
    }

    /// The literals with each interpolation of a type's constant (`\(Self.name)`), or of a file's named in capitals, written in as
    /// its one literal.
    private func writingTypeConstants(in string: String) -> String {
        guard Endpoint.range(of: "\\(", in: string[...]) != nil else { return string }
        return Endpoint.replacingInterpolations(in: string) { content in
            // A file's constant named in capitals (V2EX's `"\(V2EXURL)_captcha"`), which a value reads as no root.
            if content.startsUppercase, let constant = context.index.stringConstants[content] { return constant }
            guard content.hasPrefix("Self."), let value = typeConstant(content), value.roots.isEmpty, value.typeMembers.isEmpty,
                  value.strings.count == 1, !value.isDecision else { return nil }
            return value.strings[0]
        }
    }

    /// The member an Alamofire router makes its request in.
    private func requestMaker(of type: String) -> Member? {
        context.index.firstMember(of: type) { $0.kind == .method && $0.name == "asURLRequest()" }
    }

    /// The literals a router's `asURLRequest()` writes around its path (`Endpoint.get + "/files/" + self.path`), when it
    /// builds the URL itself.
    private func routerPrefix(of type: String) -> [String] {
        guard let make = requestMaker(of: type) else { return [] }
        let reading = make.locals.sorted { $0.key < $1.key }.first { $0.value.roots.contains("path") && !$0.value.strings.isEmpty }
        return reading.map { RequestTemplate.markingTargetPath($0.value.strings, readAs: ["path", "self.path"]) } ?? []
    }

    /// The method a router's `asURLRequest()` sets (`urlRequest.httpMethod = HTTPMethod.get.rawValue`).
    private func routerMethod(of type: String) -> String? {
        let assignment = requestMaker(of: type)?.events.first { $0.kind == .assignment && ($0.name == "httpMethod" || $0.name == "method") }
        return assignment?.arguments.first.flatMap { Self.method(fromText: $0.strings.first ?? $0.text) }
    }

    /// Whether a codebase type says its endpoints case by case: an enum whose `path` (a property, or a method without
    /// parameters) answers for its cases, or a protocol one of whose conformers is such an enum (IceCubes' `Endpoint`).
    func answersByCase(_ type: String) -> Bool {
        let candidates = context.index.isProtocol(type) ? context.index.conformers[type] ?? [] : [type]
        return candidates.contains { context.index.answer("path", of: $0)?.caseValues.isEmpty == false }
    }

    /// The method of a request a helper made (`let request = Mastodon.API.post(url: …)`): the one the helper's name says,
    /// else unknown (`.some(nil)`), not a `GET` guessed; `nil` when the request is no helper's.
    private func helperMethod(_ event: Event) -> String?? {
        guard let argument = event.arguments.first, let local = madeByHelper(argument, line: event.line),
              let helper = local.calledChain.last
        else { return nil }
        let method = Self.methodFromName(helper) ?? factoryMethod(local.calledChain)
        // A request written as one (`NSURLRequest *request = [Router newBuddiesRequest]`) is URLRequest's `GET` unless its
        // maker says otherwise.
        if method == nil, local.typeName != nil { return nil }
        return .some(method)
    }

    /// The call that makes the request a call sends in its argument: `URLRequest(url: url, …)`, or the implicit member
    /// `.init(postJson: url, params: params)` where a request is expected (the first initializer called after the sender,
    /// written as the argument begins).
    private func requestMadeInline(_ event: Event) -> Event? {
        guard let argument = event.arguments.first, !argument.isClosure, argument.text.utf8.last == UInt8(ascii: ")") else { return nil }
        return context.member.events.first { candidate in
            candidate.kind == .call && candidate.name == "init" && candidate.line >= event.line
                && NetworkingDetector.requestTypes.contains(Self.madeType(candidate))
                && argument.text.hasPrefix(candidate.path.count == 2 && candidate.path[0].isEmpty ? ".init(" : candidate.path.dropLast().joined(separator: ".") + "(")
        }
    }

    /// The call that made the request a call sends from a local (`let request = try URLRequest(postJson: url)`): the last
    /// initializer of the local's request type called before the sender.
    private func requestMadeInLocal(_ event: Event) -> Event? {
        guard let argument = event.arguments.first, argument.roots.count == 1, argument.roots.first == argument.text,
              let type = context.member.local(argument.text, at: event.line)?.typeName, NetworkingDetector.requestTypes.contains(type)
        else { return nil }
        return context.member.events.last { $0.kind == .call && $0.name == "init" && $0.line <= event.line && $0.path == [type, "init"] }
    }

    /// The type an initializer's call makes: the one it names, or for an implicit member (`.init(…)`) a `URLRequest`, the
    /// type a sender expects.
    private static func madeType(_ call: Event) -> String {
        call.path.count == 2 && call.path[0].isEmpty ? "URLRequest" : call.path.count >= 2 ? call.path[call.path.count - 2] : ""
    }

    /// The method the codebase's own initializer of a request sets (Blink's `extension URLRequest { init(postJson url: URL,
    /// params: …) { self.init(url: url); self.httpMethod = "POST" … } }`), for a call of it (`.init(postJson: url, params:
    /// params)`): the initializer the call's labels name. Foundation's own set none.
    private func initializerMethod(_ made: Event) -> String? {
        guard let declarations = context.index.declarations[Self.madeType(made)] else { return nil }
        let labels = made.arguments.filter { !$0.isClosure || $0.label != nil }.map { $0.label ?? "_" }
        let initializer = declarations.lazy.flatMap(\.members).first { member in
            member.kind == .initializer && CalledMemberName.parameterPlaces(of: labels, in: member.name) != nil
        }
        let assignment = initializer?.events.first { $0.kind == .assignment && ($0.name == "httpMethod" || $0.name == "HTTPMethod") }
        return assignment?.arguments.first.flatMap { Self.method(fromText: $0.strings.first ?? $0.text) }
    }

    /// The local an argument reads when a call made it and its type does not show (`let request = Requests.post(url: …)`).
    private func madeByHelper(_ argument: ValueSummary, line: Int) -> LocalValue? {
        guard argument.roots.count == 1, argument.roots.first == argument.text,
              let local = context.member.local(argument.text, at: line), local.typeName.map(Self.isRequestOrURL) ?? true,
              let made = local.calledChain.last, !Self.urlComponentCalls.contains(made)
        else { return nil }
        return local
    }

    /// Foundation's calls that add to a URL (`base.appendingPathComponent("user-info")`, `appending(path:)`): what they
    /// make is a URL, which URLSession fetches with `GET`, no request a helper made.
    private static let urlComponentCalls: Set<String> = ["appendingPathComponent", "appending", "appendingPathExtension"]

    /// The method a codebase's request factory sets (`ServerHelper.createJsonRequest(url:params:)` sets
    /// `request.httpMethod = "POST"`), or `GET`, URLRequest's own, when it makes a `URLRequest` and sets none.
    /// A factory that has another make the request (`createProtoRequest` calls `createEmptyProtoRequest`) is followed, three deep.
    /// A factory that takes the method from its caller sets the one this member hands it before `line`.
    private func factoryMethod(_ chain: [String], calledFrom caller: String? = nil, depth: Int = 0, line: Int? = nil) -> String? {
        guard let name = chain.last, depth < 3 else { return nil }
        // `makeRequest()` or `self.makeRequest()` is on the type that calls it.
        let owner = chain.count == 1 || chain.first == "self" || chain.first == "Self"
            ? caller ?? context.typeName : chain[chain.count - 2]
        guard let factory = context.index.firstMember(of: owner, where: { $0.kind == .method && $0.baseName == name }) else {
            return nil
        }
        // A URL carries no method: what is sent from one is URLSession's `GET`.
        if factory.typeName.map(Self.isURL) == true { return "GET" }
        let assignment = factory.events.first { $0.kind == .assignment && ($0.name == "httpMethod" || $0.name == "HTTPMethod") }
            ?? factory.events.first { $0.kind == .call && Self.requestMakers.contains($0.name) }
        if let value = assignment?.arguments.first {
            if let line, let handed = handedMethod(value, to: factory, before: line) { return handed }
            return Self.method(fromText: value.strings.first ?? value.text)
        }
        if factory.events.contains(where: {
            $0.kind == .call && $0.name == "init" && $0.typeRoot.map(NetworkingDetector.requestTypes.contains) == true
        }) {
            return "GET"
        }
        for local in factory.locals.values.sorted(by: { $0.calledChain.lexicographicallyPrecedes($1.calledChain) })
        where local.typeName == nil && !local.calledChain.isEmpty {
            if let method = factoryMethod(local.calledChain, calledFrom: owner, depth: depth + 1) { return method }
        }
        return nil
    }

    /// The method this member hands a factory that sets the one its caller gives (Pocket Casts' `createRequest(url:method:
    /// token:)` sets `request.httpMethod = method`): the argument of its last call before `line`, a literal or a local set
    /// to one (`let method = "POST"`); `nil` when the factory sets its own or the member hands on its own caller's.
    /// A parameter with a default (Seafile's `req.HTTPMethod = method ?: @"GET"`) is the one handed too.
    private func handedMethod(_ value: ValueSummary, to factory: Member, before line: Int) -> String? {
        guard value.roots.count == 1, let root = value.roots.first, value.text == root || Self.defaults(value.text, root),
              let position = factory.locals[root]?.parameterPosition,
              let call = context.member.events.last(where: { $0.kind == .call && $0.name == factory.baseName && $0.line <= line }),
              let argument = HandedParameter(member: factory.name, position: position).argument(in: call)
        else { return nil }
        return method(namedBy: argument, at: call.line)
    }

    /// `name ?: fallback` (Objective-C) or `name ?? fallback` (Swift): the value of `name`, unless it has none.
    private static func defaults(_ text: String, _ name: String) -> Bool {
        guard text.hasPrefix(name) else { return false }
        let rest = text.utf8.dropFirst(name.utf8.count).drop { $0 == UInt8(ascii: " ") }
        return rest.starts(with: "?:".utf8) || rest.starts(with: "??".utf8)
    }

    /// The method an argument names: its literal (`"POST"`, `.post`, `HTTPMethod.get`), or the literal of the local it reads
    /// (`let method = "POST"`, `NSString *method = kRequestMethodPost;`).
    private func method(namedBy argument: ValueSummary, at line: Int) -> String? {
        if let literal = argument.strings.first { return Self.method(fromText: literal) }
        guard argument.roots.count == 1, argument.roots[0] == argument.text else { return Self.method(fromText: argument.text) }
        return context.member.local(argument.text, at: line)?.strings.first.flatMap(Self.method(fromText:))
    }

    /// `provider.request(.user(name: login))`: Moya sends the target's case, whose endpoint and method the codebase's
    /// `TargetType` declares case by case (`var path: String { switch self { case .user(let name): return "/users/\(name)" … } }`).
    /// The target is the provider's (`MoyaProvider<GitHubAPI>`), else the one `TargetType` that answers for the case.
    /// Unknown, not guessed from the case's arguments, when neither says. A target the member was given
    /// (`provider.request(token)` in a wrapper's `request(_ token: ElloAPI)`) is its caller's to name: the template waits
    /// for it (see `request(_:through:via:)`).
    private func moyaTarget(_ event: Event) -> RequestTemplate {
        let argument = event.arguments.first
        if let named = targetCase(argument, line: event.line) {
            return targetRequest(named, provider: providerTarget(event), via: event.symbol)
        }
        var template = RequestTemplate(method: nil, strings: [], takesPath: false, via: event.symbol)
        if let given = givenTarget(argument, line: event.line) {
            template.awaitsTarget = true
            template.targetType = providerTarget(event).flatMap { context.index.contains($0) ? $0 : nil } ?? given
        }
        return template
    }

    /// The case of a target (a Moya target, an endpoint enum) an argument names, and the target type when it is written:
    /// `.user(name: login)`, `GitHubAPI.star(owner: o, repo: r)`, or a local that holds one (`let endpoint: ArtsyAPI =
    /// .auctionInfo(auctionID: id)`).
    private func targetCase(_ argument: ValueSummary?, line: Int) -> (name: String, target: String?)? {
        guard let argument, !argument.isClosure else { return nil }
        let text = argument.text
        if text.first == "." || text.first?.isUppercase == true {
            let written = text.prefix { $0 != "(" }.split(separator: ".").map(String.init)
            guard let name = written.last else { return nil }
            return (name, written.count > 1 ? written.dropLast().joined(separator: ".") : nil)
        }
        guard argument.roots.count == 1, argument.roots.first == text, let local = context.member.local(text, at: line),
              !local.isParameter else { return nil }
        let chain = local.calledChain.isEmpty ? local.chain : local.calledChain
        guard chain.count > 1, let name = chain.last, let first = chain.first, first.isEmpty || first.startsUppercase else { return nil }
        let written = chain.dropLast().filter { !$0.isEmpty }
        return (name, written.isEmpty ? local.typeName.map(TypeNames.base) : written.joined(separator: "."))
    }

    /// A target handed in by the member's caller (`request(_ token: ArtsyAPI)` sending `token`, or `request.target` of a
    /// parameter): the parameter's declared type when the codebase declares it (`ArtsyAPI`), else `nil`; `nil` as a
    /// whole when the argument is none of the member's parameters.
    private func givenTarget(_ argument: ValueSummary?, line: Int) -> String?? {
        guard let argument, !argument.isClosure, let root = argument.roots.first,
              let local = context.member.local(root, at: line), local.isParameter else { return nil }
        return .some(local.typeName.map(TypeNames.base).flatMap { context.index.contains($0) ? $0 : nil })
    }

    /// The request a target's case makes: the path and method its type declares for it, a Moya `TargetType`, an
    /// Alamofire router or an endpoint enum, with the path of a `baseURL` the type writes out. The type is the one written
    /// (`ShopAPI.cart`), else the provider's or the parameter's (`MoyaProvider<ShopAPI>`, `endpoint: ShopAPI`), else the
    /// one conformer of its protocol (`endpoint: Endpoint`) or of Moya's `TargetType` that answers for the case.
    private func targetRequest(_ named: (name: String, target: String?), provider: String?, via: String) -> RequestTemplate {
        var template = RequestTemplate(method: nil, strings: [], takesPath: false, via: via)
        let caseName = named.name
        func value(_ property: String, of type: String) -> LocalValue? {
            context.index.answer(property, of: type).flatMap { $0.caseValues[caseName] ?? $0.caseValues["default"] ?? $0.initialValue }
        }
        func answersFor(_ type: String) -> Bool {
            ["path", "method"].contains { context.index.answer($0, of: type)?.caseValues[caseName] != nil }
        }
        let target: String?
        if let written = named.target {
            target = written
        } else if let provider, !context.index.isProtocol(provider) {
            target = provider
        } else {
            let conformers = provider.map { context.index.conformers[$0] ?? [] }
                ?? (context.index.conformers["TargetType"] ?? []) + (context.index.conformers["Moya.TargetType"] ?? [])
            let answering = Set(conformers).filter(answersFor)
            target = answering.count == 1 ? answering.first : nil
        }
        guard let target else { return template }
        if let path = value("path", of: target) {
            let base = Self.baseURLProperties.lazy.compactMap { context.index.property($0, of: target)?.initialValue }.first
            let basePath = base.map { $0.roots.isEmpty && $0.strings.count == 1 && $0.strings[0].contains("://") ? $0.strings : [] }
            let casePath = Self.writtenPath(path).map { writingIn($0, of: target, depth: 0) }
            template.strings = casePath.isEmpty ? [] : RequestTemplate.completing(basePath ?? routerPrefix(of: target), withTargetPath: casePath)
        }
        template.method = value("method", of: target).flatMap(Self.method(of:))
        return template
    }

    /// A case's path with what the target keeps elsewhere written in: a prefix in a constant of its own (`"\(defaultPrefix)/posts"`,
    /// with `var defaultPrefix: String { "/api/v2" }`), another case's path (Ello's `"\(ElloAPI.currentUserProfile.path)/settings"`,
    /// two cases deep at most). Other interpolations stay placeholders.
    private func writingIn(_ written: String, of target: String, depth: Int) -> String {
        Endpoint.replacingInterpolations(in: written) { content in
            if let constant = context.index.property(content, of: target)?.initialValue, constant.roots.isEmpty, constant.strings.count == 1 {
                return constant.strings[0]
            }
            guard depth < 2, content.hasSuffix(".path") else { return nil }
            let chain = content.dropLast(5).prefix { $0 != "(" }.split(separator: ".").map(String.init)
            guard chain.count >= 2, let caseName = chain.last else { return nil }
            let type = chain.dropLast().joined(separator: ".")
            guard context.index.declaresCase(caseName, of: type),
                  let other = context.index.answer("path", of: type)?.caseValues[caseName],
                  let otherPath = Self.writtenPath(other).first else { return nil }
            return writingIn(otherPath, of: type, depth: depth + 1)
        }
    }

    /// Names a target type gives the URL its paths are relative to.
    static let baseURLProperties = ["baseURL", "baseURLString", "baseUrl", "baseURLPath"]

    /// A template waiting for its target (a Moya target, an endpoint enum), sent through a caller's `call`: the case the
    /// caller names, or, when the caller hands on a target it was given in turn, still waiting, for the caller's own
    /// callers; else the path stays unknown.
    private func target(awaitedBy template: RequestTemplate, through call: Event, via: String) -> RequestTemplate {
        let argument = call.arguments.first { !$0.isClosure }
        if let named = targetCase(argument, line: call.line) {
            var request = targetRequest(named, provider: template.targetType, via: via)
            // A URL built around the target's path (`"https://\(server)/api/v1/\(endpoint.path())"`) keeps what it
            // writes around it; an unknown path leaves it unknown.
            request.strings = request.strings.isEmpty ? [] : RequestTemplate.completing(template.strings, withTargetPath: request.strings)
            request.method = request.method ?? template.method
            request.sender = template.sender
            return request
        }
        var result = template
        result.via = via
        if let given = givenTarget(argument, line: call.line) {
            result.targetType = given ?? template.targetType
            // `send(endpoint: endpoint, method: "POST")`: the caller still says the method.
            if call.arguments.contains(where: { $0.label == "method" }), let method = explicitMethod(call, followed: []) {
                result.method = method
            }
        } else {
            result.awaitsTarget = false
            result.strings = []
        }
        return result
    }

    /// `GitHubAPI` for a call on a `MoyaProvider<GitHubAPI>` held in a local or a property.
    private func providerTarget(_ event: Event) -> String? {
        let receiver = event.unqualifiedPath.dropLast()
        guard receiver.count == 1, let name = receiver.first else { return nil }
        let written = context.member.locals[name]?.typeName ?? context.properties[name]?.typeName
            ?? context.properties[name]?.initialValue?.typeName
        guard let written, let open = written.firstIndex(of: "<"), let close = written.lastIndex(of: ">"), open < close else { return nil }
        return String(written[written.index(after: open)..<close])
    }

    /// The same request as `template`, sent by this member through `call`, which may complete its URL and method.
    func request(_ template: RequestTemplate, through call: Event, via: String) -> RequestTemplate {
        if template.awaitsTarget { return target(awaitedBy: template, through: call, via: via) }
        // The literals of a case the caller makes (`.notifications(types: ["mention"], expand: "full")`) are what the
        // request carries, not where it goes.
        // The path an object's maker gives (Habitica's `NetworkCall(endpoint:)`) comes through an initializer only: what
        // another call hands it (Kodi's `callMethod:@"Player.GetPlayers"`, a JSON-RPC procedure) is no piece of the URL.
        let handed = handedLocationIndex(of: template, in: call) ?? locationArgumentIndex(of: call)
        let throughMaker = !template.pathFromMaker || call.name == "init"
        let position = throughMaker ? handed : nil
        let argument = position.map { call.arguments[$0] }
        var url = argument.map { urlParts($0, at: call.line) } ?? URLParts()
        // A helper handed the base URL and the path apart (openHAB's `doPost(baseURL: url, path: "/rest/items/\(name)")`):
        // the arguments after it named like a location too, in order.
        if let position {
            for other in call.arguments[(position + 1)...] where !other.isClosure && other.label.map(Self.namesALocation) == true {
                let more = urlParts(other, at: call.line)
                url.strings += more.strings
                url.followed += more.followed
            }
        }
        var result = template.through(callerStrings: url.strings, via: via)
        // Handed a block's or a closure's parameter (VLC's `downloadURL`, the link a first request answered with), the path
        // is no caller's to give: it stays unknown.
        if template.takesPath, url.strings.isEmpty, let argument, !argument.roots.isEmpty, argument.roots.allSatisfy({ context.member.local($0, at: call.line)?.isBlockParameter ?? false }) {
            result.takesPath = false
        }
        result.pathParameter = result.takesPath ? pathParameter(url) : nil
        result.slots = filling(template, through: call, in: &result.strings)
        if template.takesPath, !url.strings.isEmpty { result.slots += slots(url.slots) }
        // Handed something by another call, a URL built on what the maker gave is the path it writes itself (Go Map!!'s
        // `serverURL.appendingPathComponent("api/upload_sets/\(set)/files")`), if any: the call's argument is not its maker's.
        // A call that hands it nothing (Habitica's `fire()`) leaves it waiting for the maker.
        if !throughMaker, handed != nil { result.takesPath = false }
        result.choice = template.choice.flatMap { choice in
            // A parameter of this member handed on chooses for this member's callers.
            guard let argument = template.chooser?.argument(in: call),
                  let local = context.member.local(argument.text, at: call.line), local.isParameter, let position = local.parameterPosition
            else { return nil }
            return RequestTemplate.Choice(parameter: position, value: choice.value)
        }
        // A call that hands the helper nothing its path could come from (Pocket Casts' `tokenHelper.acquireToken()`) leaves
        // the path unknown: it is not this member's caller's to give. Unless the object's maker gives it.
        if position == nil, !template.pathFromMaker { result.takesPath = false }
        // The caller's `method: .post` chooses the helper's method (`request("image", method: .post)`); an `httpMethod`
        // assignment counts when it is made to the request the caller hands over.
        if let method = explicitMethod(call, followed: url.followed), !url.followed.isEmpty || Self.methodArgument(of: call) != nil {
            result.method = method
        } else if template.takesPath, let argument, let local = madeByHelper(argument, line: call.line),
                  let method = factoryMethod(local.calledChain, line: call.line) {
            // The request handed over was made by the codebase's factory, which sets its method.
            result.method = method
        }
        return result
    }

    /// Where a call hands the sender's parameter its URL is read from (see `RequestTemplate.pathParameter`).
    private func handedLocationIndex(of template: RequestTemplate, in call: Event) -> Int? {
        guard let position = template.pathParameter, let sender = template.sender,
              let argument = HandedParameter(member: sender, position: position).argument(in: call) else { return nil }
        return call.arguments.firstIndex(of: argument)
    }

    /// The argument a call hands a helper its URL or request in: the one labelled like a location
    /// (`addToQueue(episodeId: id, downloadUrl: url)`), else the first that reads something and makes no case.
    private func locationArgument(of call: Event) -> ValueSummary? {
        locationArgumentIndex(of: call).map { call.arguments[$0] }
    }

    /// The position of `locationArgument(of:)` among the call's arguments.
    private func locationArgumentIndex(of call: Event) -> Int? {
        func reads(_ argument: ValueSummary) -> Bool {
            !argument.isClosure && (!argument.strings.isEmpty || !argument.roots.isEmpty) && !Self.isDictionaryLiteral(argument.text)
                && !isDictionary(argument, line: call.line) && !namesACase(argument, line: call.line)
        }
        // The labels first: reading whether an argument makes a case looks the case up.
        return call.arguments.firstIndex { ($0.label.map(Self.namesALocation) ?? false) && reads($0) } ?? call.arguments.firstIndex(where: reads)
    }

    /// `@{@"user_id": userId}`, `["user_id": userId]`: parameters, whose keys and values are no piece of a URL.
    static func isDictionaryLiteral(_ text: String) -> Bool {
        // Not an array with a ternary in it (`[isLive ? "live" : "vod", id]`).
        text.hasPrefix("@{") || text.hasPrefix("[") && text.hasSuffix("]") && Endpoint.range(of: ": ", in: text[...]) != nil
            && Endpoint.range(of: " : ", in: text[...]) == nil
    }

    /// A dictionary held in a local (`NSDictionary *params = @{@"title": self.title}`, `let params = ["title": title]`), handed
    /// on as a literal one is: parameters, not a location (ioctocat's issues read `POST /title`).
    private func isDictionary(_ argument: ValueSummary, line: Int) -> Bool {
        guard argument.roots.count == 1, argument.text == argument.roots[0],
              let type = argument.typeName ?? context.member.local(argument.text, at: line)?.typeName
        else { return false }
        return Self.isDictionaryType(type)
    }

    /// `NSDictionary`, `NSMutableDictionary<…>`, `[String: Any]`, `Dictionary<String, Any>`.
    static func isDictionaryType(_ type: String) -> Bool {
        let base = TypeNames.base(type)
        if base == "NSDictionary" || base == "NSMutableDictionary" || base == "Dictionary" { return true }
        return type.hasPrefix("[") && type.hasSuffix("]") && type.utf8.contains(UInt8(ascii: ":"))
    }

    /// Whether a call hands the helper a request or URL this member made: literals, or locals that are no parameters
    /// (`guard let request = ServerHelper.createJsonRequest(…)`), not a parameter handed on or a property.
    private func handsOverARequest(_ call: Event) -> Bool {
        guard let argument = locationArgument(of: call) else { return false }
        if !argument.strings.isEmpty { return true }
        // A local the member made, not a parameter nor an element of a sequence it walks (`for episode in failedList`).
        return argument.roots.allSatisfy { root in
            context.member.local(root, at: call.line).map { !$0.isParameter && $0.chain.last != LocalValue.elementMarker } ?? false
        }
    }

    /// Whether an argument makes a case of an enum: `.user(name: login)`, or one of the codebase's (`Accounts.account(id: id)`).
    private func namesACase(_ argument: ValueSummary, line: Int) -> Bool {
        guard argument.text.first == "." || argument.text.first?.isUppercase == true,
              let named = targetCase(argument, line: line), named.name != "init" else { return false }
        // `URLRequest(url: url)` names no case.
        guard let target = named.target else { return argument.text.first == "." }
        return context.index.declaresCase(named.name, of: target)
    }

    struct URLParts {
        var strings: [String] = []
        var followed: [String] = []
        var takesPath = false
        /// A parameter of a type that says its endpoints case by case (`endpoint: Endpoint`), which the URL is built from:
        /// the case the caller hands over says the path.
        var targetParameter: String?
        var targetType: String?
        /// The URL is built from a stored property that the type's initializer sets from its parameter named like a
        /// location (`urlString = base + endpoint`): whoever makes the object says the path.
        var pathFromInitializer = false
        /// The URL reads a parameter named like a location, beside or without what the initializer set (AFNetworking's
        /// `GET:` builds `[NSURL URLWithString:URLString relativeToURL:self.baseURL]`).
        var pathFromParameter = false
        /// The parameters that make `pathFromParameter`, read whole.
        var pathParameters: [String] = []
        /// Parameters named like a location that the URL interpolates (`"\(base)/\(endpoint)"`): what a caller hands for
        /// one is written in its place (see `RequestTemplate.slots`).
        var slots: [String] = []
    }

    /// The literals a URL argument written on `line` is built from, following locals, the type's properties and the type's
    /// own helpers.
    func urlParts(_ argument: ValueSummary, at line: Int) -> URLParts { urlParts(argument, helpers: 0, at: line) }

    /// `urlParts(_:at:)`, `helpers` deep into the type's own helpers (see `helperURL(_:helpers:)`).
    private func urlParts(_ argument: ValueSummary, helpers: Int, at line: Int) -> URLParts {
        var parts = URLParts()
        guard !argument.isClosure else { return parts }
        parts.strings = argument.strings
        // Objective-C's `ARMyInfoURL`, read as a class by its capital: another file's string constant.
        if parts.strings.isEmpty, argument.roots.isEmpty, let name = argument.typeName, let constant = context.index.stringConstants[name] {
            parts.strings = [constant]
        }
        // A URL factory of the codebase called where the URL is handed over (`URLRequest(url: blockEndpointURL(domain: domain,
        // accountID: accountID))`): the URL it returns, its parameters placeholders.
        if parts.strings.isEmpty, let chain = Self.calledChain(ofCall: argument.text), let made = factoryURL(chain) {
            parts.strings = made
            return parts
        }
        // A model's property that says its path (`project.detailPath`, `var detailPath: String { "/api/projects/\(id)" }`).
        if parts.strings.isEmpty, let path = modelPath(argument) {
            parts.strings = path
            return parts
        }
        var parameters: [String] = []
        follow(argument.roots, argument.typeMembers, depth: 0, helpers: helpers, line: line, into: &parts, parameters: &parameters)
        // The type's own name for its resource (Stepik's `"\(apiURL)/\(Self.name)/\(deviceId)"`), written in.
        parts.strings = parts.strings.map(writingTypeConstants)
        // A parameter only interpolated into a literal (`"/products/\(id)"`) is a placeholder, not a path.
        parts.pathParameters = parameters.filter { !Endpoint.isInterpolated($0, in: parts.strings) }
        parts.pathFromParameter = !parts.pathParameters.isEmpty
        parts.slots = parameters.filter { Endpoint.interpolates($0, in: parts.strings) }
        parts.takesPath = parts.pathFromParameter || parts.pathFromInitializer
        return parts
    }

    /// The names a call written as a whole expression calls (`Mastodon.API.endpointURL(domain: domain)` → `Mastodon`, `API`,
    /// `endpointURL`), or `nil` for anything else.
    static func calledChain(ofCall text: String) -> [String]? {
        // Objective-C's message without arguments: `[project toDetailPath]`, `[self.user toUpdateInfoPath]`.
        // Bytes first: asked of every argument a URL is looked for in, and few are calls.
        guard let last = text.utf8.last, last == UInt8(ascii: "]") || last == UInt8(ascii: ")") else { return nil }
        if last == UInt8(ascii: "]") {
            guard text.utf8.first == UInt8(ascii: "[") else { return nil }
            let pieces = text.dropFirst().dropLast().split(separator: " ")
            guard pieces.count == 2, pieces.allSatisfy(isNameChain) else { return nil }
            return pieces[0].split(separator: ".").map(String.init) + [String(pieces[1])]
        }
        guard let open = text.utf8.firstIndex(of: UInt8(ascii: "(")), isNameChain(text[..<open]) else { return nil }
        return text[..<open].split(separator: ".").map(String.init)
    }

    /// Names joined by dots (`project.detailPath`, `Mastodon.API.endpointURL`), none of them empty.
    /// Read in bytes: asked of every argument a URL is looked for in (a byte past ASCII is a letter of a name).
    fileprivate static func isNameChain(_ text: Substring) -> Bool {
        var previous = UInt8(ascii: ".")
        for byte in text.utf8 {
            let isDot = byte == UInt8(ascii: ".")
            guard isDot ? previous != byte : byte >= 0x80 || TypeNames.isNameByte(byte) else { return false }
            previous = byte
        }
        return previous != UInt8(ascii: ".")
    }

    /// The codebase method or property a chain names, with the type that declares it: one name (or `self`'s) is a member of
    /// `caller`'s (the type being read, or the factory that calls it); a type's name (`Mastodon.API.endpointURL`) its
    /// member; a value's (`[project toDetailPath]`), its type's.
    private func calledMember(_ chain: [String], from caller: String? = nil, where matches: (Member) -> Bool) -> (type: String, member: Member)? {
        guard let name = chain.last else { return nil }
        let owners = chain.count == 1 || chain == ["self", name] ? [caller ?? context.typeName]
            : chain[0] == "self" || !chain[0].startsUppercase ? context.type(of: chain.dropLast()).map { [$0] } ?? []
            : Self.typeNames(chain.dropLast().joined(separator: "."), nestedIn: caller ?? context.typeName) + [chain[chain.count - 2]]
        for owner in owners {
            if let found = context.index.firstDeclaring(owner, where: { $0.baseName == name && matches($0) }) { return found }
        }
        return nil
    }

    /// What a URL factory of the codebase returns (see the Swift front end's `URL` factories: `static func
    /// blockEndpointURL(domain:accountID:) -> URL`, one expression): its literals, after those of the factory it adds them
    /// to (`Mastodon.API.endpointURL(domain: domain).appendingPathComponent("accounts/\(accountID)/block")`), six deep.
    /// A chain of one name calls a member of `caller`'s (the type being read, or the factory that calls it).
    private func factoryURL(_ chain: [String], of caller: String? = nil, depth: Int = 0) -> [String]? {
        // On a value (`[project toDetailPath]`, Coding's models that say their own paths): the value's type's.
        // One that chooses between URLs (Damus' `api_base_url()`, a `switch self` over its environments) says none of them.
        guard depth < 6, let (owner, factory) = calledMember(chain, from: caller, where: { $0.kind == .method && $0.initialValue != nil }),
              let value = factory.initialValue, !value.isDecision || value.strings.count < 2 else { return nil }
        var base = value.calledChain
        while let last = base.last, Self.urlBuilders.contains(last) { base.removeLast() }
        let prefix = base.isEmpty ? nil : factoryURL(base, of: owner, depth: depth + 1)
        // What it adds may be a local it bound first (`let pathComponent = "accounts/" + accountID + "/follow"`) or one of its
        // parameters (`appendingPathComponent(id)`, a placeholder), read where it adds them.
        var added: [String] = []
        // In the order written: a chain's outer call is read before the calls inside it.
        let builders = factory.events.filter { $0.kind == .call && Self.urlBuilders.contains($0.name) }
        for event in builders.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            for argument in event.arguments where !argument.isClosure {
                var component = argument.strings
                if component.isEmpty, argument.roots.count == 1, let root = argument.roots.first, let local = factory.locals[root] {
                    component = local.isParameter ? ["\\(" + root + ")"] : local.strings
                }
                added += component.map { $0.hasPrefix("/") ? $0 : "/" + $0 }
            }
        }
        let strings = (prefix ?? []) + (added.isEmpty ? value.strings : added)
        return strings.isEmpty ? nil : strings
    }

    /// The argument a local's URL or request was made from, where the member makes it: `URLRequest(url: …)`'s `url:`, or the
    /// location handed to the method that made it (`Mastodon.API.post(url: …)`).
    private func madeFrom(_ value: LocalValue) -> ValueSummary? {
        let path: [String]
        if !value.calledChain.isEmpty {
            path = value.calledChain
        } else if let type = value.typeName.map(TypeNames.base), Self.isRequestOrURL(type) {
            path = [type, "init"]
        } else {
            return nil
        }
        let made = context.member.events.last { $0.kind == .call && $0.path == path }
        return made?.arguments.first { !$0.isClosure && ($0.label.map(Self.namesALocation) ?? true) }
    }

    /// The literals of the property a value's property read names, when its type declares them (`project.detailPath`).
    private func modelPath(_ argument: ValueSummary) -> [String]? {
        guard argument.text.utf8.contains(UInt8(ascii: ".")), Self.isNameChain(argument.text[...]) else { return nil }
        let chain = argument.text.split(separator: ".").map(String.init)
        guard chain.count >= 2, argument.roots.count == 1, chain[0] == argument.roots[0] || chain[0] == "self",
              let type = context.type(of: chain.dropLast()[...]), type != context.typeName,
              let value = context.index.property(chain[chain.count - 1], of: type)?.initialValue
        else { return nil }
        let path = Self.writtenPath(value)
        return path.isEmpty ? nil : path
    }

    /// `URL`'s members that add to its path.
    private static let urlBuilders: Set<String> = ["appendingPathComponent", "appending", "appendingPathExtension"]

    /// The URL one of the type's own methods makes (Habitica's `NetworkCall.fire()` sends `mutableRequest()`, which
    /// builds `URL(string: urlString)`), or a static method of another codebase type (Artsy Folio's `[ARRouter
    /// newUserInfoRequest]`), read in that method: the first URL or request it initializes, or the path of the
    /// AFNetworking request it makes. Two helpers deep.
    private func helperURL(_ chain: [String], helpers: Int) -> URLParts? {
        guard helpers < 2, chain.count == 1 || chain.count == 2, let name = chain.last else { return nil }
        // The type's own method, or a static one of another codebase type (`[ARRouter newUserInfoRequest]`).
        let owner = chain.count == 1 || chain[0] == "self" ? context.typeName : chain[0]
        guard owner == context.typeName || context.index.contains(owner),
              let helper = context.index.firstMember(of: owner, where: { $0.kind == .method && $0.baseName == name }),
              helper.name != context.member.name,
              let made = helper.events.first(where: { event in
                  event.kind == .call && (event.name == "init" && event.typeRoot.map(Self.isRequestOrURL) == true
                      || Self.requestMakers.contains(event.name))
              }),
              let argument = Self.requestMakers.contains(made.name)
                ? made.arguments.first(where: { $0.label == "path" || $0.label == "URLString" })
                : made.arguments.first(where: { !$0.isClosure })
        else { return nil }
        let inHelper = APICallExtractor(context: EventContext(scope: context.scope, member: helper))
        return inHelper.urlParts(argument, helpers: helpers + 1, at: made.line)
    }

    /// AFNetworking's request factories: `[httpClient requestWithMethod:@"GET" path:ARMyInfoURL parameters:nil]` (1.x), a
    /// serializer's `requestWithMethod:URLString:parameters:error:` (2.x and later).
    static let requestMakers: Set<String> = ["requestWithMethod", "multipartFormRequestWithMethod"]

    static func isRequestOrURL(_ type: String) -> Bool {
        isURL(type) || NetworkingDetector.requestTypes.contains(TypeNames.base(type))
    }

    private static func isURL(_ type: String) -> Bool {
        let base = TypeNames.base(type)
        return base == "URL" || base == "NSURL"
    }

    /// The value the type's initializer gives a stored property declared without one (`urlString = base + endpoint`), with
    /// whether it reads an initializer parameter named like a location, which the object's maker then supplies.
    private func initializerValue(of property: String) -> (value: ValueSummary, readsLocation: Bool)? {
        for decl in context.index.declarations[context.typeName] ?? [] {
            for initializer in decl.members where initializer.kind == .initializer {
                guard let assignment = initializer.events.first(where: {
                    $0.kind == .assignment && $0.operator == "=" && $0.unqualifiedPath.count == 1 && $0.name == property
                }), let value = assignment.arguments.first else { continue }
                let readsLocation = value.roots.contains { root in
                    initializer.locals[root]?.isParameter == true && Self.namesALocation(root)
                        && !Endpoint.isInterpolated(root, in: value.strings)
                }
                return (value, readsLocation)
            }
        }
        return nil
    }

    private func follow(
        _ roots: [String], _ typeMembers: [String], depth: Int, helpers: Int, line: Int, into parts: inout URLParts, parameters: inout [String]
    ) {
        guard depth < 3 else { return }
        // A constant kept on a type (`ImgurClient.hostpath + path`, `Constants.API.baseURL`): usually the base URL.
        for member in typeMembers where !parts.followed.contains(member) {
            parts.followed.append(member)
            guard let value = typeConstant(member) else { continue }
            // Written where the URL interpolates it (`"\(Constants.ordersPath)/\(orderID)"`), a literal stands there; else it
            // is the base URL.
            if value.roots.isEmpty, value.typeMembers.isEmpty, value.strings.count == 1, Endpoint.isInterpolated(member, in: parts.strings) {
                parts.strings = parts.strings.map { Endpoint.replacingInterpolations(in: $0) { $0 == member ? value.strings[0] : nil } }
                continue
            }
            parts.strings.insert(contentsOf: value.strings, at: 0)
            follow(value.roots, value.typeMembers, depth: depth + 1, helpers: helpers, line: line, into: &parts, parameters: &parameters)
        }
        for root in roots where !parts.followed.contains(root) {
            parts.followed.append(root)
            // URL components whose path the member sets (`components.path = path`, after `URLComponents(string: base)` or
            // iNaturalist's `[NSURLComponents componentsWithString:[self apiBaseUrl]]`): the path set, which replaces the base's.
            // Read in the components' place, at their depth: Objective-C's request is made from a URL made from them.
            if let path = componentsPath(root) {
                parts.strings.insert(contentsOf: path.strings, at: 0)
                follow(path.roots, path.typeMembers, depth: depth, helpers: helpers, line: line, into: &parts, parameters: &parameters)
                continue
            }
            guard var value = context.member.local(root, at: line).map(withAppends(to: root)) ?? propertyValue(root) else {
                // A stored property the initializer sets: its literals, and whether the object's maker says the path.
                if let property = context.properties[root], property.isStored, let (value, readsLocation) = initializerValue(of: root) {
                    parts.strings.insert(contentsOf: value.strings, at: 0)
                    parts.pathFromInitializer = parts.pathFromInitializer || readsLocation
                } else if let constant = context.index.stringConstants[root] {
                    // A file's string constant (`kBaseURL`, declared `extern` in a header; Swift's top-level `let`): written
                    // where the URL interpolates it (AltStore's `"/api/oauth2/v2/campaigns/\(campaignID)/members"`), else
                    // the base URL.
                    if Endpoint.isInterpolated(root, in: parts.strings) {
                        parts.strings = parts.strings.map { Endpoint.replacingInterpolations(in: $0) { $0 == root ? constant : nil } }
                    } else {
                        parts.strings.insert(constant, at: 0)
                    }
                }
                continue
            }
            // Parameters handed to a request factory beside the URL (VLC's `[self generateRequest:subtitlesURL
            // withParameters:params]`, after `NSDictionary *params = @{@"query": query}`): its keys and values are no piece
            // of the path.
            if value.typeName.map(Self.isDictionaryType) == true { continue }
            // A UI element (VLC's `let alertController = UIAlertController(title: NSLocalizedString("PODCAST_ADD_VIA_RSS", …))`,
            // into whose text field the user types the feed's address): its literals are what it shows, no piece of the path.
            if value.typeName.map(TypeNames.isFrameworkUIType) == true { continue }
            // The method handed to a request factory beside the URL (`createRequest(url: requestUrl, method: method)`, after
            // `let method = "POST"`): it says the method, and is no piece of the path.
            if value.roots.isEmpty, !value.strings.isEmpty, value.strings.allSatisfy(Self.isMethodLiteral) { continue }
            // A name bound again from itself (`var request = request`, `guard let url = url`): its first binding, the
            // parameter's (openHAB's `performRequest(request:)` shadows its parameter), or else the property's value.
            if value.roots.contains(root),
               let shadowed = context.member.localBindings[root]?.first.map(\.value).flatMap({ $0 == value ? nil : $0 })
                ?? context.properties[root]?.initialValue {
                parts.strings.insert(contentsOf: value.strings, at: 0)
                value = shadowed
            }
            // A piece chosen by a decision (Kiwix's `let requestPath = isMonthly ? "setup-intent" : "payment-intent"`): one of
            // its literals or the other, so the path says the name, not both; alternatives that differ only in their query
            // (Habitica's `"user/in-app-rewards?language=\(l)"` or `"user/in-app-rewards"`) say the one path.
            if value.isDecision, value.strings.count > 1 {
                let alternatives = value.strings.compactMap { string in Endpoint.path(from: [string]).map { (string, $0) } }
                if Set(alternatives.map(\.1)).count > 1 {
                    // Interpolated, it is a placeholder where it stands already.
                    if !Endpoint.isInterpolated(root, in: parts.strings) { parts.strings.insert("{" + root + "}", at: 0) }
                    continue
                }
                if let first = alternatives.first {
                    value.strings = [first.0]
                    if Endpoint.isInterpolated(root, in: parts.strings) {
                        parts.strings = parts.strings.map { Endpoint.replacingInterpolations(in: $0) { $0 == root ? first.0 : nil } }
                        continue
                    }
                }
            }
            // A URL the codebase's endpoint factory makes (`Endpoint.sitemaps(openHABRootUrl: root).url`): the path it
            // hands the initializer, not the server's root URL the caller passes.
            if value.strings.isEmpty, let path = factoryPath(value) {
                parts.strings.insert(contentsOf: path, at: 0)
                continue
            }
            // A URL or request made from what a URL factory of the codebase returns (`var request = URLRequest(url:
            // blockEndpointURL(domain: domain, accountID: accountID))`, `let request = Mastodon.API.post(url:
            // followEndpointURL(…))`): the factory's URL.
            if value.strings.isEmpty, let argument = madeFrom(value), let chain = Self.calledChain(ofCall: argument.text),
               let made = factoryURL(chain) {
                parts.strings.insert(contentsOf: made, at: 0)
                continue
            }
            // A path or a URL a factory of the codebase returns, bound first (`let path = Paths.campaigns(siteID: siteID)`).
            if value.strings.isEmpty, !value.calledChain.isEmpty, let made = factoryURL(value.calledChain) {
                parts.strings.insert(contentsOf: made, at: 0)
                continue
            }
            // A request or URL one of the type's own methods makes (`let request = mutableRequest()`), or a codebase router's
            // (`NSURLRequest *request = [ARRouter newUserInfoRequest];`).
            // A router's method handed arguments (`[ARRouter newPartnerSearchRequest:query]`) counts when its own literals say
            // the path; a factory handed the URL (`ServerHelper.createJsonRequest(url: url, …)`) leaves it to the arguments.
            let fromRouter = value.calledChain.count == 2 && value.calledChain[0] != "self"
            if value.strings.isEmpty, value.roots.isEmpty || fromRouter, value.typeName.map(Self.isRequestOrURL) ?? true, !value.calledChain.isEmpty,
               let made = helperURL(value.calledChain, helpers: helpers), value.roots.isEmpty || !made.strings.isEmpty {
                parts.strings.insert(contentsOf: made.strings, at: 0)
                parts.pathFromInitializer = parts.pathFromInitializer || made.pathFromInitializer
                continue
            }
            // A parameter named like a URL, a path or a request: the caller may supply this part of the URL. Others
            // (`username`, `data`) are what the request carries, not where it goes.
            if value.isParameter, context.member.locals[root] != nil {
                if parts.targetParameter == nil, let type = value.typeName.map(TypeNames.base), context.index.contains(type),
                   answersByCase(type) {
                    parts.targetParameter = root
                    parts.targetType = type
                    continue
                }
                // So is one typed a URL or a request, whatever its name (Seafile's `sendJSONRequest:(NSMutableURLRequest *)req`).
                // A block's or a closure's parameter (VLC's `downloadURL`, the link a first request answered with) is no
                // caller's to give.
                if Self.namesALocation(root) || value.typeName.map(Self.isRequestOrURL) == true, !value.isBlockParameter {
                    parameters.append(root)
                }
            }
            // A constant interpolated into the URL (`"https://\(server)/api"`, `let server = "social.example.com"`) is
            // written in where it stands; a stored `var` (`var productID = ""`) stays a placeholder.
            // So is a local bound to one literal (`let path = "config"`, then `"…/stripe/" + path`).
            let interpolated = "\\(" + root + ")"
            let isConstant = context.member.locals[root] == nil
                ? context.properties[root].map { $0.hasAttribute("let") || !$0.isStored } ?? false
                : !value.isParameter
            if isConstant, value.roots.isEmpty, value.typeMembers.isEmpty, value.strings.count == 1, !value.strings[0].isEmpty,
               let at = parts.strings.firstIndex(where: { Endpoint.range(of: interpolated, in: $0[...]) != nil }) {
                parts.strings[at] = parts.strings[at].replacingOccurrences(of: interpolated, with: value.strings[0])
                continue
            }
            // A value written after text (V2EX's `"/t/\(topicID)"`, after `let topicID = page.xPath("//*[@id='topic']")…`)
            // is the placeholder where it stands: what it is made of is no base of the URL.
            if Endpoint.isInterpolatedAfterText(root, in: parts.strings) { continue }
            parts.strings.insert(contentsOf: value.strings, at: 0)
            follow(value.roots, value.typeMembers, depth: depth + 1, helpers: helpers, line: line, into: &parts, parameters: &parameters)
        }
    }

    /// A local the member builds by appending to it (OpenFoodFacts' `var url = Endpoint.get`, then `url +=
    /// "/api/v0/product/\(barcode).json"`): its value, then what is appended, in order, when each append sits under the
    /// same conditions. Appends in different branches are alternatives the value alone cannot choose between; an append in
    /// a closure comes later, if ever.
    private func withAppends(to root: String) -> (LocalValue) -> LocalValue {
        { value in
            guard !value.isParameter else { return value }
            let appends = context.member.events.filter { event in
                event.kind == .assignment && event.operator == "+=" && event.closureDepth == 0 && event.path.count == 1
                    && event.path[0] == root && !event.arguments.isEmpty
            }
            guard let first = appends.first, appends.allSatisfy({ $0.conditions == first.conditions }) else { return value }
            var value = value
            for append in appends {
                let added = append.arguments[0]
                value.strings += added.strings
                value.roots += added.roots.filter { $0 != root }
                value.typeMembers += added.typeMembers
            }
            return value
        }
    }

    /// The value a member assigns to the path of the URL components a local holds (`components.path = "/v1/search"`).
    private func componentsPath(_ root: String) -> ValueSummary? {
        guard let local = context.member.locals[root], !local.isParameter,
              let type = local.typeName.map(TypeNames.base), type == "URLComponents" || type == "NSURLComponents" else { return nil }
        return context.member.events.last { event in
            event.kind == .assignment && event.path.count == 2 && event.path[0] == root && event.path[1] == "path"
        }?.arguments.first
    }

    /// The path an endpoint factory of the codebase hands its type's initializer, for a value read from what it makes
    /// (`Endpoint.sitemaps(openHABRootUrl: root).url`) or made by it (`let endpoint = Endpoint.search(matching: q)`):
    /// John Sundell's "Constructing URLs in Swift", whose `url` builds the URL from the `path` the factory gives. The
    /// literals of the initializer's arguments named like a location, in order; the factory's parameters are placeholders.
    private func factoryPath(_ value: LocalValue) -> [String]? {
        let made: ArraySlice<String>
        if value.chain.count == 3, Self.namesALocation(value.chain[2]) {
            made = value.chain.prefix(2)
        } else if value.chain.isEmpty, value.calledChain.count == 2 {
            made = value.calledChain[...]
        } else {
            return nil
        }
        let type = made[made.startIndex], name = made[made.startIndex + 1]
        guard type.startsUppercase,
              let factory = context.index.firstMember(of: type, where: { $0.kind == .method && $0.isStatic && $0.baseName == name }),
              let initializer = factory.events.first(where: { event in
                  event.kind == .call && event.path.count == 2 && event.path[1] == "init"
                      && (event.path[0] == type || event.path[0] == "Self" || event.path[0].isEmpty)
              })
        else { return nil }
        let path = initializer.arguments.filter { $0.label.map(Self.namesALocation) == true }.flatMap(\.strings)
        return path.isEmpty ? nil : path
    }

    /// The value of `Type.member` (`Self.member` on the type being read), declared on the type or its extensions.
    private func typeConstant(_ chain: String) -> LocalValue? {
        guard let dot = chain.lastIndex(of: ".") else { return nil }
        let owner = chain[..<dot] == "Self" ? context.typeName : String(chain[..<dot])
        let name = String(chain[chain.index(after: dot)...])
        let nested = owner.lastIndex(of: ".").map { String(owner[owner.index(after: $0)...]) }
        let found = Self.typeNames(owner, nestedIn: context.typeName).lazy.compactMap { context.index.property(name, of: $0) }.first
        return (found ?? nested.flatMap { context.index.property(name, of: $0) })?.initialValue
    }

    /// The types a name written in a member of `type` may be: one nested in `type` (WooCommerce's remotes each keep a
    /// `private enum Path` of their paths), before one of that name elsewhere.
    static func typeNames(_ written: String, nestedIn type: String) -> [String] {
        type.isEmpty || written == type ? [written] : [type + "." + written, written]
    }

    /// `path`, `url`, `endpoint`, `urlString`, `resourcePath`, `request`: a name for where a request goes.
    static func namesALocation(_ name: String) -> Bool { NameWords.location.occur(in: name.utf8) }

    private func explicitMethod(_ event: Event, followed: [String]) -> String? {
        if event.name.utf8.count <= 6, event.name.utf8.allSatisfy({ $0 >= 0x41 && $0 <= 0x5A }) { return event.name }
        if let argument = Self.methodArgument(of: event) { return method(namedBy: argument, at: event.line) }
        // `request.httpMethod = "POST"`, or in Objective-C `request.HTTPMethod = @"POST";`.
        for candidate in context.member.events where candidate.kind == .assignment && (candidate.name == "httpMethod" || candidate.name == "HTTPMethod") {
            guard let target = candidate.path.first, followed.contains(target) || followed.isEmpty else { continue }
            if let value = candidate.arguments.first {
                // Or the type's property it reads (`request.httpMethod = method`, `method.rawValue`), which a subclass may
                // override (`override var method: String { "POST" }`).
                return Self.method(fromText: value.strings.first ?? value.text) ?? propertyMethod(value)
            }
        }
        return nil
    }

    /// The method a property of the type names, for a value that reads only it.
    private func propertyMethod(_ value: ValueSummary) -> String? {
        guard value.strings.isEmpty, value.roots.count == 1, let root = value.roots.first, context.member.locals[root] == nil,
              let initial = propertyValue(root) else { return nil }
        return Self.method(of: initial)
    }

    /// The value of a property of the type: its initial or written-out value, or what the getter method of that name returns
    /// (Objective-C's `- (NSString *)path { return @"/login"; }`), the nearest declaration's, which a subclass overrides.
    private func propertyValue(_ name: String) -> LocalValue? {
        // Objective-C's getter, named without parentheses, may override a superclass's `@property` of that name.
        let nearest = context.index.firstMember(of: context.typeName) { member in
            member.name == name && !member.isStatic && (member.kind == .method || member.kind == .property)
        }
        if let nearest { return nearest.initialValue }
        return context.properties[name]?.initialValue
    }

    /// An argument that says the request's method: `method: .post`, `httpMethod: .POST` (Habitica's
    /// `super.init(httpMethod: .POST, endpoint: "user/buy/\(key)")`).
    private static func namesTheMethod(_ argument: ValueSummary) -> Bool {
        argument.label.map(requestMethodProperties.contains) ?? false
    }

    /// The argument a call names the request's method with: one labelled so, or the first when the name ends in `Method`
    /// (iNaturalist's `[self requestMethod:@"PUT" path:path …]`, Swift's `requestMethod(_:path:)`), whose first piece
    /// labels it.
    private static func methodArgument(of event: Event) -> ValueSummary? {
        if let labelled = event.arguments.first(where: namesTheMethod) { return labelled }
        guard event.name.hasSuffix("Method"), let first = event.arguments.first, first.label == nil, !first.isClosure else { return nil }
        return first
    }

    static func method(fromText text: String) -> String? {
        // The last word that is one: `"POST"`, `.post`, `HTTPMethod.get.rawValue`.
        text.split(whereSeparator: { !$0.isLetter }).reversed().lazy.map { $0.uppercased() }.first(where: methods.contains)
    }

    private static let methods: Set<String> = ["GET", "POST", "PUT", "PATCH", "DELETE", "HEAD", "OPTIONS"]

    /// A literal that is an HTTP method (`makeURLRequest(url: url, httpMethod: "POST")`): it says the method, and is no
    /// piece of the path.
    static func isMethodLiteral(_ string: String) -> Bool { string.utf8.count <= 7 && methods.contains(string) }

    static func methodFromName(_ name: String) -> String? {
        for method in ["get", "post", "put", "patch", "delete"] where name.lowercased().hasPrefix(method) {
            return method.uppercased()
        }
        return nil
    }
}

/// A request a member sends: its method, the literals its URL is built from, and whether the
/// caller completes the URL (`get(path:)` takes the path as a parameter).
struct RequestTemplate: Sendable, Hashable {
    var method: String?
    var strings: [String]
    var takesPath: Bool
    var via: String
    /// The GraphQL operation sent (`FetchRepositoryBranchesQuery`), shown after the call that sends it.
    var operation: String? = nil
    /// The client's member that sends it (`fetch(owner:repo:completion:)`), to tell overloads apart.
    var sender: String? = nil
    /// A Moya request whose target the member was handed: the caller's argument names the case (see
    /// `APICallExtractor.request(_:through:via:)`), of `targetType` when the parameter's type says which.
    var awaitsTarget = false
    var targetType: String? = nil
    /// The URL is built from a stored property the object's initializer sets (see `URLParts.pathFromInitializer`): the
    /// path is whoever makes the object's to give, through any call that sends it (Habitica's `call.fire()`).
    var pathFromMaker = false
    /// Sent only when the sender's parameter at that place is that case (see `chosen(under:in:)`).
    var choice: Choice? = nil
    /// The sender's parameters named like a location that the URL interpolates where they stand: a caller's constant for
    /// one is written in its place (`get(endpoint: "me")` for `"\(base)/\(endpoint)"`), a parameter the caller hands on
    /// becomes the caller's slot.
    var slots: [Slot] = []
    /// The sender's parameter the URL is read from whole (`[NSURLRequest requestWithURL:fileURL]`), when the path is a
    /// caller's to give: what a call hands there says it, whatever the other arguments are labelled (VLC's
    /// `downloadSubtitle:toURL:` reads its first, not the `toURL:` it saves to).
    var pathParameter: Int? = nil

    /// A parameter of the sender, as the URL's literals interpolate it (`\(endpoint)`).
    struct Slot: Sendable, Hashable {
        var name: String
        var parameter: Int
    }

    /// A case of the sender's parameter that the request is sent under.
    struct Choice: Sendable, Hashable {
        var parameter: Int
        var value: String
    }

    /// The sender's parameter whose case chooses the request, as a call hands it an argument.
    var chooser: HandedParameter? {
        guard let choice, let sender else { return nil }
        return HandedParameter(member: sender, position: choice.parameter)
    }

    /// The template of a request sent under a `case` of a `switch` on one of the member's parameters, sent only when
    /// that parameter is that case: Coding's `requestJsonDataWithPath:withParams:withMethodType:andBlock:` calls
    /// AFNetworking's `GET:`, `POST:`, `PUT:` or `DELETE:` under `switch (method) { case Get: … }`, and its callers name
    /// one (`withMethodType:Post`). A case with several labels or a pattern, and `default`, choose nothing.
    func chosen(under event: Event, in member: Member) -> RequestTemplate {
        guard choice == nil, !event.conditions.isEmpty else { return self }
        for condition in event.conditions.reversed() {
            guard let separator = Endpoint.range(of: ": case ", in: condition[...]) else { continue }
            var subject = condition[..<separator.lowerBound]
            while subject.first == "(" && subject.last == ")" { subject = subject.dropFirst().dropLast() }
            guard let parameter = Self.parameter(String(subject), of: member, at: event.line), let position = parameter.parameterPosition,
                  let value = Self.caseName(ofLabel: condition[separator.upperBound...])
            else { continue }
            var result = self
            result.choice = Choice(parameter: position, value: value)
            return result
        }
        return self
    }

    /// The member's parameter a name reads at a line: the parameter, or the local that casts it back under its own name (a
    /// Flux store's `guard let action = action as? OrderAction`).
    static func parameter(_ name: String, of member: Member, at line: Int) -> LocalValue? {
        guard let local = member.local(name, at: line) else { return nil }
        if local.isParameter { return local }
        guard local.roots == [name], local.typeName != nil,
              let parameter = member.localBindings[name]?.first?.value, parameter.isParameter else { return nil }
        return parameter
    }

    /// The case a `case` label names, its values bound or not (`.synchronizeOrders(let siteID, let onCompletion)`, `let
    /// .deleteOrder(orderID)`, cut short or whole); `nil` for several labels.
    static func caseName(ofLabel label: Substring) -> String? {
        var label = label.drop { $0 == " " }
        if label.hasPrefix("let ") || label.hasPrefix("var ") { label = label.dropFirst(4) }
        guard let open = label.firstIndex(of: "(") else { return caseName(label) }
        guard Endpoint.range(of: "), ", in: label) == nil else { return nil }
        return caseName(label[..<open])
    }

    /// The case a label or an argument names: `Post`, `.post` and `HTTPMethod.post` name `Post` and `post`; `nil` for
    /// anything else (a local, a call, several labels, a pattern).
    static func caseName(_ text: some StringProtocol) -> String? {
        let parts = text.trimmingCharacters(in: .whitespaces).split(separator: ".", omittingEmptySubsequences: false)
        guard let name = parts.last, let first = name.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
              name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" })
        else { return nil }
        // `.post`, or a type's case (`HTTPMethod.post`), not a value's member (`self.chosenMethod`); a bare name only as an
        // Objective-C enumerator or a constant is written, capitalised.
        switch parts.count {
        case 1: return first.properties.isUppercase ? String(name) : nil
        case 2: return parts[0].isEmpty || parts[0].first?.isUppercase == true ? String(name) : nil
        default: return nil
        }
    }

    /// Where the target's path goes in a URL built around it (`"/api/v1/\(endpoint.path())"`).
    static let targetPathMarker = "\\(target.path)"

    /// Waits for the case a caller hands over as `parameter` (of `type` when the codebase declares it), whose path goes
    /// where the URL reads the parameter's path, or after it.
    mutating func waitForTarget(_ parameter: String, of type: String?) {
        awaitsTarget = true
        targetType = type
        takesPath = false
        strings = Self.markingTargetPath(strings, readAs: [parameter + ".path()", parameter + ".path"])
    }

    /// The literals of a URL with each interpolation of the target's path (`\(endpoint.path())`) marked.
    static func markingTargetPath(_ strings: [String], readAs names: [String]) -> [String] {
        strings.map { string in
            names.reduce(string) { $0.replacingOccurrences(of: "\\(" + $1 + ")", with: targetPathMarker) }
        }
    }

    /// A URL's literals with the target's path written where the URL reads it, or after them.
    static func completing(_ strings: [String], withTargetPath path: [String]) -> [String] {
        guard strings.contains(where: { Endpoint.range(of: targetPathMarker, in: $0[...]) != nil }) else { return strings + path }
        let written = path.joined(separator: "/")
        return strings.map { $0.replacingOccurrences(of: targetPathMarker, with: written) }
    }

    func sent(by member: String) -> RequestTemplate {
        var result = self
        result.sender = member
        return result
    }

    /// The same request sent through a caller that passes these literals.
    func through(callerStrings: [String], via newVia: String) -> RequestTemplate {
        var result = self
        if takesPath { result.strings += callerStrings }
        result.takesPath = takesPath && callerStrings.isEmpty
        result.via = newVia
        return result
    }

    func call(member: String, line: Int) -> APICall {
        APICall(
            method: method, path: takesPath || awaitsTarget ? nil : Endpoint.path(from: strings), member: member, line: line,
            via: operation.map { via + "(" + $0 + ")" } ?? via
        )
    }
}

/// Endpoint paths from the string literals a URL is built from.
enum Endpoint {
    static func path(from strings: [String]) -> String? {
        var base = ""
        var pieces: [String] = []
        for raw in strings {
            let string = Self.isTrimmed(raw) ? raw : raw.trimmingCharacters(in: .whitespaces)
            // A space inside an interpolation (`"user/sell/\(item.key ?? "")"`) is code, not text.
            guard !string.isEmpty, !Self.outsideInterpolations(string).utf8.contains(0x20), !isMediaType(string),
                  !APICallExtractor.isMethodLiteral(string) else { continue }
            if let scheme = Self.range(of: "://", in: string[...]) {
                let afterScheme = string[scheme.upperBound...]
                let path = afterScheme.firstIndex(of: "/").map { String(afterScheme[$0...]) } ?? ""
                base = path
            } else if string.hasPrefix("/") || string.utf8.contains(0x2F)
                // A relative path with its query (Habitica's `"content?language=\(language)"`).
                || string.prefix(while: { $0 != "?" && $0 != "#" }).allSatisfy({ $0.isLetter || $0.isNumber || "_-{}()\\.".contains($0) })
                    && string.first != "?" && string.first != "#" {
                // Values alone (`"\\(id)"`, Objective-C's `@"%@%@", host, path`) write no piece of the path themselves.
                if Self.outsideInterpolations(string).allSatisfy({ $0 == "{" || $0 == "}" }) { continue }
                pieces.append(string)
            }
        }
        var joined = base
        for var piece in pieces {
            // `"\(baseURL)/products"`: the base URL was followed already. A type's member at the start (Pocket Casts'
            // `"\(ServerConstants.Urls.lists())bundle-\(uuid).json"`) is the base URL too, whatever it returns.
            if piece.hasPrefix("\\("), let close = Self.closingParenthesis(of: piece),
               !base.isEmpty || joined.isEmpty && Self.namesATypesMember(piece[piece.index(piece.startIndex, offsetBy: 2)..<close]) {
                piece = String(piece[piece.index(after: close)...])
                if piece.isEmpty { continue }
            }
            let trimmedPiece = piece.hasPrefix("/") ? String(piece.dropFirst()) : piece
            joined = (joined.hasSuffix("/") ? joined : joined + "/") + trimmedPiece
        }
        guard !joined.isEmpty, joined != "/" || !base.isEmpty else { return nil }
        // The placeholders first: a `?` in an interpolation (`\(task.id ?? "")`, `\(user?.id)`) starts no query.
        joined = placeholders(joined.hasPrefix("/") ? joined : "/" + joined)
        if let query = joined.firstIndex(where: { $0 == "?" || $0 == "#" }) { joined = String(joined[..<query]) }
        return joined
    }

    /// The `)` that closes the interpolation a piece starts with (`\(Urls.lists())…` → the second `)`).
    private static func closingParenthesis(of piece: String) -> String.Index? {
        var depth = 0
        for index in piece.indices.dropFirst() {
            if piece[index] == "(" { depth += 1 } else if piece[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// `ServerConstants.Urls.lists()`, `Config.baseURL`: a member read on a type, by its capital.
    private static func namesATypesMember(_ code: Substring) -> Bool {
        code.first?.isUppercase == true && code.contains(".")
    }

    /// Whether a name is interpolated into one of the literals (`"/rooms/\\(id)"`), where it becomes a placeholder.
    static func isInterpolated(_ name: String, in strings: [String]) -> Bool {
        strings.contains { range(of: "\\(" + name, in: $0[...]) != nil }
    }

    /// Whether each literal that interpolates a name writes text of its own before it (`"/t/\(topicID)"`, `"?once=\(once)"`):
    /// the value stands in the path or the query, never as the URL's base.
    static func isInterpolatedAfterText(_ name: String, in strings: [String]) -> Bool {
        var found = false
        for string in strings {
            guard let at = range(of: "\\(" + name, in: string[...]) else { continue }
            guard !replacingInterpolations(in: String(string[..<at.lowerBound]), { _ in "" }).isEmpty else { return false }
            found = true
        }
        return found
    }

    /// Whether the literals interpolate exactly this name (`\(endpoint)`, not `\(endpoint.path)`).
    static func interpolates(_ name: String, in strings: [String]) -> Bool {
        strings.contains { range(of: "\\(" + name + ")", in: $0[...]) != nil }
    }

    /// Whether a string neither starts nor ends with whitespace, decided on its ASCII ends without
    /// Foundation's character sets (most literals are plain).
    private static func isTrimmed(_ string: String) -> Bool {
        guard let first = string.utf8.first, let last = string.utf8.last else { return true }
        return first < 0x80 && last < 0x80 && first != 0x20 && first != 0x09 && last != 0x20 && last != 0x09
    }

    /// Where `needle` first occurs, found among the UTF-8 bytes: Foundation's `range(of:)` (and `contains`
    /// with a string, which calls it) cost thousands of instructions a call here, bridging its arguments.
    static func range(of needle: String, in text: Substring) -> Range<String.Index>? {
        let bytes = text.utf8
        let pattern = needle.utf8
        guard let first = pattern.first else { return nil }
        var start = bytes.startIndex
        while let found = bytes[start...].firstIndex(of: first) {
            if bytes[found...].starts(with: pattern) {
                return found..<bytes.index(found, offsetBy: pattern.count)
            }
            start = bytes.index(after: found)
        }
        return nil
    }

    private static func isMediaType(_ string: String) -> Bool {
        ["application/", "text/", "image/", "multipart/", "audio/", "video/"].contains { string.hasPrefix($0) }
    }

    /// `\(self.productId)` → `{productId}`.
    static func placeholders(_ path: String) -> String {
        replacingInterpolations(in: path) { written in
            // `\(item.key ?? "")` is the value `item.key`.
            var content = range(of: " ?? ", in: written[...]).map { String(written[..<$0.lowerBound]) } ?? written
            if content.utf8.contains(UInt8(ascii: "?")) || content.utf8.contains(UInt8(ascii: "!")) {
                content.removeAll { $0 == "?" || $0 == "!" }  // `\(user?.id)` is `{user.id}`
            }
            if let value = convertedValue(content) { content = value }
            return "{" + (content.hasPrefix("self.") ? String(content.dropFirst(5)) : content) + "}"
        }
    }

    /// The value a conversion or an encoding for the URL is made of, where it is one plain reference: Swift's `String(orderID)`
    /// or `String(describing: id)`, Objective-C's `[MXTools encodeURIComponent:device.deviceId]` (a class's message with one
    /// argument). The URL says the value, not how it is written into the URL.
    static func convertedValue(_ content: String) -> String? {
        let isReference = APICallExtractor.isNameChain
        guard let first = content.utf8.first, let last = content.utf8.last else { return nil }
        if first == UInt8(ascii: "["), last == UInt8(ascii: "]") {
            // `[Class selector:value]`
            let inner = content.dropFirst().dropLast()
            let parts = inner.split(separator: " ", omittingEmptySubsequences: true)
            guard parts.count == 2, parts[0].first?.isUppercase == true, isReference(parts[0]),
                  let colon = parts[1].firstIndex(of: ":"), isReference(parts[1][..<colon]) else { return nil }
            let value = parts[1][parts[1].index(after: colon)...]
            return isReference(value) ? String(value) : nil
        }
        // `Type(value)` or `Type(label: value)`
        guard (0x41...0x5A).contains(first), last == UInt8(ascii: ")"), let open = content.firstIndex(of: "("),
              isReference(content[..<open]) else { return nil }
        var argument = content[content.index(after: open)..<content.index(before: content.endIndex)]
        if let colon = argument.firstIndex(of: ":") {
            guard isReference(argument[..<colon]) else { return nil }
            argument = argument[argument.index(after: colon)...].drop { $0 == " " }
        }
        return isReference(argument) ? String(argument) : nil
    }

    /// A literal with each interpolation's content left out: what it writes itself.
    private static func outsideInterpolations(_ string: String) -> String {
        range(of: "\\(", in: string[...]) == nil ? string : replacingInterpolations(in: string) { _ in "{}" }
    }

    /// Each interpolation of a literal (`\(name)`, nested parentheses included) replaced by what `replacement` makes of
    /// its content, or left as written when it makes nothing.
    static func replacingInterpolations(in path: String, _ replacement: (String) -> String?) -> String {
        var result = ""
        var rest = Substring(path)
        while let start = range(of: "\\(", in: rest) {
            result += rest[..<start.lowerBound]
            var depth = 1
            var index = start.upperBound
            while index < rest.endIndex, depth > 0 {
                if rest[index] == "(" { depth += 1 } else if rest[index] == ")" { depth -= 1 }
                if depth > 0 { index = rest.index(after: index) }
            }
            let content = String(rest[start.upperBound..<min(index, rest.endIndex)])
            result += replacement(content) ?? "\\(" + content + ")"
            rest = index < rest.endIndex ? rest[rest.index(after: index)...] : ""
        }
        return result + rest
    }
}

import Foundation
