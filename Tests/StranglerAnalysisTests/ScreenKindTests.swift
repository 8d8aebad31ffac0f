import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// Each screen's kind follows its root framework class and its language.
struct ScreenKindTests {
    static let report = analyze([
        "Mac/BaseSplitController.swift": """
            import AppKit
            class BaseSplitController: NSSplitViewController {}
            final class SidebarSplitController: BaseSplitController {}
            """,
        "Mac/TimelineViewController.swift": """
            import AppKit
            final class TimelineViewController: NSViewController {
                @IBOutlet weak var tableView: NSTableView!
            }
            """,
        "iOS/FeedViewController.swift": """
            import UIKit
            final class FeedViewController: UITableViewController {}
            """,
        "iOS/ChatViewController.swift": """
            import MessageKit
            final class ChatViewController: MessagesViewController {}
            """,
    ])

    static func kind(_ name: String) -> ScreenAnalysis.Kind? {
        report.screens.first { $0.name == name }?.kind
    }

    @Test func appKitControllersAreAppKitScreens() {
        #expect(Self.kind("TimelineViewController") == .appkit)
        #expect(Self.kind("SidebarSplitController") == .appkit)
    }

    @Test func uiKitAndThirdPartyControllersAreUIKitScreens() {
        #expect(Self.kind("FeedViewController") == .uikit)
        #expect(Self.kind("ChatViewController") == .uikit)
    }

    /// Pocket Casts' and DuckDuckGo's test targets declare mock view controllers, and Artsy Folio's tests redeclare
    /// each screen's class extension: no screens, and no part of one.
    @Test func testFilesDeclareNoScreenAndAddNothingToOne() throws {
        let files = [
            "App/ProductViewController.h": "@interface ProductViewController : UIViewController\n@end\n",
            "App/ProductViewController.m": "@implementation ProductViewController\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end\n",
            "AppTests/ProductViewControllerTests.m": """
                @interface ProductViewController ()
                @property (nonatomic, strong) NSString *secret;
                - (void)reload;
                @end
                @implementation ProductViewControllerTests
                @end
                """,
            "AppTests/Mocks/MockPresentingViewController.swift": "import UIKit\nfinal class MockPresentingViewController: UIViewController {}\n",
            "App/Helpers/TestingViewController.swift": "import UIKit\nfinal class TestingViewController: UIViewController {}\n",
        ]
        let report = analyze(files)
        #expect(report.screens.map(\.name) == ["ProductViewController", "TestingViewController"])
        let product = try #require(report.screens.first)
        #expect(product.files == ["App/ProductViewController.h", "App/ProductViewController.m"])
        #expect(!product.members.contains { $0.name == "secret" })
        // Globs of the project's own (`plan: test_paths:`) decide.
        let custom = Analyzer(testPaths: ["App/Helpers/*"]).analyze(InMemorySources.load(files))
        #expect(custom.screens.map(\.name) == ["MockPresentingViewController", "ProductViewController"])
        #expect(custom.screens.last?.files.count == 3)
    }
}

