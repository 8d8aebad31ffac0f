import Testing
import StranglerSources
import _StranglerTestSupport
@testable import StranglerAnalysis

/// Which VIP+W component a member belongs in when its code shows nothing to decide by.
struct MemberRoleTests {
    static func roles(_ body: String) -> [String: Set<Role>] {
        let (screen, _) = screen(viewControllerBody: body)
        return Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
    }

    /// A codebase's `extension String` that reads the user defaults (`displayName()`): calling it is the
    /// screen's persistence, but a `String` it holds is data, not a collaborator that does I/O. The codebase's own type that
    /// does I/O still is one.
    @Test func aValueIsNoCollaboratorForWhatItsTypesExtensionsDo() throws {
        let report = analyze([
            "ContactViewController.swift": """
                import UIKit
                final class ContactViewController: UIViewController {
                    var address: String = ""
                    var createdAt: Date?
                    let store = SettingsStore()
                    func showName() { title = address.displayName() }
                }
                """,
            "Extensions.swift": """
                import Foundation
                extension String {
                    func displayName() -> String? { UserDefaults.standard.dictionary(forKey: "addressBook")?[self] as? String }
                }
                extension Date {
                    func isStale() -> Bool { UserDefaults.standard.bool(forKey: "stale") }
                }
                final class SettingsStore {
                    func save() { UserDefaults.standard.set(true, forKey: "saved") }
                }
                """,
        ])
        let screen = try #require(report.screens.first { $0.name == "ContactViewController" })
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["address"] == [.interactor])
        #expect(roles["createdAt"] == [.interactor])
        #expect(roles["store"] == [.worker])
        #expect(roles["showName()"]?.contains(.worker) == true)
    }

    /// Values with no work of their own, read only where the ViewController works (a table section's number,
    /// `private static let kSectionBasic = 0`, or a `chevronViewHeight`), are the ViewController's, no business logic.
    /// One that business logic reads (a page size) still is.
    @Test func aDerivedValueGoesWhereItIsRead() {
        let found = Self.roles("""
            private static let kSectionBasic = 0
            private let cellID = "SettingCell"
            private var chevronViewHeight: CGFloat { 44 }
            private static let pageSize = 20
            private static let retries = 3
            var offset = 0
            let tableView = UITableView()
            override func numberOfSections(in tableView: UITableView) -> Int { 2 }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                section == Self.kSectionBasic ? 3 : 1
            }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: cellID, for: indexPath)
            }
            func layoutChevron() { tableView.rowHeight = chevronViewHeight }
            func loadNextPage() { offset += Self.pageSize }
            func retry(attempt: Int) -> Bool { attempt < Self.retries }
            func showRetries() { tableView.isHidden = Self.retries == 0 }
            """)
        #expect(found["kSectionBasic"] == [.viewController])
        #expect(found["cellID"] == [.viewController])
        #expect(found["chevronViewHeight"] == [.viewController])
        #expect(found["pageSize"] == [.interactor])
        // Read by business logic and by the ViewController: it stays business logic.
        #expect(found["retries"] == [.interactor])
    }

    /// Overrides of the framework's members (`shouldAutorotate`) stay in the ViewController, not business logic.
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

    /// An IGListKit adapter and section controllers are view-side types, though their names do not say so.
    @Test func listKitsAdapterAndSectionControllersAreTheViewControllers() {
        let (screen, _) = screen(viewControllerBody: """
            lazy var adapter: ListAdapter = ListAdapter(updater: ListAdapterUpdater(), viewController: self)
            let labels = LabelSectionController()
            var listAdapterNames: [String] = []
            }
            final class LabelSectionController: ListSectionController {
            """)
        let found = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(found["adapter"] == [.viewController])
        #expect(found["labels"] == [.viewController])
        #expect(found["listAdapterNames"] == [.interactor])
        #expect(screen.state.map(\.name) == ["listAdapterNames"])
    }

    /// A method that makes an alert action through the codebase's builder (`newIssueAction()`): no UIKit call in the
    /// body, but the UIAlertAction it returns is the view's. A method that returns a value of its own is still business
    /// logic.
    @Test func aMethodThatReturnsUIIsTheViewControllers() {
        let found = Self.roles("""
            var canOpen = false
            func newIssueAction() -> UIAlertAction? {
                guard canOpen else { return nil }
                return AlertAction(AlertActionBuilder { $0.rootViewController = self }).newIssue()
            }
            func title(for count: Int) -> String? { canOpen ? nil : "none" }
            """)
        #expect(found["newIssueAction()"] == [.viewController])
        // Text chosen from the screen's state is the Presenter's.
        #expect(found["title(for:)"] == [.presenter])
    }

    @Test func anOverrideThatDoesWorkSendsItWhereTheWorkGoes() {
        let found = Self.roles("""
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                UserDefaults.standard.set(true, forKey: "shaken")
            }
            """)
        #expect(found["motionEnded(_:with:)"] == [.viewController, .worker])
    }

    /// An override of the codebase's base class (`handleThemeChanged()`) is judged by what it does, not as UIKit's.
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

    /// Delegate callbacks and target-action methods stay in the ViewController, not the Interactor.
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

    /// Callbacks named for the sender they are passed (`webView(_:decidePolicyFor:decisionHandler:)`,
    /// `keyboardBarDidTapClose(_:)`) are the ViewController's, though their protocols' names say nothing of it.
    @Test func callbacksNamedForTheSenderTheyArePassed() {
        let report = analyze("""
            import UIKit
            import WebKit
            final class ArticleViewController: UIViewController, WKNavigationDelegate, FindAndReplaceKeyboardBarDelegate {
                var closed = false
                func webView(_ webView: WKWebView, decidePolicyFor action: WKNavigationAction, decisionHandler: @escaping (WKNavigationActionPolicy) -> Void) {}
                func keyboardBarDidTapClose(_ keyboardBar: FindAndReplaceKeyboardBar) { closed = true }
                func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
                func cardView(_ cardView: CardView, didSelect index: Int) {}
                func image(_ image: UIImage) -> Int { 1 }
                func webView(for url: URL) -> Int { 1 }
                func productCell(_ cell: ProductCell) -> Int { 1 }
                func userDidChange(_ user: User) {}
                func keyboardBarHeight(_ keyboardBar: FindAndReplaceKeyboardBar, scale: Double) -> Double { scale }
                func floatingPanel(_ fpc: FloatingPanelController, layoutFor size: CGSize) -> Int { 1 }
                func productList(_ list: ProductListModel, count: Int) -> Int { count }
            }
            """)
        let roles = Dictionary(report.screens[0].members.map { ($0.name, Set($0.roles)) }, uniquingKeysWith: { first, _ in first })
        #expect(roles["webView(_:decidePolicyFor:decisionHandler:)"] == [.viewController])
        #expect(roles["keyboardBarDidTapClose(_:)"] == [.viewController, .interactor], "the callback, and the state it sets")
        #expect(roles["locationManager(_:didUpdateLocations:)"] == [.viewController])
        #expect(roles["cardView(_:didSelect:)"] == [.viewController], "a view of the codebase calls back the same way")
        // One word names no sender; a sender not passed; one parameter and no tense; a tense after no sender's name.
        #expect(roles["image(_:)"] == [.interactor])
        #expect(roles["webView(for:)"] == [.interactor])
        #expect(roles["productCell(_:)"] == [.interactor])
        #expect(roles["userDidChange(_:)"] == [.interactor])
        // The sender's name with more words after it, and no tense: a helper about the sender.
        #expect(roles["keyboardBarHeight(_:scale:)"] == [.interactor])
        // The sender's type may add the kind of UI object it is (a floating panel); not any word.
        #expect(roles["floatingPanel(_:layoutFor:)"] == [.viewController])
        #expect(roles["productList(_:count:)"] == [.interactor])
        let objc = analyze([
            "MapViewController.h": "@interface MapViewController : UIViewController <MKMapViewDelegate>\n@end\n",
            "MapViewController.m": """
                @implementation MapViewController
                - (MKAnnotationView *)mapView:(MKMapView *)mapView viewForAnnotation:(id<MKAnnotation>)annotation { return nil; }
                - (NSInteger)countOf:(NSArray *)items { return items.count; }
                @end
                """,
        ])
        let objcRoles = Dictionary(objc.screens[0].members.map { ($0.name, Set($0.roles)) }, uniquingKeysWith: { first, _ in first })
        #expect(objcRoles["mapView:viewForAnnotation:"] == [.viewController])
        #expect(objcRoles["countOf:"] == [.interactor])
    }

    /// A member that only calls the screen's own members goes where their work goes: `showLanguages()` hands a screen to
    /// the screen's own `presentEmbedded(_:)`, and a `setup()` calls the members that lay out the view.
    @Test func aMemberThatOnlyCallsTheScreensOwnMembersGoesWhereTheirWorkGoes() {
        let report = analyze("""
            import UIKit
            final class LanguagesViewController: UIViewController {}
            final class ArticleViewController: UIViewController {
                var count = 0
                func presentEmbedded(_ controller: UIViewController) { present(controller, animated: true) }
                func showLanguages() {
                    let languages = LanguagesViewController()
                    presentEmbedded(languages)
                }
                func setupToolbar() { navigationItem.title = "Article" }
                func setup() { self.setupToolbar() }
                func fetch() { URLSession.shared.dataTask(with: URL(string: "https://example.org")!).resume() }
                func refresh() { fetch() }
                func total() -> Int { twice(2) }
                func twice(_ value: Int) -> Int { value * 2 }
                func again() { again() }
                @IBAction func languagesTapped(_ sender: Any) { presentEmbedded(LanguagesViewController()) }
                func closeAndShowLanguages() {
                    navigationItem.title = nil
                    presentEmbedded(LanguagesViewController())
                }
                func menu() -> UIMenu { UIMenu(children: [UIAction(title: "Languages") { _ in self.presentEmbedded(LanguagesViewController()) }]) }
            }
            """)
        let screen = report.screens.first { $0.name == "ArticleViewController" }!
        let members = Dictionary(screen.members.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        #expect(Set(members["showLanguages()"]!.roles) == [.router])
        #expect(members["showLanguages()"]!.reasons == ["navigation: through its own presentEmbedded(_:) (line 8)"])
        #expect(Set(members["setup()"]!.roles) == [.viewController])
        #expect(Set(members["refresh()"]!.roles) == [.interactor])
        #expect(members["refresh()"]!.reasons == ["coordinates work: networking: through its own fetch() (line 13)"])
        // Helpers whose own code shows nothing lend nothing; a member calling itself is not its own helper.
        #expect(members["total()"]!.reasons == ["no UI or I/O: business logic"])
        #expect(members["again()"]!.reasons == ["no UI or I/O: business logic"])
        #expect(members["showLanguages()"]!.responsibilities.isEmpty, "responsibilities stay what the member's own code shows")
        // Navigation through its own member also joins an action's or a member's own work,
        // but not from a closure that runs later, if ever.
        #expect(Set(members["languagesTapped(_:)"]!.roles) == [.viewController, .router])
        #expect(Set(members["closeAndShowLanguages()"]!.roles) == [.viewController, .router])
        #expect(Set(members["menu()"]!.roles) == [.viewController])
    }

    /// A protocol named for nothing (`ArticleToolbarHandling`), held by a toolbar controller as `weak var delegate`: its
    /// requirements are callbacks the screen answers; a protocol held by no one as a
    /// delegate (`Themeable`) lends its requirements nothing.
    @Test func requirementsOfAProtocolHeldAsADelegateAreCallbacks() {
        let report = analyze([
            "ArticleToolbarController.swift": """
                protocol ArticleToolbarHandling: AnyObject {
                    func share(from controller: ArticleToolbarController)
                }
                final class ArticleToolbarController {
                    weak var delegate: ArticleToolbarHandling?
                }
                protocol Themeable {
                    func apply(theme: Theme)
                }
                """,
            "ArticleViewController.swift": """
                final class ArticleViewController: UIViewController, ArticleToolbarHandling, Themeable {
                    var count = 0
                    func share(from controller: ArticleToolbarController) { count += 1 }
                    func apply(theme: Theme) { count += 1 }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "ArticleViewController" }!
        let roles = Dictionary(screen.members.map { ($0.name, Set($0.roles)) }, uniquingKeysWith: { first, _ in first })
        #expect(roles["share(from:)"] == [.viewController, .interactor])
        #expect(roles["apply(theme:)"] == [.interactor])
    }
    /// View controllers a screen keeps in properties (a child, the pages of a page controller) are its hierarchy: the
    /// ViewController's, not the Interactor's DataStore state, and calling their methods is no business logic.
    @Test func viewControllersAScreenHoldsAreItsHierarchyNotState() {
        let (screen, _) = screen(viewControllerBody: """
            private var formattingViewController: TextFormattingViewController?
            private lazy var pages: [UIViewController] = []
            private let pageController = UIPageViewController()
            private var selectedIndex = 0
            func disableBold() {
                formattingViewController?.disableButton(named: "bold")
            }
            func select(_ index: Int) {
                selectedIndex = index
            }
            """)
        #expect(screen.state.map(\.name) == ["selectedIndex"])
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["formattingViewController"] == [.viewController])
        #expect(roles["pages"] == [.viewController])
        #expect(roles["pageController"] == [.viewController])
        #expect(roles["selectedIndex"] == [.interactor])
        #expect(roles["disableBold()"] == [.viewController])
        #expect(roles["select(_:)"] == [.interactor])
        let reasons = screen.members.first { $0.name == "formattingViewController" }?.reasons
        #expect(reasons == ["ui: a view controller it holds (a child, or one it shows again)"])
    }
    /// An enum that is only its cases is a value, whatever its name says: `flow: ShopAnalyticsEvent.Orders.Flow` or
    /// `state: TrackingProtectionState` is state, no Worker's collaborator, though named like analytics.
    /// One that does something with its cases stays one, in its own declaration or in an extension.
    @Test func anEnumOfOnlyCasesIsStateWhateverItIsNamed() {
        let report = analyze([
            "Analytics.swift": """
                import Foundation
                struct ShopAnalyticsEvent {
                    let name: String
                    enum Orders {
                        enum Flow: String { case creation, editing }
                        enum Step: String { case cart, payment }
                    }
                }
                extension ShopAnalyticsEvent.Orders.Step {
                    func log() { Analytics.shared.track(rawValue) }
                }
                enum TrackingState {
                    case browsing(secure: Bool)
                    case settings
                }
                enum TrackingEvent {
                    case opened
                    func send() { Analytics.shared.track("opened") }
                }
                """,
            "OrderViewController.swift": """
                import UIKit
                final class OrderViewController: UIViewController {
                    let flow: ShopAnalyticsEvent.Orders.Flow = .creation
                    var state: TrackingState = .settings
                    let event: TrackingEvent = .opened
                    let step: ShopAnalyticsEvent.Orders.Step = .cart
                }
                """,
        ])
        let members = report.screens.first { $0.name == "OrderViewController" }?.members ?? []
        let roles = Dictionary(uniqueKeysWithValues: members.map { ($0.name, Set($0.roles)) })
        #expect(roles["flow"] == [.interactor])
        #expect(roles["state"] == [.interactor])
        #expect(roles["event"] == [.worker])
        #expect(roles["step"] == [.worker])
    }

    /// A custom initializer (`init(client:)`) or a factory (`instantiate(with:)`) that only keeps what it is given, or
    /// makes the screen and hands it what it needs, is wiring, no business logic: the Configurator builds the scene and
    /// injects it.
    @Test func aCustomInitializerThatKeepsItsDependenciesIsWiring() {
        let found = Self.roles("""
            let client: GithubClient
            var items: [String] = []
            init(client: GithubClient) {
                self.client = client
                super.init(nibName: nil, bundle: nil)
            }
            static func instantiate(with client: GithubClient) -> ExampleViewController {
                let viewController = ExampleViewController(client: client)
                viewController.items = ["a"]
                return viewController
            }
            static func makeItems() -> [String] { ["a"] }
            init(client: GithubClient, items: [String]) {
                self.client = client
                self.items = items.sorted()
                super.init(nibName: nil, bundle: nil)
            }
            """)
        // Each statement goes where the property it stores into belongs: the client is the Worker's collaborator,
        // `super.init` the ViewController's.
        #expect(found["init(client:)"] == [.viewController, .worker])
        #expect(found["instantiate(with:)"] == [.viewController])
        #expect(found["makeItems()"] == [.interactor])
        // The items it keeps are the Interactor's state.
        #expect(found["init(client:items:)"] == [.viewController, .interactor, .worker])
    }
    /// Methods named in a selector (a bar button item's action, a notification observer's `settingsChanged(_:)`) are
    /// entry points: UIKit and the notification centre call them, as they call an `@IBAction`, whatever their names.
    @Test func methodsNamedInASelectorAreEntryPoints() {
        let (screen, _) = screen(viewControllerBody: """
            var total = 1
            override func viewDidLoad() {
                super.viewDidLoad()
                NotificationCenter.default.addObserver(self, selector: #selector(settingsChanged(_:)), name: .settingsChanged, object: nil)
                navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(ProductViewController.doneTapped))
            }
            @objc func settingsChanged(_ notification: Notification) { reload() }
            @objc func doneTapped() { total = 0 }
            func reload() { total += 1 }
            """)
        let members = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, $0) })
        #expect(members["settingsChanged(_:)"]?.roles == [.viewController])
        #expect(members["settingsChanged(_:)"]?.reasons == ["notification handler: the ViewController turns it into a Request"])
        #expect(members["doneTapped()"]?.roles == [.viewController, .interactor])
        #expect(members["reload()"]?.roles == [.interactor])
        // Objective-C's `@selector(…)` too: the method it names is the target.
        let objectiveC = analyze([
            "AlbumViewController.h": "@interface AlbumViewController : UIViewController\n@end\n",
            "AlbumViewController.m": """
                @implementation AlbumViewController
                - (void)viewDidLoad {
                    [self.closeButton addTarget:self action:@selector(close) forControlEvents:UIControlEventTouchUpInside];
                    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(themeChanged:) name:@"theme" object:nil];
                }
                - (void)close { }
                - (void)themeChanged:(NSNotification *)notification { }
                - (void)reload { }
                @end
                """,
        ]).screens[0].members
        #expect(objectiveC.first { $0.name == "close" }?.reasons == ["target-action: UIKit calls it on the ViewController, which sends a Request"])
        #expect(objectiveC.first { $0.name == "themeChanged:" }?.reasons == ["notification handler: the ViewController turns it into a Request"])
        #expect(objectiveC.first { $0.name == "reload" }?.roles == [.interactor])
        // A timer's target is the run loop's callback, in either language.
        let timers = analyze(MarkedSource(viewControllerBody: """
            var ticks = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
                CADisplayLink(target: self, selector: #selector(step(_:))).add(to: .main, forMode: .common)
            }
            @objc func tick() { ticks += 1 }
            @objc func step(_ link: CADisplayLink) { ticks += 2 }
            """).text).screens.first { $0.name == "ExampleViewController" }!
        #expect(timers.members.first { $0.name == "tick()" }?.reasons.last == "timer callback: the run loop calls it on the ViewController, which sends a Request")
        #expect(timers.members.first { $0.name == "step(_:)" }?.reasons.last == "display link callback: each frame of an animation, the ViewController's")
        #expect(ScreenAnalyzer.selectorName("#selector(getter: UIView.isHidden)") == "isHidden")
        #expect(ScreenAnalyzer.selectorName("@selector(cancel:)") == "cancel:")
        #expect(ScreenAnalyzer.selectorName("selector") == nil)
    }
}

/// A closure a coordinator hands the screen (`onInfoTap: () -> Void`) is the screen's way back, the Router's: no
/// Interactor state for `scaffold --from` to seed into the DataStore.
struct CallbackTests {
    @Test(arguments: [
        "() -> Void", "(() -> Void)?", "((String, Bool) -> Void)?", "@escaping () -> Void", "@MainActor @Sendable (Result<Int, Error>) async -> ()",
        "(Result<[Item], Error>) throws -> Void", "((_ done: Bool) -> Void)!", "void (^)(void)", "void (^)(BOOL doneButtonPressed)",
    ])
    func closuresThatReturnNothingAreCallbacks(type: String) {
        #expect(TypeNames.isCallback(type))
    }

    @Test(arguments: [
        "[() -> Void]", "(() -> String)?", "@MainActor () -> Bool", "(Int, String)", "Void", "String", "CompletionBlock?",
        "[String: (Int) -> Void]", "BOOL (^)(id)", "(Int) -> (String) -> Void?",
    ])
    func valuesCollectionsAndProvidersAreNot(type: String) {
        #expect(!TypeNames.isCallback(type))
    }

    @Test func aCallbackItsBuilderHandsInIsTheRoutersAndSoIsCallingIt() {
        let (screen, _) = screen(viewControllerBody: """
            private let onInfoTap: () -> Void
            var completion: ((Bool) -> Void)?
            private var whenFocused: (() -> Void)?
            var pending: [() -> Void] = []
            var title: (() -> String)?
            init(onInfoTap: @escaping () -> Void) {
                self.onInfoTap = onInfoTap
                super.init(nibName: nil, bundle: nil)
            }
            @IBAction func infoTapped() { onInfoTap() }
            func finish() { completion?(true) }
            @IBOutlet weak var titleLabel: UILabel!
            func closeTapped() {
                titleLabel.text = nil
                completion?(false)
            }
            func focus() {
                whenFocused = { [weak self] in self?.count += 1 }
            }
            func focused() { whenFocused?() }
            func shadowed(completion: () -> Void) { completion() }
            var count = 0
            private var cancelTimer: (() -> Void)?
            var onClose: (() -> Void)?
            func startTimer() {
                cancelTimer?()
                cancelTimer = makeTimer(0.1) { [weak self] in self?.count += 1 }
            }
            func configure(onClose: @escaping () -> Void) { self.onClose = onClose }
            func stop() { cancelTimer = nil; onClose?() }
            """)
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["onInfoTap"] == [.router])
        #expect(roles["completion"] == [.router])
        #expect(screen.members.first { $0.name == "completion" }?.reasons == ["callback: the screen's way back to whoever built it; the Router calls it"])
        #expect(roles["infoTapped()"] == [.viewController, .router])
        #expect(roles["finish()"] == [.router])
        // A mixed member's split shows the statement that takes the way back under the Router.
        let mixed = screen.members.first { $0.name == "closeTapped()" }
        #expect(mixed?.roles == [.viewController, .router])
        #expect(mixed?.split.map { "\($0.role.rawValue): \($0.statements.map(\.text))" } == [
            "viewController: [\"titleLabel.text = nil\"]", "router: [\"completion?(false)\"]",
        ])
        #expect(screen.members.first { $0.name == "finish()" }?.reasons == ["callback: calls completion, the way back to whoever built the screen (the Router's)"])
        // A closure the screen fills itself is a continuation it keeps; arrays of closures and providers are state too.
        #expect(roles["whenFocused"] == [.interactor])
        #expect(roles["focused()"] == [.interactor])
        #expect(roles["pending"] == [.interactor])
        #expect(roles["title"] == [.interactor])
        // So is one it fills with what a call makes (`cancelTimer = makeTimer(0.1) { … }`, a handle that cancels its
        // timer); one handed in through a method stays the builder's.
        #expect(roles["cancelTimer"] == [.interactor])
        #expect(roles["startTimer()"] == [.interactor])
        #expect(roles["onClose"] == [.router])
        #expect(roles["stop()"] == [.interactor, .router])
        // A parameter of the same name is no callback of the screen's.
        #expect(roles["shadowed(completion:)"] == [.interactor])
        // Keeping the way back it is given is the Router's statement.
        #expect(roles["init(onInfoTap:)"] == [.viewController, .router])
        // A way back is the Router's, no state of the screen's.
        #expect(!screen.state.map(\.name).contains("onInfoTap"))
    }
}

extension CallbackTests {
    /// A screen that keeps `completion: EmailSignupPromptViewControllerCompletion`, a `typealias` of `(Bool) -> Void`:
    /// the alias is looked through, at file level or inside the screen, and one of a provider or a value is no way back.
    @Test func aTypeAliasOfACallbackIsLookedThrough() {
        let report = analyze([
            "EmailSignupPromptViewController.swift": """
                typealias EmailSignupPromptViewControllerCompletion = (_ continueSetUp: Bool) -> Void
                typealias TitleText = () -> String
                typealias Identifier = String
                final class EmailSignupPromptViewController: UIViewController {
                    typealias Dismissal = @MainActor () -> Void
                    private let completion: EmailSignupPromptViewControllerCompletion
                    var onDismiss: Dismissal?
                    var titleText: TitleText?
                    var identifier: Identifier = ""
                    init(completion: @escaping EmailSignupPromptViewControllerCompletion) {
                        self.completion = completion
                        super.init(nibName: nil, bundle: nil)
                    }
                    func signUpTapped() { completion(true) }
                    func close() { onDismiss?() }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "EmailSignupPromptViewController" }!
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["completion"] == [.router])
        #expect(roles["onDismiss"] == [.router])
        #expect(roles["signUpTapped()"] == [.router])
        #expect(roles["close()"] == [.router])
        #expect(roles["titleText"] == [.interactor])
        #expect(roles["identifier"] == [.interactor])
    }

    /// A name declared both in the screen and at file level means the screen's own inside it, as Swift resolves it.
    @Test func theScreensOwnTypeAliasWinsOverTheCodebases() {
        let report = analyze([
            "Aliases.swift": "typealias Completion = () -> String\n",
            "PromptViewController.swift": """
                final class PromptViewController: UIViewController {
                    typealias Completion = () -> Void
                    var completion: Completion?
                }
                """,
            "OtherViewController.swift": """
                final class OtherViewController: UIViewController {
                    var completion: Completion?
                }
                """,
        ])
        func roles(_ screen: String) -> Set<Role>? {
            report.screens.first { $0.name == screen }?.members.first { $0.name == "completion" }.map { Set($0.roles) }
        }
        #expect(roles("PromptViewController") == [.router])
        #expect(roles("OtherViewController") == [.interactor])
    }

    /// A name declared twice at file level (two targets, or the branches of an `#if`) means the first declaration: the
    /// first file by path, and in a file the first branch.
    @Test func theFirstTypeAliasOfANameWins() {
        let report = analyze([
            "A/Aliases.swift": """
                typealias Completion = () -> Void
                #if os(iOS)
                typealias Check = (Bool) -> Void
                #else
                typealias Check = () -> Bool
                #endif
                """,
            "B/Aliases.swift": "typealias Completion = () -> String\ntypealias Check = () -> Bool\n",
            "PromptViewController.swift": """
                final class PromptViewController: UIViewController {
                    var completion: Completion?
                    var check: Check?
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "PromptViewController" }!
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["completion"] == [.router])
        #expect(roles["check"] == [.router])
    }
}

/// A delegate typed by the codebase's `…ViewControllerDelegate` protocol is the screen's way back, the Router's, not the
/// Interactor's state; telling it what happened is the Router's too, not business logic.
struct DelegateWayBackTests {
    @Test func aDelegateTypedByTheCodebasesProtocolIsTheRoutersAndSoIsTellingIt() {
        let report = analyze([
            "Tokens.swift": """
                protocol TokensViewControllerDelegate: AnyObject {
                    func didSelect(token: String, in viewController: UIViewController)
                    func tokenLimit() -> Int
                }
                final class KeyboardDelegate: NSObject {}
                final class TokensViewController: UIViewController {
                    weak var delegate: TokensViewControllerDelegate?
                    let keyboardDelegate = KeyboardDelegate()
                    weak var tableDelegate: UITableViewDelegate?
                    var tokens: [String] = []
                    func select(at index: Int) { delegate?.didSelect(token: tokens[index], in: self) }
                    func count() -> Int { tokens.count }
                    func limit() -> Int { delegate?.tokenLimit() ?? 0 }
                    func local(delegate: TokensViewControllerDelegate) { delegate.didSelect(token: "", in: self) }
                }
                """,
            "Compose.h": """
                @protocol OTRComposeViewControllerDelegate <NSObject>
                - (void)controller:(UIViewController *)controller didSelectBuddy:(NSString *)buddy;
                @end
                @interface OTRComposeViewController : UIViewController
                @property (nonatomic, weak) id<OTRComposeViewControllerDelegate> delegate;
                @end
                """,
            "Compose.m": """
                @implementation OTRComposeViewController
                - (void)pick:(NSString *)buddy { [self.delegate controller:self didSelectBuddy:buddy]; }
                - (void)pickAgain:(NSString *)buddy { [_delegate controller:self didSelectBuddy:buddy]; }
                - (BOOL)canPick { return [self.delegate respondsToSelector:@selector(controller:didSelectBuddy:)]; }
                @end
                """,
        ])
        let tokens = Dictionary(uniqueKeysWithValues: report.screens.first { $0.name == "TokensViewController" }!.members.map { ($0.name, $0) })
        #expect(tokens["delegate"]?.roles == [.router])
        #expect(tokens["select(at:)"]?.roles == [.router])
        #expect(tokens["select(at:)"]?.reasons == ["delegate: calls delegate.didSelect, the way back to whoever built the screen (the Router's)"])
        // A delegate object the screen makes, a framework's delegate, and a parameter of the name are no way back.
        #expect(tokens["keyboardDelegate"]?.roles == [.interactor])
        #expect(tokens["tableDelegate"]?.roles == [.viewController])
        #expect(tokens["count()"]?.roles == [.interactor])
        #expect(tokens["local(delegate:)"]?.roles == [.interactor])
        // Asking the delegate for something is no way back.
        #expect(tokens["limit()"]?.roles == [.interactor])
        let compose = Dictionary(uniqueKeysWithValues: report.screens.first { $0.name == "OTRComposeViewController" }!.members.map { ($0.name, Set($0.roles)) })
        #expect(compose["delegate"] == [.router])
        #expect(compose["pick:"]?.contains(.router) == true)
        #expect(compose["pickAgain:"]?.contains(.router) == true)
        #expect(compose["canPick"]?.contains(.router) == false)
    }
}

/// Requirements of handler protocols (`FooterViewHandling`'s `didTapFooterViewButton(_:)`) and UIKit's item sources
/// (`activityViewController(_:itemForActivityType:)`) are entry points the ViewController answers, not business logic.
struct EntryPointProtocolTests {
    @Test func requirementsOfHandlerProtocolsAndUIKitsItemSourcesAreEntryPoints() {
        let report = analyze("""
            protocol FooterViewHandling { func didTapFooterViewButton(_ index: Int) }
            protocol SwipeHandler: AnyObject { func archive(at index: Int) }
            protocol Refreshing { func refreshContent() }
            final class ShareViewController: UIViewController, FooterViewHandling, SwipeHandler, Refreshing,
                                             UIActivityItemSource, UIPopoverPresentationControllerDelegate {
                var taps = 0
                func didTapFooterViewButton(_ index: Int) { taps += index }
                func archive(at index: Int) { taps -= index }
                func refreshContent() { taps = 0 }
                func activityViewControllerPlaceholderItem(_ controller: UIActivityViewController) -> Any { taps }
                func activityViewController(_ controller: UIActivityViewController, itemForActivityType type: UIActivity.ActivityType?) -> Any? { taps }
                func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
            }
            """)
        let roles = Dictionary(uniqueKeysWithValues: report.screens[0].members.map { ($0.name, Set($0.roles)) })
        #expect(roles["didTapFooterViewButton(_:)"] == [.viewController, .interactor])
        #expect(roles["archive(at:)"] == [.viewController, .interactor])
        #expect(roles["activityViewControllerPlaceholderItem(_:)"] == [.viewController])
        #expect(roles["activityViewController(_:itemForActivityType:)"] == [.viewController])
        #expect(roles["adaptivePresentationStyle(for:)"] == [.viewController])
        // A protocol named for neither is the codebase's own business: its requirement is judged by what it does.
        #expect(roles["refreshContent()"] == [.interactor])
    }
}

/// A screen is a view controller even where UIKit names its base like a view (`UIPageViewController`,
/// `UISearchController`): making one is no UI, holding one is the ViewController's, whatever its initializer's locals say.
struct CodebaseScreenTests {
    @Test func theCodebasesScreensAreNoViewsAndHoldingOneIsNoState() {
        let report = analyze("""
            final class OnboardingPager: UIPageViewController {}
            final class CustomSearchController: UISearchController {}
            final class SearchViewController: UIViewController {
                let searchController: CustomSearchController = {
                    let searchController = CustomSearchController()
                    searchController.automaticallyShowsScopeBar = false
                    return searchController
                }()
                var query = ""
                func makePager() -> OnboardingPager { OnboardingPager(transitionStyle: .scroll, navigationOrientation: .horizontal) }
            }
            """)
        let screen = report.screens.first { $0.name == "SearchViewController" }!
        let members = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, $0) })
        #expect(members["searchController"]?.roles == [.viewController])
        #expect(members["searchController"]?.reasons.last == "ui: a view controller it holds (a child, or one it shows again)")
        #expect(screen.state.map(\.name) == ["query"])
        #expect(members["makePager()"]?.responsibilities.contains(.ui) == false)
    }
}

/// The codebase's views (`SectionHeader: RoundedBackground: UIView`) are UI by their superclass, not their names: a
/// property holding one is no DataStore state, and configuring it no business logic.
struct CodebaseViewTests {
    @Test func theCodebasesViewsAreUIWhateverTheyAreCalled() {
        let report = analyze("""
            class RoundedBackground: UIView {}
            final class SectionHeader: RoundedBackground {
                func configure(title: String) {}
            }
            final class DateEntryField: UIControl {}
            final class PriceFormatter { func format(_ value: Double) -> String { "\\(value)" } }
            final class ChildScreen: UIViewController {}
            final class SendViewController: UIViewController {
                private let header = SectionHeader()
                private let dateField: DateEntryField = DateEntryField()
                private let formatter: PriceFormatter = PriceFormatter()
                private var child: ChildScreen?
                func setUp() { header.configure(title: "Send") }
            }
            """)
        let screen = report.screens.first { $0.name == "SendViewController" }!
        let roles = Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["header"] == [.viewController])
        #expect(roles["dateField"] == [.viewController])
        #expect(roles["setUp()"] == [.viewController])
        #expect(screen.state.map(\.name) == ["formatter"])
        // A class of the codebase that is no view, and a screen held as a child, are not views.
        #expect(roles["formatter"] == [.interactor])
        #expect(roles["child"] == [.viewController])
    }
}

/// A screen that is a VIP+W scene already (as the sample's Checkout is) keeps its scene's wiring: its references
/// to its interactor and router, and the display methods its presenter calls, are the ViewController's, and what its
/// interactor does with a request is not lent to it. A legacy screen's collaborators, and another scene's interactor, are
/// read as any collaborator is.
@Suite struct SceneWiringTests {
    static let report = analyze([
        "CourseInfo.swift": """
            import UIKit
            protocol CourseInfoViewControllerProtocol: AnyObject {
                func displayLoading(viewModel: CourseInfo.Loading.ViewModel)
                func displayReviews(reviews: [Review])
            }
            struct Review {}
            protocol CourseInfoInteractorProtocol { func doWishlistAction(request: CourseInfo.Wishlist.Request) }
            enum CourseInfo {
                enum Loading { struct ViewModel { let isLoading: Bool; let sections: [DisplayedSection]; struct DisplayedSection {} } }
                enum Wishlist { struct Request {} }
            }
            final class CourseInfoInteractor: CourseInfoInteractorProtocol {
                let worker = CourseInfoWorker()
                func doWishlistAction(request: CourseInfo.Wishlist.Request) {
                    Analytics.shared.track("wishlist")
                    UserDefaults.standard.set(true, forKey: "wishlisted")
                    worker.addToWishlist()
                }
            }
            final class CourseInfoWorker {
                func addToWishlist() { URLSession.shared.dataTask(with: URL(string: "https://api.example.com/wishlist")!).resume() }
            }
            final class Analytics {
                static let shared = Analytics()
                func track(_ event: String) {}
            }
            final class CourseInfoViewController: UIViewController {
                let interactor: CourseInfoInteractorProtocol
                var router: (NSObjectProtocol & CourseInfoRoutingLogic & CourseInfoDataPassing)?
                var presenter: CourseInfoPresenter?
                var isLoading = false
                var displayedSections: [CourseInfo.Loading.ViewModel.DisplayedSection] = []
                var headerViewModel: CourseInfoHeaderViewModel?
                var reviews: [Review] = []
                let tableView = UITableView()
                init(interactor: CourseInfoInteractorProtocol) {
                    self.interactor = interactor
                    super.init(nibName: nil, bundle: nil)
                }
                @objc func wishlistTapped() { interactor.doWishlistAction(request: .init()) }
                private func setup() {
                    let presenter = CourseInfoPresenter()
                    let router = CourseInfoRouter()
                    self.presenter = presenter
                    self.router = router
                }
            }
            struct CourseInfoHeaderViewModel {}
            final class CourseInfoPresenter {}
            final class CourseInfoRouter: NSObject, CourseInfoRoutingLogic, CourseInfoDataPassing {}
            extension CourseInfoViewController: CourseInfoViewControllerProtocol {
                func displayLoading(viewModel: CourseInfo.Loading.ViewModel) { viewModel.isLoading ? HUD.show() : HUD.dismiss() }
                func displayReviews(reviews: [Review]) {
                    self.reviews = reviews
                    tableView.reloadData()
                }
                func displaySections(viewModel: CourseInfo.Loading.ViewModel) {
                    displayedSections = viewModel.sections
                    tableView.reloadData()
                }
            }
            protocol CourseInfoRoutingLogic {}
            protocol CourseInfoDataPassing {}
            """,
        "LegacyViewController.swift": """
            import UIKit
            final class LegacyViewController: UIViewController {
                let interactor: CourseInfoInteractorProtocol = CourseInfoInteractor()
                let orders = OrdersInteractor()
                var summary: OrdersViewModel?
                @objc func wishlistTapped() { interactor.doWishlistAction(request: .init()) }
                func show(_ viewModel: OrdersViewModel) { summary = viewModel }
            }
            struct OrdersViewModel {}
            final class OrdersInteractor {
                func load() { Analytics.shared.track("orders") }
            }
            """,
    ])

    static func roles(of screen: String) -> [String: Set<Role>] {
        let found = report.screens.first { $0.name == screen }
        return Dictionary(uniqueKeysWithValues: (found?.members ?? []).map { ($0.name, Set($0.roles)) })
    }

    @Test func theScenesWiringIsTheViewControllers() {
        let roles = Self.roles(of: "CourseInfoViewController")
        #expect(roles["interactor"] == [.viewController])
        #expect(roles["router"] == [.viewController])
        #expect(roles["presenter"] == [.viewController])
        // Clean Swift's `setup()`, which makes the scene's parts and wires them.
        #expect(roles["setup()"] == [.viewController])
        #expect(roles["displayLoading(viewModel:)"] == [.viewController])
        // The view models it keeps to display are its own display state, and keeping them no business logic.
        #expect(roles["displayedSections"] == [.viewController])
        #expect(roles["headerViewModel"] == [.viewController])
        // And so is what a display method keeps of what the presenter hands it (`displayReviews(reviews:)`).
        #expect(roles["reviews"] == [.viewController])
        #expect(roles["displayReviews(reviews:)"] == [.viewController])
        #expect(roles["displaySections(viewModel:)"] == [.viewController])
        #expect(roles["wishlistTapped()"] == [.viewController])
        // Its own state is still the DataStore's.
        #expect(roles["isLoading"] == [.interactor])
        let screen = Self.report.screens.first { $0.name == "CourseInfoViewController" }
        #expect(screen.map { Set($0.responsibilities.map(\.kind)).isDisjoint(with: [.analytics, .persistence, .networking]) } == true)
        #expect(screen?.apiCalls.isEmpty == true)
    }

    @Test func anotherScenesInteractorIsACollaborator() {
        let roles = Self.roles(of: "LegacyViewController")
        #expect(roles["interactor"] == [.worker])
        // Named as an interactor, but of another scene (`Orders`, as long a name as `Legacy`).
        #expect(roles["orders"] == [.worker])
        #expect(roles["wishlistTapped()"]?.contains(.worker) == true)
        // A screen that is no scene keeps its view model as state, as any legacy screen does.
        #expect(roles["summary"] == [.interactor])
        #expect(roles["show(_:)"] == [.interactor])
    }

    @Test(arguments: [
        ("ProductBusinessLogic?", "Interactor"),
        ("(CheckoutRoutingLogic & CheckoutDataPassing)?", "Router"),
        ("(NSObjectProtocol & ProductRoutingLogic & ProductDataPassing)?", "Router"),
        ("(ProductBusinessLogic & AnyObject)!", "Interactor"),
        ("Shop.ProductPresenter", "Presenter"),
        ("ProductInteractorProtocol", "Interactor"),
        ("CheckoutBusinessLogic", "Interactor"),
        ("ProductPresenter<ProductViewController>?", "Presenter"),
        ("(ProductBusinessLogic & ProductDataStore)?", "Interactor"),
    ])
    func aWrittenTypeNamesThePartItHolds(written: String, part: String) {
        #expect(SceneWiring.link(written, scene: "Product") == part)
    }

    @Test(arguments: [
        "String?", "UILabel!", "[ProductInteractor]", "(ProductBusinessLogic & Analytics)?", "OrdersInteractor",
        "ProductCell", "Box<ProductInteractor>", "NSObjectProtocol", "(AnyObject)?", "CoreDataStore", "OrdersDataStore",
    ])
    func aWrittenTypeNamesNoPart(written: String) {
        #expect(SceneWiring.link(written, scene: "Product") == nil)
    }
}

/// A constant answer to the codebase's `extension UIViewController` hooks (`override var canDismissFromKeyboard: Bool
/// { true }`) is the view controller's own configuration, not business logic.
struct ConstantOverrideTests {
    @Test func aConstantAnswerToTheCodebasesHookIsTheViewControllers() {
        let report = analyze("""
            extension UIViewController {
                @objc var canDismissFromKeyboard: Bool { false }
                @objc var pageSize: Int { 10 }
            }
            final class NotesViewController: UIViewController {
                var notes: [String] = []
                override var canDismissFromKeyboard: Bool { true }
                override var pageSize: Int { notes.count }
                var limit: Int { 20 }
                func load() { notes = Array(notes.prefix(limit)) }
            }
            """)
        let roles = Dictionary(uniqueKeysWithValues: report.screens[0].members.map { ($0.name, $0.roles) })
        #expect(roles["canDismissFromKeyboard"] == [.viewController])
        // Worked out from state, or no override: where the code that reads it works.
        #expect(roles["pageSize"] == [.interactor])
        #expect(roles["limit"] == [.interactor])
    }
}
