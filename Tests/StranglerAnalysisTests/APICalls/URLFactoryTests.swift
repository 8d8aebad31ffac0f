import Testing
@testable import StranglerAnalysis

/// A URL factory of the codebase (a method that returns a `URL` built from literals, as an SDK writes them: `static func
/// blockEndpointURL(domain:accountID:) -> URL { API.endpointURL(domain: domain).appendingPathComponent(…) }`)
/// gives its endpoint to the request made from it, through the request makers that take it (`API.post(url:)`).
@Suite struct URLFactoryTests {
    static let sdk = """
        import Foundation
        import Combine
        enum Mastodon {}
        extension Mastodon {
            enum API {}
        }
        extension Mastodon.API {
            enum Account {}
            static func endpointURL(domain: String) -> URL {
                return URL(string: "https://" + domain + "/api/v1/")!
            }
            static func post(url: URL, query: String? = nil) -> URLRequest {
                return buildRequest(url: url, method: "POST")
            }
            private static func buildRequest(url: URL, method: String) -> URLRequest {
                var request = URLRequest(url: url)
                request.httpMethod = method
                return request
            }
        }
        extension Mastodon.API.Account {
            static func followEndpointURL(domain: String, accountID: String) -> URL {
                let pathComponent = "accounts/" + accountID + "/follow"
                return Mastodon.API.endpointURL(domain: domain).appendingPathComponent(pathComponent)
            }
            static func blockEndpointURL(domain: String, accountID: String) -> URL {
                return Mastodon.API.endpointURL(domain: domain).appendingPathComponent("accounts/\\(accountID)/block")
            }
            static func follow(session: URLSession, domain: String, accountID: String) -> AnyPublisher<Data, Error> {
                let request = Mastodon.API.post(url: followEndpointURL(domain: domain, accountID: accountID))
                return session.dataTaskPublisher(for: request).map(\\.data).mapError { $0 as Error }.eraseToAnyPublisher()
            }
            static func directoryEndpointURL(domain: String) -> URL {
                Mastodon.API.endpointURL(domain: domain).appendingPathComponent("directory")
            }
            static func directory(session: URLSession, domain: String) {
                session.dataTask(with: directoryEndpointURL(domain: domain)).resume()
            }
            static func acceptAll(session: URLSession, domain: String) -> AnyPublisher<Data, Error> {
                let request = Mastodon.API.post(url: Mastodon.API.Notifications.requestsEndpointURL(domain: domain))
                return session.dataTaskPublisher(for: request).map(\\.data).mapError { $0 as Error }.eraseToAnyPublisher()
            }
            static func block(session: URLSession, domain: String, accountID: String) -> AnyPublisher<Data, Error> {
                var request = URLRequest(url: blockEndpointURL(domain: domain, accountID: accountID))
                request.httpMethod = "POST"
                return session.dataTaskPublisher(for: request).map(\\.data).mapError { $0 as Error }.eraseToAnyPublisher()
            }
        }
        final class APIService {
            let session = URLSession.shared
            func follow(accountID: String) -> AnyPublisher<Data, Error> {
                Mastodon.API.Account.follow(session: session, domain: "mastodon.social", accountID: accountID)
            }
            func directory() { Mastodon.API.Account.directory(session: session, domain: "mastodon.social") }
            func dismiss(id: String) -> AnyPublisher<Data, Error> { Mastodon.API.Notifications.dismiss(session: session, domain: "m.s", id: id) }
            func acceptAll() -> AnyPublisher<Data, Error> { Mastodon.API.Account.acceptAll(session: session, domain: "m.s") }
            func block(accountID: String) -> AnyPublisher<Data, Error> {
                Mastodon.API.Account.block(session: session, domain: "mastodon.social", accountID: accountID)
            }
        }
        extension Mastodon.API {
            enum Notifications {}
        }
        extension Mastodon.API.Notifications {
            static func notificationsEndpointURL(domain: String) -> URL {
                Mastodon.API.endpointURL(domain: domain).appendingPathComponent("notifications")
            }
            static func requestsEndpointURL(domain: String) -> URL {
                notificationsEndpointURL(domain: domain).appendingPathComponent("requests/accept")
            }
            static func requestEndpointURL(domain: String, id: String) -> URL {
                notificationsEndpointURL(domain: domain).appendingPathComponent("requests").appendingPathComponent(id)
            }
            static func dismissEndpointURL(domain: String, id: String) -> URL {
                requestEndpointURL(domain: domain, id: id).appendingPathComponent("dismiss")
            }
            static func dismiss(session: URLSession, domain: String, id: String) -> AnyPublisher<Data, Error> {
                let request = Mastodon.API.post(url: dismissEndpointURL(domain: domain, id: id))
                return session.dataTaskPublisher(for: request).map(\\.data).mapError { $0 as Error }.eraseToAnyPublisher()
            }
            static func accept(session: URLSession, domain: String) -> AnyPublisher<Data, Error> {
                let request = Mastodon.API.post(url: requestsEndpointURL(domain: domain))
                return session.dataTaskPublisher(for: request).map(\\.data).mapError { $0 as Error }.eraseToAnyPublisher()
            }
        }
        extension APIService {
            func accept() -> AnyPublisher<Data, Error> { Mastodon.API.Notifications.accept(session: session, domain: "m.s") }
        }
        """

    @Test func aRequestMadeFromAFactorysURLShowsItsEndpoint() {
        let report = analyze([
            "API.swift": Self.sdk,
            "ProfileViewController.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    let apiService = APIService()
                    func followTapped() { _ = apiService.follow(accountID: "1") }
                    func blockTapped() { _ = apiService.block(accountID: "1") }
                    func acceptTapped() { _ = apiService.accept() }
                    func directoryTapped() { apiService.directory() }
                    func acceptAllTapped() { _ = apiService.acceptAll() }
                    func dismissTapped() { _ = apiService.dismiss(id: "7") }
                }
                """,
        ])
        #expect(apiCallLines(of: "ProfileViewController", in: report) == [
            // Through the SDK's `API.post(url:)`, from a local the factory binds before it returns.
            "followTapped() POST /api/v1/accounts/{accountID}/follow APIService.follow",
            // `URLRequest(url: blockEndpointURL(…))`.
            "blockTapped() POST /api/v1/accounts/{accountID}/block APIService.block",
            // A factory adding to another of its own type's.
            "acceptTapped() POST /api/v1/notifications/requests/accept APIService.accept",
            // The factory's call handed to the session as it is.
            "directoryTapped() GET /api/v1/directory APIService.directory",
            // Another type's factory, which adds to one of its own type's.
            "acceptAllTapped() POST /api/v1/notifications/requests/accept APIService.acceptAll",
            // A parameter added is a placeholder, through factories four deep.
            "dismissTapped() POST /api/v1/notifications/requests/{id}/dismiss APIService.dismiss",
        ])
    }

    /// A service that makes each request with `jsonRequestWithServer:path:method:…`, which sets `req.HTTPMethod =
    /// method ?: @"GET"`, and sends it through `sendJSONRequest:(NSMutableURLRequest *)req`: the method is the one handed,
    /// `GET` when none is, and a parameter typed as a request is where the request goes, whatever its name.
    @Test func aFactoryThatDefaultsTheMethodSetsTheOneHanded() {
        let report = analyze([
            "CommentService.m": """
                @interface CommentService : NSObject
                @end
                @implementation CommentService
                - (NSMutableURLRequest *)jsonRequestWithServer:(NSString *)server path:(NSString *)path method:(NSString *)method {
                    NSString *urlStr = [NSString stringWithFormat:@"%@%@", server, path ?: @""];
                    NSMutableURLRequest *req = [NSMutableURLRequest requestWithURL:[NSURL URLWithString:urlStr]];
                    req.HTTPMethod = method ?: @"GET";
                    return req;
                }
                - (void)sendJSONRequest:(NSMutableURLRequest *)req {
                    [[[NSURLSession sharedSession] dataTaskWithRequest:req] resume];
                }
                - (void)postCommentForDocUUID:(NSString *)uuid server:(NSString *)server {
                    NSString *path = [NSString stringWithFormat:@"/api/v1/docs/%@/comment/", uuid];
                    NSMutableURLRequest *req = [self jsonRequestWithServer:server path:path method:@"POST"];
                    [self sendJSONRequest:req];
                }
                - (void)commentsForDocUUID:(NSString *)uuid server:(NSString *)server {
                    NSString *path = [NSString stringWithFormat:@"/api/v1/docs/%@/comment/", uuid];
                    NSMutableURLRequest *req = [self jsonRequestWithServer:server path:path method:nil];
                    [self sendJSONRequest:req];
                }
                - (void)deleteCommentForDocUUID:(NSString *)uuid server:(NSString *)server {
                    NSString *path = [NSString stringWithFormat:@"/api/v1/docs/%@/comment/", uuid];
                    NSMutableURLRequest *req = [self jsonRequestWithServer:server path:path method:@"DELETE"];
                    [self sendJSONRequest:req];
                }
                @end
                """,
            "Service.swift": """
                import UIKit
                final class Service {
                    func jsonRequest(server: String, path: String, method: String?) -> URLRequest {
                        var req = URLRequest(url: URL(string: server + path)!)
                        req.httpMethod = method ?? "GET"
                        return req
                    }
                    func send(_ req: URLRequest) {
                        URLSession.shared.dataTask(with: req) { _, _, _ in }.resume()
                    }
                    func like(uuid: String, server: String) {
                        let req = jsonRequest(server: server, path: "/api/v1/docs/\\(uuid)/like/", method: "PUT")
                        send(req)
                    }
                }
                final class LikesViewController: UIViewController {
                    let service = Service()
                    var server = ""
                    func likeTapped() { service.like(uuid: "u", server: server) }
                }
                """,
            "CommentsViewController.m": """
                @interface CommentsViewController : UIViewController
                @property (nonatomic) CommentService *comments;
                @property (nonatomic) NSString *server;
                @end
                @implementation CommentsViewController
                - (void)onTapSend {
                    [self.comments postCommentForDocUUID:@"u" server:self.server];
                }
                - (void)loadComments {
                    [self.comments commentsForDocUUID:@"u" server:self.server];
                }
                - (void)deleteComment {
                    [self.comments deleteCommentForDocUUID:@"u" server:self.server];
                }
                @end
                """,
        ])
        #expect(apiCallLines(of: "CommentsViewController", in: report) == [
            "onTapSend POST /api/v1/docs/{uuid}/comment/ CommentService.postCommentForDocUUID",
            "loadComments GET /api/v1/docs/{uuid}/comment/ CommentService.commentsForDocUUID",
            "deleteComment DELETE /api/v1/docs/{uuid}/comment/ CommentService.deleteCommentForDocUUID",
        ])
        #expect(apiCallLines(of: "LikesViewController", in: report) == ["likeTapped() PUT /api/v1/docs/{uuid}/like/ Service.like"])
    }

    /// A method returning a `URL` that is no literal's (a property's, a parameter's), or that chooses between several, gives no
    /// endpoint.
    @Test func aFactoryWithoutLiteralsGivesNone() {
        let report = analyze([
            "Client.swift": """
                import Foundation
                final class FeedClient {
                    var feedURL: URL?
                    func currentURL() -> URL { feedURL ?? URL(fileURLWithPath: "/") }
                    func refresh() {
                        var request = URLRequest(url: currentURL())
                        request.httpMethod = "GET"
                        URLSession.shared.dataTask(with: request).resume()
                    }
                }
                enum Environment {
                    case local(host: String?), production
                    func baseURL() -> URL {
                        switch self {
                        case .local(let host): URL(string: "http://\\(host ?? "localhost"):8989")!
                        case .production: URL(string: "https://api.example.com/v1")!
                        }
                    }
                }
                """,
            "FeedViewController.swift": """
                import UIKit
                final class FeedViewController: UIViewController {
                    let client = FeedClient()
                    let environment = Environment.production
                    func reload() { client.refresh() }
                    func ping() {
                        let url = environment.baseURL()
                        URLSession.shared.dataTask(with: url).resume()
                    }
                }
                """,
        ])
        // Nor does one that chooses between URLs (an environment's): no `/localhost` read as a path.
        #expect(apiCallLines(of: "FeedViewController", in: report) == [
            "reload() GET ? FeedClient.refresh", "ping() ? ? URLSession.shared.dataTask",
        ])
    }

    /// An Objective-C model that says its own path (`- (NSString *)toDetailPath { return [NSString
    /// stringWithFormat:@"api/user/%@/project/%@", self.owner_user_name, self.name]; }`), handed to the client as
    /// `[project toDetailPath]`: the path it returns.
    @Test func anObjectiveCModelsOwnPathIsRead() {
        let report = analyze([
            "Models.m": """
                @interface Project : NSObject
                @property (nonatomic, strong) NSString *owner_user_name, *name;
                @end
                @implementation Project
                - (NSString *)toDetailPath {
                    return [NSString stringWithFormat:@"api/user/%@/project/%@", self.owner_user_name, self.name];
                }
                - (NSString *)toStarPath { return @"api/project/star"; }
                @end
                @interface APIClient : AFHTTPSessionManager
                + (instancetype)sharedJsonClient;
                @end
                @implementation APIClient
                + (instancetype)sharedJsonClient { static APIClient *client; return client; }
                - (void)requestJsonDataWithPath:(NSString *)aPath withParams:(NSDictionary *)params andBlock:(void (^)(id data, NSError *error))block {
                    [self GET:aPath parameters:params progress:nil success:nil failure:nil];
                }
                @end
                @interface NetAPIManager : NSObject
                + (instancetype)sharedManager;
                @end
                @implementation NetAPIManager
                + (instancetype)sharedManager { static NetAPIManager *manager; return manager; }
                - (void)request_ProjectDetail_WithObj:(Project *)project andBlock:(void (^)(id data, NSError *error))block {
                    [[APIClient sharedJsonClient] requestJsonDataWithPath:[project toDetailPath] withParams:nil andBlock:block];
                }
                - (void)request_Star_WithObj:(Project *)project andBlock:(void (^)(id data, NSError *error))block {
                    [[APIClient sharedJsonClient] requestJsonDataWithPath:[project toStarPath] withParams:nil andBlock:block];
                }
                @end
                """,
            "ProjectViewController.m": """
                @interface ProjectViewController : UIViewController
                @property (nonatomic, strong) Project *project;
                @end
                @implementation ProjectViewController
                - (void)refresh {
                    [[NetAPIManager sharedManager] request_ProjectDetail_WithObj:self.project andBlock:nil];
                    [[NetAPIManager sharedManager] request_Star_WithObj:self.project andBlock:nil];
                }
                @end
                """,
        ])
        #expect(apiCallLines(of: "ProjectViewController", in: report) == [
            "refresh GET /api/user/{owner_user_name}/project/{name} NetAPIManager.request_ProjectDetail_WithObj",
            "refresh GET /api/project/star NetAPIManager.request_Star_WithObj",
        ])
    }

    /// A Swift model's property that says its path (`var detailPath: String { "/api/projects/\\(id)" }`), handed to the client
    /// as `project.detailPath`: the path it declares. A stored property without a value says none.
    @Test func aSwiftModelsPathPropertyIsRead() {
        let report = analyze([
            "Models.swift": """
                import Foundation
                struct Project {
                    let id: Int
                    var name: String
                    var detailPath: String { "/api/projects/\\(id)" }
                }
                final class APIClient {
                    static let shared = APIClient()
                    func request(path: String, completion: @escaping (Data?) -> Void) {
                        URLSession.shared.dataTask(with: URL(string: "https://api.example.com" + path)!) { data, _, _ in completion(data) }.resume()
                    }
                }
                """,
            "ProjectViewController.swift": """
                import UIKit
                final class ProjectViewController: UIViewController {
                    var project: Project!
                    func refresh() { APIClient.shared.request(path: project.detailPath) { _ in } }
                    func open() { APIClient.shared.request(path: project.name) { _ in } }
                }
                """,
        ])
        #expect(apiCallLines(of: "ProjectViewController", in: report) == [
            "refresh() GET /api/projects/{id} APIClient.request", "open() GET ? APIClient.request",
        ])
    }
}
