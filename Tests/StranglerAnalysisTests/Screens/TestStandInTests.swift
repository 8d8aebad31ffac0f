import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// Test code does not change what the app's code is read as: a test target that declares its own stand-ins for UIKit
/// (`open class UIViewController {}`, `open class UIView {}`, a `class UIButton`) shadows none of the framework's types for
/// the app, which is read against the app's declarations. Its screens are still found, with the same roles, outlets that
/// are still UI, and the same calls.
@Suite struct TestStandInTests {
    static let app = [
        "App/ProfileViewController.swift": """
            import UIKit

            final class ProfileViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet weak var saveButton: UIButton!
                let headerView = UIView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameLabel.text = UserDefaults.standard.string(forKey: "name")
                    saveButton.isEnabled = true
                    headerView.backgroundColor = .red
                }

                @IBAction func saveTapped(_ sender: UIButton) {
                    URLSession.shared.dataTask(with: URL(string: "https://example.com/profile")!).resume()
                    navigationController?.popViewController(animated: true)
                }
            }
            """,
    ]

    static let tests = [
        "AppTests/StandIns/UIKitStandIns.swift": """
            open class UIViewController {
                open func viewDidLoad() {}
                public var navigationController: UINavigationController?
            }
            open class UINavigationController: UIViewController {
                open func popViewController(animated: Bool) -> UIViewController? { nil }
            }
            open class UIView {
                public var backgroundColor: UIColor?
            }
            open class UILabel: UIView { public var text: String? }
            public struct UIColor { public static let red = UIColor() }
            """,
        "AppTests/ProfileViewControllerTests.swift": """
            import XCTest
            @testable import App

            final class ProfileViewControllerTests: XCTestCase {
                func testLoads() {
                    let sut = ProfileViewController()
                    sut.viewDidLoad()
                }
            }
            class UIButton: UIView { var isEnabled = true }
            """,
    ]

    /// What a reader compares: each screen, its members' roles, its responsibilities with their evidence, calls and navigation.
    static func reading(_ files: [String: String]) -> [String] {
        var lines: [String] = []
        for screen in Analyzer().analyze(InMemorySources.load(files)).screens {
            lines.append("screen \(screen.name) \(screen.kind) \(screen.superclass ?? "-")")
            for member in screen.members {
                lines.append("member \(member.name) \(member.roles.map(\.rawValue)) \(member.responsibilities.map(\.rawValue))")
            }
            for kind in screen.responsibilities {
                for evidence in kind.evidence { lines.append("\(kind.kind) \(evidence.symbol) \(evidence.member)") }
            }
            for call in screen.apiCalls { lines.append("api \(call.method ?? "?") \(call.path ?? "?") \(call.via)") }
            for step in screen.navigation { lines.append("navigation \(step.action) \(step.member)") }
        }
        return lines
    }

    @Test func theAppIsReadAsWithoutItsTests() {
        let alone = Self.reading(Self.app)
        #expect(alone.contains("screen ProfileViewController uikit UIViewController"))
        #expect(alone.contains("member saveButton [\"viewController\"] [\"ui\"]"))
        #expect(alone.contains("api GET /profile URLSession.shared.dataTask"))
        #expect(Self.reading(Self.app.merging(Self.tests) { app, _ in app }) == alone)
    }

    /// A test's own view controller is still no screen of the app.
    @Test func aTestsViewControllerIsNoScreen() {
        let files = Self.app.merging(["AppTests/FakeViewController.swift": "import XCTest\nimport UIKit\nfinal class FakeViewController: UIViewController {}\n"]) { app, _ in app }
        #expect(Analyzer().analyze(InMemorySources.load(files)).screens.map(\.name) == ["ProfileViewController"])
    }
}
