import Testing
@testable import StranglerAnalysis

/// The endpoint struct with a static factory per endpoint (John Sundell's "Constructing URLs in Swift":
/// `Endpoint.sitemaps(rootUrl:)`): the factory hands the type's initializer the path, and a computed `url` builds
/// the URL from it. The server's root URL the caller passes is no path.
struct EndpointFactoryTests {
    static let client = """
        import Foundation
        import Alamofire
        public struct Endpoint {
            let baseURL: String
            let path: String
            var queryItems: [URLQueryItem]
        }
        public extension Endpoint {
            var url: URL? {
                var components = URLComponents(string: baseURL)
                components?.path = path
                components?.queryItems = queryItems
                return components?.url
            }
            static func sitemaps(rootUrl: String) -> Endpoint {
                Endpoint(baseURL: rootUrl, path: "/rest/sitemaps", queryItems: [URLQueryItem(name: "limit", value: "10")])
            }
            static func sitemap(rootUrl: String, name: String) -> Endpoint {
                return .init(baseURL: rootUrl, path: "/rest/sitemaps/\\(name)", queryItems: [])
            }
            static func notifications(rootUrl: String) -> Endpoint {
                let items = [URLQueryItem(name: "limit", value: "20")]
                return Endpoint(baseURL: rootUrl, path: "/api/v1/notifications", queryItems: items)
            }
        }
        /// openHAB's `HTTPClient`: the caller hands the server's URL and the path apart.
        public class HTTPClient {
            let session = URLSession.shared
            public func doPost(baseURL: URL, path: String?, body: String) {
                doRequest(baseURL: baseURL, path: path, method: "POST", body: body)
            }
            private func doRequest(baseURL: URL, path: String?, method: String, body: String? = nil) {
                var url = baseURL
                if let path { url.appendPathComponent(path) }
                var request = URLRequest(url: url)
                request.httpMethod = method
                perform(request: request)
            }
            /// The parameter shadowed by a local of its name is still the caller's request.
            private func perform(request: URLRequest) {
                var request = request
                request.setValue("text/plain", forHTTPHeaderField: "Content-Type")
                session.dataTask(with: request).resume()
            }
        }
        public class NetworkConnection {
            static let shared = NetworkConnection()
            var statusURL: String? = "https://demo.example.org/rest/status"
            func status() {
                guard let statusURL = statusURL, let url = URL(string: statusURL) else { return }
                URLSession.shared.dataTask(with: url).resume()
            }
            var manager: Alamofire.Session = .default
            static func load(from url: URL, completion: @escaping (Data?) -> Void) {
                let request = URLRequest(url: url)
                NetworkConnection.shared.manager.request(request).response { completion($0.data) }
            }
            static func sitemaps(rootUrl: String, completion: @escaping (Data?) -> Void) {
                if let url = Endpoint.sitemaps(rootUrl: rootUrl).url {
                    load(from: url, completion: completion)
                }
            }
            static func sitemap(rootUrl: String, name: String, completion: @escaping (Data?) -> Void) {
                let endpoint = Endpoint.sitemap(rootUrl: rootUrl, name: name)
                guard let url = endpoint.url else { return }
                load(from: url, completion: completion)
            }
            static func notifications(rootUrl: String, completion: @escaping (Data?) -> Void) {
                guard let url = Endpoint.notifications(rootUrl: rootUrl).url else { return }
                load(from: url, completion: completion)
            }
            static func page(rootUrl: String, completion: @escaping (Data?) -> Void) {
                guard let url = URL(string: rootUrl) else { return }
                load(from: url, completion: completion)
            }
        }
        """

    static func calls(_ body: String) -> [String] {
        apiCallLines(of: "SitemapViewController", in: analyze([
            "Network.swift": client,
            "SitemapViewController.swift": """
                import UIKit
                final class SitemapViewController: UIViewController {
                    var rootUrl = "https://demo.example.org"
                \(body)
                }
                """,
        ]))
    }

    @Test func theFactorysPathIsTheEndpoint() {
        #expect(Self.calls("func load() { NetworkConnection.sitemaps(rootUrl: rootUrl) { _ in } }")
            == ["load() GET /rest/sitemaps NetworkConnection.sitemaps"])
        #expect(Self.calls("func load() { NetworkConnection.notifications(rootUrl: rootUrl) { _ in } }")
            == ["load() GET /api/v1/notifications NetworkConnection.notifications"])
    }

    /// The factory's own parameters become placeholders; an endpoint kept in a local first is read the same way.
    @Test func aFactoryParameterIsAPlaceholderAndALocalEndpointIsFollowed() {
        #expect(Self.calls(#"func open() { NetworkConnection.sitemap(rootUrl: rootUrl, name: "home") { _ in } }"#)
            == ["open() GET /rest/sitemaps/{name} NetworkConnection.sitemap"])
    }

    /// The base URL and the path handed apart: the path follows the base, and the body is no part of either. The request
    /// goes on through a helper that shadows its parameter (`var request = request`).
    @Test func aPathHandedApartFromTheBaseURLIsTheEndpoint() {
        #expect(Self.calls("""
            func run(name: String) {
                guard let url = URL(string: rootUrl) else { return }
                HTTPClient().doPost(baseURL: url, path: "/rest/items/\\(name)", body: "ON")
            }
            """) == ["run(name:) POST /rest/items/{name} HTTPClient.doPost"])
    }

    /// A property unwrapped into a local of its name (`guard let statusURL = statusURL`) keeps the property's literal.
    @Test func aPropertyUnwrappedUnderItsNameKeepsItsValue() {
        #expect(Self.calls("func check() { NetworkConnection.shared.status() }") == ["check() GET /rest/status NetworkConnection.status"])
    }

    /// A URL made from the root URL alone is still the caller's to say: no factory, no path.
    @Test func aURLWithoutAFactoryStaysTheCallers() {
        #expect(Self.calls("func reload() { NetworkConnection.page(rootUrl: rootUrl) { _ in } }")
            == ["reload() GET ? NetworkConnection.page"])
    }
}

/// A path picked by a decision, `let requestPath = monthly ? "setup-intent" : "payment-intent"`, is one literal or the
/// other, so the path names the choice instead of joining both. Alternatives that differ only in their query give their
/// one path.
struct DecidedPathTests {
    /// `URL(string: "https://coinos.io/api/app/" + pubkey.lowercased())`: a value added to a literal stands where it is
    /// added, as an interpolated one does (`/api/app/{pubkey.lowercased()}`); a base added to (`baseURL + "/items"`) is
    /// followed.
    @Test func aValueAddedToALiteralIsAPlaceholder() {
        let report = analyze("""
            import UIKit
            final class WalletViewController: UIViewController {
                let baseURL = "https://coinos.io/api"
                func connection(pubkey: String) {
                    URLSession.shared.dataTask(with: URL(string: "https://coinos.io/api/app/" + pubkey.lowercased())!).resume()
                }
                func items() { URLSession.shared.dataTask(with: URL(string: baseURL + "/items/" + "all")!).resume() }
            }
            """)
        #expect(apiCallLines(of: "WalletViewController", in: report) == [
            "connection(pubkey:) GET /api/app/{pubkey.lowercased()} URLSession.shared.dataTask",
            "items() GET /api/items/all URLSession.shared.dataTask",
        ])
    }

    /// `let url = base + "member/" + username`: a parameter added last that names no location is a value of the path, as
    /// an interpolated one is (`/member/{username}`); one named for a location (`+ endpoint`) is the rest of the path the
    /// caller gives, and a local added last is followed to its value.
    @Test func aParameterAddedLastIsAPlaceholderUnlessItNamesALocation() {
        let report = analyze([
            "MemberModel.swift": """
                import Alamofire
                let V2EXURL = "https://www.v2ex.com/"
                class MemberModel {
                    class func info(_ username: String) {
                        let url = V2EXURL + "member/" + username
                        Alamofire.request(url).responseString { _ in }
                    }
                    class func topics(_ username: String) { Alamofire.request(V2EXURL + "member/topics/" + username).responseString { _ in } }
                    class func get(_ endpoint: String) { Alamofire.request(V2EXURL + "api/" + endpoint).responseString { _ in } }
                    class func recent() {
                        let page = "recent"
                        Alamofire.request(V2EXURL + "api/" + page).responseString { _ in }
                    }
                }
                """,
            "MemberViewController.swift": """
                import UIKit
                final class MemberViewController: UIViewController {
                    var username: String?
                    func refresh() { MemberModel.info(username!) }
                    func topics() { MemberModel.topics(username!) }
                    func nodes() { MemberModel.get("nodes/all.json") }
                    func recent() { MemberModel.recent() }
                }
                """,
        ])
        #expect(apiCallLines(of: "MemberViewController", in: report) == [
            "refresh() GET /member/{username} MemberModel.info",
            "topics() GET /member/topics/{username} MemberModel.topics",
            "nodes() GET /api/nodes/all.json MemberModel.get",
            "recent() GET /api/recent MemberModel.recent",
        ])
    }

    @Test func aPathChosenByADecisionIsAPlaceholder() {
        let report = analyze([
            "Stripe.swift": """
                import Foundation
                enum Stripe {
                    static func clientSecret(monthly: Bool) async throws {
                        let requestPath = monthly ? "setup-intent" : "payment-intent"
                        var request = URLRequest(url: URL(string: "https://api.example.org/v1/stripe/" + requestPath)!)
                        request.httpMethod = "POST"
                        _ = try await URLSession.shared.data(for: request)
                    }
                    static func rewards(language: String?) async throws {
                        let url = language != nil ? "rewards?language=\\(language ?? "")" : "rewards"
                        _ = try await URLSession.shared.data(from: URL(string: "https://api.example.org/v1/" + url)!)
                    }
                    static func config() async throws {
                        let path = "config"
                        _ = try await URLSession.shared.data(from: URL(string: "https://api.example.org/v1/stripe/" + path)!)
                    }
                }
                """,
            "PaymentViewController.swift": """
                import UIKit
                final class PaymentViewController: UIViewController {
                    func pay() { Task { try await Stripe.clientSecret(monthly: true) } }
                    func load() { Task { try await Stripe.config() } }
                    func rewards() { Task { try await Stripe.rewards(language: "de") } }
                }
                """,
        ])
        #expect(apiCallLines(of: "PaymentViewController", in: report) == [
            "pay() POST /v1/stripe/{requestPath} Stripe.clientSecret", "load() GET /v1/stripe/config Stripe.config",
            "rewards() GET /v1/rewards Stripe.rewards",
        ])
    }

    /// A base URL written as a call interpolated first (`ServerHelper.bundleUrl(bundleUuid:)` builds
    /// `"\(ServerConstants.Urls.lists())bundle-\(bundleUuid).json"`) is the base, no piece of the path; a value's
    /// member there (`"\(user.id)/posts"`) still is one.
    @Test func aTypesMemberInterpolatedFirstIsTheBaseURL() {
        let report = analyze([
            "ServerHelper.swift": """
                import Foundation
                enum ServerConstants { enum Urls { static func lists() -> String { "https://lists.example.com/" } } }
                enum ServerHelper {
                    static func bundleUrl(bundleUuid: String) -> URL { URL(string: "\\(ServerConstants.Urls.lists())bundle-\\(bundleUuid).json")! }
                }
                """,
            "BundleViewController.swift": """
                import UIKit
                final class BundleViewController: UIViewController {
                    var user: User!
                    func load(uuid: String) {
                        let url = ServerHelper.bundleUrl(bundleUuid: uuid)
                        URLSession.shared.dataTask(with: url).resume()
                    }
                    func posts() { URLSession.shared.dataTask(with: URL(string: "\\(user.id)/posts")!).resume() }
                }
                """,
        ])
        #expect(apiCallLines(of: "BundleViewController", in: report) == [
            "load(uuid:) GET /bundle-{bundleUuid}.json URLSession.shared.dataTask", "posts() GET /{user.id}/posts URLSession.shared.dataTask",
        ])
    }
}

