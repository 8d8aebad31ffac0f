import Testing
@testable import StranglerAnalysis

/// A Moya request shows the endpoint and method its `TargetType` declares for the case it sends, case by case,
/// instead of the case's arguments read as a URL (`.user(name: "octocat")` is no `GET /octocat`).
@Suite struct MoyaTargetTests {
    static let target = """
        import Foundation
        import Moya

        enum GitHubAPI {
            case user(name: String)
            case repos(user: String)
            case star(owner: String, repo: String)
            case search(query: String)
        }

        extension GitHubAPI: TargetType {
            var baseURL: URL { URL(string: "https://api.github.com")! }
            var path: String {
                switch self {
                case .user(let name): return "/users/\\(name)"
                case .repos(let user):
                    return "/users/\\(user)/repos"
                case .star(let owner, let repo): return "/user/starred/\\(owner)/\\(repo)"
                case .search: return "/search/" + Search.kind
                }
            }
            var method: Moya.Method {
                switch self {
                case .star: return .put
                default: return .get
                }
            }
            var task: Task { .requestPlain }
        }

        enum SlackAPI: TargetType {
            case user(id: String)
            var path: String {
                switch self {
                case .user(let id): return "/users.info/\\(id)"
                }
            }
        }

        final class GitHubService {
            let provider = MoyaProvider<GitHubAPI>()
            func repos(of user: String) { provider.request(.repos(user: user)) { _ in } }
        }
        """

    static let report = analyze([
        "GitHubAPI.swift": target,
        "ProfileViewController.swift": """
            import UIKit
            import Moya
            final class ProfileViewController: UIViewController {
                let provider = MoyaProvider<GitHubAPI>()
                let service = GitHubService()
                func load(name: String) { provider.request(.user(name: name)) { _ in } }
                func star() { provider.request(GitHubAPI.star(owner: "apple", repo: "swift")) { _ in } }
                func repos() { service.repos(of: "octocat") }
                func search() { provider.request(.search(query: "swift")) { _ in } }
                func other(_ provider: MoyaProvider<MultiTarget>) { provider.request(.user(name: "x")) { _ in } }
            }
            """,
    ])

    @Test func eachCaseShowsItsTargetsPathAndMethod() {
        let calls = apiCallLines(of: "ProfileViewController", in: Self.report)
        #expect(calls == [
            // GitHubAPI's `user`, the provider's target, though SlackAPI has a `user` case too.
            "load(name:) GET /users/{name} provider.request",
            "star() PUT /user/starred/{owner}/{repo} provider.request",
            "repos() GET /users/{user}/repos GitHubService.repos",
            // A path built of other values stays unknown; the method still shows.
            "search() GET ? provider.request",
            // A target the codebase does not declare: no guess from the case's arguments.
            "other(_:) ? ? provider.request",
        ], "and making the provider is no API call")
    }
}
