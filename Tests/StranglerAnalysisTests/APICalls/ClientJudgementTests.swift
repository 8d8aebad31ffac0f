import Testing
@testable import StranglerAnalysis

/// Which types a screen's calls go to as API clients. A type of the codebase is judged by what it does, followed
/// down the chain of types it calls; a type named like a client that does nothing of networking is none (a
/// `ThemeService`); another module's type is judged by its name, except Apple's (`NSItemProvider`).
@Suite struct ClientJudgementTests {
    static let report = analyze([
        "HTTPClient.swift": """
            import Foundation
            final class HTTPClient {
                func get(_ path: String) -> URLSessionDataTask {
                    URLSession.shared.dataTask(with: URL(string: "https://shop.example.com" + path)!)
                }
            }
            """,
        "CatalogService.swift": """
            final class CatalogService {
                let http = HTTPClient()
                func fetch() { http.get("/products").resume() }
            }
            """,
        "ProductRepository.swift": """
            final class ProductRepository {
                let service = CatalogService()
                func products() { service.fetch() }
            }
            """,
        "ProductListViewModel.swift": """
            final class ProductListViewModel {
                let repository = ProductRepository()
                func load() { repository.products() }
            }
            """,
        "ThemeService.swift": """
            import UIKit
            final class ThemeService {
                func apply() { UINavigationBar.appearance().tintColor = .red }
            }
            """,
        "DialogProvider.swift": """
            import UIKit
            protocol DialogProvider { func dialog() -> UIViewController }
            final class DialogFactory: DialogProvider {
                func dialog() -> UIViewController { UIViewController() }
            }
            """,
        "UploadClient.swift": """
            import Foundation
            typealias AnyFetcher = Any & Fetching
            final class UploadClient: NSObject, URLSessionTaskDelegate {
                let fetcher: AnyFetcher
                init(fetcher: AnyFetcher) { self.fetcher = fetcher }
                func upload(_ data: Data) { fetcher.send(data) }
            }
            """,
        "URL+Download.swift": """
            import Foundation
            extension URL {
                func download() { URLSession.shared.dataTask(with: self).resume() }
            }
            """,
        "ShopViewController.swift": """
            import UIKit
            final class ShopViewController: UIViewController {
                let repository = ProductRepository()
                let viewModel = ProductListViewModel()
                let theme = ThemeService()
                let dialogs: DialogProvider = DialogFactory()
                let uploads = UploadClient(fetcher: Fetcher())
                let payments = PaymentsClient()
                func refresh() { repository.products() }
                func reload() { viewModel.load() }
                func style() { theme.apply() }
                func help() { present(dialogs.dialog(), animated: true) }
                func send(_ data: Data) { uploads.upload(data) }
                func pay() { payments.charge(amount: 3) }
                func share(_ item: NSItemProvider) { item.loadItem(forTypeIdentifier: "public.url", options: nil) }
                func fetch(_ url: URL) { url.download() }
                func nextPage(_ url: URL) -> URL { url.appendingPathComponent("2") }
            }
            """,
    ])

    @Test func aScreenCallsAClientWhenTheTypeSendsOrIsAnotherModulesClient() {
        let screen = Self.report.screens.first { $0.name == "ShopViewController" }
        let evidence = screen?.responsibility(.networking)?.evidence.map { "\($0.member) \($0.symbol)" } ?? []
        #expect(evidence == [
            "refresh() ProductRepository.products",  // three types down: repository → service → client → URLSession
            "send(_:) UploadClient.upload",  // its fetcher cannot be followed, but it is an URLSession delegate
            "pay() PaymentsClient.charge",  // another module's, named like a client
            "fetch(_:) URL.download",  // a member the codebase adds to URL, which sends
        ])
        // Not: the view model that reaches the repository, ThemeService, the dialog provider whose only conformer
        // builds a view controller, NSItemProvider, and URL's own `appendingPathComponent`.
    }

    /// A pager asks each tab for its title through `IndicatorInfoProvider`, a protocol its screens adopt. Those screens
    /// speak of URLs for their own work; that makes the protocol no API client.
    @Test func aProtocolNamedLikeAClientThatScreensAdoptIsNoClient() {
        let report = analyze("""
            import UIKit
            protocol IndicatorInfoProvider { func indicatorInfo(for pager: PagerViewController) -> String }
            final class StreamsViewController: UIViewController, IndicatorInfoProvider {
                let streamURL = URL(string: "https://radio.example.com/stream")
                func indicatorInfo(for pager: PagerViewController) -> String { "Streams" }
                func open() { UIApplication.shared.open(streamURL!) }
            }
            final class PagerViewController: UIViewController {
                var tabs: [UIViewController] = []
                @IBOutlet weak var titleLabel: UILabel!
                func title(at index: Int) {
                    let tab = tabs[index] as! IndicatorInfoProvider
                    titleLabel.text = tab.indicatorInfo(for: self)
                }
            }
            """)
        let pager = report.screens.first { $0.name == "PagerViewController" }!
        #expect(!pager.responsibilities.contains { $0.kind == .networking }, "\(pager.responsibilities)")
        #expect(pager.apiCalls.isEmpty)
    }

    /// An `EditActionProvider` builds the screen's menu from the rooms of the `MXSession` it is handed: its
    /// code speaks of a session, but it makes menus, so it is no API client by its name. A provider that speaks of
    /// sessions, builds no UI but an alert, still is one.
    @Test func aTypeNamedLikeAClientThatBuildsMenusIsNoClient() {
        let report = analyze("""
            import UIKit
            final class EditActionProvider {
                func shouldUpdate(with session: MXSession?) -> Bool { session?.rooms.isEmpty == false }
                func menu(session: MXSession?) -> UIMenu {
                    UIMenu(title: "", children: [UIAction(title: "New room") { _ in }])
                }
            }
            final class RoomsProvider {
                func refresh(session: MXSession?) {
                    session?.reload()
                    if session == nil { _ = UIAlertController(title: "Offline", message: nil, preferredStyle: .alert) }
                }
            }
            final class AllChatsViewController: UIViewController {
                let editActions = EditActionProvider()
                let rooms = RoomsProvider()
                var session: MXSession?
                func spacesChanged() {
                    guard editActions.shouldUpdate(with: session) else { return }
                    navigationItem.rightBarButtonItem = UIBarButtonItem(title: nil, menu: editActions.menu(session: session))
                }
                func reload() { rooms.refresh(session: session) }
            }
            """)
        let screen = report.screens.first { $0.name == "AllChatsViewController" }!
        let networking = screen.responsibility(.networking)?.evidence.map { "\($0.member) \($0.symbol)" } ?? []
        #expect(networking == ["reload() RoomsProvider.refresh"])
    }

    /// A screen may reach the API through a value of a composed type (`dependency: ViewControllerWithDependencies &
    /// AuthContextProvider`, the first part itself a composition's alias): `dependency.context` is declared by
    /// `NeedsDependency`, and the chain goes on through it.
    @Test func aChainGoesOnThroughThePartOfACompositionThatDeclaresIt() {
        let report = analyze("""
            import UIKit
            final class APIService {
                func toggleFollow(id: String) { URLSession.shared.dataTask(with: URL(string: "https://social.example/api/v1/accounts/\\(id)/follow")!).resume() }
            }
            final class AppContext { let apiService = APIService() }
            protocol NeedsDependency: AnyObject { var context: AppContext! { get } }
            typealias ViewControllerWithDependencies = NeedsDependency & UIViewController
            protocol AuthContextProvider { var authContext: String { get } }
            final class FollowersViewController: UIViewController {
                var dependency: (ViewControllerWithDependencies & AuthContextProvider)!
                func followTapped() { dependency.context.apiService.toggleFollow(id: "1") }
            }
            """)
        let screen = report.screens.first { $0.name == "FollowersViewController" }!
        #expect(screen.apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?") \($0.via)" } == ["GET /api/v1/accounts/{id}/follow APIService.toggleFollow"])
    }

    /// A screen that holds a `TunnelController & TunnelSessionProvider` of another module holds a client by its second
    /// part's name, though the first's names a controller. Eureka's `ControllerProvider`, alone, makes view controllers.
    @Test func aCompositionOfAnotherModulesTypesIsAClientWhenAPartIs() {
        let report = analyze("""
            import UIKit
            import NetworkProtection
            final class StatusViewController: UIViewController {
                let tunnel: (TunnelController & TunnelSessionProvider)
                let rows: ControllerProvider<UIViewController>
                init(tunnel: TunnelController & TunnelSessionProvider, rows: ControllerProvider<UIViewController>) {
                    self.tunnel = tunnel
                    self.rows = rows
                    super.init(nibName: nil, bundle: nil)
                }
                func snooze() async { _ = await tunnel.activeSession() }
                func row() { _ = rows.makeController() }
            }
            """)
        let screen = report.screens.first { $0.name == "StatusViewController" }!
        let evidence = screen.responsibility(.networking)?.evidence.map(\.member) ?? []
        #expect(evidence == ["snooze()"])
    }

    /// A protocol the codebase declares and nothing in the tree adopts (`ContextMenuProvider`, `DropTargetsProvider`,
    /// asked for menus and drop targets) is judged by what its requirements speak of, not by its name (`UIDropSession`
    /// is no networking session); one whose requirements speak of requests still is a client.
    @Test func aProtocolNamedLikeAClientThatNothingAdoptsIsJudgedByItsRequirements() {
        let report = analyze("""
            import UIKit
            public protocol ContextMenuProvider: AnyObject {
                func composeContextMenuElements(for viewController: UIViewController, item: Int) -> [UIMenuElement]?
            }
            @objc public protocol DropTargetsProvider: AnyObject {
                func canProvideDropTargets(for dropSession: UIDropSession, target view: UIView) -> Bool
            }
            public protocol FeedProvider: AnyObject {
                func fetchFeed(_ request: URLRequest, completion: @escaping (Data?) -> Void)
            }
            final class CollectionViewController: UIViewController {
                var contextMenuProvider: ContextMenuProvider?
                var dropTargetsProvider: DropTargetsProvider?
                var feeds: FeedProvider?
                func menu() { _ = contextMenuProvider?.composeContextMenuElements(for: self, item: 1) }
                func drop(session: UIDropSession) { _ = dropTargetsProvider?.canProvideDropTargets(for: session, target: view) }
                func reload(request: URLRequest) { feeds?.fetchFeed(request) { _ in } }
            }
            """)
        let screen = report.screens.first { $0.name == "CollectionViewController" }!
        #expect(screen.apiCalls.map(\.via) == ["FeedProvider.fetchFeed"])
    }
    /// A `FeatureFlagService` says whether a feature is on: a protocol named like a client, whose test
    /// double keeps one flag per feature (`isSupportRequestEnabled`). A flag's name is no networking: what a type's code
    /// speaks of is read from the types it holds and the members it calls, not from the names of the properties it sets.
    /// A property whose type speaks of requests, or a call that does, still makes a client that cannot be followed one.
    /// Nor is a model that makes itself qualified by its module, `Networking.Product(…)`, a client named `Networking`.
    @Test func aTypeIsNoClientByTheNameOfAFlagItSetsOrOfItsModule() {
        let report = analyze("""
            import UIKit
            protocol FeatureFlagService { func isFeatureFlagEnabled(_ flag: FeatureFlag) -> Bool }
            enum FeatureFlag { case inbox, supportRequests }
            struct DefaultFeatureFlagService: FeatureFlagService {
                func isFeatureFlagEnabled(_ flag: FeatureFlag) -> Bool { flag == .inbox }
            }
            struct MockFeatureFlagService: FeatureFlagService {
                private let isSupportRequestEnabled: Bool
                init(isSupportRequestEnabled: Bool = false) { self.isSupportRequestEnabled = isSupportRequestEnabled }
                func isFeatureFlagEnabled(_ flag: FeatureFlag) -> Bool {
                    switch flag {
                    case .supportRequests: return isSupportRequestEnabled
                    default: return false
                    }
                }
            }
            final class SyncService {
                var pendingRequest: SyncRequest?
                func start() { pendingRequest?.begin() }
            }
            final class UploadService {
                func start() { Backend.sendRequest(kind: 1) }
            }
            struct Product { let id: Int; let name: String }
            extension Networking.Product {
                func copy(name: String) -> Networking.Product { Networking.Product(id: id, name: name) }
            }
            final class ProductsViewController: UIViewController {
                var product = Product(id: 1, name: "")
                let featureFlags: FeatureFlagService = DefaultFeatureFlagService()
                let sync = SyncService()
                let uploads = UploadService()
                func load() { if featureFlags.isFeatureFlagEnabled(.inbox) { title = "Inbox" } }
                func resume() { sync.start() }
                func upload() { uploads.start() }
                func rename() { product = product.copy(name: "Mug") }
            }
            """)
        let screen = report.screens.first { $0.name == "ProductsViewController" }!
        let networking = screen.responsibilities.first { $0.kind == .networking }?.evidence.map(\.symbol)
        #expect(networking == ["SyncService.start", "UploadService.start"])
        #expect(screen.apiCalls.isEmpty)
    }
    /// An API layer may be named `…Remote`: `OrdersRemote: Remote`, whose inherited `enqueue(_:)`
    /// hands the request to a `Network` protocol that Alamofire's conformer sends. A remote is an API client as a service is,
    /// when it sends or hands requests on; a TV remote that does neither is none.
    @Test func aRemoteIsAnAPIClient() {
        let report = analyze([
            "Network.swift": remoteNetworkLayer,
            "Orders.swift": """
            import UIKit
            final class OrdersRemote: Remote {
                func loadOrders(completion: @escaping (Data?) -> Void) {
                    let request = ShopRequest(method: "GET", path: "orders")
                    enqueue(request, completion: completion)
                }
            }
            final class TVRemote {
                var buttons: [UIButton] = []
                func pressPlay() { buttons.first?.isHighlighted = true }
            }
            final class OrdersViewController: UIViewController {
                let remote = OrdersRemote(network: SessionNetwork())
                let tv = TVRemote()
                func load() { remote.loadOrders { _ in } }
                func play() { tv.pressPlay() }
            }
            """,
        ])
        let screen = report.screens.first { $0.name == "OrdersViewController" }!
        #expect(screen.responsibility(.networking)?.evidence.map(\.symbol) == ["OrdersRemote.loadOrders"])
        #expect(screen.apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?")" } == ["GET /orders"])
    }

    /// A `DataManagerProtocol` whose `DataManager` hands each request straight to a `ProductApi` that Alamofire's
    /// conformer sends is the codebase's data layer, a client whatever its name. A manager
    /// that reaches a request further down what it calls (a player that syncs its position through a sync manager) is no
    /// client of the screen that skips; nor is a factory that hands a pull request to the screen it makes.
    @Test func aTypeThatHandsItsRequestStraightToAClientIsOne() {
        let report = analyze([
            "Data.swift": """
            import Foundation
            import Alamofire
            protocol ProductApi {
                func getQuestions(forBarcode barcode: String, onSuccess: @escaping ([String]) -> Void, onError: @escaping (Error) -> Void)
            }
            final class ProductService: ProductApi {
                func getQuestions(forBarcode barcode: String, onSuccess: @escaping ([String]) -> Void, onError: @escaping (Error) -> Void) {
                    Alamofire.request("https://robotoff.example.org/api/v1/questions/\\(barcode)").responseJSON { _ in onSuccess([]) }
                }
            }
            protocol DataManagerProtocol {
                func getQuestions(forBarcode: String, onSuccess: @escaping ([String]) -> Void)
            }
            final class DataManager: DataManagerProtocol {
                var productApi: ProductApi!
                func getQuestions(forBarcode: String, onSuccess: @escaping ([String]) -> Void) {
                    productApi.getQuestions(forBarcode: forBarcode, onSuccess: onSuccess) { _ in }
                }
            }
            final class SyncManager {
                func syncPosition(_ seconds: Double) {
                    Alamofire.request("https://sync.example.org/api/sync/position", method: .put).responseJSON { _ in }
                }
            }
            final class PositionSync {
                let sync = SyncManager()
                func save(_ seconds: Double) { sync.syncPosition(seconds) }
            }
            final class PlaybackManager {
                let position = PositionSync()
                func skipForward() { position.save(30) }
            }
            struct PullRequest {
                let path: String
                let number: Int
            }
            """,
            "Screens.swift": """
            import UIKit
            final class PullRequestViewController: UIViewController {
                init(pullRequest: PullRequest) { super.init(nibName: nil, bundle: nil) }
            }
            enum ScreenFactory {
                static func screen(for number: Int) -> UIViewController { pullRequestScreen(number) }
                static func pullRequestScreen(_ number: Int) -> UIViewController {
                    PullRequestViewController(pullRequest: PullRequest(path: "/pulls/\\(number)", number: number))
                }
            }
            final class ProductViewController: UIViewController {
                var dataManager: DataManagerProtocol!
                let playback = PlaybackManager()
                var questions: [String] = []
                func refreshQuestions() {
                    dataManager.getQuestions(forBarcode: "737628064502") { [weak self] found in self?.questions = found }
                }
                func skip() { playback.skipForward() }
                func openPull() { navigationController?.pushViewController(ScreenFactory.screen(for: 7), animated: true) }
            }
            """,
        ])
        let screen = report.screens.first { $0.name == "ProductViewController" }!
        #expect(screen.responsibility(.networking)?.evidence.map { "\($0.member) \($0.symbol)" } == [
            "refreshQuestions() DataManagerProtocol.getQuestions",
        ])
        #expect(apiCallLines(of: "ProductViewController", in: report) == [
            "refreshQuestions() GET /api/v1/questions/{barcode} DataManagerProtocol.getQuestions",
        ])
    }
}
