import StranglerSources

/// Networking: URLSession, URLRequest, Alamofire, AFNetworking, Moya, and API clients: the codebase's types that
/// wrap networking themselves or are named like a client and hand requests on, and other modules' types named
/// like one (see `isClient`).
struct NetworkingDetector: Detector {
    let responsibility = Responsibility.networking

    func symbol(for event: Event, in context: EventContext) -> String? {
        guard event.kind == .call || event.kind == .access else { return nil }
        let type = context.receiverType(event)
        if let framework = type.flatMap({ NetworkingNames.frameworkTypes.contains($0) ? $0 : nil })
            ?? event.typeRoot.flatMap({ NetworkingNames.frameworkTypes.contains($0) && !context.readsNestedType(event) ? $0 : nil }) {
            if NetworkingNames.requestTypes.contains(framework), Self.isShownInWebView(in: context) { return nil }
            return event.symbol
        }
        guard event.kind == .call else { return nil }
        // A backend SDK's request (`db.collection("users").getDocuments { … }` on Firestore's `CollectionReference`); its
        // other calls send nothing, whatever the type is called (`PhoneAuthProvider.credential(withVerificationID:…)`).
        if let sdkType = type ?? event.typeRoot, let sends = context.index.external.sendsRequest(event.name, on: sdkType) {
            return sends ? event.symbol : nil
        }
        // A case of an action enum handed to a dispatcher, whose handler sends under that case (a Flux store).
        if let dispatched = APICallExtractor(context: context).dispatchedRequests(event) { return dispatched.symbol }
        if let symbol = APIClients.requestWithAResponseBlock(event, on: type, context) { return symbol }
        guard let type else { return nil }
        // A codebase subclass of a networking class sends through the members it inherits (`NetAPIClient :
        // AFHTTPRequestOperationManager` calls `[self GET:aPath parameters:params …]`).
        if !context.index.networkingFrameworks.isEmpty, let framework = context.index.networkingFrameworks[type],
           NetworkingNames.requestNames[framework]?.contains(event.name) == true {
            return event.symbol
        }
        guard event.path.first != "super" else { return nil }
        // Making a client sends nothing; making an object whose initializer sends its request (`BuyItemCall(key: key)`,
        // a `NetworkCall` subclass) is that request.
        if event.name == "init" { return APIClients.sendsOnInit(type, context) ? type + ".init" : nil }
        // Registering with a client for its news (`SyncAPI.addDeviceStateObserver`, `removeObserver(_:)`) sends nothing.
        if Self.registersAnObserver(event.name) { return nil }
        // What every object answers as an `NSObject` (`[self.comment respondsToSelector:@selector(repository)]`,
        // `client.isEqual(other)`) sends nothing, whatever the object's other members do, unless the codebase declares it there
        // (an API client's own `perform(_:)`).
        if Self.objectMembers.contains(event.name), context.index.firstMember(of: type, where: { $0.baseName == event.name }) == nil {
            return nil
        }
        // An analytics client sends its events over the network: for the screen, that is analytics (`EditHistoryCompareFunnel`);
        // a logger that uploads its lines is logging.
        if context.typeFacts.logsOrTracks(event.name, on: type) { return nil }
        // A member the codebase adds to another module's type (`extension URL { func download() }`) is judged by
        // what it does: the type itself is no client of the codebase.
        let project = context.projectType(type)
        // Asking another module's client for a URL (`client.url(with: request)` for an image's address) sends nothing.
        // The codebase's own members are judged by what they do (an `importFromURL(_:)` that fetches).
        if project == .none, Self.asksForAURL(event.name) { return nil }
        // Making a case of the codebase's enum (`ShopAPI.auctionInfo(auctionID: id)`, a Moya target) sends nothing.
        if project == .analysed, context.index.declaresCase(event.name, of: type) { return nil }
        if project == .extended, context.memberCapabilities(of: event, on: type)?.contains(.networking) == true
            || context.delegatedCapabilities(of: event, on: type).contains(.networking) {
            return ProjectIndex.symbol(of: event.name, on: type)
        }
        guard APIClients.isClient(type, context, analysed: project == .analysed)
                || project == .analysed && APIClients.sendsWithoutBeingAClient(event, on: type, context) else { return nil }
        // A member of the codebase's own client that sends nothing (`cancelAll()`, `isLoggedIn()`) is no network call;
        // one that hands the request on to another codebase type that sends it still is.
        if let member = context.memberCapabilities(of: event, on: type), !member.contains(.networking),
           !context.delegatedCapabilities(of: event, on: type).contains(.networking) {
            return nil
        }
        // A client that only hands requests on (a service over the codebase's provider): its member that hands none on
        // (`cancel()`) sends nothing either, when the codebase declares it there.
        if project == .analysed, context.projectCapabilities(of: type)?.contains(.networking) != true,
           !context.delegatedCapabilities(of: event, on: type).contains(.networking), context.delegatesNetworking(type),
           !context.capabilities.sendsRequests(event.name, on: type, context.index),
           context.index.firstMember(of: type, where: { $0.baseName == event.name }) != nil {
            return nil
        }
        return ProjectIndex.symbol(of: event.name, on: type)
    }

    /// A member named for the URL it answers, and for nothing it does with it (`url(with:)`, `fullURL(for:)`), not
    /// `downloadURL(_:)`, `oauthURL` (which may register the app with the server first) or `openURL`.
    static func asksForAURL(_ name: String) -> Bool {
        urlAnswers.contains(name)
    }

    private static let urlAnswers: Set<String> = ["url", "fullURL", "absoluteURL", "makeURL", "buildURL", "urlFor"]

    /// `addObserver`, `removeDeviceStateObserver`, `registerListener`, `unregisterDelegate`: a registration, not a request.
    static func registersAnObserver(_ name: String) -> Bool {
        // Most names are told apart by their first and last letters, before any comparison of words: this runs for every
        // call on a type.
        guard let first = name.utf8.first, first == UInt8(ascii: "a") || first == UInt8(ascii: "r") || first == UInt8(ascii: "u"),
              let last = name.utf8.last, last == UInt8(ascii: "r") || last == UInt8(ascii: "s") || last == UInt8(ascii: "e")
        else { return false }
        return registrationVerbs.contains(where: name.hasPrefix) && registeredKinds.contains(where: name.hasSuffix)
    }

    /// `NSObject`'s members, by their Objective-C and Swift names.
    static let objectMembers: Set<String> = [
        "respondsToSelector", "responds", "isKindOfClass", "isKind", "isMemberOfClass", "isMember", "conformsToProtocol", "conforms",
        "performSelector", "performSelectorOnMainThread", "performSelectorInBackground", "perform", "isEqual", "hash", "description",
        "debugDescription", "copy", "mutableCopy", "class", "superclass", "retain", "release", "autorelease", "self",
    ]

    private static let registrationVerbs = ["add", "remove", "register", "unregister"]
    private static let registeredKinds = ["Observer", "Observers", "Listener", "Listeners", "Delegate"]

    /// A type whose calls are networking (see `APIClients.isClient`).
    func isClient(_ type: String, _ context: EventContext) -> Bool { APIClients.isClient(type, context) }

    /// Whether the member builds its request for a web view to show: it loads a web view (`webView.load(request)`),
    /// itself or through a member of its type it hands the request to (`load(request: URLRequest(url: url))`), or it
    /// keeps the request in a stored property that another member loads. A page the screen shows is the view's, not a
    /// call for the Worker; a member that also sends a request still shows that call.
    static func isShownInWebView(in context: EventContext) -> Bool {
        // One pass over the member's events; the type's other members are read only when the request leaves the member.
        var helpers: [String] = []
        var requestProperties: [String] = []
        for event in context.member.events {
            if isWebViewLoad(event, context) { return true }
            guard let value = event.arguments.first, value.typeName.map(NetworkingNames.requestTypes.contains) == true else { continue }
            if event.kind == .call, event.receiver.isEmpty || event.receiver == ["self"] {
                helpers.append(event.name)
            } else if event.kind == .assignment, event.unqualifiedPath.count == 1, let name = event.unqualifiedPath.first,
                      context.properties[name]?.isStored == true {
                requestProperties.append(name)
            }
        }
        guard !helpers.isEmpty || !requestProperties.isEmpty else { return false }
        return context.index.firstMember(of: context.typeName) { other in
            let helper = helpers.contains(other.baseName)
            return other.events.contains { event in
                isWebViewLoad(event, context) && (helper || event.arguments[0].roots.contains(where: requestProperties.contains))
            }
        } != nil
    }

    /// `webView.load(request)`, `webView.loadRequest(request)`: a web view's (`WKWebView`, `UIWebView`, a subclass, or a
    /// name ending in `webView`) one-argument load, which takes a request.
    private static func isWebViewLoad(_ event: Event, _ context: EventContext) -> Bool {
        guard event.kind == .call, event.name == "load" || event.name == "loadRequest", event.arguments.count == 1,
              event.arguments[0].label == nil, !event.receiver.isEmpty, event.receiver != ["self"] else { return false }
        if event.receiver.last?.lowercased().hasSuffix("webview") == true { return true }
        guard let type = context.type(of: event.receiver) else { return false }
        return type.hasSuffix("WebView") || context.index.externalSuperclass(of: type).map { $0.hasSuffix("WebView") } == true
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
            @IBOutlet weak var webView: WKWebView!
            func signIn() {
                ↓URLSession.shared.dataTask(with: URLRequest(url: URL(string: "https://example.com/token")!))
                webView.reload()
            }
            """,
            """
            let api = ProductAPIClient()
            func refresh() {
                ↓api.fetchProducts { _ in }
            }
            """,
            """
            let sync = BraveSyncAPI()
            func join(code: String) { ↓sync.joinSyncGroup(code) }
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
            """
            let sync = BraveSyncAPI()
            func viewDidLoad() { sync.addDeviceStateObserver { } }
            deinit { sync.removeObserver(self) }
            """,
            """
            let hudProvider: HUDProvider
            func configureHUD() { _ = hudProvider.createHUDView() }
            """,
            """
            func aboutRow(_ row: ButtonRow) {
                row.presentationMode = .show(controllerProvider: ControllerProvider<UIViewController>.callback { AboutViewController() }, onDismiss: nil)
            }
            """,
            """
            @IBOutlet weak var webView: WKWebView!
            func showHelp() {
                let request = URLRequest(url: URL(string: "https://example.com/help")!)
                webView.load(request)
            }
            """,
            """
            let page: WKWebView
            var request: URLRequest
            init(url: URL) {
                page = WKWebView()
                request = URLRequest(url: url)
            }
            func reload() { page.load(request) }
            """,
            """
            @IBOutlet weak var webView: WKWebView!
            func openHelp() { show(request: URLRequest(url: URL(string: "https://example.com/help")!)) }
            func show(request: URLRequest) { webView.load(request) }
            """,
        ]
    )
}
