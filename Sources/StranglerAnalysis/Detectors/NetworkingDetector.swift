import StranglerSources

/// Networking: URLSession, URLRequest, Alamofire, AFNetworking, Moya, and API clients: the codebase's types that
/// wrap networking themselves or are named like a client and hand requests on, and other modules' types named
/// like one (see `isClient`).
struct NetworkingDetector: Detector {
    let responsibility = Responsibility.networking

    static let frameworkTypes: NameSet = [
        "URLSession", "NSURLSession", "URLSessionDataTask", "URLSessionTask", "URLSessionWebSocketTask",
        "NSURLConnection", "AF", "Alamofire", "AFHTTPSessionManager", "AFURLSessionManager", "MoyaProvider",
        "ApolloClient", "URLRequest", "NSURLRequest", "NSMutableURLRequest",
    ]

    static let clientSuffixes = ["Client", "API", "Api", "Service", "Repository", "Provider"]

    /// Calls that send a request, by receiver type.
    static let requestNames: [String: Set<String>] = [
        "URLSession": ["dataTask", "data", "upload", "uploadTask", "download", "downloadTask", "bytes", "dataTaskPublisher", "webSocketTask"],
        "NSURLSession": ["dataTask", "uploadTask", "downloadTask"],
        "AF": ["request", "upload", "download", "streamRequest"],
        "Alamofire": ["request", "upload", "download"],
        "NSURLConnection": ["sendAsynchronousRequest", "sendSynchronousRequest"],
        "MoyaProvider": ["request"],
        "AFHTTPSessionManager": ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD"],
    ]

    func symbol(for event: Event, in context: EventContext) -> String? {
        guard event.kind == .call || event.kind == .access else { return nil }
        let type = context.receiverType(event)
        if let type, Self.frameworkTypes.contains(type) { return event.symbol }
        if let root = event.typeRoot, Self.frameworkTypes.contains(root) { return event.symbol }
        guard event.kind == .call, event.name != "init", event.path.first != "super", let type else { return nil }
        // A member the codebase adds to another module's type (`extension URL { func download() }`) is judged by
        // what it does: the type itself is no client of the codebase.
        let project = context.projectType(type)
        if project == .extended, context.memberCapabilities(of: event, on: type)?.contains(.networking) == true
            || context.delegatedCapabilities(of: event, on: type).contains(.networking) {
            return type + "." + event.name
        }
        guard isClient(type, context, analysed: project == .analysed) else { return nil }
        // A member of the codebase's own client that sends nothing (`cancelAll()`, `isLoggedIn()`) is no network call;
        // one that hands the request on to another codebase type that sends it still is.
        if let member = context.memberCapabilities(of: event, on: type), !member.contains(.networking),
           !context.delegatedCapabilities(of: event, on: type).contains(.networking) {
            return nil
        }
        return type + "." + event.name
    }

    /// A type whose calls are networking. A type of the codebase is judged by what it does: it sends requests
    /// itself, or descends from a networking class, or it is named like an API client (`…Client`, `…API`,
    /// `…Service`, `…Repository`, `…Provider`) and hands requests on to codebase types that send them (followed
    /// down the chain), or does nothing the pass can follow while its code speaks of URLs, requests or sessions.
    /// An interactor or a view model that reaches a client is no client itself, nor is a `ThemeService`. A type
    /// the codebase only uses is judged by its name, except Apple's (`NSItemProvider`, `CXProvider`).
    func isClient(_ type: String, _ context: EventContext) -> Bool {
        isClient(type, context, analysed: context.isAnalysedProjectType(type))
    }

    /// `isClient`, with `isAnalysedProjectType` already asked.
    private func isClient(_ type: String, _ context: EventContext, analysed: Bool) -> Bool {
        if analysed {
            // While capabilities are computed, other codebase types are not known yet: delegation answers for them.
            guard context.followsProjectTypes else { return false }
            if context.projectCapabilities(of: type)?.contains(.networking) == true { return true }
            if Self.clientSuffixes.contains(where: type.hasSuffix) {
                if context.delegatesNetworking(type) { return true }
                // Doing something else (persistence, analytics) and nothing of networking: no client.
                if !(context.projectCapabilities(of: type) ?? []).isEmpty { return false }
                // Doing nothing the pass can see: its name counts when its code speaks of networking.
                return context.speaksOfNetworking(type)
            }
            guard let base = context.index.externalSuperclass(of: type).map(TypeNames.base) else { return false }
            return Self.frameworkTypes.contains(base) || isExternalClientName(base, context)
        }
        return isExternalClientName(type, context)
    }

    /// A type of another module named like an API client.
    private func isExternalClientName(_ type: String, _ context: EventContext) -> Bool {
        guard Self.clientSuffixes.contains(where: type.hasSuffix), !TypeNames.isAppleFrameworkType(type) else { return false }
        return !(context.typeFacts.isUI(type) || context.typeFacts.isAnalytics(type) || context.index.isScreenClass(type))
    }

    let examples = DetectorExamples(
        triggering: [
            """
            func loadProduct() {
                ↓URLSession.shared.dataTask(with: URL(string: "https://api.example.com/products/1")!) { data, _, _ in
                }↓.resume()
            }
            """,
            """
            let session: URLSession = .shared
            func load(url: URL) {
                ↓session.dataTask(with: url).resume()
            }
            """,
            """
            func order() {
                var request = ↓URLRequest(url: URL(string: "https://api.example.com/orders")!)
                request.httpMethod = "POST"
            }
            """,
            """
            let api = ProductAPIClient()
            func refresh() {
                ↓api.fetchProducts { _ in }
            }
            """,
            """
            func load() {
                ↓AF.request("https://api.example.com/feed").responseJSON { _ in }
            }
            """,
        ],
        nonTriggering: [
            """
            func showURL() {
                let url = URL(string: "https://example.com")!
                UIApplication.shared.open(url)
            }
            """,
            """
            let formatter = NumberFormatter()
            func price() -> String? { formatter.string(from: 3) }
            """,
            """
            let cellProvider = CellFactory()
            func configure() { cellProvider.register() }
            """,
        ]
    )
}
