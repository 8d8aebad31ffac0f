import Testing
@testable import StranglerAnalysis

/// Endpoints sent through a client's own helper, as real clients write them: the base URL in a type's constant
/// (GitHawk's `ImgurClient.hostpath + path`), the method chosen by the caller (`request("image", method: .post)`),
/// the body built from parameters that are no part of the URL (Pocket Casts' `validateLogin(username:password:)`),
/// and a method left to the request protocol's extension beside the protocol's requirement (Rocket.Chat's `APIRequest`).
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
                \(body)
                }
                """,
        ]))
    }

    @Test func theBaseURLKeptOnTheTypeKeepsItsPrefix() {
        #expect(Self.calls("func check() { images.credits { _ in } }") == ["check() GET /3/credits ImageClient.credits"])
    }

    @Test func theCallersMethodChoosesTheHelpersMethod() {
        #expect(Self.calls("func send() { images.upload { _ in } }") == ["send() POST /3/image ImageClient.upload"])
    }

    @Test func parametersTheRequestCarriesAreNoPartOfItsPath() {
        #expect(Self.calls(#"func signIn() { sessions.login(username: "demo", password: "secret") }"#)
            == ["signIn() POST /v2/user/login SessionClient.login"])
    }

    /// Pocket Casts' `obtainToken(username:…)` builds `var loginRequest = Api_UserLoginRequest()`: a local named like a
    /// request, but no parameter, so nothing of the path is the caller's.
    @Test func aLocalNamedLikeARequestIsNoParameter() {
        #expect(Self.calls(#"func join() { sessions.register(email: "demo") }"#)
            == ["join() POST /v2/user/register SessionClient.register"])
    }

    @Test func theProtocolExtensionsDefaultMethodAnswersBesideTheRequirement() {
        #expect(Self.calls("func load() { api.fetch(MeRequest()) }") == ["load() GET /api/v1/me API.fetch(MeRequest)"])
    }

    /// Rocket.Chat's `API.fetch` builds its `URLRequest` from the request object where the pass cannot read it.
    @Test func aClientThatBuildsItsRequestUnreadablyTakesTheRequestObjectsEndpoint() {
        #expect(Self.calls("func save() { chat.fetch(SaveRequest()) }") == ["save() POST /api/v1/rooms.save ChatAPI.fetch(SaveRequest)"])
    }
}
