import Testing
@testable import StranglerAnalysis

/// Calls to the codebase's own types count for what the called member does, not for the whole type.
@Suite struct ProjectTypeCapabilityTests {
    static let report = analyze([
        "Store.swift": """
            final class Store {
                func load() -> Int { UserDefaults.standard.integer(forKey: "count") }
                func describe() -> String { "store" }
                var count: Int { load() }
            }
            """,
        "BaseViewController.swift": """
            class AppBaseViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    Analytics.shared.track("screen_viewed")
                }
            }
            """,
        "ScreenViewController.swift": """
            final class ScreenViewController: AppBaseViewController {
                @IBOutlet weak var titleLabel: UILabel!
                let store = Store()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    titleLabel.text = localized("screen.title")
                    print(store.describe())
                }
                func refresh() {
                    print(store.load(), Store().count)
                }
            }
            """,
    ])

    func evidence(_ kind: Responsibility) -> [String] {
        let screen = Self.report.screens.first { $0.name == "ScreenViewController" }
        return screen?.responsibility(kind)?.evidence.map { "\($0.member) \($0.symbol)" } ?? []
    }

    @Test func aStoresReadingMembersArePersistenceAndItsOthersAreNot() {
        #expect(evidence(.persistence) == ["refresh() Store.count", "refresh() Store.load"])
    }

    @Test func callsToSuperAreNotTheBaseClassesSideEffects() {
        #expect(evidence(.analytics).isEmpty)
    }

    /// An analytics funnel that stores its events and sends them itself: for a screen that logs to one, that is
    /// analytics, not networking or persistence.
    @Test func anAnalyticsClientThatSendsOrStoresItsEventsIsAnalytics() {
        let report = analyze([
            "EditFunnel.swift": """
                final class EditFunnel {
                    func logSaveAttempt() {
                        UserDefaults.standard.set(true, forKey: "pending")
                        URLSession.shared.dataTask(with: URL(string: "https://intake.example.org/event")!).resume()
                    }
                }
                """,
            "EditorViewController.swift": """
                final class EditorViewController: UIViewController {
                    let funnel = EditFunnel()
                    func save() { funnel.logSaveAttempt() }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "EditorViewController" }!
        #expect(screen.responsibility(.analytics)?.evidence.map(\.symbol) == ["EditFunnel.init", "funnel.logSaveAttempt"])
        #expect(screen.responsibility(.networking) == nil)
        #expect(screen.responsibility(.persistence) == nil)
    }

    /// A manager that logs an analytics event among its own work (`PlaybackManager.shared.seek(to:)`) is no analytics for
    /// its callers. The codebase's wrapper of an analytics SDK, whatever its name, still is.
    @Test func aManagerThatAlsoLogsAnEventIsNoAnalyticsForItsCallers() {
        let report = analyze([
            "PlaybackManager.swift": """
                final class PlaybackManager {
                    static let shared = PlaybackManager()
                    func seek(to time: Double) {
                        UserDefaults.standard.set(time, forKey: "position")
                        Analytics.shared.track("seek")
                    }
                }
                """,
            "UsageReporter.swift": """
                final class UsageReporter {
                    func report(_ name: String) { Analytics.shared.track(name) }
                }
                """,
            "PlayerViewController.swift": """
                final class PlayerViewController: UIViewController {
                    let reporter = UsageReporter()
                    func seekTapped() { PlaybackManager.shared.seek(to: 30) }
                    func shareTapped() { reporter.report("share") }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "PlayerViewController" }!
        #expect(screen.responsibility(.analytics)?.evidence.map(\.member) == ["shareTapped()"])
        #expect(screen.responsibility(.persistence)?.evidence.map(\.member) == ["seekTapped()"])
    }

    /// A value of a composition (`pixelReporter: IntroPixelReporting & AddToDockReporting`): the call goes to the part
    /// that declares it, and the composition's other part still says the value reports pixels. A composition none of
    /// whose parts is named for analytics is not.
    @Test func aCompositionsPartsNamesSayWhatItsValueIs() {
        let report = analyze([
            "Reporter.swift": """
                protocol IntroPixelReporting { func trackIntroImpression() }
                protocol AddToDockReporting { func trackAddToDockTapped() }
                protocol AddToDockStoring { func rememberAddToDock() }
                final class OnboardingPixelReporter: IntroPixelReporting, AddToDockReporting, AddToDockStoring {
                    func trackIntroImpression() { fire("intro") }
                    func trackAddToDockTapped() { fire("dock") }
                    func rememberAddToDock() { fire("dock") }
                    private func fire(_ name: String) {
                        UserDefaults.standard.set(true, forKey: name)
                        Pixel.fire(pixel: name)
                    }
                }
                """,
            "OnboardingViewController.swift": """
                final class OnboardingViewController: UIViewController {
                    let pixelReporter: IntroPixelReporting & AddToDockReporting
                    let store: AddToDockReporting & AddToDockStoring
                    init(pixelReporter: IntroPixelReporting & AddToDockReporting, store: AddToDockReporting & AddToDockStoring) {
                        self.pixelReporter = pixelReporter
                        self.store = store
                        super.init(nibName: nil, bundle: nil)
                    }
                    func dockTapped() { pixelReporter.trackAddToDockTapped() }
                    func remember() { store.rememberAddToDock() }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "OnboardingViewController" }!
        #expect(screen.responsibility(.analytics)?.evidence.map(\.member) == ["dockTapped()"])
    }

    /// A protocol's extension does its work for the conformers that take its default: a screen that loads through
    /// `catalog: CatalogLoading` sends the extension's request. A delegate protocol's default is the delegate's work,
    /// as its conformers' is, not the screen's that calls it.
    @Test func aProtocolsExtensionWorksForItsConformersButADelegatesDoesNot() {
        let report = analyze([
            "Catalog.swift": """
                protocol CatalogLoading { func reload() }
                extension CatalogLoading {
                    func loadProducts() { URLSession.shared.dataTask(with: URL(string: "https://shop.example/api/products")!).resume() }
                }
                final class Catalog: CatalogLoading { func reload() {} }
                protocol CatalogViewControllerDelegate: AnyObject {}
                extension CatalogViewControllerDelegate {
                    func catalogDidClose() { URLSession.shared.dataTask(with: URL(string: "https://shop.example/api/close")!).resume() }
                }
                """,
            "CatalogViewController.swift": """
                final class CatalogViewController: UIViewController {
                    let catalog: CatalogLoading = Catalog()
                    weak var delegate: CatalogViewControllerDelegate?
                    func refresh() { catalog.loadProducts() }
                    func close() { delegate?.catalogDidClose() }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "CatalogViewController" }!
        #expect(screen.responsibility(.networking)?.evidence.map(\.member) == ["refresh()"])
        #expect(screen.apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?")" } == ["GET /api/products"])
    }

    /// A logger that appends to a file is no persistence for the screens that log through it; a store that writes one is.
    @Test func aLoggerThatWritesItsFileIsNoPersistenceForItsCallers() {
        let report = analyze([
            "NCLog.swift": """
                final class NCLog {
                    static func log(_ message: String) {
                        FileManager.default.createFile(atPath: "/tmp/talk.log", contents: Data(message.utf8))
                    }
                }
                """,
            "DraftStore.swift": """
                final class DraftStore {
                    static func save(_ text: String) {
                        FileManager.default.createFile(atPath: "/tmp/draft", contents: Data(text.utf8))
                    }
                }
                """,
            "ChatViewController.swift": """
                final class ChatViewController: UIViewController {
                    func sendFailed() { NCLog.log("send failed") }
                    func keepDraft() { DraftStore.save("hi") }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "ChatViewController" }!
        #expect(screen.responsibility(.persistence)?.evidence.map(\.member) == ["keepDraft()"])
    }

    /// Swift screens call the codebase's Objective-C classes by their imported names: `fetchArticle(with:)` is
    /// `fetchArticleWithURL:`, and does what that method does.
    @Test func swiftCallsAnObjectiveCMethodByItsImportedName() {
        let report = analyze([
            "ArticleStore.h": """
                @interface ArticleStore : NSObject
                - (Article *)fetchArticleWithURL:(NSURL *)url;
                - (void)showArticleWithURL:(NSURL *)url from:(UIViewController *)controller;
                @end
                """,
            "ArticleStore.m": """
                @implementation ArticleStore
                - (Article *)fetchArticleWithURL:(NSURL *)url {
                    return [[NSUserDefaults standardUserDefaults] objectForKey:url.absoluteString];
                }
                - (void)showArticleWithURL:(NSURL *)url from:(UIViewController *)controller {
                    [controller.navigationController pushViewController:[[ArticleViewController alloc] init] animated:YES];
                }
                @end
                """,
            "ReaderViewController.swift": """
                final class ReaderViewController: UIViewController {
                    let store = ArticleStore()
                    func open(_ url: URL) { _ = store.fetchArticle(with: url) }
                    func show(_ url: URL) { store.showArticle(with: url, from: self) }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "ReaderViewController" }!
        #expect(screen.responsibility(.persistence)?.evidence.map(\.symbol) == ["ArticleStore.fetchArticle"])
        #expect(screen.navigation.map(\.member) == ["show(_:)"])
        #expect(CapabilitiesPass.swiftBaseName(ofSelector: "fetchArticleWithURL:") == "fetchArticle")
        #expect(CapabilitiesPass.swiftBaseName(ofSelector: "numberOfRowsInSection:") == "numberOfRows")
        #expect(CapabilitiesPass.swiftBaseName(ofSelector: "addObserverForName:object:queue:usingBlock:") == "addObserver")
        // An initializer is one by its first word, not its first letters.
        #expect(CapabilitiesPass.swiftBaseName(ofSelector: "initialsForUserName:") == "initials")
        for whole in ["tableView:cellForRowAtIndexPath:", "setTitle:", "initWithURL:", "setLoggedIn:", "reload", "load(with:)"] {
            #expect(CapabilitiesPass.swiftBaseName(ofSelector: whole) == nil, "\(whole)")
        }
    }

    /// A screen that tells its delegate it finished, where the delegate then calls the server: that is the delegate's
    /// networking, not the screen's. A service protocol still does what its conformers do.
    @Test func aDelegatesWorkIsNotTheCallers() {
        let report = analyze([
            "CallViewController.swift": """
                protocol CallViewControllerDelegate: AnyObject {
                    func callViewControllerDidFinish(_ controller: CallViewController)
                }
                protocol RoomsFetching {
                    func fetchRooms()
                }
                final class RoomsManager: CallViewControllerDelegate, RoomsFetching {
                    func callViewControllerDidFinish(_ controller: CallViewController) {
                        URLSession.shared.dataTask(with: URL(string: "https://cloud.example.org/leave")!).resume()
                    }
                    func fetchRooms() {
                        URLSession.shared.dataTask(with: URL(string: "https://cloud.example.org/rooms")!).resume()
                    }
                }
                final class CallViewController: UIViewController {
                    weak var delegate: CallViewControllerDelegate?
                    var rooms: RoomsFetching?
                    func finishCall() { delegate?.callViewControllerDidFinish(self) }
                    func reload() { rooms?.fetchRooms() }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "CallViewController" }!
        #expect(screen.responsibility(.networking)?.evidence.map(\.member) == ["reload()"])
        #expect(screen.apiCalls.map(\.member) == ["reload()"])
    }

    @Test func aLocalisedStringIsNotFormattingOfData() {
        #expect(!evidence(.formatting).contains { $0.contains("titleLabel.text") })
    }
}

/// A protocol does what the conformers of the protocols that refine it do, however deep the chain, and whatever the
/// order the protocols are visited in: a screen's `store: CertificateStoring` is a Worker's collaborator.
struct RefinedProtocolTests {
    @Test func aProtocolDoesWhatTheConformersOfTheProtocolsThatRefineItDo() {
        // A chain of six: the store's work is found whichever way up the protocols are visited.
        let report = analyze([
            "Stores.swift": """
                protocol CertificateStoring: AnyObject { func saveCertificate(_ value: String) }
                protocol ProfileStoring: CertificateStoring {}
                protocol SettingsStoring: ProfileStoring {}
                protocol HistoryStoring: SettingsStoring {}
                protocol CacheStoring: HistoryStoring {}
                protocol Store: CacheStoring {}
                final class SecureStore: Store {
                    func saveCertificate(_ value: String) { UserDefaults.standard.set(value, forKey: "certificate") }
                }
                protocol ScreenDelegate: CertificateStoring {}
                final class Listener: ScreenDelegate {
                    func saveCertificate(_ value: String) { UserDefaults.standard.set(value, forKey: "heard") }
                }
                """,
            "CertificateViewController.swift": """
                final class CertificateViewController: UIViewController {
                    let store: CertificateStoring
                    weak var delegate: ScreenDelegate?
                    init(store: CertificateStoring) { self.store = store; super.init(nibName: nil, bundle: nil) }
                    func keep() { store.saveCertificate("x") }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "CertificateViewController" }!
        #expect(screen.members.first { $0.name == "store" }?.roles == [.worker])
        #expect(screen.members.first { $0.name == "keep()" }?.roles == [.worker])
        // Through a delegate protocol nothing is lent: the delegate's work is the delegate's, and the property no Worker's
        // collaborator but the screen's way back (the Router's).
        #expect(screen.members.first { $0.name == "delegate" }?.roles == [.router])
    }
}

/// A tracker is analytics only when its code shows analytics: an `EventTracker` that logs events is; a `NetworkTracker`
/// that watches the connection is not, for the word alone.
struct TrackerTests {
    @Test func aTrackerIsAnalyticsOnlyWhenItsCodeShowsAnalytics() {
        let report = analyze([
            "Trackers.swift": """
                final class NetworkTracker {
                    static let shared = NetworkTracker()
                    private(set) var active: String?
                    func startTracking(urls: [String]) { active = urls.first }
                }
                final class EventTracker {
                    static let shared = EventTracker()
                    func track(_ name: String) { Analytics.logEvent(name, parameters: nil) }
                }
                final class UsageAnalytics {
                    func record(_ name: String) { print(name) }
                }
                final class TrackingProtectionManager {
                    var isEnabled = false
                    func enable() { isEnabled = true }
                }
                enum LogSegment: CaseIterable { case network, storage }
                """,
            "RootViewController.swift": """
                final class RootViewController: UIViewController {
                    let usage = UsageAnalytics()
                    func setup() { NetworkTracker.shared.startTracking(urls: []) }
                    func buy() { EventTracker.shared.track("buy") }
                    func open() { usage.record("open") }
                    func protect() { TrackingProtectionManager().enable() }
                    func segments() -> Int { LogSegment.allCases.count }
                }
                """,
            "AnalyticsSettingsViewController.swift": """
                final class AnalyticsSettingsViewController: UIViewController {
                    static let identifier = "analytics"
                    func reuse() -> String { AnalyticsSettingsViewController.identifier }
                }
                """,
        ])
        let root = report.screens.first { $0.name == "RootViewController" }!
        let findings = root.responsibilities.flatMap { responsibility in responsibility.evidence.map { "\(responsibility.kind.rawValue) \($0.member)" } }
        #expect(findings.sorted() == ["analytics buy()", "analytics open()", "analytics usage"])
        // A screen named for analytics that reads its own constant sends nothing.
        #expect(report.screens.first { $0.name == "AnalyticsSettingsViewController" }!.responsibilities.isEmpty)
    }
}
