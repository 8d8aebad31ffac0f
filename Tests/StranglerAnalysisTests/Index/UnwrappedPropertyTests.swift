import Testing
@testable import StranglerAnalysis

/// `guard let webView = webView` and `if let client = client` unwrap the property of their name: what the member does with
/// the local is what it does with the property. A binding that unwraps a parameter of the same name keeps the
/// parameter's type.
@Suite struct UnwrappedPropertyTests {
    static let report = analyze([
        "Clients.swift": """
            import Foundation
            final class APIClient {
                func fetchProfile() { URLSession.shared.dataTask(with: URL(string: "https://example.com/profile")!).resume() }
            }
            final class Greeter {
                func greet() -> String { "Hello" }
            }
            """,
        "ProfileViewController.swift": """
            import UIKit
            final class ProfileViewController: UIViewController {
                weak var badgeView: UIView?
                var client: APIClient?
                func highlight() {
                    guard let badgeView = badgeView else { return }
                    badgeView.backgroundColor = .red
                }
                func reload() {
                    if let client = client {
                        client.fetchProfile()
                    }
                }
                func welcome(client: Greeter?) {
                    guard let client = client else { return }
                    print(client.greet())
                }
            }
            """,
    ])

    static func responsibilities(of member: String) -> Set<Responsibility> {
        let screen = report.screens.first { $0.name == "ProfileViewController" }
        return Set(screen?.responsibilities.filter { $0.evidence.contains { $0.member == member } }.map(\.kind) ?? [])
    }

    @Test func aBindingThatUnwrapsThePropertyOfItsNameIsThatProperty() {
        #expect(Self.responsibilities(of: "highlight()") == [.ui])
        #expect(Self.responsibilities(of: "reload()") == [.networking])
        #expect(apiCallLines(of: "ProfileViewController", in: Self.report) == ["reload() GET /profile APIClient.fetchProfile"])
    }

    @Test func oneThatUnwrapsAParameterOfThatNameIsTheParameter() {
        #expect(!Self.responsibilities(of: "welcome(client:)").contains(.networking))
    }

    /// An alert's title is no piece of the path of a request made from what the user types into the alert's text field.
    @Test func theTextOfAUIElementIsNoPieceOfAPath() {
        let report = analyze([
            "Store.swift": """
                import Foundation
                final class PodcastStore {
                    func addSubscription(mrl: URL) { URLSession.shared.dataTask(with: URLRequest(url: mrl)).resume() }
                }
                """,
            "PodcastsViewController.swift": """
                import UIKit
                final class PodcastsViewController: UIViewController {
                    let store = PodcastStore()
                    func presentAddSubscriptionAlert() {
                        let alertController = UIAlertController(title: "PODCAST_ADD_VIA_RSS", message: nil, preferredStyle: .alert)
                        let addAction = UIAlertAction(title: "Add", style: .default) { [weak alertController] _ in
                            let text = alertController?.textFields?.first?.text ?? ""
                            guard let url = URL(string: text) else { return }
                            self.store.addSubscription(mrl: url)
                        }
                        alertController.addAction(addAction)
                    }
                }
                """,
        ])
        #expect(apiCallLines(of: "PodcastsViewController", in: report) == [
            "presentAddSubscriptionAlert() GET ? PodcastStore.addSubscription",
        ])
    }
}
