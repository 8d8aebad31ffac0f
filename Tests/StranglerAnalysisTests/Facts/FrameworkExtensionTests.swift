import Testing
@testable import StranglerAnalysis

/// A codebase's extension of one of UIKit's classes reaches the screens below it through UIKit's own classes:
/// `extension NSObject { var appDelegate: AppDelegate }` is read by every screen, a `UITableViewController` subclass calls
/// the codebase's `extension UIViewController { func showError(_:) }` and reads what its methods return. An extension of `UIView` is no screen's.
@Suite struct FrameworkExtensionTests {
    static let source = """
        import UIKit
        extension NSObject {
          var appDelegate: AppDelegate { UIApplication.shared.delegate as! AppDelegate }
        }
        extension UIView {
          var session: Backend { Backend() }
        }
        extension UIViewController {
          func showError(_ message: String) {
            let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
            present(alert, animated: true)
          }
          func backend() -> Backend { Backend() }
        }
        final class Backend {
          func sync() async throws {
            _ = try await URLSession.shared.data(from: URL(string: "https://x.org/sync")!)
          }
        }
        class AppDelegate: UIResponder, UIApplicationDelegate {
          lazy var backend = Backend()
        }
        final class SongsViewController: UITableViewController {
          func refresh() async {
            do {
              try await appDelegate.backend.sync()
            } catch {
              showError("\\(error)")
            }
          }
          func reloadAll() async throws {
            try await backend().sync()
          }
          func reload() async throws {
            try await session.sync()
          }
        }
        """

    @Test func anExtensionOfNSObjectOrUIViewControllerReachesATableViewControllerSubclass() throws {
        let screen = try #require(analyze(Self.source).screens.first { $0.name == "SongsViewController" })
        #expect(screen.apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?") \($0.member)" } == ["GET /sync refresh()", "GET /sync reloadAll()"])
        #expect(screen.navigation.map { "\($0.action) \($0.destination ?? "?") \($0.member)" } == ["present UIAlertController refresh()"])
    }

    @Test func anExtensionOfUIViewIsNoScreens() throws {
        let screen = try #require(analyze(Self.source).screens.first { $0.name == "SongsViewController" })
        #expect(!screen.members.contains { $0.name == "reload()" && $0.roles.contains(.worker) })
        #expect(screen.responsibility(.networking)?.evidence.map(\.member) == ["refresh()", "reloadAll()"])
    }
}
