import Testing
@testable import StranglerAnalysis

/// Many apps that do not use Moya name their endpoints the same way: an enum whose `path` answers case by case, handed to
/// the app's own client (`client.get(endpoint: Accounts.account(id:))`, with `func path() -> String`) or to
/// Alamofire as a router (`AF.request(Router.product(id:))`). The case the screen names says the endpoint; the literals
/// in its arguments are what the request carries, not where it goes.
@Suite struct EndpointEnumTests {
    static let endpoints = """
        import Foundation

        protocol Endpoint: Sendable {
            func path() -> String
        }

        enum Accounts: Endpoint {
            case account(id: String)
            case followers(id: String, maxID: String?)
            case verifyCredentials

            func path() -> String {
                switch self {
                case .account(let id): "accounts/\\(id)"
                case .followers(let id, _): "accounts/\\(id)/followers"
                case .verifyCredentials: "accounts/verify_credentials"
                }
            }
        }

        enum Statuses: Endpoint {
            case favourite(id: String)
            case timeline(tag: String, scope: String)
            case unlisted(id: String)

            func path() -> String {
                switch self {
                case .favourite(let id): return "statuses/\\(id)/favourite"
                case .timeline(let tag, _): return "timelines/tag/\\(tag)"
                default: return helperPath()
                }
            }

            func helperPath() -> String { "statuses" }
        }

        /// Cases with no path the pass can read: their arguments' literals must not become one.
        enum Search {
            case query(text: String, kinds: [String])
        }
        """

    static let client = """
        import Foundation

        final class SocialClient {
            private let session = URLSession.shared
            private let server = "social.example.com"

            func get<Entity: Decodable>(endpoint: Endpoint) async throws -> Entity {
                try await send(endpoint: endpoint, method: "GET")
            }

            func post<Entity: Decodable>(endpoint: Endpoint) async throws -> Entity {
                try await send(endpoint: endpoint, method: "POST")
            }

            /// Builds the request in a helper the pass does not follow, and names the method as a literal.
            func delete(endpoint: Endpoint) async throws {
                let request = makeRequest(endpoint: endpoint, httpMethod: "DELETE")
                _ = try await session.data(for: request)
            }

            func search(_ search: Search, path: String) async throws -> Data {
                let (data, _) = try await session.data(from: URL(string: "https://\\(server)/api/v2")!.appendingPathComponent(path))
                return data
            }

            private func send<Entity: Decodable>(endpoint: Endpoint, method: String) async throws -> Entity {
                var request = URLRequest(url: URL(string: "https://\\(server)/api/v1/\\(endpoint.path())")!)
                request.httpMethod = method
                let (data, _) = try await session.data(for: request)
                return try JSONDecoder().decode(Entity.self, from: data)
            }

            private func makeRequest(endpoint: Endpoint, httpMethod: String) -> URLRequest {
                var request = URLRequest(url: URL(string: "https://\\(server)")!)
                request.httpMethod = httpMethod
                return request
            }
        }
        """

    static let routers = """
        import Alamofire
        import Foundation

        enum ShopRouter: URLRequestConvertible {
            case product(id: Int)
            case addToCart(productID: Int)

            static let baseURLString = "https://shop.example.com/api"

            var method: HTTPMethod {
                switch self {
                case .addToCart: return .post
                default: return .get
                }
            }

            var path: String {
                switch self {
                case .product(let id): return "/products/\\(id)"
                case .addToCart: return "/cart/items"
                }
            }

            func asURLRequest() throws -> URLRequest {
                var request = URLRequest(url: URL(string: ShopRouter.baseURLString + path)!)
                request.method = method
                return request
            }
        }

        /// No base URL and no `method`: `asURLRequest()` writes both.
        enum ReportsRouter: URLRequestConvertible {
            case crash, feedback

            var path: String {
                switch self {
                case .crash: return "reports/crash"
                case .feedback: return "reports/feedback"
                }
            }

            func asURLRequest() throws -> URLRequest {
                let url = Hosts.reports + "/v2/" + self.path
                var request = URLRequest(url: URL(string: url)!)
                request.httpMethod = HTTPMethod.post.rawValue
                return request
            }
        }
        """

    static let report = analyze([
        "Endpoints.swift": endpoints,
        "SocialClient.swift": client,
        "Routers.swift": routers,
        "ProfileViewController.swift": """
            import UIKit
            import Alamofire

            final class ProfileViewController: UIViewController {
                let client = SocialClient()
                var accountID = ""

                func loadAccount() async throws {
                    let account: Account = try await client.get(endpoint: Accounts.account(id: accountID))
                    title = account.name
                }
                func followers(maxID: String?) async throws {
                    let _: [Account] = try await client.get(endpoint: Accounts.followers(id: accountID, maxID: maxID))
                }
                func favourite(statusID: String) async throws {
                    let _: Status = try await client.post(endpoint: Statuses.favourite(id: statusID))
                }
                func tagTimeline(tag: String) async throws {
                    let _: [Status] = try await client.get(endpoint: Statuses.timeline(tag: tag, scope: "local"))
                }
                func unlisted(id: String) async throws {
                    let _: Status = try await client.get(endpoint: Statuses.unlisted(id: id))
                }
                func remove(statusID: String) async throws {
                    try await client.delete(endpoint: Statuses.favourite(id: statusID))
                }
                func search(text: String) async throws {
                    _ = try await client.search(.query(text: text, kinds: ["accounts", "hashtags"]), path: "search")
                }
                func product(id: Int) {
                    AF.request(ShopRouter.product(id: id)).responseDecodable(of: Product.self) { _ in }
                }
                func addToCart(id: Int) {
                    AF.request(ShopRouter.addToCart(productID: id)).response { _ in }
                }
                func reportCrash() {
                    AF.request(ReportsRouter.crash).response { _ in }
                }
            }
            """,
    ])

    @Test func theCaseTheScreenNamesSaysTheEndpoint() {
        #expect(apiCallLines(of: "ProfileViewController", in: Self.report) == [
            // Through the client's `get` and `post`, which build the URL around `endpoint.path()` and a host constant.
            "loadAccount() GET /api/v1/accounts/{id} SocialClient.get",
            "followers(maxID:) GET /api/v1/accounts/{id}/followers SocialClient.get",
            "favourite(statusID:) POST /api/v1/statuses/{id}/favourite SocialClient.post",
            // The `"local"` the case carries is no part of the path.
            "tagTimeline(tag:) GET /api/v1/timelines/tag/{tag} SocialClient.get",
            // A case whose path the switch does not write out: the method, and no path guessed.
            "unlisted(id:) GET ? SocialClient.get",
            // A client that builds its URL where the pass cannot follow: the case's path alone, and the method its
            // literal names, which is no piece of the path.
            "remove(statusID:) DELETE /statuses/{id}/favourite SocialClient.delete",
            // A case with no path: the caller's `path:` says the endpoint, not the case's literals.
            "search(text:) GET /api/v2/search SocialClient.search",
            // Alamofire routers: the base URL's path, or the literals `asURLRequest()` writes around the path.
            "product(id:) GET /api/products/{id} AF.request",
            "addToCart(id:) POST /api/cart/items AF.request",
            "reportCrash() POST /v2/reports/crash AF.request",
        ])
    }
}
