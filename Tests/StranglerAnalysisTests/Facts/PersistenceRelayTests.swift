import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// A data layer's facade hands the screen's call straight to the store that persists (`DataManager.addAllergy(_:)` calls
/// `store.addAllergy(_:)`, which writes): for the screen, `dataManager.addAllergy(…)` is persistence, as a call to the
/// store itself is.
@Suite struct PersistenceRelayTests {
    static let store = """
        import Foundation
        final class PreferencesStore {
            func addAllergy(_ name: String) { UserDefaults.standard.set([name], forKey: "allergies") }
            func listAllergies() -> [String] { UserDefaults.standard.stringArray(forKey: "allergies") ?? [] }
        }
        """

    /// The screen's persistence evidence ("member symbol") and its persistence writes ("member symbol").
    static func persistence(_ files: [String: String], screen: String = "AllergensViewController") -> (evidence: [String], writes: [String]) {
        let report = Analyzer().analyze(InMemorySources.load(files.merging(["PreferencesStore.swift": store]) { own, _ in own }))
        let found = report.screens.first { $0.name == screen }
        let evidence = found?.responsibility(.persistence)?.evidence.map { "\($0.member) \($0.symbol)" } ?? []
        let writes = found?.sideEffects.filter { $0.kind == "persistenceWrite" }.map { "\($0.member) \($0.symbol)" } ?? []
        return (evidence.sorted(), writes.sorted())
    }

    static func screen(holding type: String, calls body: String) -> String {
        """
        import UIKit
        final class AllergensViewController: UIViewController {
            var dataManager: \(type)!
            var allergies: [String] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                \(body)
            }
        }
        """
    }

    static let facade = """
        final class DataManager {
            let store = PreferencesStore()
            func addAllergy(_ name: String) { store.addAllergy(name) }
            func listAllergies() -> [String] { store.listAllergies() }
            func greeting() -> String { "Hello" }
        }
        """

    @Test func aCallTheFacadeHandsToTheStoreIsPersistence() {
        let found = Self.persistence([
            "DataManager.swift": Self.facade,
            "AllergensViewController.swift": Self.screen(holding: "DataManager", calls: """
                allergies = dataManager.listAllergies()
                dataManager.addAllergy("peanuts")
                title = dataManager.greeting()
                """),
        ])
        #expect(found.evidence == ["viewDidLoad() DataManager.addAllergy", "viewDidLoad() DataManager.listAllergies"])
        #expect(found.writes == ["viewDidLoad() DataManager.addAllergy"])
    }

    @Test func aProtocolRelaysWhatItsConformerDoes() {
        let found = Self.persistence([
            "DataManager.swift": """
                protocol DataManagerProtocol { func listAllergies() -> [String] }
                final class DataManager: DataManagerProtocol {
                    let store = PreferencesStore()
                    func listAllergies() -> [String] { store.listAllergies() }
                }
                """,
            "AllergensViewController.swift": Self.screen(holding: "DataManagerProtocol", calls: "allergies = dataManager.listAllergies()"),
        ])
        #expect(found.evidence == ["viewDidLoad() DataManagerProtocol.listAllergies"])
    }

    @Test func aBaseClassRelaysWhatItsSubclassDoes() {
        let found = Self.persistence([
            "DataManager.swift": """
                class DataManagerBase { func listAllergies() -> [String] { [] } }
                final class DataManager: DataManagerBase {
                    let store = PreferencesStore()
                    override func listAllergies() -> [String] { store.listAllergies() }
                }
                """,
            "AllergensViewController.swift": Self.screen(holding: "DataManagerBase", calls: "allergies = dataManager.listAllergies()"),
        ])
        #expect(found.evidence == ["viewDidLoad() DataManagerBase.listAllergies"])
    }

    @Test func aDelegateProtocolRelaysNothing() {
        let found = Self.persistence([
            "LoginDelegate.swift": """
                protocol LoginDelegate: AnyObject { func listAllergies() -> [String] }
                final class LoginFlow: LoginDelegate {
                    let store = PreferencesStore()
                    func listAllergies() -> [String] { store.listAllergies() }
                }
                """,
            "AllergensViewController.swift": Self.screen(holding: "LoginDelegate", calls: "allergies = dataManager.listAllergies()"),
        ])
        #expect(found.evidence.isEmpty)
    }

    @Test func makingTheFacadeOrAskingForItsSharedInstanceIsNoPersistence() {
        let found = Self.persistence([
            "DataManager.swift": """
                final class DataManager {
                    let store = PreferencesStore()
                    let allergies: [String]
                    init() { allergies = store.listAllergies() }
                    static func sharedManager() -> DataManager {
                        _ = PreferencesStore().listAllergies()
                        return DataManager()
                    }
                }
                """,
            "AllergensViewController.swift": Self.screen(holding: "DataManager", calls: """
                dataManager = DataManager()
                dataManager = DataManager.sharedManager()
                """),
        ])
        #expect(found.evidence.isEmpty)
    }

    /// A type's static member does what the static members it calls through the type's name or `Self` do
    /// (`DataManager.enable()` calls `DataManager.setFlag(…)`), but its shared instance's accessor does not do what the
    /// initializer it runs does: asking for the shared manager writes nothing, though making it writes its settings.
    @Test func aStaticMemberDoesWhatItsTypesStaticsDoButNotWhatMakingOneDoes() {
        let found = Self.persistence([
            "DataManager.swift": """
                import Foundation
                final class DataManager {
                    private static var instance: DataManager?
                    init() { UserDefaults.standard.set(true, forKey: "launched") }
                    static func sharedManager() -> DataManager {
                        if let instance { return instance }
                        let made = DataManager.init()
                        instance = made
                        return made
                    }
                    static func setFlag(_ value: Bool) { UserDefaults.standard.set(value, forKey: "flag") }
                    static func enable() { DataManager.setFlag(true) }
                    static func disable() { Self.setFlag(false) }
                }
                """,
            "AllergensViewController.swift": Self.screen(holding: "DataManager", calls: """
                dataManager = DataManager.sharedManager()
                DataManager.enable()
                DataManager.disable()
                """),
        ])
        #expect(found.writes == ["viewDidLoad() DataManager.disable", "viewDidLoad() DataManager.enable"])
    }

    @Test func handingOutACollaboratorThatLoadsItselfIsNoPersistence() {
        // `AppCoordinator.favoriteService()` makes the service, which reads its favourites as it is made.
        let found = Self.persistence([
            "AppCoordinator.swift": """
                import Foundation
                final class FavoriteService {
                    let favorites: [String]
                    init() { favorites = UserDefaults.standard.stringArray(forKey: "favorites") ?? [] }
                }
                final class AppCoordinator {
                    func favoriteService() -> FavoriteService { FavoriteService() }
                }
                """,
            "AllergensViewController.swift": Self.screen(holding: "AppCoordinator", calls: "_ = dataManager.favoriteService()"),
        ])
        #expect(found.evidence.isEmpty)
    }

    @Test func aMemberThatNavigatesIsNavigationOnly() {
        let found = Self.persistence([
            "AppCoordinator.swift": """
                import UIKit
                final class AppCoordinator {
                    let store = PreferencesStore()
                    let navigationController = UINavigationController()
                    func showAllergies() {
                        _ = store.listAllergies()
                        navigationController.pushViewController(UIViewController(), animated: true)
                    }
                }
                """,
            "AllergensViewController.swift": Self.screen(holding: "AppCoordinator", calls: "dataManager.showAllergies()"),
        ])
        #expect(found.evidence.isEmpty)
    }

    @Test func onlyOneHopIsFollowed() {
        // A view model over the facade over the store: a screen's view model that reaches a store further down what it
        // calls is the screen's business logic, as one that reaches a request further down is (see `Capabilities.relays`).
        let found = Self.persistence([
            "DataManager.swift": Self.facade,
            "AllergensViewModel.swift": """
                final class AllergensViewModel {
                    let dataManager = DataManager()
                    func allergies() -> [String] { dataManager.listAllergies() }
                }
                """,
            "AllergensViewController.swift": Self.screen(holding: "AllergensViewModel", calls: "allergies = dataManager.allergies()"),
        ])
        #expect(found.evidence.isEmpty)
    }

    @Test func aMemberThatFetchesAndCachesIsNetworkingOneThatReadsTheCacheIsPersistence() {
        let found = Self.persistence([
            "AllergenClient.swift": """
                import Foundation
                final class AllergenClient {
                    let store = PreferencesStore()
                    func refresh() {
                        URLSession.shared.dataTask(with: URL(string: "https://example.com/allergens")!).resume()
                        store.addAllergy("peanuts")
                    }
                    func listAllergies() -> [String] { store.listAllergies() }
                }
                final class AllergenRepository {
                    let client = AllergenClient()
                    let store = PreferencesStore()
                    func sync() {
                        client.refresh()
                        store.addAllergy("peanuts")
                    }
                }
                """,
            "AllergensViewController.swift": """
                import UIKit
                final class AllergensViewController: UIViewController {
                    let client = AllergenClient()
                    let repository = AllergenRepository()
                    var allergies: [String] = []
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        client.refresh()
                        repository.sync()
                        allergies = client.listAllergies()
                    }
                }
                """,
        ])
        #expect(found.evidence == ["viewDidLoad() AllergenClient.listAllergies"])
        #expect(found.writes.isEmpty)
    }

    @Test func aLoggerThatWritesItsFileIsNoStore() {
        let found = Self.persistence([
            "DataManager.swift": """
                import Foundation
                final class FileLogger {
                    func write(_ line: String) { FileManager.default.createFile(atPath: "/tmp/log", contents: nil) }
                }
                final class DataManager {
                    let logger = FileLogger()
                    func note(_ line: String) { logger.write(line) }
                }
                """,
            "AllergensViewController.swift": """
                import UIKit
                final class AllergensViewController: UIViewController {
                    let dataManager = DataManager()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        dataManager.note("opened")
                    }
                }
                """,
        ])
        #expect(found.evidence.isEmpty)
    }
}
