import StranglerSources

/// Networking: URLSession, URLRequest, Alamofire, AFNetworking, Moya, and the codebase's own API clients
/// (types named `…Client`, `…API`, `…Service`, `…Repository`, `…Provider`, or that wrap URLSession themselves).
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
        guard event.kind == .call, event.name != "init", event.path.first != "super", let type, isClient(type, context) else { return nil }
        // A member of the codebase's own client that sends nothing (`cancelAll()`, `isLoggedIn()`) is no network call;
        // one that hands the request on to another codebase type that sends it still is.
        if let member = context.memberCapabilities(of: event, on: type), !member.contains(.networking),
           !context.delegatedCapabilities(of: event, on: type).contains(.networking) {
            return nil
        }
        return type + "." + event.name
    }

    /// A type whose calls are networking: one that wraps networking itself, or is named like an API client.
    func isClient(_ type: String, _ context: EventContext) -> Bool {
        guard context.followsProjectTypes else { return false }
        if let capabilities = context.projectCapabilities(of: type), !capabilities.isEmpty {
            return capabilities.contains(.networking)
        }
        guard Self.clientSuffixes.contains(where: type.hasSuffix) else { return false }
        if context.typeFacts.isUI(type) || context.typeFacts.isAnalytics(type) || context.index.isScreenClass(type) {
            return false
        }
        return true
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
