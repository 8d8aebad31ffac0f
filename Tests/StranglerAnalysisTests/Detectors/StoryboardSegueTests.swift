import Foundation
import StranglerSources
import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// Segues lead where the storyboards say: through navigation controllers and storyboard references,
/// and back to their identifier when the storyboards do not say.
@Suite struct StoryboardSegueTests {
    static let auth = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="auth-vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="auth-vc" customClass="WelcomeViewController" customModule="Shop" sceneMemberID="viewController">
                            <tableView key="view" id="tv1">
                                <connections>
                                    <segue destination="nav-1" kind="presentation" identifier="Login" id="sg1"/>
                                </connections>
                            </tableView>
                            <connections>
                                <segue destination="terms-vc" kind="show" identifier="Terms" id="sg2"/>
                                <segue destination="orders-ref" kind="show" identifier="Orders" id="sg3"/>
                                <segue destination="login-vc" kind="show" id="sg4"/>
                            </connections>
                        </tableViewController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav-1" customClass="ShopNavigationController" sceneMemberID="viewController">
                            <connections>
                                <segue destination="login-vc" kind="relationship" relationship="rootViewController" id="sg5"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="login-vc" customClass="LoginViewController" storyboardIdentifier="Login" sceneMemberID="viewController">
                            <connections>
                                <segue destination="exit-1" kind="unwind" identifier="BackToWelcome" unwindAction="unwindToWelcomeWithSegue:" id="sg6"/>
                            </connections>
                        </viewController>
                        <exit id="exit-1" userLabel="Exit" sceneMemberID="exit"/>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewController id="terms-vc" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s5">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Orders" referencedIdentifier="OrderList" id="orders-ref" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    static let orders = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes>
                <scene sceneID="o1">
                    <objects>
                        <viewController id="list-vc" customClass="OrderListViewController" storyboardIdentifier="OrderList" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    static let welcome = """
        import UIKit
        class BaseWelcomeViewController: UITableViewController {}
        class WelcomeViewController: BaseWelcomeViewController {
            func login() { performSegue(withIdentifier: "Login", sender: nil) }
            func terms() { performSegue(withIdentifier: "Terms", sender: nil) }
            func orders() { performSegue(withIdentifier: "Orders", sender: nil) }
            func missing() { performSegue(withIdentifier: "NoSuchSegue", sender: nil) }
            func termsByName() { performSegue(withIdentifier: Segues.Auth.terms, sender: nil) }
            func computed() { performSegue(withIdentifier: Segues.Auth.computed, sender: nil) }
            func loginByCase() { performSegue(withIdentifier: SegueIdentifier.login.rawValue, sender: nil) }
            func termsByCaseName() { performSegue(withIdentifier: SegueIdentifier.Terms.rawValue, sender: nil) }
            func loginThroughHelper() { performSegue(.login) }
            func loginThroughSwiftGen() { perform(segue: StoryboardSegue.Auth.login) }
            func unknownCase() { performSegue(withIdentifier: SegueIdentifier.nowhere.rawValue, sender: nil) }
        }
        /// The Artsy auction kiosk's segue identifiers, and its helper that performs one.
        enum SegueIdentifier: String {
            case login = "Login"
            case Terms
            case nowhere = "Nowhere"
        }
        extension UIViewController {
            func performSegue(_ identifier: SegueIdentifier) { performSegue(withIdentifier: identifier.rawValue, sender: self) }
        }
        /// SwiftGen's segues, and the helper it generates.
        internal protocol SegueType: RawRepresentable {}
        internal enum StoryboardSegue {
            internal enum Auth: String, SegueType {
                case login = "Login"
            }
        }
        internal extension UIViewController {
            func perform<S: SegueType>(segue: S, sender: Any? = nil) where S.RawValue == String {
                let identifier = segue.rawValue
                performSegue(withIdentifier: identifier, sender: sender)
            }
        }
        enum Segues {
            enum Auth {
                static let terms = "Terms"
                static var computed: String { "Terms" }
            }
        }
        final class OrdersHostViewController: UIViewController {
            func showLogin() {
                let storyboard = UIStoryboard(name: "Auth", bundle: nil)
                view.window?.rootViewController = storyboard.instantiateViewController(withIdentifier: "Login")
            }
            func showOrders() {
                let list = UIStoryboard(name: "Orders", bundle: nil).instantiateViewController(withIdentifier: "OrderList")
                navigationController?.pushViewController(list, animated: true)
            }
            func showUnknown() {
                let other = UIStoryboard(name: "Orders", bundle: nil).instantiateViewController(withIdentifier: "Nowhere")
                present(other, animated: true)
            }
        }
        extension WelcomeViewController {
            @IBAction func unwindToWelcome(segue: UIStoryboardSegue) {}
        }
        final class LoginViewController: UIViewController {
            func back() { performSegue(withIdentifier: "BackToWelcome", sender: nil) }
        }
        final class GuestWelcomeViewController: WelcomeViewController {
            func signIn() { performSegue(withIdentifier: "Login", sender: nil) }
        }
        """

    static func project(_ files: [String: String]) throws -> LoadedSources {
        let folder = TestPaths.temporaryFolder("strangler-storyboards")
        for (path, text) in files { TestPaths.write(text, to: folder.appendingPathComponent(path)) }
        defer { try? FileManager.default.removeItem(at: folder) }
        return try SourceLoader.load(path: folder.path)
    }

    @Test func readsScenesAndTheSeguesOfEachSceneWhereverTheyAreDeclared() throws {
        let storyboard = try Storyboard.read(path: "Auth.storyboard", data: Data(Self.auth.utf8)).get()
        #expect(storyboard.name == "Auth" && storyboard.initialSceneID == "auth-vc")
        #expect(storyboard.scenes.map(\.id) == ["auth-vc", "nav-1", "login-vc", "terms-vc", "orders-ref"])
        #expect(storyboard.segues.map { "\($0.sourceID)>\($0.destinationID)" } == [
            "auth-vc>nav-1", "auth-vc>terms-vc", "auth-vc>orders-ref", "auth-vc>login-vc", "nav-1>login-vc", "login-vc>exit-1",
        ])
        #expect(storyboard.segues.last?.kind == "unwind" && storyboard.segues.last?.unwindAction == "unwindToWelcomeWithSegue:")
        #expect(storyboard.scenes.last?.referencedStoryboard == "Orders")
    }

    @Test func aSegueShowsTheClassTheStoryboardsGiveIt() throws {
        let sources = try Self.project([
            "Shop/Auth.storyboard": Self.auth, "Shop/Orders.storyboard": Self.orders, "Shop/WelcomeViewController.swift": Self.welcome,
        ])
        #expect(sources.storyboards.map(\.name) == ["Auth", "Orders"])
        let screen = try #require(Analyzer().analyze(sources).screens.first { $0.name == "WelcomeViewController" })
        let destinations = screen.navigation.map { "\($0.member) \($0.destination ?? "-")" }.sorted()
        #expect(destinations == [
            "computed() Terms", "login() LoginViewController", "loginByCase() LoginViewController", "loginThroughHelper() LoginViewController",
            "loginThroughSwiftGen() LoginViewController",
            "missing() NoSuchSegue", "orders() OrderListViewController", "terms() Terms", "termsByCaseName() Terms", "termsByName() Terms",
            "unknownCase() Nowhere",
        ])
        // An unwind segue returns to the class that declares its action.
        let login = try #require(Analyzer().analyze(sources).screens.first { $0.name == "LoginViewController" })
        #expect(login.navigation.map(\.destination) == ["WelcomeViewController"])
        // A subclass performs the segues of its superclass's scene.
        let guest = try #require(Analyzer().analyze(sources).screens.first { $0.name == "GuestWelcomeViewController" })
        #expect(guest.navigation.map(\.destination) == ["LoginViewController"])
    }

    /// A segue to a storyboard reference whose initial scene is a split view controller leads to the screen of its
    /// master column, through the navigation controller there, not to the segue's identifier.
    @Test func aSplitViewControllerShowsItsMasterColumn() throws {
        let main = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="chats">
                <scenes>
                    <scene sceneID="m1"><objects>
                        <viewController id="chats" customClass="ActiveChatsViewController" sceneMemberID="viewController">
                            <connections><segue destination="settings-ref" kind="presentation" identifier="showSettings" id="g1"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="m2"><objects>
                        <viewControllerPlaceholder storyboardName="Settings" id="settings-ref" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let settings = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="split">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <splitViewController id="split" sceneMemberID="viewController">
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="masterViewController" id="r1"/>
                                <segue destination="detail" kind="relationship" relationship="detailViewController" id="r2"/>
                            </connections>
                        </splitViewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r3"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="s3"><objects>
                        <tableViewController id="list" customClass="SettingsTableViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="s4"><objects>
                        <viewController id="detail" customClass="SettingsDetailViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let sources = try Self.project([
            "App/Main.storyboard": main, "App/Settings.storyboard": settings,
            "App/ActiveChatsViewController.swift": """
                import UIKit
                final class ActiveChatsViewController: UIViewController {
                    func showSettings() { performSegue(withIdentifier: "showSettings", sender: self) }
                }
                """,
        ])
        let screen = try #require(Analyzer().analyze(sources).screens.first { $0.name == "ActiveChatsViewController" })
        #expect(screen.navigation.map { "\($0.action) \($0.destination ?? "-")" } == ["segue SettingsTableViewController"])
    }

    /// Legacy storyboard apps draw most of their navigation from controls: a button's, a cell's or a bar button item's
    /// segue runs when the user taps it, with no code, and `prepare(for:sender:)` only hands the data over. Such a segue is
    /// the screen's navigation, at its line in the storyboard; one drawn from the controller itself is performed by code
    /// (and found there), and an embedded child, a navigation controller's root and an unwind show no other screen.
    @Test func aSegueAControlStartsIsTheScreensNavigation() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="list">
                <scenes>
                    <scene sceneID="a"><objects>
                        <tableViewController id="list" customClass="ProductListViewController" sceneMemberID="viewController">
                            <tableView key="view" id="tv">
                                <prototypes>
                                    <tableViewCell reuseIdentifier="Product" id="cell">
                                        <connections>
                                            <segue destination="detail" kind="show" identifier="ShowProduct" id="g1"/>
                                        </connections>
                                    </tableViewCell>
                                </prototypes>
                            </tableView>
                            <navigationItem key="navigationItem" id="ni">
                                <barButtonItem key="rightBarButtonItem" systemItem="add" id="add">
                                    <connections>
                                        <segue destination="editor-nav" kind="presentation" id="g2"/>
                                    </connections>
                                </barButtonItem>
                            </navigationItem>
                            <view key="tableFooterView" id="footer">
                                <subviews>
                                    <button id="help">
                                        <connections>
                                            <segue destination="help-vc" kind="show" identifier="Help" id="g3"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                            <connections>
                                <segue destination="detail" kind="show" identifier="ShowProductByCode" id="g4"/>
                                <segue destination="banner" kind="embed" id="g5"/>
                            </connections>
                        </tableViewController>
                    </objects></scene>
                    <scene sceneID="b"><objects>
                        <viewController id="detail" customClass="ProductDetailViewController" sceneMemberID="viewController">
                            <view key="view" id="dv">
                                <subviews>
                                    <button id="done">
                                        <connections>
                                            <segue destination="exit" kind="unwind" unwindAction="unwindToList:" id="g6"/>
                                        </connections>
                                    </button>
                                </subviews>
                            </view>
                        </viewController>
                        <exit id="exit" sceneMemberID="exit"/>
                    </objects></scene>
                    <scene sceneID="c"><objects>
                        <navigationController id="editor-nav" sceneMemberID="viewController">
                            <connections><segue destination="editor" kind="relationship" relationship="rootViewController" id="g7"/></connections>
                        </navigationController>
                    </objects></scene>
                    <scene sceneID="d"><objects>
                        <viewController id="editor" customClass="ProductEditorViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="e"><objects>
                        <viewController id="help-vc" sceneMemberID="viewController"/>
                    </objects></scene>
                    <scene sceneID="f"><objects>
                        <viewController id="banner" customClass="BannerViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let sources = try Self.project([
            "Shop/Products.storyboard": storyboard,
            "Shop/Screens.swift": """
                import UIKit
                final class ProductListViewController: UITableViewController {
                    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                        (segue.destination as? ProductDetailViewController)?.productID = 1
                    }
                }
                final class ProductDetailViewController: UIViewController {
                    var productID = 0
                }
                final class BannerViewController: UIViewController {}
                final class ProductEditorViewController: UIViewController {}
                """,
        ])
        let report = Analyzer().analyze(sources)
        let list = try #require(report.screens.first { $0.name == "ProductListViewController" })
        #expect(list.navigation.map { "\($0.action) \($0.destination ?? "-") \($0.member) \($0.file):\($0.line)" } == [
            "segue ProductDetailViewController storyboard tableViewCell Shop/Products.storyboard:10",
            "segue ProductEditorViewController storyboard barButtonItem Shop/Products.storyboard:18",
            "segue Help storyboard button Shop/Products.storyboard:26",
        ])
        #expect(list.responsibility(.navigation)?.evidence.map(\.symbol) == ["segue ShowProduct", "segue", "segue Help"])
        let detail = try #require(report.screens.first { $0.name == "ProductDetailViewController" })
        #expect(detail.navigation.isEmpty)
    }

    @Test func aControllerMadeFromAStoryboardIdentifierHasItsScenesClass() throws {
        let sources = try Self.project([
            "Shop/Auth.storyboard": Self.auth, "Shop/Orders.storyboard": Self.orders, "Shop/WelcomeViewController.swift": Self.welcome,
        ])
        let screen = try #require(Analyzer().analyze(sources).screens.first { $0.name == "OrdersHostViewController" })
        #expect(screen.navigation.map { "\($0.action) \($0.destination ?? "-")" }.sorted() == [
            "present -", "push OrderListViewController", "setRoot LoginViewController",
        ])
    }

    /// Containers show what they were made from: a `navController` made from a different scene in each case of a
    /// `switch`, a navigation controller built around a root, a storyboard's initial view controller.
    @Test func containersShowWhatTheyWereMadeFrom() throws {
        let sources = try Self.project([
            "Shop/Auth.storyboard": Self.auth, "Shop/Orders.storyboard": Self.orders,
            "Shop/AccountsViewController.swift": """
                import UIKit
                final class AccountsViewController: UIViewController {
                    func open(_ kind: Int) {
                        switch kind {
                        case 0:
                            let navController = UIStoryboard(name: "Auth", bundle: nil).instantiateViewController(withIdentifier: "Login") as! UINavigationController
                            present(navController, animated: true)
                        default:
                            let navController = UIStoryboard(name: "Orders", bundle: nil).instantiateViewController(withIdentifier: "OrderList") as! UINavigationController
                            present(navController, animated: true)
                        }
                    }
                    func welcome() {
                        let storyboard = UIStoryboard(name: "Auth", bundle: nil)
                        guard let controller = storyboard.instantiateInitialViewController() else { return }
                        present(controller, animated: true)
                    }
                    func wrapped() {
                        let detail = DetailViewController()
                        let nav = UINavigationController(rootViewController: detail)
                        present(nav, animated: true)
                    }
                }
                """,
            "Shop/SettingsViewController.m": """
                @implementation SettingsViewController
                - (void)show:(Class)viewControllerClass {
                    OrderListViewController *list = [[UIStoryboard storyboardWithName:@"Orders" bundle:nil] instantiateViewControllerWithIdentifier:@"OrderList"];
                    UIViewController *viewController = [[viewControllerClass alloc] init];
                    [self.navigationController pushViewController:viewController animated:YES];
                    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:list];
                    [self presentViewController:nav animated:YES completion:nil];
                }
                @end
                """,
            "Shop/SettingsViewController.h": "@interface SettingsViewController : UIViewController\n@end\n",
        ])
        let screens = Analyzer().analyze(sources).screens
        let accounts = try #require(screens.first { $0.name == "AccountsViewController" })
        #expect(accounts.navigation.map { "\($0.member) \($0.destination ?? "-")" } == [
            "open(_:) LoginViewController", "open(_:) OrderListViewController", "welcome() WelcomeViewController", "wrapped() DetailViewController",
        ])
        let settings = try #require(screens.first { $0.name == "SettingsViewController" })
        // A controller made from a class at run time stays what its declaration says.
        #expect(settings.navigation.map { "\($0.action) \($0.destination ?? "-")" } == ["push UIViewController", "present OrderListViewController"])
    }

    @Test func withoutTheStoryboardASegueKeepsItsIdentifier() throws {
        let sources = try Self.project(["Shop/WelcomeViewController.swift": Self.welcome])
        let screen = try #require(Analyzer().analyze(sources).screens.first { $0.name == "WelcomeViewController" })
        // An enum case's raw value is the identifier (`SegueIdentifier.login.rawValue` is `Login`).
        #expect(screen.navigation.compactMap(\.destination).sorted() == [
            "Login", "Login", "Login", "Login", "NoSuchSegue", "Nowhere", "Orders", "Terms", "Terms", "Terms", "Terms",
        ])
    }

    @Test func aBrokenStoryboardIsSkippedWithItsReasonAndTheRunGoesOn() throws {
        let sources = try Self.project([
            "Shop/Broken.storyboard": "<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\"><scenes>",
            "Shop/Other.storyboard": "<plist version=\"1.0\"><dict/></plist>", "Shop/Empty.storyboard": "\n",
            "Shop/Orders.storyboard": Self.orders, "Shop/WelcomeViewController.swift": Self.welcome,
        ])
        #expect(sources.storyboards.map(\.name) == ["Orders"])
        #expect(sources.skipped.map(\.path) == ["Shop/Broken.storyboard", "Shop/Empty.storyboard", "Shop/Other.storyboard"])
        #expect(sources.skipped.first?.reason.hasPrefix("not a readable storyboard: XML error at line") == true)
        #expect(sources.skipped.dropFirst().map(\.reason) == ["empty file", "not a storyboard document"])
        #expect(sources.units.count == 1)
    }
}
