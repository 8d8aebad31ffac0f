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
        // Alamofire's sessions, by their qualified names only (see `TypeNames.keptQualifiers`).
        "Alamofire.Session", "Alamofire.SessionManager",
        // AFNetworking 1 and 2, still in Objective-C apps: the client, the manager and the request operations.
        "AFHTTPClient", "AFHTTPRequestOperationManager", "AFHTTPRequestOperation", "AFJSONRequestOperation",
        "AFURLConnectionOperation", "AFImageRequestOperation", "AFXMLRequestOperation", "AFPropertyListRequestOperation",
    ]

    static let clientSuffixes = ["Client", "API", "Api", "Service", "Repository", "Provider", "Networking", "Remote"]

    static var requestNames: [String: Set<String>] { NetworkingNames.requestNames }  // MERGE-FORWARD

    /// Whether a type's own name (not its outer type's) has a word of networking: `APIManager`, `HTTPSessionManager`.
    static func namesNetworking(_ type: String) -> Bool {
        let name = type.split(separator: ".").last ?? type[...]
        return CapabilitiesPass.networkingWords.contains { Endpoint.range(of: $0, in: name) != nil }
    }

    func symbol(for event: Event, in context: EventContext) -> String? {
        guard event.kind == .call || event.kind == .access else { return nil }
        let type = context.receiverType(event)
        if let framework = type.flatMap({ Self.frameworkTypes.contains($0) ? $0 : nil })
            ?? event.typeRoot.flatMap({ Self.frameworkTypes.contains($0) && !context.readsNestedType(event) ? $0 : nil }) {
            if Self.requestTypes.contains(framework), Self.isShownInWebView(in: context) { return nil }
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
        if let symbol = Self.requestWithAResponseBlock(event, on: type, context) { return symbol }
        guard let type else { return nil }
        // A codebase subclass of a networking class sends through the members it inherits (`NetAPIClient :
        // AFHTTPRequestOperationManager` calls `[self GET:aPath parameters:params …]`).
        if !context.index.networkingFrameworks.isEmpty, let framework = context.index.networkingFrameworks[type],
           Self.requestNames[framework]?.contains(event.name) == true {
            return event.symbol
        }
        guard event.path.first != "super" else { return nil }
        // Making a client sends nothing; making an object whose initializer sends its request (`BuyItemCall(key: key)`,
        // a `NetworkCall` subclass) is that request.
        if event.name == "init" { return Self.sendsOnInit(type, context) ? type + ".init" : nil }
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
        guard isClient(type, context, analysed: project == .analysed)
                || project == .analysed && Self.sendsWithoutBeingAClient(event, on: type, context) else { return nil }
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

    /// Whether a call on a codebase type that is no client by its name sends all the same: through what it inherits from a
    /// client (see `sendsThroughInheritance`), or because the member hands its request straight to one that sends it
    /// (`DataManager.getProduct(byBarcode:…)` calls `productApi.getProduct(…)`, see `Capabilities.relays`).
    /// Not one that reaches a request further down what it calls: a `PlaybackManager` skips and plays.
    static func sendsWithoutBeingAClient(_ event: Event, on type: String, _ context: EventContext) -> Bool {
        context.relaysRequests(event, on: type) || sendsThroughInheritance(event, on: type, context)
    }

    /// Whether a call on a class below a codebase client sends through what the class inherits: `GHIssue : GHResource`,
    /// whose own `saveIssue…` calls the `saveWithParams:…` it inherits. Not a view model or an interactor that
    /// holds a client: only a subclass is what its superclass is.
    static func sendsThroughInheritance(_ event: Event, on type: String, _ context: EventContext) -> Bool {
        guard context.index.inheritedMembers[type] != nil, context.delegatedCapabilities(of: event, on: type).contains(.networking) else {
            return false
        }
        return context.index.firstSuperclass(of: type) { context.index.contains($0) && NetworkingDetector().isClient($0, context) } != nil
    }

    /// Another module's call handed a block that receives the server's HTTP response (`[[AppDelegate
    /// sharedOCCommunication] readFolder:path … successRequest:^(NSHTTPURLResponse *response, …)]`, an SDK the tree
    /// does not hold, whose type the app extends in a category): a request, whatever its type is called, with the
    /// symbol to show. The codebase's own members (its categories' included) are judged by what they do.
    static func requestWithAResponseBlock(_ event: Event, on type: String?, _ context: EventContext) -> String? {
        guard event.arguments.contains(where: { argument in
            argument.isClosure && argument.typeName.map { type in responseTypes.contains { type.contains($0) } } == true
        }) else { return nil }
        guard let type else { return event.symbol }
        guard context.index.firstMember(of: type, where: { $0.baseName == event.name }) == nil else { return nil }
        return ProjectIndex.symbol(of: event.name, on: type)
    }

    private static let responseTypes = ["HTTPURLResponse", "NSURLResponse"]

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

    /// Whether making a codebase type sends a request: its initializer sends one the capabilities pass read. Not a view
    /// model's or a screen's: a screen makes those for the screen it shows next (`HashtagTimelineViewModel(…)`, handed
    /// to `coordinator.present(scene:)`), whose requests they are; a screen's own view model lends the screen its
    /// requests through the members the screen calls.
    static func sendsOnInit(_ type: String, _ context: EventContext) -> Bool {
        // The requests first: one lookup, and few types send any as they are made.
        context.followsProjectTypes && context.capabilities.requests[type]?["init"] != nil
            && !viewModelSuffixes.contains(where: type.hasSuffix) && !context.index.isScreenClass(type)
    }

    private static let viewModelSuffixes = ["ViewModel", "Presenter", "Coordinator", "Store"]

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
        // A type the configuration names a client (`OCCore`, an SDK's), whatever its name or code says.
        if context.index.external.isConfigured(type, as: .networking) { return true }
        if analysed {
            // While capabilities are computed, other codebase types are not known yet: delegation answers for them.
            guard context.followsProjectTypes else { return false }
            if context.projectCapabilities(of: type)?.contains(.networking) == true { return true }
            if Self.clientSuffixes.contains(where: type.hasSuffix) {
                if context.delegatesNetworking(type) { return true }
                // Doing something else (persistence, analytics, navigation: a `SafariService` that opens links in the
                // browser) and nothing of networking: no client.
                if !(context.projectCapabilities(of: type) ?? []).isEmpty || context.capabilities.navigation[type] != nil { return false }
                // Doing nothing the pass can see: its name counts when its code speaks of networking.
                return context.speaksOfNetworking(type)
            }
            // A manager named for networking that hands requests on to a client (a `NetAPIManager` whose members
            // call `NetAPIClient`'s `requestJsonDataWithPath:…`) is the codebase's API layer, as a service is. Not
            // any manager: a `PlaybackManager` or a `ColorManager` may reach a request somewhere down what it calls,
            // and is no client.
            if type.hasSuffix("Manager"), Self.namesNetworking(type), context.delegatesNetworking(type) { return true }
            guard let base = context.index.externalSuperclass(of: type).map(TypeNames.base) else { return false }
            return Self.frameworkTypes.contains(base) || isExternalClientName(base, context)
        }
        // A composition of other modules' types is a client when one of its parts is named like one
        // (`TunnelController & TunnelSessionProvider`, by the second part's name, whatever the first's says). One with
        // parts of the codebase is judged by its whole name below (`DataSourceProvider & AuthContextProvider`).
        if let parts = TypeNames.parts(ofComposition: type), !parts.contains(where: context.index.contains) {
            return parts.contains { isExternalClientName($0, context) }
        }
        // A protocol the codebase declares and nothing in the tree adopts shows its requirements (a
        // `ContextMenuProvider` that speaks of menus, no requests).
        // Asked after the name, which rules out most types for less.
        return isExternalClientName(type, context) && (!context.index.isProtocol(type) || context.speaksOfNetworking(type))
    }

    static var requestTypes: Set<String> { NetworkingNames.requestTypes }  // MERGE-FORWARD

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
            guard let value = event.arguments.first, value.typeName.map(requestTypes.contains) == true else { continue }
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

    /// A type of another module named like an API client.
    private func isExternalClientName(_ type: String, _ context: EventContext) -> Bool {
        guard Self.clientSuffixes.contains(where: type.hasSuffix), !TypeNames.isAppleFrameworkType(type) else { return false }
        // Named for what it shows: a `HUDProvider` makes the status bar's views, a `ThemeService` colours them.
        if Self.uiWords.occur(in: type) { return false }
        return !(context.typeFacts.isUI(type) || context.typeFacts.isAnalytics(type) || context.index.isScreenClass(type))
    }

    /// Words of what a screen shows, in a name: a provider or service of these provides no data over the network (Eureka's
    /// `ControllerProvider` makes the view controller a form row shows).
    private static let uiWords = NameWords(
        ["HUD", "View", "Cell", "Menu", "Theme", "Style", "Colo", "Font", "Layout", "Animation", "Haptic", "Keyboard",
         "Gesture", "Toolbar", "Appearance", "Controller"],
        wholeWords: false
    )

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
