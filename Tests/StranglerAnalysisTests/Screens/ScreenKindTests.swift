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
        "Mac/MainWindowController.swift": """
            import AppKit
            final class MainWindowController: NSWindowController {
                override func windowDidLoad() {
                    super.windowDidLoad()
                    window?.title = "Feeds"
                }
                func toggleSidebar() {
                    window?.toggleToolbarShown(nil)
                }
            }
            final class WindowFactory: NSObject {
                func make() -> NSWindow { NSWindow() }
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

    /// A Mac app's window controller (`MainWindowController`) is the controller of its window, as a view controller is of
    /// a screen: its `windowDidLoad()` is the lifecycle, its `window` the UI.
    @Test func windowControllersAreAppKitScreens() throws {
        #expect(Self.kind("MainWindowController") == .appkit)
        #expect(Self.kind("WindowFactory") == nil)
        let screen = try #require(Self.report.screens.first { $0.name == "MainWindowController" })
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["windowDidLoad()"] == [.viewController])
        #expect(roles["toggleSidebar()"] == [.viewController])
        #expect(screen.members.first { $0.name == "windowDidLoad()" }?.reasons.contains { $0.hasPrefix("view lifecycle") } == true)
    }

    @Test func uiKitAndThirdPartyControllersAreUIKitScreens() {
        #expect(Self.kind("FeedViewController") == .uikit)
        #expect(Self.kind("ChatViewController") == .uikit)
    }

    /// Mock view controllers a test target declares, and a screen's class extension a test redeclares, are no screens,
    /// and no part of one.
    @Test func testFilesDeclareNoScreenAndAddNothingToOne() throws {
        let files = [
            "App/ProductViewController.h": "@interface ProductViewController : UIViewController\n@end\n",
            "App/ProductViewController.m": "@implementation ProductViewController\n- (void)viewDidLoad { [super viewDidLoad]; }\n@end\n",
            "AppTests/ProductViewControllerTests.m": """
                #import <XCTest/XCTest.h>
                @interface ProductViewController ()
                @property (nonatomic, strong) NSString *secret;
                - (void)reload;
                @end
                @implementation ProductViewControllerTests
                @end
                """,
            "AppTests/Mocks/MockPresentingViewController.swift": "import UIKit\nfinal class MockPresentingViewController: UIViewController {}\n",
            "App/Helpers/TestingViewController.swift": "import UIKit\nfinal class TestingViewController: UIViewController {}\n",
            // Named like a test target, but no test is there: the app's A/B experiments (an `EditSplitTests/` module).
            "App/Modules/EditSplitTests/EditSplitTestsViewController.swift": "import UIKit\nfinal class EditSplitTestsViewController: UIViewController {}\n",
        ]
        let report = analyze(files)
        #expect(report.screens.map(\.name) == ["EditSplitTestsViewController", "ProductViewController", "TestingViewController"])
        let product = try #require(report.screens.first { $0.name == "ProductViewController" })
        #expect(product.files == ["App/ProductViewController.h", "App/ProductViewController.m"])
        #expect(!product.members.contains { $0.name == "secret" })
        // Globs of the project's own (`plan: test_paths:`) decide.
        let custom = Analyzer(testPaths: ["App/Helpers/*"]).analyze(InMemorySources.load(files))
        #expect(custom.screens.map(\.name) == ["EditSplitTestsViewController", "MockPresentingViewController", "ProductViewController"])
        #expect(custom.screens.last?.files.count == 3)
    }

    /// A SwiftUI view is a screen when it keeps state and does I/O itself; one that only keeps state (its work in a view
    /// model or a store) is listed apart, and a view without state not at all.
    @Test func swiftUIViewsThatOnlyKeepStateAreListedApart() {
        let report = analyze("""
            import SwiftUI
            struct FeedView: View {
                @State private var items: [String] = []
                var body: some View { List(items, id: \\.self) { Text($0) }.task { await load() } }
                func load() async { _ = try? await URLSession.shared.data(from: URL(string: "https://feed.example.com/items")!) }
            }
            struct FilterView: View {
                @StateObject private var viewModel = FilterViewModel()
                @State private var isExpanded = false
                var body: some View { Toggle("Expanded", isOn: $isExpanded).onAppear { viewModel.refresh() } }
            }
            struct BadgeView: View {
                let count: Int
                var body: some View { Text("\\(count)") }
            }
            """)
        #expect(report.screens.map(\.name) == ["FeedView"])
        #expect(report.stateOnlyViews.map(\.name) == ["FilterView"])
    }
}
