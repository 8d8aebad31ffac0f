import Testing
@testable import StranglerAnalysis

/// A client that sends the request it is handed, after a token request of its own when it has no token
/// (`TokenHelper.callSecureUrl(request:)`), with requests made by the codebase's factories
/// (`ServerHelper.createJsonRequest`), which set the method.
struct SecureClientTests {
    static let client = """
        import Foundation
        enum Urls {
            static let api = "https://api.example.com/"
        }
        final class ServerHelper {
            static func asUrl(_ string: String) -> URL { URL(string: string)! }
            static func createJsonRequest(url: URL, body: Data) -> URLRequest? {
                var request = URLRequest(url: url, timeoutInterval: 15)
                request.httpMethod = "POST"
                request.httpBody = body
                return request
            }
            static func createDeleteRequest(url: URL) -> URLRequest {
                var request = URLRequest(url: url)
                request.httpMethod = "DELETE"
                return request
            }
            static func createPlainRequest(url: URL) -> URLRequest { URLRequest(url: url) }
            static func createProtoRequest(url: URL, data: Data) -> URLRequest? {
                var request = createEmptyProtoRequest(url: url)
                request?.httpBody = data
                return request
            }
            static func createEmptyProtoRequest(url: URL) -> URLRequest? {
                var request = URLRequest(url: url)
                request.httpMethod = "PUT"
                return request
            }
        }
        final class URLConnection {
            func send(request: URLRequest, completion: @escaping (Data?) -> Void) {
                URLSession.shared.dataTask(with: request) { data, _, _ in completion(data) }.resume()
            }
        }
        final class TokenHelper {
            static let shared = TokenHelper()
            private let urlConnection = URLConnection()
            func callSecureUrl(request: URLRequest, completion: @escaping (Data?) -> Void) {
                var mutableRequest = request
                if token() == nil {
                    acquireToken()
                }
                mutableRequest.setValue("Bearer", forHTTPHeaderField: "Authorization")
                urlConnection.send(request: mutableRequest) { data in completion(data) }
            }
            func token() -> String? { nil }
            func acquireToken() {
                let url = ServerHelper.asUrl(Urls.api + "user/login")
                var request = URLRequest(url: url)
                request.httpMethod = "POST"
                URLSession.shared.dataTask(with: request).resume()
            }
        }
        final class SearchService {
            static let shared = SearchService()
            func search(body: Data, completion: @escaping (Data?) -> Void) {
                let url = ServerHelper.asUrl(Urls.api + "episode/search")
                guard let request = ServerHelper.createJsonRequest(url: url, body: body) else { return }
                TokenHelper.shared.callSecureUrl(request: request, completion: completion)
            }
            func searchNearby(body: Data) {
                guard let request = ServerHelper.createJsonRequest(url: nearbyURL(), body: body) else { return }
                TokenHelper.shared.callSecureUrl(request: request) { _ in }
            }
            private func nearbyURL() -> URL { ServerHelper.asUrl(Urls.api + "nearby") }
            func remove(id: String) {
                let request = ServerHelper.createDeleteRequest(url: ServerHelper.asUrl(Urls.api + "episode/\\(id)"))
                TokenHelper.shared.callSecureUrl(request: request) { _ in }
            }
            func show(id: String) {
                let request = ServerHelper.createPlainRequest(url: ServerHelper.asUrl(Urls.api + "episode/\\(id)"))
                TokenHelper.shared.callSecureUrl(request: request) { _ in }
            }
            func signIn() { TokenHelper.shared.acquireToken() }
            func save(id: String, data: Data) {
                guard let request = ServerHelper.createProtoRequest(url: ServerHelper.asUrl(Urls.api + "episode/\\(id)"), data: data) else { return }
                URLSession.shared.dataTask(with: request).resume()
            }
        }
        final class DownloadService {
            static let shared = DownloadService()
            private let connection = URLConnection()
            func addToQueue(episodeId: String, downloadUrl: URL) {
                SearchService.shared.show(id: episodeId)
                connection.send(request: URLRequest(url: downloadUrl)) { _ in }
            }
        }
        """

    static func calls(_ body: String) -> [String] {
        apiCallLines(of: "SearchViewController", in: analyze([
            "Client.swift": client,
            "SearchViewController.swift": """
                import UIKit
                final class SearchViewController: UIViewController {
                    var episodeURL: URL?
                \(body)
                }
                """,
        ]))
    }

    /// The token request is the client's own business: the screen sends the search, not a sign-in.
    @Test func theClientsTokenRequestIsNotTheCallers() {
        #expect(Self.calls("func find() { SearchService.shared.search(body: Data()) { _ in } }")
            == ["find() POST /episode/search SearchService.search"])
    }

    /// Also when the URL of the request handed over is made by a method of the client's (`nearbyURL()`).
    @Test func theClientsTokenRequestIsNotTheCallersWhereverTheURLComesFrom() {
        #expect(Self.calls("func findNearby() { SearchService.shared.searchNearby(body: Data()) }")
            == ["findNearby() POST /nearby SearchService.searchNearby"])
    }

    /// Called for itself, the token request is the screen's.
    @Test func aTokenRequestCalledForItselfIsListed() {
        #expect(Self.calls("func signIn() { SearchService.shared.signIn() }") == ["signIn() POST /user/login SearchService.signIn"])
    }

    /// A request made by the codebase's factory has the method the factory sets, whatever the factory's name; none when
    /// it sets none, where URLRequest's default is `GET`.
    @Test func aRequestMadeByAFactoryHasTheMethodTheFactorySets() {
        #expect(Self.calls("func remove() { SearchService.shared.remove(id: \"1\") }")
            == ["remove() DELETE /episode/{id} SearchService.remove"])
        #expect(Self.calls("func show() { SearchService.shared.show(id: \"1\") }")
            == ["show() GET /episode/{id} SearchService.show"])
        // `createProtoRequest` has `createEmptyProtoRequest` make the request.
        #expect(Self.calls("func save() { SearchService.shared.save(id: \"1\", data: Data()) }")
            == ["save() PUT /episode/{id} SearchService.save"])
    }

    /// A helper whose caller hands over no request it can read sends everything it hands on, for that caller: the episode
    /// it has fetched and the download.
    @Test func aCallerThatHandsOverNoReadableRequestKeepsEveryRequest() {
        #expect(Self.calls("func download() { DownloadService.shared.addToQueue(episodeId: \"1\", downloadUrl: episodeURL!) }")
            == ["download() GET ? DownloadService.addToQueue", "download() GET /episode/{id} DownloadService.addToQueue"])
    }
}
