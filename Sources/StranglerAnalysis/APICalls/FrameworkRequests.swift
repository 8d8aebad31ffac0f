import StranglerSources

/// Requests sent through a networking framework: URLSession, NSURLConnection, Alamofire (its routers too), AFNetworking,
/// and Moya's provider (whose targets `TargetRequests` reads). The URL is followed from the request's argument.
struct FrameworkRequests {
    let context: EventContext

    private var targets: TargetRequests { TargetRequests(context: context) }
    private var methods: HTTPMethodReader { HTTPMethodReader(context: context) }

    /// A request sent through a framework, with the method and the literals of its URL.
    func request(_ event: Event) -> RequestTemplate? {
        // In the codebase's extension of a session, its own `dataTask(with:)` (`extension URLSession: RequestHandler`,
        // whose `send(request:completion:)` every request goes through).
        guard event.kind == .call,
              let type = context.receiverType(event) ?? event.typeRoot
                ?? (event.receiver.isEmpty && NetworkingNames.requestNames[context.typeName] != nil ? context.typeName : nil)
        else { return nil }
        // A codebase subclass of a manager sends through the manager's members (`APIClient : AFHTTPRequestOperationManager`
        // calls `[self GET:aPath parameters:params …]`).
        let framework = NetworkingNames.requestNames[type] != nil ? type
            : type.hasSuffix("SessionManager") ? "AFHTTPSessionManager"
            : context.index.networkingFrameworks.isEmpty ? type : context.index.networkingFrameworks[type] ?? type
        guard let names = NetworkingNames.requestNames[framework], names.contains(event.name) else { return nil }
        if type == "MoyaProvider" { return targets.moyaTarget(event) }
        // Alamofire's router: `AF.request(Router.product(id: id))`, an enum that declares each case's path and method.
        if let named = targets.targetCase(event.arguments.first, line: event.line), let target = named.target,
           targets.answersByCase(target) {
            var template = targets.targetRequest(named, provider: nil, via: event.symbol)
            // A router without a `method` sets it on the request it makes, or leaves URLRequest's `GET`.
            template.method = template.method ?? targets.routerMethod(of: target) ?? "GET"
            return template
        }
        // A request made in the argument takes its URL from the initializer's `url:` or first argument, not from its
        // parameters' keys (`.init(postJson: path("/application/signup"), params: ["email": email])`).
        let inline = requestMadeInline(event)
        let urlArgument = inline.flatMap { made in made.arguments.first { $0.label == "url" } ?? made.arguments.first { !$0.isClosure } }
            ?? event.arguments.first
        let url = urlArgument.map { URLFollower(context: context).urlParts($0, at: event.line) } ?? URLParts()
        // AFNetworking 1's client names the method: `[client postPath:@"/login" parameters:… success:… failure:…]`.
        let method = methods.explicitMethod(event, followed: url.followed)
            ?? (framework == "AFHTTPClient" ? HTTPMethodReader.methodFromName(event.name) : nil)
            ?? url.strings.first(where: NetworkingNames.isMethodLiteral)
            ?? event.arguments.first?.strings.first(where: NetworkingNames.isMethodLiteral)
            ?? (inline ?? requestMadeInLocal(event)).flatMap(initializerMethod) ?? methods.helperMethod(event)
            ?? (event.name.hasPrefix("upload") ? "POST" : "GET")
        var template = RequestTemplate(method: method, strings: url.strings, takesPath: url.takesPath, via: event.symbol)
        template.pathFromMaker = url.pathFromInitializer && !url.pathFromParameter
        template.slots = url.templateSlots(in: context.member)
        template.pathParameter = url.pathParameter(in: context.member)
        if let parameter = url.targetParameter { template.waitForTarget(parameter, of: url.targetType) }
        return template
    }

    /// The call that makes the request a call sends in its argument: `URLRequest(url: url, …)`, or the implicit member
    /// `.init(postJson: url, params: params)` where a request is expected (the first initializer called after the sender,
    /// written as the argument begins).
    private func requestMadeInline(_ event: Event) -> Event? {
        guard let argument = event.arguments.first, !argument.isClosure, argument.text.utf8.last == UInt8(ascii: ")") else { return nil }
        return context.member.events.first { candidate in
            candidate.kind == .call && candidate.name == "init" && candidate.line >= event.line
                && NetworkingNames.requestTypes.contains(Self.madeType(candidate))
                && argument.text.hasPrefix(candidate.path.count == 2 && candidate.path[0].isEmpty ? ".init(" : candidate.path.dropLast().joined(separator: ".") + "(")
        }
    }

    /// The call that made the request a call sends from a local (`let request = try URLRequest(postJson: url)`): the last
    /// initializer of the local's request type called before the sender.
    private func requestMadeInLocal(_ event: Event) -> Event? {
        guard let argument = event.arguments.first, argument.roots.count == 1, argument.roots.first == argument.text,
              let type = context.member.local(argument.text, at: event.line)?.typeName, NetworkingNames.requestTypes.contains(type)
        else { return nil }
        return context.member.events.last { $0.kind == .call && $0.name == "init" && $0.line <= event.line && $0.path == [type, "init"] }
    }

    /// The type an initializer's call makes: the one it names, or for an implicit member (`.init(…)`) a `URLRequest`, the
    /// type a sender expects.
    private static func madeType(_ call: Event) -> String {
        call.path.count == 2 && call.path[0].isEmpty ? "URLRequest" : call.path.count >= 2 ? call.path[call.path.count - 2] : ""
    }

    /// The method the codebase's own initializer of a request sets (`extension URLRequest { init(postJson url: URL,
    /// params: …) { self.init(url: url); self.httpMethod = "POST" … } }`), for a call of it (`.init(postJson: url, params:
    /// params)`): the initializer the call's labels name. Foundation's own set none.
    private func initializerMethod(_ made: Event) -> String? {
        guard let declarations = context.index.declarations[Self.madeType(made)] else { return nil }
        let labels = made.arguments.filter { !$0.isClosure || $0.label != nil }.map { $0.label ?? "_" }
        let initializer = declarations.lazy.flatMap(\.members).first { member in
            member.kind == .initializer && CalledMemberName.parameterPlaces(of: labels, in: member.name) != nil
        }
        let assignment = initializer?.events.first { $0.kind == .assignment && ($0.name == "httpMethod" || $0.name == "HTTPMethod") }
        return assignment?.arguments.first.flatMap { HTTPMethodReader.method(fromText: $0.strings.first ?? $0.text) }
    }
}

extension FrameworkRequests: APICallFamily {
    static let examples = APICallExamples(
        triggering: [
            APICallExample("""
                func loadProducts() {
                    ↓URLSession.shared.dataTask(with: URL(string: "https://api.example.com/products")!).resume()  // → GET /products
                }
                """),
            APICallExample("""
                let baseURL = "https://api.example.com"
                func order(productID: Int) {
                    var request = URLRequest(url: URL(string: "\\(baseURL)/products/\\(productID)/orders")!)
                    request.httpMethod = "POST"
                    ↓URLSession.shared.dataTask(with: request).resume()  // → POST /products/{productID}/orders
                }
                """),
            APICallExample("""
                func loadFeed() {
                    ↓AF.request("https://api.example.com/feed").responseJSON { _ in }  // → GET /feed
                }
                """, beside: "import Alamofire"),
        ],
        nonTriggering: [
            APICallExample("""
                func shareLink(productID: Int) -> URL? {
                    URL(string: "https://shop.example.com/products/\\(productID)")
                }
                """),
        ]
    )
}
