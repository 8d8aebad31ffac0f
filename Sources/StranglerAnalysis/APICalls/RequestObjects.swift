import StranglerSources

/// Request objects of the codebase handed to a client (`api.fetch(MeRequest())`): a type named like a request whose
/// properties say its endpoint and method, or that leaves them to whoever makes it.
struct RequestObjects {
    let context: EventContext

    /// Names a request type gives its endpoint and its HTTP method.
    static let requestPathProperties = ["path", "endpoint", "route", "urlPath", "resourcePath", "pathComponents"]
    static let requestMethodProperties = ["method", "httpMethod"]

    /// A request object of the codebase handed to a client (`api.fetch(MeRequest())`, `client.send(request)`): a
    /// type named like one with a `path` (or `endpoint`, `route`, `pathComponents`, …) property, whose literal shows the endpoint
    /// (`let path = "/api/v1/me"`, `var pathComponents: [String] { ["repos", owner, "milestones"] }`,
    /// `let method: HTTPMethod = .post`). A property the type leaves to its request protocol's extension
    /// (`extension V3Request { var method: HTTPMethod { .get } }`) is read there.
    func requestObject(in event: Event, via: String) -> RequestTemplate? {
        // Handed to a view controller the member makes (`[[PullRequestController alloc] initWithPullRequest:pullRequest]`),
        // an object is shown, not sent.
        if event.name == "init", event.path.count == 2, case let made = TypeNames.base(event.path[0]),
           context.index.isScreenClass(made) || TypeNames.isUIType(made) {
            return nil
        }
        for argument in event.arguments where !argument.isClosure {
            guard let type = requestType(of: argument, at: event.line), context.index.contains(type),
                  let pathProperty = Self.requestPathProperties.lazy.compactMap({ requestProperty($0, of: type) }).first,
                  // A route is a request's only with a method: a deep link's (`DeepLinkRoute`, whose `path` answers case by
                  // case) is where the app goes, not the server.
                  !type.hasSuffix("Route") || Self.requestMethodProperties.contains(where: { requestProperty($0, of: type) != nil })
            else { continue }
            var strings = pathProperty.initialValue.map(Endpoint.writtenPath) ?? []
            var method = Self.requestMethodProperties.lazy
                .compactMap { requestProperty($0, of: type)?.initialValue.flatMap(HTTPMethodReader.method(of:)) }.first
            // What the type leaves to whoever makes it, where the member makes it (see `madeWith(_:of:before:)`).
            if pathProperty.initialValue == nil || method == nil, let (made, maker) = madeWith(argument, of: type, before: event) {
                if pathProperty.initialValue == nil, let path = made.arguments.first(where: { $0.label == pathProperty.name }) {
                    if path.typeMembers.isEmpty, path.roots.allSatisfy({ Endpoint.isInterpolated($0, in: path.strings) }) {
                        strings = path.strings
                    } else if let maker {
                        // Built of the maker's locals and the type's constants (`path: path`, after `let path =
                        // "\(Constants.ordersPath)/\(orderID)"`, or `path: Paths.notes` in the type's own request factory),
                        // followed as a URL is.
                        strings = URLFollower(context: maker).urlParts(path, at: made.line).strings
                    }
                }
                if method == nil, let named = made.arguments.first(where: { $0.label.map(Self.requestMethodProperties.contains) ?? false }) {
                    method = HTTPMethodReader.method(fromText: named.strings.first ?? named.text)
                }
            }
            return RequestTemplate(method: method, strings: strings, takesPath: false, via: via + "(" + type + ")")
        }
        return nil
    }

    /// The type of an argument named like a request object (see `namesARequest(type:)`): as written, or, for a local bound to
    /// what a codebase factory returns (`let networkRequest = CompletionAPI.completionRequest(…)`), the
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
            guard let factory = URLFollower(context: context).calledMember(chain, where: { $0.kind == .method }),
                  let made = factory.member.events.last(where: making)
            else { return nil }
            return (made, factory.type == context.typeName ? EventContext(scope: context.scope, member: factory.member) : nil)
        }
        let isLocal = local.map { $0.typeName.map(TypeNames.base) == type } ?? false
        guard isLocal || argument.roots.isEmpty || argument.text.hasPrefix(type) || argument.text.hasPrefix("[[" + type) else { return nil }
        return context.member.events.last { $0.line <= call.line && making($0) }.map { ($0, context) }
    }

    /// A type named like a request object (`MeRequest`, `UserEndpoint`, `ProfileRoute`; a `Document` with a `path` is no
    /// request), its generic arguments aside (`NetworkRequest<AccessToken>`), or with `Request` as a word of its name
    /// (`ApiRequestDI`).
    static func namesARequest(type: String) -> Bool {
        let base = TypeNames.base(type)
        return ["Request", "Endpoint", "Route", "Target"].contains { base.hasSuffix($0) } || requestWord.occur(in: base)
    }

    /// `Request` as a whole word of a name.
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
}

extension RequestObjects: APICallFamily {
    static let examples = APICallExamples(
        triggering: [
            APICallExample("""
                let api = API()
                func load() {
                    let request = MeRequest()
                    ↓api.fetch(request) { _ in }  // → ? /api/v1/me API.fetch(MeRequest)
                }
                func save() {
                    ↓api.fetch(UpdateUserRequest(name: "Ana")) { _ in }  // → POST /api/v1/users.update
                }
                func leave(roomID: String) {
                    ↓api.fetch(GenericRequest(path: "/rooms/\\(roomID)", method: "DELETE")) { _ in }  // → DELETE /rooms/{roomID}
                }
                """, beside: api),
        ],
        nonTriggering: [
            APICallExample("""
                let cache = RequestCache()
                func remember() {
                    cache.store(MeRequest())
                }
                """, beside: api + """

                final class RequestCache {
                    private var requests: [MeRequest] = []
                    func store(_ request: MeRequest) { requests.append(request) }
                }
                """),
        ]
    )

    private static let api = """
        import Foundation
        protocol APIRequest { var path: String { get } }
        final class API {
            func fetch<R: APIRequest>(_ request: R, completion: @escaping (Data?) -> Void) {
                URLSession.shared.dataTask(with: URL(string: "https://chat.example.com" + request.path)!) { data, _, _ in
                    completion(data)
                }.resume()
            }
        }
        struct MeRequest: APIRequest {
            let path = "/api/v1/me"
        }
        struct UpdateUserRequest: APIRequest {
            let path = "/api/v1/users.update"
            let method: HTTPMethod = .post
            let name: String
        }
        struct GenericRequest: APIRequest {
            let path: String
            let method: String
        }
        """
}
