import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// The codebase's free functions are its own code, read as a type's members are: a screen that calls one does what it
/// does: `fetch_profile(id:)` sends a request through `authenticated_request(method:url:)`, `openURLInBrowser(_:_:)`
/// presents an `SFSafariViewController`, `clearCachesDirectory()` writes.
@Suite struct FreeFunctionTests {
    @Test func aScreenThatCallsAFunctionThatSendsARequestSendsIt() {
        let report = analyze([
            "Requests.swift": """
                import Foundation
                func authenticated_request(method: String, url: URL) async throws -> Data {
                    var request = URLRequest(url: url)
                    request.httpMethod = method
                    return try await URLSession.shared.data(for: request).0
                }
                func fetch_profile(id: String) async throws -> Data {
                    try await authenticated_request(method: "GET", url: URL(string: "https://push.example.com/profiles/\\(id)")!)
                }
                """,
            "ProfileViewController.swift": """
                import UIKit
                final class ProfileViewController: UIViewController {
                    var id = ""
                    func load() async throws { _ = try await fetch_profile(id: id) }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "ProfileViewController" }
        #expect(screen?.responsibilities.first { $0.kind == .networking }?.evidence.map(\.symbol) == ["fetch_profile"])
        #expect(apiCallLines(of: "ProfileViewController", in: report) == ["load() GET /profiles/{id} fetch_profile"])
    }

    @Test func aFunctionThatPresentsIsNavigationAndOneThatWritesIsPersistence() {
        let report = analyze([
            "Helpers.swift": """
                import UIKit
                import SafariServices
                func openURLInBrowser(_ url: URL, _ controller: UIViewController) {
                    controller.present(SFSafariViewController(url: url), animated: true)
                }
                func clearCachesDirectory() {
                    try? FileManager.default.removeItem(at: FileManager.default.temporaryDirectory)
                }
                """,
            "SettingsViewController.swift": """
                import UIKit
                final class SettingsViewController: UIViewController {
                    func openHelp() { openURLInBrowser(URL(string: "https://help.example.com")!, self) }
                    func clear() { clearCachesDirectory() }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "SettingsViewController" }
        #expect(screen?.navigation.map { "\($0.member) \($0.action) \($0.destination ?? "?")" } == ["openHelp() present SFSafariViewController"])
        #expect(screen?.responsibilities.first { $0.kind == .persistence }?.evidence.map(\.member) == ["clear()"])
    }

    /// The screen's own method, or its superclass's, answers for its name first; a function the codebase does not declare
    /// (`print`, `max`) stays the framework's.
    @Test func aMemberOfTheSameNameAndAnUndeclaredFunctionAreNoFreeFunctionCalls() {
        let report = analyze([
            "Requests.swift": """
                import Foundation
                func refresh() { URLSession.shared.dataTask(with: URL(string: "https://api.example.com/feed")!).resume() }
                """,
            "FeedViewController.swift": """
                import UIKit
                class BaseViewController: UIViewController {
                    func refresh() { view.setNeedsLayout() }
                }
                final class FeedViewController: BaseViewController {
                    func reload() { refresh(); print(max(1, 2)) }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "FeedViewController" }
        #expect(screen != nil)
        #expect(screen?.responsibilities.contains { $0.kind == .networking } == false)
        #expect(screen?.apiCalls.isEmpty == true)
    }
}
