import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// Two targets may each declare a screen of the same name (an iOS and a Mac `FeedInspectorViewController`, an
/// app's and its share extension's `ShareViewController`): two screens, each with its own members, extensions and kind.
struct SameNamedTypeTests {
    static let report = analyze([
        "iOS/Inspector/FeedInspectorViewController.swift": """
            import UIKit
            final class FeedInspectorViewController: UITableViewController {
                @IBOutlet weak var nameField: UITextField!
                var feed: Feed?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    nameField.text = feed?.name
                }
            }
            """,
        "iOS/Inspector/FeedInspectorViewController+Actions.swift": """
            import UIKit
            extension FeedInspectorViewController {
                @IBAction func done(_ sender: Any) { dismiss(animated: true) }
            }
            """,
        "Mac/Inspector/FeedInspectorViewController.swift": """
            import AppKit
            final class FeedInspectorViewController: NSViewController {
                @IBOutlet weak var urlField: NSTextField!
                var isReady = false
                func openHomePage() {
                    UserDefaults.standard.set(true, forKey: "opened")
                }
            }
            """,
        "Mac/Inspector/Actions/FeedInspectorViewController+Copy.swift": """
            import AppKit
            extension FeedInspectorViewController {
                func copyURL() { NSPasteboard.general.setString("", forType: .string) }
            }
            """,
    ])

    static func screen(under folder: String) -> ScreenAnalysis? {
        report.screens.first { $0.name == "FeedInspectorViewController" && $0.file.hasPrefix(folder) }
    }

    @Test func eachDeclarationInItsOwnFileIsItsOwnScreen() throws {
        #expect(Self.report.screens.filter { $0.name == "FeedInspectorViewController" }.count == 2)
        let iOS = try #require(Self.screen(under: "iOS/"))
        let mac = try #require(Self.screen(under: "Mac/"))
        #expect(iOS.kind == .uikit && iOS.superclass == "UITableViewController")
        #expect(mac.kind == .appkit && mac.superclass == "NSViewController")
    }

    @Test func eachExtensionGoesWithTheDeclarationNearestToIt() throws {
        let iOS = try #require(Self.screen(under: "iOS/"))
        let mac = try #require(Self.screen(under: "Mac/"))
        #expect(iOS.files == ["iOS/Inspector/FeedInspectorViewController+Actions.swift", "iOS/Inspector/FeedInspectorViewController.swift"])
        #expect(mac.files == ["Mac/Inspector/Actions/FeedInspectorViewController+Copy.swift", "Mac/Inspector/FeedInspectorViewController.swift"])
        #expect(iOS.members.map(\.name).sorted() == ["done(_:)", "feed", "nameField", "viewDidLoad()"])
        #expect(mac.members.map(\.name).sorted() == ["copyURL()", "isReady", "openHomePage()", "urlField"])
        #expect(iOS.state.map(\.name) == ["feed"])
        #expect(mac.state.map(\.name) == ["isReady"])
        #expect(!iOS.responsibilities.contains { $0.kind == .persistence })
        #expect(mac.responsibilities.contains { $0.kind == .persistence })
    }

    @Test func aTypeDeclaredOnceKeepsEveryExtension() {
        let report = analyze([
            "App/ProfileViewController.swift": "import UIKit\nfinal class ProfileViewController: UIViewController {}\n",
            "Shared/ProfileViewController+Theme.swift": "extension ProfileViewController { func applyTheme() {} }\n",
        ])
        #expect(report.screens.map(\.name) == ["ProfileViewController"])
        #expect(report.screens.first?.files.count == 2)
    }

    @Test func declarationsInOneFileStayOneType() {
        let report = analyze([
            "App/SettingsViewController.swift": """
                #if os(iOS)
                import UIKit
                final class SettingsViewController: UIViewController { var name = "" }
                #else
                import AppKit
                final class SettingsViewController: NSViewController { var name = "" }
                #endif
                """,
        ])
        #expect(report.screens.map(\.name) == ["SettingsViewController"])
    }

    /// An Objective-C app and its extension may each declare a class of one name: each `@interface` is a type, with the
    /// class extension and `@implementation` beside it.
    @Test func objectiveCClassesOfOneNameInTwoTargetsAreTwoScreens() throws {
        let report = analyze([
            "App/Share/SWShareViewController.h": """
                #import <UIKit/UIKit.h>
                @interface SWShareViewController : UITableViewController
                @property (nonatomic, copy) NSString *draft;
                @end
                """,
            "App/Share/SWShareViewController.m": """
                #import "SWShareViewController.h"
                @interface SWShareViewController ()
                @property (nonatomic, assign) NSInteger attempts;
                @end
                @implementation SWShareViewController
                - (void)save {
                    [[NSUserDefaults standardUserDefaults] setObject:self.draft forKey:@"draft"];
                }
                @end
                """,
            "ShareExtension/SWShareViewController.h": """
                #import <UIKit/UIKit.h>
                @interface SWShareViewController : UIViewController
                @property (nonatomic, strong) NSURL *link;
                @end
                """,
            "ShareExtension/SWShareViewController.m": """
                #import "SWShareViewController.h"
                @implementation SWShareViewController
                - (void)close {
                    [self dismissViewControllerAnimated:YES completion:nil];
                }
                @end
                """,
        ])
        let screens = report.screens.filter { $0.name == "SWShareViewController" }
        #expect(screens.count == 2)
        let app = try #require(screens.first { $0.file.hasPrefix("App/") })
        let shareExtension = try #require(screens.first { $0.file.hasPrefix("ShareExtension/") })
        #expect(app.kind == .objc && app.superclass == "UITableViewController")
        #expect(shareExtension.kind == .objc && shareExtension.superclass == "UIViewController")
        #expect(app.files == ["App/Share/SWShareViewController.h", "App/Share/SWShareViewController.m"])
        #expect(shareExtension.files == ["ShareExtension/SWShareViewController.h", "ShareExtension/SWShareViewController.m"])
        #expect(app.state.map(\.name).sorted() == ["attempts", "draft"])
        #expect(shareExtension.state.map(\.name) == ["link"])
        #expect(app.responsibilities.contains { $0.kind == .persistence } && !app.responsibilities.contains { $0.kind == .navigation })
        #expect(shareExtension.responsibilities.contains { $0.kind == .navigation })
        #expect(!shareExtension.responsibilities.contains { $0.kind == .persistence })
    }
}
