import Testing
@testable import StranglerAnalysis

/// A URL opened outside the app leaves the screen as a push does: the application's `open(_:)`, the workspace's and
/// SwiftUI's `openURL` are navigation.
@Suite struct OpenURLNavigationTests {
    static let report = analyze("""
        import UIKit
        import SwiftUI
        final class HelpViewController: UIViewController {
            let privacyURL = URL(string: "https://shop.example.com/privacy")!
            let document = UIDocument(fileURL: URL(fileURLWithPath: "/tmp/x"))
            func showFAQ() {
                UIApplication.shared.open(URL(string: "https://shop.example.com/faq")!, options: [:], completionHandler: nil)
            }
            func openSettings() {
                guard let url = URL(string: UIApplication.openSettingsURLString) else { return }
                UIApplication.shared.open(url)
            }
            func showPrivacy() { UIApplication.shared.open(privacyURL) }
            func mail(_ address: String) {
                let url = URL(string: "mailto:\\(address)")!
                if UIApplication.shared.canOpenURL(url) { UIApplication.shared.openURL(url) }
            }
            func showHelp() {
                UIApplication.shared.open(URL(string: Constants.wikiLink.appending("/Manage-Key-Bindings"))!)
            }
            func reopen() {
                document.open { _ in }
                FileHandle.standardInput.open(self)
            }
        }
        struct AboutView: View {
            @Environment(\\.openURL) private var openURL
            @State private var version = ""
            var body: some View {
                VStack {
                    Link("Source code", destination: URL(string: "https://example.com/source")!)
                    Button("Rate") { openURL(URL(string: "itms-apps://apps.apple.com/app/id1")!) }
                }
                .task { version = await VersionService().fetchVersion() }
            }
        }
        final class VersionService {
            func fetchVersion() async -> String {
                (try? await URLSession.shared.data(from: URL(string: "https://example.com/version")!)).map { String(decoding: $0.0, as: UTF8.self) } ?? ""
            }
        }
        """)

    @Test func theApplicationOpensURLsWithTheirDestination() {
        let navigation = Self.report.screens.first { $0.name == "HelpViewController" }!.navigation
        #expect(navigation.map { "\($0.member) \($0.action) \($0.destination ?? "?")" } == [
            "showFAQ() openURL https://shop.example.com/faq", "openSettings() openURL settings",
            "showPrivacy() openURL https://shop.example.com/privacy", "mail(_:) openURL mailto:{address}",
            // A piece of a URL made elsewhere is no destination.
            "showHelp() openURL ?",
        ])
    }

    @Test func swiftUIOpensThroughItsEnvironmentAndLinks() {
        let navigation = Self.report.screens.first { $0.name == "AboutView" }!.navigation
        #expect(navigation.map { "\($0.action) \($0.destination ?? "?")" } == [
            "openURL https://example.com/source", "openURL itms-apps://apps.apple.com/app/id1",
        ])
    }

    @Test func objectiveCOpensThroughTheSharedApplication() {
        let report = analyze([
            "SupportViewController.h": """
                #import <UIKit/UIKit.h>
                @interface SupportViewController : UIViewController
                @end
                """,
            "SupportViewController.m": """
                #import "SupportViewController.h"
                @implementation SupportViewController
                - (void)contactSupport {
                    NSURL *url = [NSURL URLWithString:@"mailto:support@example.com"];
                    [[UIApplication sharedApplication] openURL:url options:@{} completionHandler:nil];
                }
                - (void)showTerms {
                    [[UIApplication sharedApplication] openURL:[NSURL URLWithString:@"https://example.com/terms"]];
                }
                - (void)openDocument:(UIDocument *)document {
                    [document openWithCompletionHandler:nil];
                }
                @end
                """,
        ])
        let navigation = report.screens.first { $0.name == "SupportViewController" }!.navigation
        #expect(navigation.map { "\($0.member) \($0.action) \($0.destination ?? "?")" } == [
            "contactSupport openURL mailto:support@example.com", "showTerms openURL https://example.com/terms",
        ])
    }
    /// A service whose `open(url:)` calls its own static `openLink(url:)` through the type's name: the screens open a
    /// URL, and a service that only opens links is no API client for its name, though its code speaks of URLs.
    @Test func aServiceThatOpensLinksThroughItsOwnStaticMethodNavigates() throws {
        let report = analyze([
            "SafariService.swift": """
                import UIKit
                public protocol SafariServiceProtocol { func open(url: String) }
                public class SafariService: SafariServiceProtocol {
                    public static func openLink(url: URL) {
                        UIApplication.shared.open(url, options: [:], completionHandler: nil)
                    }
                    public func open(url: String) {
                        guard let url = URL(string: url) else { return }
                        SafariService.openLink(url: url)
                    }
                    static func openHelp() { Self.openLink(url: URL(string: "https://example.com/help")!) }
                }
                """,
            "WelcomeViewController.swift": """
                import UIKit
                final class WelcomeViewController: UIViewController {
                    @IBAction func learnMoreClicked() { SafariService().open(url: "https://example.com/telemetry") }
                    @IBAction func helpClicked() { SafariService.openHelp() }
                }
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "WelcomeViewController" })
        #expect(screen.responsibility(.networking) == nil)
        #expect(screen.navigation.map { "\($0.member) \($0.action)" } == ["learnMoreClicked() openURL", "helpClicked() openURL"])
    }
}
