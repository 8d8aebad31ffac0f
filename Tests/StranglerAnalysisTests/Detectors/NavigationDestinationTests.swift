import Testing
@testable import StranglerAnalysis

/// Where a navigation leads when the code does not name the type in the call itself.
@Suite struct NavigationDestinationTests {
    static func destinations(_ report: AnalysisReport, _ name: String) -> [String] {
        report.screens.first { $0.name == name }!.navigation.map { "\($0.action) \($0.destination ?? "?")" }
    }

    /// A name bound twice in one method (`navVC`, to the login screen in a branch that returns, then to the editor):
    /// each navigation reads the binding made before it, not the method's last.
    @Test func aNameBoundTwiceIsReadAsBoundBeforeTheNavigation() {
        let report = analyze("""
            import UIKit
            final class ScannerViewController: UIViewController {
                func goToEditProduct(product: Product) {
                    if Credentials.shared.username == nil {
                        guard let loginVC = UIStoryboard.main.instantiate() as? UserViewController else { return }
                        let navVC = UINavigationController(rootViewController: loginVC)
                        self.present(navVC, animated: true)
                        return
                    }
                    let editor = ProductAddViewController(product: product)
                    let navVC = UINavigationController(rootViewController: editor)
                    self.present(navVC, animated: true)
                }
            }
            final class UserViewController: UIViewController {}
            final class ProductAddViewController: UIViewController {}
            """)
        #expect(Self.destinations(report, "ScannerViewController") == ["present UserViewController", "present ProductAddViewController"])
    }

    /// Pushing a local's member (`coordinator.localesViewController`) leads to the property's type, not the local's.
    @Test func aMemberOfALocalLeadsToTheMembersType() {
        let report = analyze("""
            import UIKit
            final class LocalesCoordinator {
                lazy var localesViewController = LocalesViewController()
                var anything: Any?
                func start() {}
            }
            final class LocalesViewController: UIViewController {}
            final class SettingsViewController: UIViewController {
                func showLocales() {
                    let coordinator = LocalesCoordinator()
                    coordinator.start()
                    navigationController?.pushViewController(coordinator.localesViewController, animated: true)
                }
                func showUnknown() {
                    let coordinator = LocalesCoordinator()
                    navigationController?.pushViewController(coordinator.anything as! UIViewController, animated: true)
                    navigationController?.pushViewController(coordinator.missing, animated: true)
                }
            }
            """)
        #expect(Self.destinations(report, "SettingsViewController") == ["push LocalesViewController", "push UIViewController", "push ?"])
    }

    /// The Then library configures a value and gives it back: `MFMailComposeViewController().then { … }` keeps its type.
    @Test func aValueConfiguredWithThenKeepsItsType() {
        let report = analyze("""
            import UIKit
            import MessageUI
            final class ContactFormViewController: UIViewController {
                func mailTapped() {
                    let mail = MFMailComposeViewController().then { $0.setToRecipients(["support@example.com"]) }
                    present(mail, animated: true)
                }
                func privacyTapped() {
                    let privacy = SettingsContentViewController().then { $0.title = "Privacy" }
                    navigationController?.pushViewController(privacy, animated: true)
                }
                func otherTapped() {
                    let other = makeController().then { $0.title = "Other" }
                    navigationController?.pushViewController(other, animated: true)
                }
            }
            final class SettingsContentViewController: UIViewController {}
            """)
        #expect(Self.destinations(report, "ContactFormViewController") == [
            "present MFMailComposeViewController", "push SettingsContentViewController", "push ?",
        ])
    }

    /// A new navigation stack (`setViewControllers(_:animated:)`) shows its last view controller.
    @Test func aNewStackLeadsToItsLastViewController() {
        let report = analyze([
            "NotesViewController.swift": """
                import UIKit
                final class NotesViewController: UIViewController {
                    func open(_ note: Note) {
                        let editor = EditorViewController(note: note)
                        navigationController?.setViewControllers([self, editor], animated: true)
                    }
                    func signOut() { navigationController?.setViewControllers([LoginViewController()], animated: false) }
                    func reset(_ stack: [UIViewController]) { navigationController?.setViewControllers(stack, animated: false) }
                }
                final class EditorViewController: UIViewController {}
                final class LoginViewController: UIViewController {}
                """,
            "SPNoteListViewController.h": """
                @interface SPNoteListViewController : UIViewController
                @end
                """,
            "SPNoteListViewController.m": """
                #import "SPNoteListViewController.h"
                @implementation SPNoteListViewController
                - (void)openNote:(Note *)note {
                    SPNoteEditorViewController *editor = [[EditorFactory shared] buildWith:note];
                    [self.navigationController setViewControllers:@[self, editor] animated:YES];
                }
                @end
                """,
        ])
        #expect(Self.destinations(report, "NotesViewController") == [
            "setRoot EditorViewController", "setRoot LoginViewController", "setRoot ?",
        ])
        #expect(Self.destinations(report, "SPNoteListViewController") == ["setRoot SPNoteEditorViewController"])
    }

    /// A SwiftUI navigation (a link, a sheet, a cover) leads to the view its closure builds.
    @Test func aSwiftUINavigationLeadsToTheViewItsClosureBuilds() {
        let report = analyze("""
            import SwiftUI
            struct ComplicationsRootView: View {
                @State private var showAdd = false
                @StateObject var viewModel = ComplicationsViewModel()
                var body: some View {
                    List {
                        NavigationLink {
                            ComplicationListView()
                        } label: {
                            Text("Legacy")
                        }
                    }
                    .sheet(isPresented: $showAdd) {
                        NavigationView { ComplicationEditView(existing: nil) }
                    }
                    .fullScreenCover(item: $viewModel.editing) { config in
                        NavigationView {
                            List { HStack { ProgressBadge() } }
                        }
                    }
                    .onAppear { UserDefaults.standard.set(true, forKey: "seen") }
                }
            }
            """)
        #expect(Self.destinations(report, "ComplicationsRootView") == [
            "push ComplicationListView", "present ComplicationEditView", "present ?",
        ])
    }

    /// A property read through `self` leads where the property does: Objective-C's `self.searchController` (an
    /// `MLSearchViewController`) as Swift's `self.detail`.
    @Test func aPropertyReadThroughSelfLeadsToItsType() throws {
        let report = analyze([
            "Screens.swift": """
                import UIKit
                final class DetailViewController: UIViewController {}
                final class NotesViewController: UIViewController {
                    var detail: DetailViewController!
                    var pending: UIViewController?
                    func showDetail() { present(self.detail, animated: false) }
                    func showPending() { present(self.pending!, animated: false) }
                }
                """,
            "ChatViewController.h": """
                @interface ChatViewController : UIViewController
                @property (nonatomic, strong) MLSearchViewController *searchController;
                @end
                @interface MLSearchViewController : UISearchController
                @end
                """,
            "ChatViewController.m": """
                @implementation ChatViewController
                - (void)showSearch {
                    [self presentViewController:self.searchController animated:NO completion:nil];
                }
                @end
                """,
        ])
        #expect(Self.destinations(report, "NotesViewController") == ["present DetailViewController", "present UIViewController"])
        #expect(Self.destinations(report, "ChatViewController") == ["present MLSearchViewController"])
    }

    /// A navigation controller a screen's own factory makes shows that screen
    /// `[AutoFillPreferencesViewController fromStoryboardWithModel:self.viewModel]`, declared to return a
    /// `UINavigationController`), not the type of the model it was handed; one a storyboard makes is no `UIStoryboard`.
    @Test func aContainerAScreensFactoryMakesShowsThatScreen() throws {
        let report = analyze([
            "AutoFillPreferencesViewController.h": """
                @interface AutoFillPreferencesViewController : UITableViewController
                + (UINavigationController *)fromStoryboardWithModel:(Model *)model;
                @end
                """,
            "BrowseViewController.m": """
                @interface BrowseViewController : UIViewController
                @property (nonatomic, strong) Model *viewModel;
                @end
                @implementation BrowseViewController
                - (void)showAutoFillSettings {
                    UINavigationController *nav = [AutoFillPreferencesViewController fromStoryboardWithModel:self.viewModel];
                    [self presentViewController:nav animated:YES completion:nil];
                }
                - (void)showWizard {
                    UIStoryboard *storyboard = [UIStoryboard storyboardWithName:@"Missing" bundle:nil];
                    UINavigationController *nav = (UINavigationController *)[storyboard instantiateInitialViewController];
                    [self presentViewController:nav animated:YES completion:nil];
                }
                @end
                """,
        ])
        #expect(Self.destinations(report, "BrowseViewController") == [
            "present AutoFillPreferencesViewController", "present UINavigationController",
        ])
    }

    /// SwiftUI's modifiers that show the system's screens present their controllers, as UIKit does
    /// (`.quickLookPreview($selectedURL)` presents a `QLPreviewController`); a method of the same name that is handed no
    /// binding presents nothing.
    @Test func aSystemScreensModifierPresentsItsController() {
        let report = analyze("""
            import SwiftUI
            struct DebugView: View {
                @State private var selectedURL: URL?
                @State private var importing = false
                @StateObject var model = DebugModel()
                var body: some View {
                    List { Text("Logs") }
                        .quickLookPreview($selectedURL)
                        .fileImporter(isPresented: $importing, allowedContentTypes: [.pdf]) { _ in }
                        .onAppear { UserDefaults.standard.set(true, forKey: "seen"); model.quickLookPreview(selectedURL) }
                }
            }
            """)
        #expect(Self.destinations(report, "DebugView") == ["present QLPreviewController", "present UIDocumentPickerViewController"])
    }

    /// A link that pushes a value (`NavigationLink(value: NavigationDestination.playlist(…)) { PlaylistCardView(…) }`)
    /// leads to the case the value names, which the stack's `navigationDestination(for:)` turns into a view; the closure
    /// is the row's label. A value that names no case leaves the destination unknown.
    @Test func aLinkToAValueLeadsToTheCaseItNamesNotToItsLabel() {
        let report = analyze("""
            import SwiftUI
            struct ChannelView: View {
                @StateObject var store = ChannelStore()
                var body: some View {
                    List(store.playlists) { playlist in
                        NavigationLink(value: NavigationDestination.playlist(playlist.id)) {
                            PlaylistCardView(playlist: playlist)
                        }
                        NavigationLink(value: .channel(store.channelID)) { ChannelRowView() }
                        NavigationLink(value: playlist) { PlaylistRowView(playlist: playlist) }
                        NavigationLink(destination: AboutView()) { Text("About") }
                    }
                    .task { store.load() }
                }
            }
            final class ChannelStore: ObservableObject {
                @Published var playlists: [Playlist] = []
                var channelID = ""
                func load() { URLSession.shared.dataTask(with: URL(string: "https://example.com/playlists")!).resume() }
            }
            """)
        #expect(Self.destinations(report, "ChannelView") == ["push playlist", "push channel", "push ?", "push AboutView"])
    }

    @Test(arguments: [(".playlist(id)", "playlist"), ("NavigationDestination.channel(id: x)", "channel"), ("Route.settings", "settings"),
                      ("playlist", nil), ("Playlist.Kind.remote", nil), ("Foo(bar).baz", nil), ("Color.red.opacity(0.5)", "red")])
    func theCaseANavigationValueNames(text: String, name: String?) {
        #expect(NavigationDetector.valueCase(text) == name)
    }

    /// A controller type's own factory gives the destination: `UIAlertController.configured(…)`,
    /// `ProfileViewController.instantiate()`.
    @Test func aControllerTypesFactoryGivesTheDestination() {
        let (screen, _) = screen(viewControllerBody: """
            func fail() {
                let alert = UIAlertController.configured(title: "Error", preferredStyle: .alert)
                present(alert, animated: true)
            }
            func open() {
                let profile = ProfileViewController.instantiate()
                navigationController?.pushViewController(profile, animated: true)
                let title = Formatter.string(from: 3)
                print(title)
            }
            """)
        #expect(screen.navigation.map { "\($0.action) \($0.destination ?? "?")" } == [
            "present UIAlertController", "push ProfileViewController",
        ])
    }

    /// What a codebase method returns gives the destination: a helper's `createActivityController(…)`, or the next screen
    /// a screen builds in a method of its own.
    @Test func aCodebaseMethodsReturnTypeGivesTheDestination() {
        let report = analyze([
            "SharingHelper.swift": """
                import UIKit
                final class SharingHelper {
                    static let shared = SharingHelper()
                    func createActivityController(text: String) -> UIActivityViewController {
                        UIActivityViewController(activityItems: [text], applicationActivities: nil)
                    }
                }
                """,
            "EpisodeViewController.swift": """
                import UIKit
                final class EpisodeViewController: UIViewController {
                    func share() {
                        let controller = SharingHelper.shared.createActivityController(text: "x")
                        present(controller, animated: true)
                    }
                    func openDetails() {
                        let details = makeDetails()
                        navigationController?.pushViewController(details, animated: true)
                    }
                    func makeDetails() -> DetailsViewController { DetailsViewController() }
                }
                """,
        ])
        #expect(Self.destinations(report, "EpisodeViewController") == ["present UIActivityViewController", "push DetailsViewController"])
    }

    /// A factory that returns a plain view controller (a VIP assembly's `LessonAssembly(…).makeModule() ->
    /// UIViewController` makes a `LessonViewController` with its interactor and presenter) leads to the screen it makes,
    /// handed over as it is made or in a local; one that wraps it in a navigation controller still leads to it, and one that
    /// may make either of two screens, or return what another factory of its type makes, leads to a plain view
    /// controller, as it says.
    @Test func aFactoryReturningAPlainViewControllerGivesTheScreenItMakes() {
        let report = analyze([
            "Assemblies.swift": """
                import UIKit
                final class LessonAssembly {
                    let unitID: Int
                    init(unitID: Int) { self.unitID = unitID }
                    func makeModule() -> UIViewController {
                        let presenter = LessonPresenter()
                        let viewController = LessonViewController(presenter: presenter)
                        return viewController
                    }
                }
                final class DownloadsAssembly {
                    func makeModule() -> UIViewController {
                        StyledNavigationController(rootViewController: DownloadsViewController())
                    }
                }
                final class OnboardingAssembly {
                    func makeModule(short: Bool) -> UIViewController {
                        short ? WelcomeViewController() : TourViewController()
                    }
                }
                final class ScreenFactory {
                    static func screen(for url: URL) -> UIViewController {
                        if url.host == nil { return WelcomeViewController() }
                        return screen(forGitHubURL: url)
                    }
                    static func screen(forGitHubURL url: URL) -> UIViewController {
                        url.path.isEmpty ? TourViewController() : LessonViewController(presenter: LessonPresenter())
                    }
                }
                final class LessonPresenter {}
                final class StyledNavigationController: UINavigationController {}
                final class LessonViewController: UIViewController {
                    init(presenter: LessonPresenter) { super.init(nibName: nil, bundle: nil) }
                }
                final class DownloadsViewController: UIViewController {}
                final class WelcomeViewController: UIViewController {}
                final class TourViewController: UIViewController {}
                """,
            "CourseViewController.swift": """
                import UIKit
                final class CourseViewController: UIViewController {
                    func openLesson(unitID: Int) {
                        let assembly = LessonAssembly(unitID: unitID)
                        navigationController?.pushViewController(assembly.makeModule(), animated: true)
                    }
                    func openDownloads() {
                        let viewController = DownloadsAssembly().makeModule()
                        present(viewController, animated: true)
                    }
                    func open(url: URL) {
                        navigationController?.pushViewController(ScreenFactory.screen(for: url), animated: true)
                    }
                    func openSettings() {
                        let assembly = LessonAssembly(unitID: 1)
                        let controller = StyledNavigationController(rootViewController: assembly.makeModule())
                        present(controller, animated: true)
                    }
                    func openWelcome() { present(UINavigationController(rootViewController: makeWelcome()), animated: true) }
                    func makeWelcome() -> UIViewController { WelcomeViewController() }
                    func openOnboarding() {
                        let assembly = OnboardingAssembly()
                        present(assembly.makeModule(short: true), animated: true)
                    }
                }
                """,
        ])
        #expect(Self.destinations(report, "CourseViewController") == [
            "push LessonViewController", "present DownloadsViewController", "push UIViewController",
            // A navigation controller of the codebase's or the framework's, made around a factory's screen, shows that screen.
            "present LessonViewController", "present WelcomeViewController", "present UIViewController",
        ])
    }

    /// SwiftGen's storyboard scenes: `SceneType<T>.instantiate()` returns `T`, which each scene's type names
    /// (`SceneType<UIKit.UINavigationController>`); made in a local or handed over as it is made.
    @Test func aGenericTypesMethodReturnsWhatTheReceiversTypeNamesForItsParameter() {
        let report = analyze([
            "Storyboard Scenes.swift": """
                import UIKit
                internal enum StoryboardScene {
                    internal enum Main {
                        internal static let purchaseGemNavController = SceneType<UIKit.UINavigationController>(identifier: "PurchaseGemNavController")
                        internal static let rewardsViewController = SceneType<Habitica.RewardViewController>(identifier: "RewardsViewController")
                    }
                }
                internal struct SceneType<T: UIViewController> {
                    internal let identifier: String
                    internal func instantiate() -> T {
                        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: identifier) as! T
                    }
                }
                final class Box<Value> {
                    func open() -> Value { fatalError() }
                }
                """,
            "ShopViewController.swift": """
                import UIKit
                final class RewardViewController: UIViewController {}
                final class ShopViewController: UIViewController {
                    let box = Box<RewardViewController>()
                    let unknownBox: Box = Box()
                    func buyGems() {
                        let navigationController = StoryboardScene.Main.purchaseGemNavController.instantiate()
                        present(navigationController, animated: true)
                    }
                    func showRewards() {
                        navigationController?.pushViewController(StoryboardScene.Main.rewardsViewController.instantiate(), animated: true)
                    }
                    func openBox() { present(box.open(), animated: true) }
                    func openUnknownBox() {
                        let made = unknownBox.open()
                        present(made, animated: true)
                    }
                }
                """,
        ])
        #expect(Self.destinations(report, "ShopViewController") == [
            "present UINavigationController", "push RewardViewController", "present RewardViewController", "present ?",
        ])
    }

    /// The outermost generic arguments of a written type, each whole.
    @Test func genericArgumentsAreReadOutermostFirst() {
        #expect(TypeNames.genericArguments(of: "SceneType<UIKit.UINavigationController>") == ["UIKit.UINavigationController"])
        #expect(TypeNames.genericArguments(of: "Result<[User], Error>") == ["[User]", "Error"])
        #expect(TypeNames.genericArguments(of: "Cache<String, Box<(Int, Int)>>?") == ["String", "Box<(Int, Int)>"])
        #expect(TypeNames.genericArguments(of: "Plain").isEmpty)
    }

    /// A screen that navigates through the codebase's coordinator (`coordinator.present(scene: .profile("me"), from:
    /// self)`) shows the scene it names, and the coordinator it holds is the Router's.
    @Test func navigationThroughTheCodebasesCoordinator() throws {
        let report = analyze("""
            import UIKit
            enum Scene { case profile(String), settings }
            protocol Coordinating: AnyObject { func showSettings() }
            final class AppCoordinator: Coordinating {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) {
                    self.navigationController = navigationController
                    navigationController.setViewControllers([HomeViewController()], animated: false)
                }
                func present(scene: Scene, from sender: UIViewController) {
                    switch scene {
                    case .profile: navigationController.pushViewController(ProfileViewController(), animated: true)
                    case .settings: sender.present(SettingsViewController(), animated: true)
                    }
                }
                func showSettings() { present(scene: .settings, from: navigationController) }
                func title(for scene: Scene) -> String { "Scene" }
                func showMenu(in controller: UIViewController, location: MenuLocation) {
                    controller.present(UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet), animated: true)
                }
            }
            enum MenuLocation { case folderAction, contextMenuItem }
            enum AlertAction {
                static func share(_ items: [Any], from controller: UIViewController) -> UIAlertAction {
                    UIAlertAction(title: "Share", style: .default) { _ in
                        controller.present(UIActivityViewController(activityItems: items, applicationActivities: nil), animated: true)
                    }
                }
            }
            final class HomeViewController: UIViewController {
                var coordinator: AppCoordinator!
                weak var delegate: Coordinating?
                func openProfile() { coordinator.present(scene: .profile("me"), from: self) }
                func openSettings() { delegate?.showSettings() }
                func label() -> String { coordinator.title(for: .settings) }
                func share() -> UIAlertAction { AlertAction.share([], from: self) }
                func more() { coordinator.showMenu(in: self, location: .folderAction) }
            }
            """)
        let home = try #require(report.screens.first { $0.name == "HomeViewController" })
        // A menu's `location: .folderAction` says where it shows: the destination is the helper's alert, no scene.
        #expect(home.navigation.map { "\($0.member) \($0.action) \($0.destination ?? "-")" } == [
            "openProfile() show profile", "openSettings() show -", "more() present UIAlertController",
        ])
        let roles = Dictionary(uniqueKeysWithValues: home.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["openProfile()"] == [.router])
        #expect(roles["label()"] == [.presenter])
        // The coordinator the screen holds: the Router's, not state for the Interactor's DataStore.
        #expect(roles["coordinator"] == [.router])
        #expect(home.members.first { $0.name == "coordinator" }?.reasons == ["collaborator: AppCoordinator navigates; the Router holds it"])
        // A delegate typed by the codebase's protocol is the screen's way back to whoever built it: the Router's too.
        #expect(roles["delegate"] == [.router])
        #expect(home.members.first { $0.name == "delegate" }?.reasons == ["delegate: the screen's way back to whoever built it; the Router calls it"])
    }

    /// A coordinator member that only reads a preference (from `UserDefaults`, to choose between Safari and the default
    /// browser) navigates, with no Worker; one that writes (signing out, clearing caches) still persists.
    @Test func aCoordinatorThatOnlyReadsAPreferenceNavigates() throws {
        let report = analyze("""
            import UIKit
            final class SceneCoordinator {
                weak var root: UINavigationController?
                func present(url: URL) {
                    if UserDefaults.standard.bool(forKey: "useDefaultBrowser") {
                        UIApplication.shared.open(url)
                    } else {
                        root?.present(SafariViewController(url: url), animated: true)
                    }
                }
                func signOut() {
                    UserDefaults.standard.removeObject(forKey: "account")
                    root?.setViewControllers([LoginViewController()], animated: true)
                }
            }
            final class ProfileViewController: UIViewController {
                var coordinator: SceneCoordinator!
                func openLink(_ url: URL) { coordinator.present(url: url) }
                func logOut() { coordinator.signOut() }
            }
            """)
        let profile = try #require(report.screens.first { $0.name == "ProfileViewController" })
        let roles = Dictionary(uniqueKeysWithValues: profile.members.map { ($0.name, Set($0.roles)) })
        #expect(roles["openLink(_:)"] == [.router])
        #expect(roles["logOut()"] == [.worker, .router])
        #expect(profile.responsibilities.first { $0.kind == .persistence }?.evidence.map(\.member) == ["logOut()"])
    }

    /// A helper in the codebase's extension of `UIViewController` (`presentError(_:)`) navigates for every screen that
    /// calls it; a base class's helper serves its screens the same way.
    @Test func navigationThroughAHelperEveryViewControllerHas() throws {
        let report = analyze("""
            import UIKit
            extension UIViewController {
                func presentError(_ message: String) {
                    present(UIAlertController(title: message, message: nil, preferredStyle: .alert), animated: true)
                }
                func errorTitle(_ message: String) -> String { "Error: " + message }
            }
            class BaseListViewController: UIViewController {
                func close() { navigationController?.popViewController(animated: true) }
            }
            final class FeedsViewController: BaseListViewController {
                func failed() { presentError("Offline") }
                func done() { close() }
                func title() -> String { errorTitle("x") }
            }
            """)
        let feeds = try #require(report.screens.first { $0.name == "FeedsViewController" })
        #expect(feeds.navigation.map { "\($0.member) \($0.action)" } == ["failed() present", "done() pop"])
        // The helper always presents an alert: that is the destination.
        #expect(feeds.navigation.map { $0.destination ?? "-" } == ["UIAlertController", "-"])
    }

    /// A helper that shows what it is handed (`present(_ vc: UIViewController, _ sender: UIView?)` in an extension of
    /// `UIViewController`) leads to the caller's argument at that place; a helper that also shows something of its own
    /// names none. A presenter's `present(for: room, from:)`, beside a private `present(_:animated:)`, leads to no room.
    @Test func aHelperShowsWhatItsCallerHandsIt() {
        let report = analyze("""
            import UIKit
            extension UIViewController {
                func present(_ vc: UIViewController, _ sender: UIView? = nil) {
                    if let sender { vc.popoverPresentationController?.sourceView = sender }
                    present(vc, animated: true)
                }
                func open(_ first: UIViewController, then second: UIViewController) {
                    navigationController?.pushViewController(second, animated: true)
                }
                func either(_ vc: UIViewController, failed: Bool) {
                    if failed { present(UIAlertController(title: nil, message: nil, preferredStyle: .alert), animated: true) }
                    else { present(vc, animated: true) }
                }
                func presentFromRoot(_ controller: UIViewController, animated: Bool = true, completion: (() -> Void)? = nil) {
                    (presentedViewController ?? self).present(controller, animated: animated, completion: completion)
                }
                func present(module: UIViewController, embedInNavigation: Bool = false) {
                    let shown = embedInNavigation ? UINavigationController(rootViewController: module) : module
                    present(shown, animated: true)
                }
                func present(module: UIViewController, over other: UIViewController, first: Bool) {
                    let shown = first ? module : other
                    present(shown, animated: true)
                }
                func leave() {
                    if presentingViewController != nil { dismiss(animated: true) }
                    else { navigationController?.popViewController(animated: true) }
                }
            }
            final class BrowsingViewController: UIViewController {
                func security(_ button: UIButton) {
                    let vc = SecurityViewController()
                    present(vc, button)
                }
                func bookmarks() { present(BookmarksViewController()) }
                func player(_ player: PlayerViewController) { presentFromRoot(player, animated: true) { print("shown") } }
                func chain() { open(BookmarksViewController(), then: SecurityViewController()) }
                func mixed() { either(BookmarksViewController(), failed: true) }
                func close() { leave() }
                func module() { present(module: BookmarksViewController(), embedInNavigation: true) }
                func choose() { present(module: BookmarksViewController(), over: PlayerViewController(), first: true) }
            }
            final class SecurityViewController: UIViewController {}
            final class BookmarksViewController: UIViewController {}
            final class PlayerViewController: UIViewController {}
            final class ShareLinkPresenter {
                weak var presenting: UIViewController?
                func present(for room: Room, from controller: UIViewController) {
                    presenting = controller
                    share(room)
                }
                private func share(_ room: Room) { present(UIActivityViewController(activityItems: [], applicationActivities: nil), animated: true) }
                private func present(_ viewController: UIViewController, animated: Bool) { presenting?.present(viewController, animated: animated) }
            }
            final class Room {}
            final class InviteViewController: UIViewController {
                let sharer = ShareLinkPresenter()
                func share(_ room: Room) { sharer.present(for: room, from: self) }
            }
            """)
        #expect(Self.destinations(report, "BrowsingViewController") == [
            "present SecurityViewController", "present BookmarksViewController", "present PlayerViewController",
            "push SecurityViewController", "present ?", "dismiss ?",
            // A local chosen between the one view controller handed over and what wraps it shows it; between two handed
            // over, neither.
            "present BookmarksViewController", "present ?",
        ])
        #expect(Self.destinations(report, "InviteViewController") == ["present ?"])
    }

    /// In a Eureka form, a row's `presentationMode` shows the controller its provider makes, or performs a segue, when
    /// the row is tapped.
    @Test func aFormRowsPresentationModeIsNavigation() {
        let report = analyze("""
            import UIKit
            import Eureka
            final class SettingsViewController: FormViewController {
                func rows() {
                    form +++ Section()
                        <<< ButtonRow { row in
                            row.presentationMode = .show(controllerProvider: ControllerProvider<UIViewController>.callback {
                                let model = AboutModel()
                                let controller = AboutViewController(model: model)
                                return controller
                            }, onDismiss: nil)
                        }
                        <<< ButtonRow { row in
                            row.presentationMode = .presentModally(controllerProvider: .callback {
                                UINavigationController(rootViewController: PrivacyViewController())
                            }, onDismiss: nil)
                        }
                        <<< ButtonRow { row in
                            row.presentationMode = .segueName(segueName: "showAccount", onDismiss: nil)
                        }
                }
                func help() { show(HelpViewController(), sender: self) }
            }
            final class AboutModel {}
            final class AboutViewController: UIViewController { init(model: AboutModel) { super.init(nibName: nil, bundle: nil) } }
            final class PrivacyViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            """)
        #expect(Self.destinations(report, "SettingsViewController") == [
            "show AboutViewController", "present PrivacyViewController", "segue showAccount", "show HelpViewController",
        ])
        let settings = report.screens.first { $0.name == "SettingsViewController" }
        #expect(settings?.responsibilities.contains { $0.kind == .networking } == false)
    }

    /// SwiftUI apps navigate by changing state: `routerPath.navigate(to: .accountDetail(id:))`, whose router appends to
    /// the path a `NavigationStack` reads, pushes, and setting `routerPath.presentedSheet` presents a sheet.
    @Test func aSwiftUIRoutersPathAndSheetAreNavigation() {
        let report = analyze([
            "Router.swift": """
                import SwiftUI
                enum RouterDestination: Hashable { case accountDetail(id: String), statusDetail(id: String) }
                enum SheetDestination: Identifiable { case editor(draft: String), settings }
                @Observable final class RouterPath {
                    var path: [RouterDestination] = []
                    var presentedSheet: SheetDestination?
                    var recentSearches: [String] = []
                    func navigate(to destination: RouterDestination) { path.append(destination) }
                    func remember(_ search: String) { recentSearches.append(search) }
                }
                /// A test double that records the destination it was asked to open: no navigation.
                enum SettingsDestination { case notifications, privacy }
                protocol SettingsOpening { func openSettings(_ destination: SettingsDestination) }
                final class SettingsOpenerSpy: SettingsOpening {
                    var openedDestination: SettingsDestination?
                    var history: [SettingsDestination] = []
                    func openSettings(_ destination: SettingsDestination) {
                        openedDestination = destination
                        history.append(destination)
                    }
                }
                """,
            "TimelineView.swift": """
                import SwiftUI
                struct TimelineView: View {
                    @Environment(RouterPath.self) private var routerPath
                    @State private var detailPath = NavigationPath()
                    @State private var selectedFilter: Filter?
                    @State private var tags: [String] = []
                    let opener: SettingsOpening = SettingsOpenerSpy()
                    var body: some View { List { Text("Timeline") } }
                    func open(_ account: Account) { routerPath.navigate(to: .accountDetail(id: account.id)) }
                    func compose() { routerPath.presentedSheet = .editor(draft: "") }
                    func closeSheet() { routerPath.presentedSheet = nil }
                    func backToTop() { routerPath.path = [] }
                    func showDetail(_ id: String) { detailPath.append(id) }
                    func search(_ text: String) { routerPath.remember(text) }
                    func filter(_ filter: Filter) { selectedFilter = filter }
                    func settings() { opener.openSettings(.notifications) }
                    func tag(_ tag: String) {
                        tags.append(tag)
                        UserDefaults.standard.set(tags, forKey: "tags")
                    }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "TimelineView" }!
        #expect(screen.navigation.map { "\($0.member) \($0.action) \($0.destination ?? "?")" } == [
            "open(_:) push accountDetail",
            "compose() present editor",
            "closeSheet() dismiss ?",
            "backToTop() pop ?",
            "showDetail(_:) push ?",
        ])
    }

    /// A coordinator held as a composition (`weak var coordinatorDelegate: (ItemsCoordinatorDelegate &
    /// NoteCoordinatorDelegate)?`): a call goes where the part that declares it leads, each part its own. A member no
    /// part of the codebase declares leads nowhere. The type is read whole, however long.
    @Test func aCallOnACompositionGoesToThePartThatDeclaresIt() {
        let report = analyze("""
            import UIKit
            protocol ItemsCoordinatorDelegate: AnyObject { func showItemDetail(key: String) }
            protocol DetailNoteEditorCoordinatorDelegate: AnyObject { func showEditor(key: String) }
            protocol NoteCoordinatorDelegate: AnyObject { func showNote(key: String) }
            final class DetailCoordinator {
                let navigationController: UINavigationController
                init(navigationController: UINavigationController) { self.navigationController = navigationController }
            }
            extension DetailCoordinator: ItemsCoordinatorDelegate {
                func showItemDetail(key: String) { navigationController.pushViewController(ItemDetailViewController(), animated: true) }
            }
            extension DetailCoordinator: NoteCoordinatorDelegate {
                func showNote(key: String) { navigationController.present(NoteViewController(), animated: true) }
            }
            final class ItemDetailViewController: UIViewController {}
            final class NoteViewController: UIViewController {}
            final class ItemsViewController: UIViewController {
                weak var coordinatorDelegate: (ItemsCoordinatorDelegate & DetailNoteEditorCoordinatorDelegate & NoteCoordinatorDelegate)?
                func select(key: String) { coordinatorDelegate?.showItemDetail(key: key) }
                func note(key: String) { coordinatorDelegate?.showNote(key: key) }
                func other() { coordinatorDelegate?.showSettings() }
            }
            """)
        #expect(Self.destinations(report, "ItemsViewController") == ["push ItemDetailViewController", "present NoteViewController"])
    }

    /// A protocol's extension that presents on the screen handed to it (`showOnboarding(from:)`) navigates for the
    /// conformers, which navigate on their own for the rest.
    @Test func aProtocolsExtensionNavigatesForItsConformers() {
        let report = analyze("""
            import UIKit
            protocol ReadAloudCoordinatorDelegate: AnyObject {
                func showOnboarding(from presenter: UIViewController)
                func showHelp()
            }
            extension ReadAloudCoordinatorDelegate {
                func showOnboarding(from presenter: UIViewController) {
                    presenter.present(OnboardingViewController(), animated: true)
                }
            }
            final class ReaderCoordinator: ReadAloudCoordinatorDelegate {
                var navigationController: UINavigationController?
                func showHelp() { navigationController?.pushViewController(HelpViewController(), animated: true) }
            }
            final class OnboardingViewController: UIViewController {}
            final class HelpViewController: UIViewController {}
            final class ReaderViewController: UIViewController {
                weak var coordinatorDelegate: ReadAloudCoordinatorDelegate?
                func onboard() { coordinatorDelegate?.showOnboarding(from: self) }
                func help() { coordinatorDelegate?.showHelp() }
            }
            """)
        #expect(Self.destinations(report, "ReaderViewController") == ["present OnboardingViewController", "push HelpViewController"])
    }

    /// What a generic factory makes (`UIStoryboard.instantiateController(ofType:) -> T`) is no type the function has of
    /// its own, so no destination named `T`; a factory that returns its type still names it.
    @Test func aGenericFactorysResultIsNoDestinationOfItsOwn() {
        let report = analyze("""
            import UIKit
            extension UIStoryboard {
                func instantiateController<T>(ofType type: T.Type = T.self) -> T where T: UIViewController {
                    instantiateViewController(withIdentifier: String(describing: type)) as! T
                }
                func makeOptional<Screen: UIViewController>() -> Screen? { nil }
                func makeAbout() -> AboutViewController { AboutViewController() }
            }
            final class AboutViewController: UIViewController {}
            final class AddAccountViewController: UIViewController {}
            final class SettingsViewController: UIViewController {
                func addAccount() {
                    let controller = UIStoryboard(name: "Settings", bundle: nil).instantiateController(ofType: AddAccountViewController.self)
                    navigationController?.pushViewController(controller, animated: true)
                }
                func maybe() {
                    if let controller = UIStoryboard(name: "Settings", bundle: nil).makeOptional() { present(controller, animated: true) }
                }
                func about() {
                    let controller = UIStoryboard(name: "Settings", bundle: nil).makeAbout()
                    navigationController?.pushViewController(controller, animated: true)
                }
            }
            """)
        #expect(Self.destinations(report, "SettingsViewController") == ["push ?", "present ?", "push AboutViewController"])
    }

    /// A hosting controller shows its root view: a SwiftUI screen wrapped in `UIHostingController(rootView:)`, or in a
    /// hosting controller of the codebase's own, is the destination, not the wrapper.
    @Test func aHostingControllerShowsItsRootView() {
        let report = analyze("""
            import UIKit
            import SwiftUI
            class ThemedHostingController<Content: View>: UIHostingController<Content> {}
            final class SettingsHostingController: UIHostingController<AnyView> {
                init() { super.init(rootView: AnyView(SettingsView())) }
            }
            struct SettingsView: View { var body: some View { Text("") } }
            struct ActivityView: View { let model: Int; var body: some View { Text("") } }
            final class FeedViewController: UIViewController {
                func showSettings() {
                    navigationController?.pushViewController(UIHostingController(rootView: SettingsView()), animated: true)
                }
                func showActivity() {
                    let view = ActivityView(model: 1)
                    let controller = ThemedHostingController(rootView: view)
                    present(controller, animated: true)
                }
                func showThemed() {
                    present(UIHostingController(rootView: SettingsView().environmentObject(Store())), animated: true)
                }
                func showOwn() { present(SettingsHostingController(), animated: true) }
                func showThemedLocal() {
                    let view = ActivityView(model: 2)
                    present(ThemedHostingController(rootView: view.environmentObject(Store())), animated: true)
                }
                func showUnknown() { present(UIHostingController(rootView: makeView()), animated: true) }
                func showModified() {
                    let about = SettingsView().environmentObject(Store())
                    present(ThemedHostingController(rootView: about), animated: true)
                }
            }
            """)
        #expect(Self.destinations(report, "FeedViewController") == [
            "push SettingsView", "present ActivityView", "present SettingsView", "present SettingsHostingController",
            "present ActivityView", "present UIHostingController", "present SettingsView",
        ])
    }
}
