import Testing
import StranglerSources
@testable import StranglerAnalysis

/// Which VIP+W component a member belongs in when its code shows nothing to decide by.
struct MemberRoleTests {
    static func roles(_ body: String) -> [String: Set<Role>] {
        let (screen, _) = screen(viewControllerBody: body)
        return Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
    }

    /// Focus for iOS's `PortraitHostingController` sent `shouldAutorotate` to the Interactor as business logic.
    @Test func overridesOfTheFrameworkStayInTheViewController() {
        let found = Self.roles("""
            override var shouldAutorotate: Bool { return false }
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) { shaken = true }
            var shaken = false
            var total: Int { items.count }
            let items: [Int] = []
            """)
        #expect(found["shouldAutorotate"] == [.viewController])
        #expect(found["preferredStatusBarStyle"] == [.viewController])
        // An entry point UIKit calls, like a lifecycle method: it stays, and what it does goes where it belongs.
        #expect(found["motionEnded(_:with:)"] == [.viewController, .interactor])
        #expect(found["total"] == [.interactor])
        #expect(found["shaken"] == [.interactor])
    }

    @Test func anOverrideThatDoesWorkSendsItWhereTheWorkGoes() {
        let found = Self.roles("""
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                UserDefaults.standard.set(true, forKey: "shaken")
            }
            """)
        #expect(found["motionEnded(_:with:)"] == [.viewController, .worker])
    }

    /// Pocket Casts' screens override their base class's `handleThemeChanged()`: the codebase's method, not UIKit's.
    @Test func anOverrideOfTheCodebasesBaseClassIsJudgedByWhatItDoes() {
        let report = analyze("""
            import UIKit
            class ThemedViewController: UIViewController {
                func handleThemeChanged() {}
            }
            final class PlayerViewController: ThemedViewController {
                var isDark = false
                override func handleThemeChanged() { isDark.toggle() }
                override var prefersStatusBarHidden: Bool { true }
            }
            """)
        let members = report.screens.first { $0.name == "PlayerViewController" }!.members
        #expect(Set(members.first { $0.name == "handleThemeChanged()" }!.roles) == [.interactor])
        #expect(Set(members.first { $0.name == "prefersStatusBarHidden" }!.roles) == [.viewController])
    }

    /// ChatSecure's and Artsy Folio's delegate callbacks and target-action methods went to the Interactor as business logic.
    @Test func delegateCallbacksAndTargetActionsStayInTheViewController() {
        let report = analyze("""
            import UIKit
            final class ComposeViewController: UIViewController, MFMailComposeViewControllerDelegate, UISearchControllerDelegate {
                var sent = 0
                @objc func cancelButtonPressed(_ sender: UIBarButtonItem) {}
                func mailComposeController(_ controller: MFMailComposeViewController, didFinishWith result: MFMailComposeResult, error: Error?) {}
                func didDismissSearchController(_ searchController: UISearchController) {}
                func mailComposeControllerWithRecipients(_ recipients: [String]) -> Int { recipients.count }
                func searchResults(for query: String, sender: Any) -> Int { query.count }
                func sendDraft(_ sender: Any) -> Int { sent }
                static var shared: ComposeViewController? { nil }
                var shared: Int { 1 }
            }
            """)
        let roles = Dictionary(report.screens[0].members.map { ($0.name, Set($0.roles)) }, uniquingKeysWith: { first, _ in first })
        #expect(roles["cancelButtonPressed(_:)"] == [.viewController])
        #expect(roles["mailComposeController(_:didFinishWith:error:)"] == [.viewController])
        #expect(roles["didDismissSearchController(_:)"] == [.viewController])
        // Named after the sender but going on with a preposition: a factory, not a callback.
        #expect(roles["mailComposeControllerWithRecipients(_:)"] == [.interactor])
        // A `sender` beside other parameters, or a protocol the screen does not adopt.
        #expect(roles["searchResults(for:sender:)"] == [.interactor])
        #expect(roles["sendDraft(_:)"] == [.viewController], "one parameter named sender: a target-action method")
        #expect(report.screens[0].members.filter { $0.name == "shared" }.count == 2, "a static and an instance property")
    }

    @Test func delegateCallbacksNamedAfterTheirSender() {
        let senders = ScreenAnalyzer.delegateSenders([
            TypeDecl(
                name: "A", kind: .class,
                inherited: ["UIViewController", "WYPopoverControllerDelegate", "ARModalAlertViewControllerDelegate", "UITableViewDataSource", "DownloadDelegate"],
                file: "A.m", line: 1, endLine: 2, members: []
            ),
        ])
        #expect(senders == [["popover", "controller"], ["modal", "alert", "view", "controller"], ["table", "view"], ["download"]])
        for name in ["popoverControllerDidDismissPopover:", "modalViewController:didReturnStatus:", "tableView:heightForRowAtIndexPath:", "willDismissPopoverController:", "downloadDidFail:", "download:"] {
            #expect(ScreenAnalyzer.isDelegateCallback(name, senders: senders), "\(name)")
        }
        for name in ["presentViewController:animated:completion:", "showAlbumPopover:", "controllerDidChange:", "popoverControllerForItem:", "viewDidLoad", "downloadTheFileIfNeeded"] {
            #expect(!ScreenAnalyzer.isDelegateCallback(name, senders: senders), "\(name)")
        }
    }
}

