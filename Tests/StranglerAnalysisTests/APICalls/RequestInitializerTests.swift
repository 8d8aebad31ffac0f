import Testing
@testable import StranglerAnalysis

/// A codebase's own initializer of `URLRequest` that sets the method (`extension URLRequest { init(postJson url:
/// URL, params: [String: Any] = [:]) { self.init(url: url); self.httpMethod = "POST" … } }`) says the method of the request
/// it makes, not URLRequest's default `GET`.
@Suite struct RequestInitializerTests {
    static let api = """
        import Foundation
        extension URLRequest {
            init(postJson url: URL, params: [String: Any] = [:]) throws {
                self.init(url: url)
                self.httpMethod = "POST"
                self.httpBody = try JSONSerialization.data(withJSONObject: params)
            }
            init(deleteJson url: URL) {
                self.init(url: url)
                httpMethod = "DELETE"
            }
            init(json url: URL) {
                self.init(url: url)
                addValue("application/json", forHTTPHeaderField: "Content-Type")
            }
        }
        enum BuildAPI {
            static func path(_ path: String) -> URL { URL(string: "https://api.example.com" + path)! }
            static func signup(email: String) async throws {
                _ = try await URLSession.shared.data(for: .init(postJson: path("/application/signup"), params: ["email": email]))
            }
            static func deleteAccount() async throws {
                _ = try await URLSession.shared.data(for: URLRequest(deleteJson: path("/account")))
            }
            static func signin() async throws {
                let request = try URLRequest(postJson: path("/application/signin"))
                _ = try await URLSession.shared.data(for: request)
            }
            static func account() async throws {
                _ = try await URLSession.shared.data(for: URLRequest(json: path("/account")))
            }
            static func balance() async throws {
                _ = try await URLSession.shared.data(for: URLRequest(url: path("/account/balance")))
            }
        }
        """

    @Test func theInitializerTheCallNamesSaysTheMethod() async {
        let report = analyze([
            "BuildAPI.swift": Self.api,
            "AccountViewController.swift": """
                import UIKit
                final class AccountViewController: UIViewController {
                    func signupTapped() { Task { try await BuildAPI.signup(email: "a@b.c") } }
                    func deleteTapped() { Task { try await BuildAPI.deleteAccount() } }
                    func signinTapped() { Task { try await BuildAPI.signin() } }
                    func accountTapped() { Task { try await BuildAPI.account() } }
                    func balanceTapped() { Task { try await BuildAPI.balance() } }
                }
                """,
        ])
        #expect(apiCallLines(of: "AccountViewController", in: report) == [
            // Inline, as an implicit member, and by the type's name.
            "signupTapped() POST /application/signup BuildAPI.signup",
            "deleteTapped() DELETE /account BuildAPI.deleteAccount",
            // In a local the request reads.
            "signinTapped() POST /application/signin BuildAPI.signin",
            // An initializer that sets no method, and Foundation's own: URLRequest's `GET`.
            "accountTapped() GET /account BuildAPI.account",
            "balanceTapped() GET /account/balance BuildAPI.balance",
        ])
    }
}
