import StranglerSources

/// Requests that name a case of a target type, which declares each case's path and method: a Moya `TargetType`
/// (`provider.request(.user(name: login))`), an Alamofire router (`AF.request(Router.product(id: id))`), or an endpoint
/// enum handed to the codebase's client (`client.get(endpoint: Accounts.account(id: id))`).
struct TargetRequests {
    let context: EventContext

    /// `provider.request(.user(name: login))`: Moya sends the target's case, whose endpoint and method the codebase's
    /// `TargetType` declares case by case (`var path: String { switch self { case .user(let name): return "/users/\(name)" … } }`).
    /// The target is the provider's (`MoyaProvider<GitHubAPI>`), else the one `TargetType` that answers for the case.
    /// Unknown, not guessed from the case's arguments, when neither says. A target the member was given
    /// (`provider.request(token)` in a wrapper's `request(_ token: FeedAPI)`) is its caller's to name: the template waits
    /// for it (see `target(awaitedBy:through:via:)`).
    func moyaTarget(_ event: Event) -> RequestTemplate {
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
    /// `.user(name: login)`, `GitHubAPI.star(owner: o, repo: r)`, or a local that holds one (`let endpoint: ShopAPI =
    /// .auction(id: id)`).
    func targetCase(_ argument: ValueSummary?, line: Int) -> (name: String, target: String?)? {
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

    /// A target handed in by the member's caller (`request(_ token: ShopAPI)` sending `token`, or `request.target` of a
    /// parameter): the parameter's declared type when the codebase declares it (`ShopAPI`), else `nil`; `nil` as a
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
    func targetRequest(_ named: (name: String, target: String?), provider: String?, via: String) -> RequestTemplate {
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
            let casePath = Endpoint.writtenPath(path).map { writingIn($0, of: target, depth: 0) }
            template.strings = casePath.isEmpty ? [] : RequestTemplate.completing(basePath ?? routerPrefix(of: target), withTargetPath: casePath)
        }
        template.method = value("method", of: target).flatMap(HTTPMethodReader.method(of:))
        return template
    }

    /// A case's path with what the target keeps elsewhere written in: a prefix in a constant of its own (`"\(defaultPrefix)/posts"`,
    /// with `var defaultPrefix: String { "/api/v2" }`), another case's path (`"\(FeedAPI.currentUserProfile.path)/settings"`,
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
                  let otherPath = Endpoint.writtenPath(other).first else { return nil }
            return writingIn(otherPath, of: type, depth: depth + 1)
        }
    }

    /// Names a target type gives the URL its paths are relative to.
    static let baseURLProperties = ["baseURL", "baseURLString", "baseUrl", "baseURLPath"]

    /// A template waiting for its target (a Moya target, an endpoint enum), sent through a caller's `call`: the case the
    /// caller names, or, when the caller hands on a target it was given in turn, still waiting, for the caller's own
    /// callers; else the path stays unknown.
    func target(awaitedBy template: RequestTemplate, through call: Event, via: String) -> RequestTemplate {
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
            if call.arguments.contains(where: { $0.label == "method" }),
               let method = HTTPMethodReader(context: context).explicitMethod(call, followed: []) {
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
    func routerMethod(of type: String) -> String? {
        let assignment = requestMaker(of: type)?.events.first { $0.kind == .assignment && ($0.name == "httpMethod" || $0.name == "method") }
        return assignment?.arguments.first.flatMap { HTTPMethodReader.method(fromText: $0.strings.first ?? $0.text) }
    }

    /// Whether a codebase type says its endpoints case by case: an enum whose `path` (a property, or a method without
    /// parameters) answers for its cases, or a protocol one of whose conformers is such an enum (`protocol Endpoint`).
    func answersByCase(_ type: String) -> Bool {
        let candidates = context.index.isProtocol(type) ? context.index.conformers[type] ?? [] : [type]
        return candidates.contains { context.index.answer("path", of: $0)?.caseValues.isEmpty == false }
    }
}

extension TargetRequests: APICallFamily {
    static let examples = APICallExamples(
        triggering: [
            APICallExample("""
                let provider = MoyaProvider<ShopAPI>()
                func load(productID: Int) {
                    ↓provider.request(.product(id: productID)) { _ in }  // → GET /products/{id}
                }
                func order() {
                    ↓provider.request(ShopAPI.order) { _ in }  // → POST /orders
                }
                """, beside: shopAPI),
            APICallExample("""
                func load(productID: Int) {
                    ↓AF.request(ShopRouter.product(id: productID)).response { _ in }  // → GET /api/products/{id}
                }
                """, beside: shopRouter),
        ],
        nonTriggering: [
            APICallExample("""
                let provider = MoyaProvider<ShopAPI>()
                func makeProvider() -> MoyaProvider<ShopAPI> { MoyaProvider<ShopAPI>() }
                """, beside: shopAPI),
        ]
    )

    private static let shopAPI = """
        import Moya
        enum ShopAPI {
            case product(id: Int)
            case order
        }
        extension ShopAPI: TargetType {
            var baseURL: URL { URL(string: "https://api.example.com")! }
            var path: String {
                switch self {
                case .product(let id): return "/products/\\(id)"
                case .order: return "/orders"
                }
            }
            var method: Moya.Method {
                switch self {
                case .order: return .post
                default: return .get
                }
            }
        }
        """

    private static let shopRouter = """
        import Alamofire
        enum ShopRouter: URLRequestConvertible {
            case product(id: Int)
            static let baseURLString = "https://shop.example.com/api"
            var path: String {
                switch self {
                case .product(let id): return "/products/\\(id)"
                }
            }
            func asURLRequest() throws -> URLRequest {
                URLRequest(url: URL(string: ShopRouter.baseURLString + path)!)
            }
        }
        """
}
