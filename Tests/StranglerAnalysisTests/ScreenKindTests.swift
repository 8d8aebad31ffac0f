import Testing
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
}
