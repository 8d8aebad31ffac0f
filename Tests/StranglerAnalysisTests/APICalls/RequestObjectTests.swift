import Testing
@testable import StranglerAnalysis

/// A request object handed to the codebase's client (`api.fetch(MeRequest())`) shows its endpoint when its type
/// declares it as a literal, stored or returned by a computed property.
struct RequestObjectTests {
    static let client = """
        import Foundation
        protocol APIRequest { var path: String { get } }
        final class API {
            static let shared = API()
            let session = URLSession.shared
            func fetch<R: APIRequest>(_ request: R, completion: @escaping (Data?) -> Void) {
                session.dataTask(with: URL(string: "https://chat.example.com" + request.path)!) { data, _, _ in completion(data) }.resume()
            }
        }
        struct MeRequest: APIRequest {
            let path = "/api/v1/me"
        }
        struct UpdateUserRequest: APIRequest {
            let path = "/api/v1/users.updateOwnBasicInfo"
            let method: HTTPMethod = .post
            let name: String
        }
        struct ComputedRequest: APIRequest {
            var path: String { "/api/v1/" + kind }
            let kind: String
        }
        struct RoomRequest: APIRequest {
            let roomId: String
            var path: String {
                return "/api/v1/rooms/\\(roomId)"
            }
            var method: HTTPMethod { .delete }
        }
        struct LogoutRequest: APIRequest {
            var path: String {
                get { "/api/v1/logout" }
            }
        }
        struct GenericRequest: APIRequest {
            let path: String
            let method: String
        }
        """

    static func calls(_ body: String) -> [String] {
        let report = analyze([
            "API.swift": client,
            "ProfileViewController.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    let api = API.shared
                \(body)
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "ProfileViewController" }!
        return screen.apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?") \($0.via)" }
    }

    @Test func aLocalRequestShowsItsPath() {
        #expect(Self.calls("""
                func load() {
                    let meRequest = MeRequest()
                    api.fetch(meRequest) { _ in }
                }
            """) == ["? /api/v1/me API.fetch(MeRequest)"])
    }

    @Test func anInlineRequestShowsItsPathAndMethod() {
        #expect(Self.calls("""
                func save() { api.fetch(UpdateUserRequest(name: "Ana")) { _ in } }
            """) == ["POST /api/v1/users.updateOwnBasicInfo API.fetch(UpdateUserRequest)"])
    }

    /// A type that leaves its path and method to whoever makes it shows the ones the member makes it with, inline or in a
    /// local bound before the call; one handed in as a parameter stays unknown.
    /// A path built before the making (`let path = "\(Path.tags)/\(id)"`, then `GenericRequest(path: path, …)`) is
    /// followed as a URL is, through the type's own `Path` constants.
    @Test func aRequestMadeWithItsPathAndMethodShowsThem() {
        #expect(Self.calls("""
                func login() { api.fetch(GenericRequest(path: "/api/v1/login", method: "POST")) { _ in } }
                func leave(roomId: String) {
                    let request = GenericRequest(path: "/api/v1/rooms/\\(roomId)", method: "DELETE")
                    api.fetch(request) { _ in }
                }
                func resend(_ request: GenericRequest) {
                    let ping = GenericRequest(path: "/api/v1/ping", method: "HEAD")
                    api.fetch(ping) { _ in }
                    api.fetch(request) { _ in }
                }
                func tag(id: Int) {
                    let path = "\\(Path.tags)/\\(id)"
                    api.fetch(GenericRequest(path: path, method: "PUT")) { _ in }
                }
                private enum Path { static let tags = "/api/v1/tags" }
                func notes() {
                    let request = notesRequest(pageSize: 20)
                    api.fetch(request) { _ in }
                }
                private func notesRequest(pageSize: Int) -> GenericRequest { GenericRequest(path: Paths.notes, method: "GET") }
                private enum Paths {
                    static let notes = "/api/v1/notifications"
                    static func campaigns(siteID: Int64) -> String { "/api/v1/sites/\\(siteID)/campaigns" }
                }
                func campaigns(siteID: Int64) {
                    let path = Paths.campaigns(siteID: siteID)
                    api.fetch(GenericRequest(path: path, method: "GET")) { _ in }
                }
                func note(orderID: Int) {
                    api.fetch(GenericRequest(path: "/api/v1/orders/\\(String(orderID))/notes/\\(String(describing: self.noteID))", method: "POST")) { _ in }
                }
            """) == [
                "POST /api/v1/login API.fetch(GenericRequest)", "DELETE /api/v1/rooms/{roomId} API.fetch(GenericRequest)",
                "HEAD /api/v1/ping API.fetch(GenericRequest)", "? ? API.fetch(GenericRequest)",
                "PUT /api/v1/tags/{id} API.fetch(GenericRequest)",
                // Made by the type's own factory with its own constant (`notesRequest(pageSize:)`).
                "GET /api/v1/notifications API.fetch(GenericRequest)",
                // A path factory of a type named for paths (`Paths.campaigns(siteID:)`).
                "GET /api/v1/sites/{siteID}/campaigns API.fetch(GenericRequest)",
                // A value converted for the URL is the placeholder, not its conversion (`\(String(orderID))`).
                "POST /api/v1/orders/{orderID}/notes/{noteID} API.fetch(GenericRequest)",
            ])
    }

    /// A generic request type (`NetworkRequest<Out>`) made by a codebase factory (`let networkRequest =
    /// BlockCompletionApi.blockCompletionRequest(…)` handed to `networkManager.taskForRequest(networkRequest)`): the
    /// path and method the factory makes it with, which the client reads from the request, not the factory's arguments
    /// read as a path (`GET /u/c/b`).
    @Test func aRequestMadeByAFactoryShowsWhatTheFactoryMakesItWith() {
        let report = analyze([
            "Network.swift": """
                import Foundation
                enum HTTPMethod: String { case GET, POST, DELETE }
                struct NetworkRequest<Out> {
                    let method: HTTPMethod
                    let path: String
                    init(method: HTTPMethod, path: String, requiresAuth: Bool = false) {
                        self.method = method
                        self.path = path
                    }
                }
                final class NetworkManager {
                    let baseURL = URL(string: "https://courses.example.com")!
                    func taskForRequest<Out>(_ networkRequest: NetworkRequest<Out>, handler: @escaping (Out?) -> Void) {
                        var request = URLRequest(url: baseURL.appendingPathComponent(networkRequest.path))
                        request.httpMethod = networkRequest.method.rawValue
                        URLSession.shared.dataTask(with: request).resume()
                    }
                }
                struct BlockCompletionApi {
                    static func blockCompletionRequest(username: String, courseID: String, blockID: String) -> NetworkRequest<Void> {
                        return NetworkRequest(method: .POST, path: "/api/completion/v1/completion-batch", requiresAuth: true)
                    }
                }
                """,
            "VideoBlockViewController.swift": """
                import UIKit
                final class VideoBlockViewController: UIViewController {
                    let networkManager = NetworkManager()
                    func markComplete() {
                        let networkRequest = BlockCompletionApi.blockCompletionRequest(username: "u", courseID: "c", blockID: "b")
                        networkManager.taskForRequest(networkRequest) { _ in }
                    }
                    func signOut() { networkManager.taskForRequest(NetworkRequest<Void>(method: .DELETE, path: "/api/session")) { _ in } }
                }
                """,
        ])
        #expect(apiCallLines(of: "VideoBlockViewController", in: report) == [
            "markComplete() POST /api/completion/v1/completion-batch NetworkManager.taskForRequest(NetworkRequest)",
            "signOut() DELETE /api/session NetworkManager.taskForRequest(NetworkRequest)",
        ])
    }

    @Test func anObjectiveCRequestMadeWithItsPathAndMethodShowsThem() {
        let report = analyze([
            "API.swift": Self.client,
            "DevicesViewController.m": """
                @interface DevicesViewController : UIViewController
                @property (nonatomic, strong) API *api;
                @end
                @implementation DevicesViewController
                - (void)removeDevice:(NSString *)deviceId {
                    GenericRequest *request = [[GenericRequest alloc] initWithPath:[NSString stringWithFormat:@"/api/v1/devices/%@", deviceId] method:@"DELETE"];
                    [self.api fetch:request completion:nil];
                }
                - (void)renameDevice:(Device *)device {
                    GenericRequest *request = [[GenericRequest alloc] initWithPath:[NSString stringWithFormat:@"/api/v1/devices/%@", [Tools encodeURIComponent:device.deviceId]] method:@"PUT"];
                    [self.api fetch:request completion:nil];
                }
                @end
                """,
        ])
        // The value encoded for the URL is the placeholder: `[Tools encodeURIComponent:device.deviceId]`.
        #expect(apiCallLines(of: "DevicesViewController", in: report) == [
            "removeDevice: DELETE /api/v1/devices/{deviceId} API.fetch(GenericRequest)",
            "renameDevice: PUT /api/v1/devices/{device.deviceId} API.fetch(GenericRequest)",
        ])
    }

    /// A type with `Request` as a word of its name, made with its endpoint and method (`ApiRequestDI(method: .post,
    /// endpoint: Config.apiAccountNew)`), is a request object. A `RequestLogger` handed to a client has no path, and is
    /// no request.
    @Test func aTypeWithRequestAsAWordOfItsNameIsARequestObject() throws {
        let source = """
            import UIKit
            enum HTTPMethod { case get, post }
            struct Config {
                static let apiAccountNew = "/v4/account/new"
                static let baseURL = "https://api.ivpn.net"
            }
            struct ApiRequestDI {
                let method: HTTPMethod
                let endpoint: String
                let params: [URLQueryItem]?
                init(method: HTTPMethod, endpoint: String, params: [URLQueryItem]? = nil) {
                    self.method = method
                    self.endpoint = endpoint
                    self.params = params
                }
            }
            struct RequestLogger {
                let level: Int
            }
            final class ApiService {
                func attach(_ logger: RequestLogger) {
                    URLSession.shared.dataTask(with: URL(string: Config.baseURL + "/log")!).resume()
                }
                static let shared = ApiService()
                func request(_ requestDI: ApiRequestDI, completion: @escaping (Data?) -> Void) {
                    var request = URLRequest(url: URL(string: Config.baseURL + requestDI.endpoint)!)
                    request.httpMethod = requestDI.method == .post ? "POST" : "GET"
                    URLSession.shared.dataTask(with: request) { data, _, _ in completion(data) }.resume()
                }
            }
            final class LoginViewController: UIViewController {
                func startSignup() {
                    let request = ApiRequestDI(method: .post, endpoint: Config.apiAccountNew, params: [URLQueryItem(name: "product_name", value: "IVPN Standard")])
                    ApiService.shared.request(request) { _ in }
                }
                func startLogging() {
                    ApiService.shared.attach(RequestLogger(level: 2))
                }
            }
            final class AppKeyManager {
                func setNewKey(completion: @escaping (String?) -> Void) {
                    var params = [URLQueryItem(name: "public_key", value: "k")]
                    params += [URLQueryItem(name: "kem", value: "1")]
                    let request = ApiRequestDI(method: .post, endpoint: Config.apiAccountNew, params: params)
                    ApiService.shared.request(request) { data in
                        UserDefaults.standard.set(Date(), forKey: "wgKeyTimestamp")
                        completion(nil)
                    }
                }
                func clearCache() {
                    let request = ApiRequestDI(method: .post, endpoint: Config.apiAccountNew)
                    ApiService.shared.removeCachedResponse(request)
                }
            }
            extension ApiService {
                func removeCachedResponse(_ requestDI: ApiRequestDI) {
                    let request = urlRequest(requestDI)
                    UserDefaults.standard.removeObject(forKey: request.url!.absoluteString)
                }
                func urlRequest(_ requestDI: ApiRequestDI) -> URLRequest {
                    Foundation.URLRequest(url: URL(string: Config.baseURL + requestDI.endpoint)!)
                }
            }
            final class KeysViewController: UIViewController {
                let keyManager = AppKeyManager()
                func regenerate() {
                    keyManager.setNewKey { _ in }
                }
                func clearCache() {
                    keyManager.clearCache()
                }
            }
            """
        let report = analyze(source)
        let login = try #require(report.screens.first { $0.name == "LoginViewController" })
        #expect(login.apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?") \($0.member)" } == [
            "POST /v4/account/new startSignup()", "GET /log startLogging()",
        ])
        // Made by a manager that hands it to the service (`AppKeyManager.setNewKey`): the manager relays it; not the
        // one it hands to a member that removes a cached response (see the next test).
        let keys = try #require(report.screens.first { $0.name == "KeysViewController" })
        #expect(keys.apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?") \($0.via)" } == [
            "POST /v4/account/new AppKeyManager.setNewKey",
        ])
    }

    /// A querier that makes the outline's `NetworkRequest` and hands it to
    /// `NetworkManager.deleteCachedResponse(_:)`, which makes a `URLRequest` of it only to key its cache
    /// (`URLRequestWithRequest(request)`): nothing is sent, so the querier relays nothing, and the screen that clears its
    /// cache makes no API call. The same request handed to `taskForRequest(_:handler:)` is sent.
    @Test func aRequestHandedToAMemberThatOnlyKeysACacheIsNotSent() {
        let report = analyze([
            "Network.swift": """
                import Foundation
                enum HTTPMethod: String { case GET, POST }
                struct NetworkRequest<Out> {
                    let method: HTTPMethod
                    let path: String
                }
                final class NetworkManager {
                    let baseURL = URL(string: "https://courses.example.com")!
                    func taskForRequest<Out>(_ networkRequest: NetworkRequest<Out>, handler: @escaping (Out?) -> Void) {
                        let request = URLRequestWithRequest(networkRequest)
                        URLSession.shared.dataTask(with: request).resume()
                    }
                    func URLRequestWithRequest<Out>(_ networkRequest: NetworkRequest<Out>) -> URLRequest {
                        var request = URLRequest(url: baseURL.appendingPathComponent(networkRequest.path))
                        request.httpMethod = networkRequest.method.rawValue
                        return request
                    }
                }
                extension NetworkManager {
                    func deleteCachedResponse<Out>(_ request: NetworkRequest<Out>) {
                        let completeRequest = URLRequestWithRequest(request)
                        if let key = completeRequest.url?.absoluteString { ResponseCache.shared.remove(key) }
                    }
                }
                enum OutlineAPI {
                    static func outlineRequest(courseID: String) -> NetworkRequest<Void> {
                        NetworkRequest(method: .GET, path: "/api/courses/v2/blocks/")
                    }
                }
                final class OutlineQuerier {
                    let networkManager: NetworkManager? = NetworkManager()
                    func load(courseID: String) {
                        let request = OutlineAPI.outlineRequest(courseID: courseID)
                        networkManager?.taskForRequest(request) { _ in }
                    }
                    func deleteCacheResponse(courseID: String) {
                        let request = OutlineAPI.outlineRequest(courseID: courseID)
                        networkManager?.deleteCachedResponse(request)
                    }
                }
                """,
            "OutlineViewController.swift": """
                import UIKit
                final class OutlineViewController: UIViewController {
                    let querier = OutlineQuerier()
                    func show() { querier.load(courseID: "c") }
                    func reload() { querier.deleteCacheResponse(courseID: "c") }
                }
                """,
        ])
        #expect(apiCallLines(of: "OutlineViewController", in: report) == ["show() GET /api/courses/v2/blocks/ OutlineQuerier.load"])
    }

    @Test func aComputedPathShowsItsLiteralAndOneBuiltOfOtherValuesStaysUnknown() {
        #expect(Self.calls("""
                func leave() { api.fetch(RoomRequest(roomId: "r1")) { _ in } }
                func logout() { api.fetch(LogoutRequest()) { _ in } }
            """) == ["DELETE /api/v1/rooms/{roomId} API.fetch(RoomRequest)", "? /api/v1/logout API.fetch(LogoutRequest)"])
        // `"/api/v1/" + kind`: what `kind` adds is not in the literal, so the endpoint is not cut short to `/api/v1`.
        #expect(Self.calls("""
                func other() { api.fetch(ComputedRequest(kind: "x")) { _ in } }
            """) == ["? ? API.fetch(ComputedRequest)"])
    }

    /// A route with a path is a request's only when it says a method too: a deep link's route (`DeepLinkRoute`, handed to
    /// `RoutingService.route(_:)`, whose work fetches what the screens it builds show) names where the app goes, not the
    /// server; an `APIRoute` with a `method` is a request.
    @Test func aRouteWithoutAMethodIsNoRequest() {
        let report = analyze([
            "Routes.swift": """
                import UIKit
                enum DeepLinkRoute {
                    case profile(userID: Int)
                    init?(path: String) {
                        guard let id = Int(path) else { return nil }
                        self = .profile(userID: id)
                    }
                    var path: String {
                        switch self {
                        case .profile(let userID): return "/users/\\(userID)"
                        }
                    }
                }
                struct ProfileAPIRoute {
                    let path = "/api/v1/profile"
                    let method = "PUT"
                }
                final class RoutingService {
                    func route(_ route: DeepLinkRoute) { load() }
                    func send(_ route: ProfileAPIRoute) { load() }
                    private func load() { URLSession.shared.dataTask(with: URL(string: token)!).resume() }
                    var token = ""
                }
                """,
            "HomeViewController.swift": """
                import UIKit
                final class HomeViewController: UIViewController {
                    let routing = RoutingService()
                    func open(path: String) {
                        if let route = DeepLinkRoute(path: path) { routing.route(route) }
                    }
                    func save() { routing.send(ProfileAPIRoute()) }
                }
                """,
        ])
        #expect(apiCallLines(of: "HomeViewController", in: report) == [
            "open(path:) GET ? RoutingService.route",
            "save() PUT /api/v1/profile RoutingService.send(ProfileAPIRoute)",
        ])
    }
}

/// A client's member that sends a request object (`GithubClient.fetchMilestones` sends
/// `MilestonesRequest`) gives the screen that calls it that request's endpoint: path components in order, and the
/// method the request protocol's extension gives by default.
@Suite struct RequestObjectThroughAClientTests {
    static let report = analyze([
        "Client.swift": """
            import Foundation
            enum HTTPMethod { case get, post }
            protocol V3Request { var pathComponents: [String] { get } }
            extension V3Request {
                var method: HTTPMethod { return .get }
            }
            struct MilestonesRequest: V3Request {
                let owner: String
                let repo: String
                var pathComponents: [String] { return ["repos", owner, repo, "milestones"] }
            }
            struct CommentRequest: V3Request {
                let number: Int
                var pathComponents: [String] { ["issues", "\\(number)", "comments"] }
                var method: HTTPMethod { .post }
            }
            struct Document {
                let path = "/tmp/draft.txt"
            }
            final class Client {
                let session = URLSession.shared
                func send<R: V3Request>(_ request: R) { session.dataTask(with: URL(string: "https://api.github.com/")!).resume() }
                func upload(_ document: Document) { session.dataTask(with: URL(string: "https://uploads.github.com/")!).resume() }
            }
            final class GithubClient {
                let client = Client()
                func fetchMilestones(owner: String, repo: String) { client.send(MilestonesRequest(owner: owner, repo: repo)) }
                func comment(number: Int) { client.send(CommentRequest(number: number)) }
                func save(_ document: Document) { client.upload(document) }
            }
            """,
        "MilestonesViewController.swift": """
            import UIKit
            final class MilestonesViewController: UIViewController {
                let client = GithubClient()
                func load() { client.fetchMilestones(owner: "GitHawkApp", repo: "GitHawk") }
                func post() { client.comment(number: 7) }
                func save() { client.save(Document()) }
            }
            """,
    ])

    @Test func theScreenSeesTheRequestItsClientSends() {
        let calls = apiCallLines(of: "MilestonesViewController", in: Self.report)
        #expect(calls == [
            "load() GET /repos/{owner}/{repo}/milestones GithubClient.fetchMilestones",
            "post() POST /issues/{number}/comments GithubClient.comment",
            // Followed into `Client.upload`, which sends to the uploads host: `Document` has a `path` but is no request
            // object, so `/tmp/draft.txt` is no endpoint.
            "save() GET / GithubClient.save",
        ])
    }
}
