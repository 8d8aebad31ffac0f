import Testing
@testable import StranglerAnalysis

/// Endpoints sent through a client's own helper, as real clients write them: the base URL in a type's constant
/// (`ImageClient.host + path`), the method chosen by the caller (`request("image", method: .post)`), the body built
/// from parameters that are no part of the URL (`login(username:password:)`), and a method left to the request
/// protocol's extension beside the protocol's requirement (`APIRequest`).
struct ClientHelperTests {
    static let clients = """
        import Foundation
        import Alamofire
        final class ImageClient {
            private static let host = "https://api.example.com/3/"
            func request(_ path: String, method: HTTPMethod = .get, completion: @escaping (Data?) -> Void) {
                Alamofire.request(ImageClient.host + path, method: method).response { completion($0.data) }
            }
            func credits(completion: @escaping (Data?) -> Void) { request("credits", completion: completion) }
            func upload(completion: @escaping (Data?) -> Void) { request("image", method: .post, completion: completion) }
        }
        enum Constants {
            enum API {
                static let base = "https://api.example.com/v2"
            }
        }
        struct LoginBody: Encodable {
            let username: String
            let password: String
        }
        final class SessionClient {
            let session = URLSession.shared
            func login(username: String, password: String) {
                let url = URL(string: Constants.API.base + "/user/login")!
                let body = LoginBody(username: username, password: password)
                var request = Self.makeRequest(url: url, body: body)
                request.httpMethod = "POST"
                session.dataTask(with: request).resume()
            }
            func register(email: String) {
                let url = URL(string: Constants.API.base + "/user/register")!
                var registerRequest = RegisterMessage()
                registerRequest.email = email
                let data = registerRequest.serialized()
                var request = Self.makeRequest(url: url, body: data)
                request.httpMethod = "POST"
                session.dataTask(with: request).resume()
            }
            static func makeRequest(url: URL, body: Any) -> URLRequest { URLRequest(url: url) }
        }
        protocol APIRequest {
            var path: String { get }
            var method: HTTPMethod { get }
        }
        extension APIRequest {
            var method: HTTPMethod { return .get }
        }
        struct MeRequest: APIRequest {
            let path = "/api/v1/me"
        }
        final class API {
            let session = URLSession.shared
            func fetch<R: APIRequest>(_ request: R) {
                session.dataTask(with: URL(string: "https://chat.example.com" + request.path)!).resume()
            }
        }
        struct SaveRequest: APIRequest {
            let path = "/api/v1/rooms.save"
            let method: HTTPMethod = .post
        }
        final class ChatAPI {
            let session = URLSession.shared
            func fetch<R: APIRequest>(_ request: R, options: Int = 0) {
                var transformed = request
                guard let urlRequest = transformed.urlRequest(options: options) else { return }
                session.dataTask(with: urlRequest).resume()
            }
        }
        /// Mastodon's SDK builds each request with a helper named for its method.
        enum Accounts {
            static func follow(session: URLSession, id: String) {
                let request = Requests.post(url: URL(string: "https://social.example/api/v1/accounts/\\(id)/follow")!)
                session.dataTask(with: request).resume()
            }
            static func card(session: URLSession, id: String) {
                let request = Requests.build(url: URL(string: "https://social.example/api/v1/accounts/\\(id)/card")!)
                session.dataTask(with: request).resume()
            }
        }
        final class AccountService {
            let session = URLSession.shared
            func follow(id: String) { Accounts.follow(session: session, id: id) }
            func card(id: String) { Accounts.card(session: session, id: id) }
        }
        """

    static func calls(_ body: String) -> [String] {
        apiCallLines(of: "AccountViewController", in: analyze([
            "Clients.swift": clients,
            "AccountViewController.swift": """
                import UIKit
                final class AccountViewController: UIViewController {
                    let images = ImageClient()
                    let sessions = SessionClient()
                    let api = API()
                    let chat = ChatAPI()
                    let accounts = AccountService()
                \(body)
                }
                """,
        ]))
    }

    @Test func theBaseURLKeptOnTheTypeKeepsItsPrefix() {
        #expect(Self.calls("func check() { images.credits { _ in } }") == ["check() GET /3/credits ImageClient.credits"])
    }

    @Test func anotherFilesTopLevelConstantIsTheBaseURL() {
        let report = analyze([
            "Constants.swift": """
                let kAPIBase = "https://api.example.com/v2"
                let campaignID = "2863968"
                var kMirrorBase = "https://mirror.example.com/v9"
                let V2EXURL = "https://www.v2ex.com/"
                """,
            "ItemsViewController.swift": """
                import UIKit
                final class ItemsViewController: UIViewController {
                    func load() { URLSession.shared.dataTask(with: URL(string: kAPIBase + "/items")!).resume() }
                    func mirror() { URLSession.shared.dataTask(with: URL(string: kMirrorBase + "/items")!).resume() }
                    func members() {
                        URLSession.shared.dataTask(with: URL(string: "https://www.patreon.com/api/campaigns/\\(campaignID)/members")!).resume()
                    }
                    func captcha(page: Page) {
                        let once = page.xPath("//*[@name='once'][1]").first?["value"] ?? ""
                        let codeUrl = "\\(V2EXURL)_captcha?once=\\(once)"
                        URLSession.shared.dataTask(with: URL(string: codeUrl)!).resume()
                    }
                    func topic(page: Page) {
                        let topicID = page.xPath("//*[@id='topic']").first?["value"] ?? ""
                        URLSession.shared.dataTask(with: URL(string: "\\(V2EXURL)t/\\(topicID)?p=1")!).resume()
                    }
                    func replies(page: Page) {
                        let topicID = page.xPath("//*[@id='topic']").first?["value"] ?? ""
                        URLSession.shared.dataTask(with: URL(string: "/t/\\(topicID)/replies")!).resume()
                    }
                }
                """,
        ])
        #expect(apiCallLines(of: "ItemsViewController", in: report) == [
            "load() GET /v2/items URLSession.shared.dataTask",
            // A `var` may change before it is read: no constant.
            "mirror() GET /items URLSession.shared.dataTask",
            // Interpolated, the constant is written where the URL reads it.
            "members() GET /api/campaigns/2863968/members URLSession.shared.dataTask",
            // A constant named in capitals is written in too; what the query carries is no piece of the path, while a value
            // in the path is its placeholder.
            "captcha(page:) GET /_captcha URLSession.shared.dataTask",
            "topic(page:) GET /t/{topicID} URLSession.shared.dataTask",
            "replies(page:) GET /t/{topicID}/replies URLSession.shared.dataTask",
        ])
    }

    @Test func theCallersMethodChoosesTheHelpersMethod() {
        #expect(Self.calls("func send() { images.upload { _ in } }") == ["send() POST /3/image ImageClient.upload"])
    }

    @Test func parametersTheRequestCarriesAreNoPartOfItsPath() {
        #expect(Self.calls(#"func signIn() { sessions.login(username: "demo", password: "secret") }"#)
            == ["signIn() POST /v2/user/login SessionClient.login"])
    }

    /// A message built in a local (`var registerRequest = RegisterMessage()`) is named like a request, but is no
    /// parameter, so nothing of the path is the caller's.
    @Test func aLocalNamedLikeARequestIsNoParameter() {
        #expect(Self.calls(#"func join() { sessions.register(email: "demo") }"#)
            == ["join() POST /v2/user/register SessionClient.register"])
    }

    /// A request a helper made has the method the helper's name says (`Requests.post(url:)`), or none: no `GET` guessed.
    @Test func aRequestAHelperMadeHasTheMethodTheHelpersNameSays() {
        #expect(Self.calls("func follow() { accounts.follow(id: \"1\") }") == ["follow() POST /api/v1/accounts/{id}/follow AccountService.follow"])
        #expect(Self.calls("func card() { accounts.card(id: \"1\") }") == ["card() ? /api/v1/accounts/{id}/card AccountService.card"])
    }

    @Test func theProtocolExtensionsDefaultMethodAnswersBesideTheRequirement() {
        #expect(Self.calls("func load() { api.fetch(MeRequest()) }") == ["load() GET /api/v1/me API.fetch(MeRequest)"])
    }

    /// A client that builds its `URLRequest` from the request object where the pass cannot read it (`ChatAPI.fetch`)
    /// sends the request object's endpoint.
    @Test func aClientThatBuildsItsRequestUnreadablyTakesTheRequestObjectsEndpoint() {
        #expect(Self.calls("func save() { chat.fetch(SaveRequest()) }") == ["save() POST /api/v1/rooms.save ChatAPI.fetch(SaveRequest)"])
    }

    /// A Stripe client posts a card's token and, when Stripe answers, confirms the payment through a member of its
    /// own: a member that sends a request itself also sends what the type's members it calls send. One that calls itself
    /// again (a retry) sends its request once.
    @Test func aMemberThatSendsAlsoSendsWhatItsOwnMembersSend() {
        let report = analyze("""
            import UIKit
            final class StripeClient {
                let session = URLSession.shared
                func pay(card: String) {
                    var request = URLRequest(url: URL(string: "https://api.stripe.com/v1/tokens")!)
                    request.httpMethod = "POST"
                    session.dataTask(with: request) { _, _, _ in self.confirmPayment() }.resume()
                }
                func confirmPayment() {
                    var request = URLRequest(url: URL(string: "https://api.stripe.com/v1/payment_intents")!)
                    request.httpMethod = "POST"
                    session.dataTask(with: request) { _, _, _ in }.resume()
                }
                func refund(charge: String) async throws -> Data {
                    try await authorized(method: "POST", url: URL(string: "https://api.stripe.com/v1/refunds")!, key: "sk")
                }
                func retry(times: Int) {
                    var request = URLRequest(url: URL(string: "https://api.stripe.com/v1/charges")!)
                    request.httpMethod = "POST"
                    session.dataTask(with: request) { _, _, _ in if times > 0 { self.retry(times: times - 1) } }.resume()
                }
            }
            func authorized(method: String, url: URL, authorization: String) async throws -> Data {
                var request = URLRequest(url: url)
                request.httpMethod = method
                return try await URLSession.shared.data(for: request).0
            }
            func authorized(method: String, url: URL, key: String) async throws -> Data {
                try await authorized(method: method, url: url, authorization: "Bearer " + key)
            }
            final class DonationViewController: UIViewController {
                let stripe = StripeClient()
                func payTapped() { stripe.pay(card: "4242") }
                func retryTapped() { stripe.retry(times: 2) }
                func refundTapped() async throws { _ = try await stripe.refund(charge: "ch_1") }
            }
            """)
        #expect(apiCallLines(of: "DonationViewController", in: report) == [
            "payTapped() POST /v1/payment_intents StripeClient.pay",
            "payTapped() POST /v1/tokens StripeClient.pay",
            "retryTapped() POST /v1/charges StripeClient.retry",
            "refundTapped() POST /v1/refunds StripeClient.refund",
        ])
    }
}

/// GraphQL operations sent through Apollo, as a screen sends `RepositoryInfoQuery` through the codebase's `Client`.
struct GraphQLOperationTests {
    static let client = """
        import Apollo
        public final class RepositoryInfoQuery: GraphQLQuery {
            public init(owner: String, name: String) {}
        }
        public final class AddReactionMutation: GraphQLMutation {
            public init(subjectId: String) {}
        }
        struct SearchQuery { let text: String }
        final class Client {
            let apollo: ApolloClient
            init(apollo: ApolloClient) { self.apollo = apollo }
            func query<T: GraphQLQuery>(_ query: T, completion: @escaping (T.Data?) -> Void) {
                apollo.fetch(query: query) { result in completion(nil) }
            }
            func mutate<T: GraphQLMutation>(_ mutation: T) { apollo.perform(mutation: mutation) }
            func search(_ query: SearchQuery) {
                URLSession.shared.dataTask(with: URL(string: "https://api.example.com/search")!).resume()
            }
        }
        """

    static func calls(_ body: String) -> [String] {
        apiCallLines(of: "RepositoryViewController", in: analyze([
            "Client.swift": client,
            "RepositoryViewController.swift": """
                import UIKit
                final class RepositoryViewController: UIViewController {
                    let client: Client
                    let apollo: ApolloClient
                \(body)
                }
                """,
        ]))
    }

    @Test func anOperationThroughTheCodebasesClientIsListed() {
        #expect(Self.calls("""
            func load() { client.query(RepositoryInfoQuery(owner: "a", name: "b")) { _ in } }
            func react() {
                let mutation = AddReactionMutation(subjectId: "1")
                client.mutate(mutation)
            }
            """) == [
            "load() QUERY ? Client.query(RepositoryInfoQuery)", "react() MUTATION ? Client.mutate(AddReactionMutation)",
        ])
    }

    @Test func anOperationSentToApolloItselfIsListed() {
        #expect(Self.calls("func load() { apollo.fetch(query: RepositoryInfoQuery(owner: \"a\", name: \"b\")) { _ in } }")
            == ["load() QUERY ? ApolloClient.fetch(RepositoryInfoQuery)"])
    }

    /// A REST search parameter named `…Query` is no GraphQL operation.
    @Test func aQueryTypeOfARestClientIsNoOperation() {
        #expect(Self.calls("func find() { client.search(SearchQuery(text: \"x\")) }") == ["find() GET /search Client.search"])
    }
}

extension GraphQLOperationTests {
    /// The API calls of a screen whose `call` goes through a `GithubClient` with these members, over `client`.
    static func callsThroughGithubClient(members: String, call: String) -> [String] {
        apiCallLines(of: "DetailsViewController", in: analyze([
            "Client.swift": client,
            "GithubClient.swift": """
                final class GithubClient {
                    let client: Client
                    init(client: Client) { self.client = client }
                \(members)
                }
                """,
            "DetailsViewController.swift": """
                import UIKit
                final class DetailsViewController: UIViewController {
                    let github: GithubClient
                    func load() { \(call) }
                }
                """,
        ]))
    }

    /// The operation a client's member sends for the screen (`GithubClient.fetchDetails(owner:completion:)` sends
    /// `RepositoryInfoQuery` through its `Client`) is listed with it. Of two overloads, the one whose labels the call has
    /// answers.
    @Test func anOperationAClientsMemberSendsIsListedWithIt() {
        #expect(Self.callsThroughGithubClient(members: """
            func fetchDetails(owner: String, completion: @escaping () -> Void) {
                client.query(RepositoryInfoQuery(owner: owner, name: "x")) { _ in completion() }
            }
            func fetchDetails(subjectId: String) {
                client.mutate(AddReactionMutation(subjectId: subjectId))
            }
            """, call: #"github.fetchDetails(owner: "o") {}"#) == ["load() QUERY ? GithubClient.fetchDetails(RepositoryInfoQuery)"])
    }

    /// A member that sends one operation on two paths (`GithubClient.search`) is one call of the screen.
    @Test func aRequestSentOnTwoPathsIsOneCallOfTheScreen() {
        #expect(Self.callsThroughGithubClient(members: """
            func search(owner: String, forks: Bool) {
                if forks {
                    client.query(RepositoryInfoQuery(owner: owner, name: "forks")) { _ in }
                } else {
                    client.query(RepositoryInfoQuery(owner: owner, name: "all")) { _ in }
                }
            }
            """, call: #"github.search(owner: "o", forks: true)"#) == ["load() QUERY ? GithubClient.search(RepositoryInfoQuery)"])
    }
}
