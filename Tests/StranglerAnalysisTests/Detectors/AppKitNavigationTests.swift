import Testing
@testable import StranglerAnalysis

/// Where an AppKit screen goes: presenting popovers and sheets, showing detached windows, running alerts and open
/// panels, and dismissing itself are all navigation.
@Suite struct AppKitNavigationTests {
    static let report = analyze("""
        import AppKit
        final class DownloadsViewController: NSViewController {}
        final class VideoPlayerWindowController: NSWindowController {}
        final class PreferencesViewController: NSViewController {
            var detached: VideoPlayerWindowController?
            let session = URLSession.shared
            @IBAction func showDownloads(_ sender: NSButton) {
                present(DownloadsViewController(), asPopoverRelativeTo: sender.bounds, of: sender, preferredEdge: .maxY, behavior: .transient)
            }
            @IBAction func showSheet(_ sender: Any) { presentAsSheet(DownloadsViewController()) }
            @IBAction func close(_ sender: Any) { dismiss(self) }
            func detach() { detached?.showWindow(self) }
            func failed(_ error: Error) {
                let alert = NSAlert(error: error)
                alert.runModal()
            }
            func chooseFolder() {
                let panel = NSOpenPanel()
                panel.begin { _ in }
            }
            func load(_ progress: Progress) {
                progress.begin()
                session.finishTasksAndInvalidate()
            }
        }
        """)

    @Test func presentationsWindowsAlertsPanelsAndDismissals() {
        let navigation = Self.report.screens.first { $0.name == "PreferencesViewController" }!.navigation
        #expect(navigation.map { "\($0.member) \($0.action) \($0.destination ?? "?")" } == [
            "showDownloads(_:) present DownloadsViewController", "showSheet(_:) present DownloadsViewController", "close(_:) dismiss ?",
            "detach() show VideoPlayerWindowController", "failed(_:) present NSAlert", "chooseFolder() present NSOpenPanel",
        ])
    }

    /// AppKit presents an error as an alert itself (`presentError(_:)`), and the share menu is a presentation; UIKit has
    /// no `presentError`, so a UIKit screen calling one it does not declare shows nothing known.
    @Test func errorsAndTheShareMenu() {
        let report = analyze("""
            import AppKit
            import UIKit
            final class SessionViewController: NSViewController {
                func failed(_ error: Error) { presentError(error) }
                func windowFailed(_ error: Error) { view.window?.presentError(error) }
                func appFailed(_ error: Error) { NSApp.presentError(error) }
                @IBAction func share(_ sender: NSButton) {
                    let picker = NSSharingServicePicker(items: [URL(string: "https://example.com")!])
                    picker.show(relativeTo: sender.bounds, of: sender, preferredEdge: .minY)
                }
            }
            final class ProfileViewController: UIViewController {
                func failed(_ error: Error) { presentError(error) }
                func shown(_ popover: Popover) { popover.show(relativeTo: .zero, of: view) }
            }
            """)
        #expect(Self.navigation(report, "SessionViewController") == [
            "failed(_:) present NSAlert", "windowFailed(_:) present NSAlert", "appFailed(_:) present NSAlert",
            "share(_:) present NSSharingServicePicker",
        ])
        #expect(Self.navigation(report, "ProfileViewController").isEmpty)
    }

    static func navigation(_ report: AnalysisReport, _ name: String) -> [String] {
        report.screens.first { $0.name == name }?.navigation.map { "\($0.member) \($0.action) \($0.destination ?? "?")" } ?? []
    }
    /// Objective-C Mac screens: `presentViewControllerAsSheet:`, `dismissViewController:`, an alert's
    /// `beginSheetModalForWindow:completionHandler:` and the workspace's `openURL:` are read as Swift imports them, as the
    /// files they write are (`writeToFile:atomically:`, `NSFileManager`'s `removeItemAtPath:error:`).
    @Test func objectiveCScreensPresentDismissOpenAndWriteFiles() throws {
        let report = analyze([
            "SafesViewController.h": """
                @interface SafesViewController : NSViewController
                @end
                @interface DatabaseSettingsViewController : NSViewController
                @end
                """,
            "SafesViewController.m": """
                @implementation SafesViewController
                - (IBAction)onSettings:(id)sender {
                    DatabaseSettingsViewController *settings = [[DatabaseSettingsViewController alloc] init];
                    [self presentViewControllerAsSheet:settings];
                }
                - (IBAction)onClose:(id)sender {
                    [self dismissViewController:self];
                }
                - (IBAction)onHelp:(id)sender {
                    [[NSWorkspace sharedWorkspace] openURL:[NSURL URLWithString:@"https://example.com/help"]];
                }
                - (IBAction)onConfirm:(id)sender {
                    NSAlert *alert = [[NSAlert alloc] init];
                    [alert beginSheetModalForWindow:self.view.window completionHandler:nil];
                }
                - (void)export:(NSData *)data to:(NSString *)path {
                    [data writeToFile:path atomically:YES];
                    NSError *error;
                    [NSFileManager.defaultManager removeItemAtPath:[path stringByAppendingString:@".tmp"] error:&error];
                }
                @end
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "SafesViewController" })
        #expect(screen.navigation.map { "\($0.member) \($0.action) \($0.destination ?? "?")" } == [
            "onSettings: present DatabaseSettingsViewController", "onClose: dismiss ?", "onHelp: openURL https://example.com/help",
            "onConfirm: present NSAlert",
        ])
        #expect(screen.sideEffects.filter { $0.kind == "persistenceWrite" }.map(\.member) == ["export:to:", "export:to:"])
    }
    /// An AppKit screen's data source and delegate methods (`numberOfRows(in:)`, `controlTextDidChange(_:)`) display what
    /// the screen shows, as UIKit's do: they are the view controller's, not business logic.
    @Test func appKitsDataSourceAndDelegateMethodsAreTheViewControllers() throws {
        let report = analyze("""
            import AppKit
            final class CountriesViewController: NSViewController, NSTableViewDataSource, NSTableViewDelegate, NSTextFieldDelegate {
                var countries: [String] = []
                var query = ""
                func numberOfRows(in tableView: NSTableView) -> Int { countries.count }
                func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? { nil }
                func tableViewSelectionDidChange(_ notification: Notification) { query = "" }
                func controlTextDidChange(_ obj: Notification) { query = countries.first ?? "" }
                func filter() -> [String] { countries.filter { $0.contains(query) } }
            }
            """)
        let screen = try #require(report.screens.first { $0.name == "CountriesViewController" })
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["numberOfRows(in:)"] == [.viewController])
        #expect(roles["tableView(_:viewFor:row:)"] == [.viewController])
        // A delegate call that changes the screen's state takes the view controller too, and the Interactor for the state.
        #expect(roles["tableViewSelectionDidChange(_:)"] == [.viewController, .interactor])
        #expect(roles["controlTextDidChange(_:)"] == [.viewController, .interactor])
        #expect(roles["filter()"] == [.interactor])
    }

    /// AppKit's interface objects whose names end like no view (`NSPopover`, `NSStatusItem`) are UI, not state.
    @Test func appKitsPopoversMenusAndStatusItemsAreUI() throws {
        let report = analyze("""
            import AppKit
            final class StatusMenuViewController: NSViewController {
                var popover: NSPopover?
                let statusItem: NSStatusItem
                var menu = NSMenu()
                var country: String?
                init(statusItem: NSStatusItem) { self.statusItem = statusItem; super.init(nibName: nil, bundle: nil) }
            }
            """)
        let screen = try #require(report.screens.first { $0.name == "StatusMenuViewController" })
        #expect(screen.state.map(\.name) == ["country"])
    }
}
