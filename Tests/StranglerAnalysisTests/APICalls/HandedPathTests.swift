import Testing
@testable import StranglerAnalysis

/// A helper whose URL interpolates a parameter named for a location (`AF.request("\(base)/\(endpoint)")`) is handed that
/// piece of its path by each caller: a literal (`get(endpoint: "me")`), a constant, or a type's own name for itself
/// (`MagicLinksAPI: APIEndpoint`, with `override class var name: String { "magic-links" }`, calls
/// `create.request(requestEndpoint: Self.name, …)`). The caller's piece is written where the helper reads the parameter.
@Suite struct HandedPathTests {
    static let client = """
        import Foundation
        import Alamofire
        final class APIClient {
            static let base = "https://api.example.com"
            func get(endpoint: String, completion: @escaping (Data?) -> Void) {
                AF.request("\\(APIClient.base)/\\(endpoint)").response { completion($0.data) }
            }
            func get(userID: String, completion: @escaping (Data?) -> Void) {
                AF.request("\\(APIClient.base)/users/\\(userID)").response { completion($0.data) }
            }
            func fetchUser(id: Int, completion: @escaping (Data?) -> Void) {
                get(endpoint: "users/\\(id)", completion: completion)
            }
            func fetch(resource: String, completion: @escaping (Data?) -> Void) {
                get(endpoint: resource, completion: completion)
            }
            func post(path: String) {
                AF.request(APIClient.base + path, method: .post).response { _ in }
            }
            func send(endpoint: String) {
                post(path: "/v2/\\(endpoint)")
            }
        }
        class APIEndpoint {
            class var name: String { "" }
            let client = APIClient()
            func all(completion: @escaping (Data?) -> Void) {
                client.get(endpoint: Self.name, completion: completion)
            }
            func one(id: Int, completion: @escaping (Data?) -> Void) {
                client.get(endpoint: "\\(Self.name)/\\(id)", completion: completion)
            }
            func remove(id: Int) {
                AF.request("\\(APIClient.base)/\\(Self.name)/\\(id)", method: .delete).response { _ in }
            }
        }
        final class DevicesAPI: APIEndpoint {
            override class var name: String { "devices" }
            func update(deviceID: Int) {
                AF.request("\\(APIClient.base)/\\(Self.name)/\\(deviceID)", method: .put).response { _ in }
            }
        }
        final class MagicLinksAPI: APIEndpoint {
            override class var name: String { "magic-links" }
            func create(completion: @escaping (Data?) -> Void) {
                client.get(endpoint: Self.name, completion: completion)
            }
        }
        """

    @Test func whatTheCallerHandsIsWrittenWhereTheHelperReadsIt() {
        let report = analyze([
            "Client.swift": Self.client,
            "ProfileViewController.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    let client = APIClient()
                    let links = MagicLinksAPI()
                    static let settingsPath = "me/settings"
                    var current = "drafts"
                    func me() { client.get(endpoint: "me") { _ in } }
                    func user() { client.fetchUser(id: 3) { _ in } }
                    func orders() { client.fetch(resource: "orders") { _ in } }
                    func settings() { client.get(endpoint: Self.settingsPath) { _ in } }
                    func magic() { links.create { _ in } }
                    func allLinks() { links.all { _ in } }
                    func oneLink() { links.one(id: 7) { _ in } }
                    func drafts() { client.get(endpoint: current) { _ in } }
                    func profile() { client.get(userID: "42") { _ in } }
                    func pin(reward: String?) {
                        var path = "rewards"
                        if let reward { path = reward }
                        client.get(endpoint: path) { _ in }
                    }
                    func blank() { client.get(endpoint: "") { _ in } }
                    func like() { client.send(endpoint: "likes") }
                    func device() { DevicesAPI().update(deviceID: 1) }
                    func removeDevice() { DevicesAPI().remove(id: 2) }
                }
                """,
        ])
        #expect(apiCallLines(of: "ProfileViewController", in: report) == [
            "me() GET /me APIClient.get",
            "user() GET /users/{id} APIClient.fetchUser",
            "orders() GET /orders APIClient.fetch",
            "settings() GET /me/settings APIClient.get",
            "magic() GET /magic-links MagicLinksAPI.create",
            // Inherited, `all()` and `one(id:)` read `Self.name`, which the subclass overrides: they are its own.
            "allLinks() GET /magic-links MagicLinksAPI.all",
            "oneLink() GET /magic-links/{id} MagicLinksAPI.one",
            // A variable's value may change: the helper's placeholder stays.
            "drafts() GET /{endpoint} APIClient.get",
            // A value handed for a parameter not named for a location (an identifier) stays its placeholder.
            "profile() GET /users/{userID} APIClient.get",
            // A local set again holds no one value.
            "pin(reward:) GET /{endpoint} APIClient.get",
            // An empty literal is the server's root, as written.
            "blank() GET / APIClient.get",
            // A helper handed the path whole, by a caller that builds it around a parameter of its own.
            "like() POST /v2/likes APIClient.send",
            // A type's own constant written in its URL, or in one it inherits.
            "device() PUT /devices/{deviceID} DevicesAPI.update",
            "removeDevice() DELETE /devices/{id} DevicesAPI.remove",
        ])
    }
}
