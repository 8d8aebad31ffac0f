import Foundation
import Testing
import _StranglerTestSupport
import StranglerAnalysis
@testable import StranglerGeneration

/// Seeding from LegacyShop's product screen: use cases, data store, routes and worker notes taken from its
/// analysis, each with the legacy member and file:line it replaces.
@Suite struct SceneSeederTests {
    static let scene = try! GenerationFixtures.scene("ProductScene", seed: GenerationFixtures.productSeed)
    static let file = "LegacyShop/Screens/Product/ProductViewController.swift"

    @Test func oneUseCasePerAPICallAndUserAction() {
        #expect(Self.scene.spec.useCases.map(\.name) == ["FetchProduct", "FetchReviews", "FetchImage", "Buy", "Favorite", "Share", "ReturnPolicy", "AskSeller"])
        #expect(Self.scene.spec.useCases.map(\.onLoad) == [true, true, true, false, false, false, false, false])
        let fetch = Self.scene.spec.useCases[0]
        #expect(fetch.notes == ["replaces 'loadProduct()' at \(Self.file):87"])
        #expect(fetch.workerNotes == ["GET /v1/products/{productId} through 'URLSession.shared.dataTask' at \(Self.file):89"])
        let buy = Self.scene.spec.useCases[3]
        #expect(buy.workerNotes.contains("the storage write 'CartStore.add' at \(Self.file):237"))
    }

    @Test func theDataStoreKeepsTheScreensStateButNotItsPlumbing() {
        // `reviewCellIdentifier`, a constant only the table's data source reads, stays in the view controller; a constant
        // (`maxVisibleReviews`) is no state the data store keeps.
        #expect(Self.scene.spec.fields.map(\.name) == ["productId", "product", "reviews", "isFavorite"])
        #expect(Self.scene.spec.fields[1].storedType == "Product?" && Self.scene.spec.fields[2].initialValue == "[]")
        #expect(Self.scene.spec.fields[1].notes == ["was 'ProductViewController.product' at \(Self.file):30"])
    }

    @Test func uiKitTypesStayInTheViewController() {
        #expect(SceneSeeder.mentionsUIKit("UIImage?") && SceneSeeder.mentionsUIKit("[String: UIColor]"))
        #expect(!SceneSeeder.mentionsUIKit("GUIState") && !SceneSeeder.mentionsUIKit("UInt") && !SceneSeeder.mentionsUIKit("Product?"))
    }

    @Test func routesComeFromNavigationAndAlertsStayOut() {
        #expect(Self.scene.spec.routes.map(\.name) == ["routeBack", "routeToCart", "routeToActivity", "routeToReturnsPage", "routeToMail"])
        #expect(Self.scene.spec.routes.map(\.kind) == [.back, .push, .present, .external, .external])
        #expect(Self.scene.spec.routes[0].notes == [
            "replaces 'pop' when 'error != nil' in 'loadProduct()' at \(Self.file):95",
            "replaces 'pop' when 'product == nil' in 'updateUI()' at \(Self.file):147",
        ])
    }

    @Test func theGeneratedFilesCarryTheTODOs() throws {
        let interactor = try #require(Self.scene.files.first { $0.path == "ProductSceneInteractor.swift" }?.text)
        #expect(interactor.contains("    // TODO: was 'ProductViewController.product' at \(Self.file):30\n    var product: Product?\n"))
        #expect(interactor.contains("        // TODO: replaces 'buyTapped(_:)' at \(Self.file):224\n"))
        let router = try #require(Self.scene.files.first { $0.path == "ProductSceneRouter.swift" }?.text)
        #expect(router.contains("// TODO: replaces 'push' to 'CartViewController' when 'product != nil && product.stock != 0' in 'buyTapped(_:)' at \(Self.file):247"))
        let worker = try #require(Self.scene.files.first { $0.path == "ProductSceneWorker.swift" }?.text)
        #expect(worker.contains("// TODO: 'NetworkManager' ('NetworkManager.get' in 'loadReviews()' at \(Self.file):112)"))
    }

    /// An alert is display logic whichever framework shows it: UIKit's `UIAlertController`, AppKit's `NSAlert`.
    @Test func alertsOfEitherFrameworkAreNoRoutes() throws {
        var screen = GenerationFixtures.productSeed.screen
        screen.navigation = try JSONDecoder().decode([NavigationAction].self, from: Data("""
            [{"action": "present", "destination": "NSAlert", "member": "failed(_:)", "file": "A.swift", "line": 3},
             {"action": "present", "destination": "UIAlertController", "member": "failed(_:)", "file": "A.swift", "line": 4},
             {"action": "present", "destination": "NSOpenPanel", "member": "chooseFolder()", "file": "A.swift", "line": 5}]
            """.utf8))
        #expect(SceneSeeder.routes(screen).map(\.name) == ["routeToNSOpenPanel"])
    }

    /// Back to the stack's first screen is a route of its own, not `routeBack`, which pops one screen.
    @Test func aPopToRootKeepsItsKind() throws {
        var screen = GenerationFixtures.productSeed.screen
        screen.navigation = try JSONDecoder().decode([NavigationAction].self, from: Data("""
            [{"action": "popToRoot", "member": "signOut()", "file": "A.swift", "line": 3},
             {"action": "pop", "member": "close()", "file": "A.swift", "line": 4}]
            """.utf8))
        let routes = SceneSeeder.routes(screen)
        #expect(routes.map(\.name) == ["routeBackToRoot", "routeBack"])
        #expect(routes.map(\.kind) == [.backToRoot, .back])
    }

    /// A URL the legacy screen opened outside the app: the router opens it through a closure tests replace, and a URL
    /// the code built from values is left to fill in.
    @Test func externalRoutesOpenTheirURL() throws {
        let router = try #require(Self.scene.files.first { $0.path == "ProductSceneRouter.swift" }?.text)
        #expect(router.contains("    var openURL: (URL) -> Void = { UIApplication.shared.open($0) }\n"))
        #expect(router.contains("""
                func routeToReturnsPage() {
                    guard let url = URL(string: "https://legacyshop.example/returns") else { return }
                    openURL(url)
                }
            """))
        #expect(router.contains("""
                func routeToMail() {
                    // TODO: the URL to open (was 'mailto:support@legacyshop.example?subject={encoded}'), from `dataStore`, handed to `openURL`
                }
            """))
        let tests = try #require(Self.scene.files.first { $0.path == "Tests/ProductSceneRouterTests.swift" }?.text)
        #expect(tests.contains("func routeToReturnsPageOpensTheURL()") && !tests.contains("routeToMailOpens"))
        // A scene that opens nothing outside the app holds no opener.
        let plain = try GenerationFixtures.scene("Checkout", routes: ["Confirmation", "Back"])
        #expect(!(plain.files.first { $0.path == "CheckoutRouter.swift" }?.text.contains("openURL") ?? true))
    }

    /// The router takes over what the legacy screen left through (a closure its coordinator handed in, or the
    /// coordinator itself), with a note that says where each was.
    @Test func theRouterTakesOverWhatTheScreenLeftThrough() throws {
        let report = Analyzer().analyze(InMemorySources.load([
            "Coordinator.swift": """
                final class SceneCoordinator {
                    func showProfile(from screen: UIViewController) { screen.present(ProfileViewController(), animated: true) }
                }
                final class ProfileViewController: UIViewController {}
                """,
            "ResultViewController.swift": """
                final class ResultViewController: UIViewController {
                    private let onDismiss: (Bool) -> Void
                    let coordinator: SceneCoordinator
                    var attempts = 0
                    init(onDismiss: @escaping (Bool) -> Void, coordinator: SceneCoordinator) {
                        self.onDismiss = onDismiss
                        self.coordinator = coordinator
                        super.init(nibName: nil, bundle: nil)
                    }
                    @IBAction func closeTapped() { attempts += 1; onDismiss(true) }
                    @IBAction func profileTapped() { coordinator.showProfile(from: self) }
                }
                """,
        ]))
        let screen = try #require(report.screens.first { $0.name == "ResultViewController" })
        let scene = try GenerationFixtures.scene("Result", seed: LegacySeed(screen: screen, typeNames: []))
        #expect(scene.spec.routerNotes == [
            "'onDismiss: (Bool) -> Void' was 'ResultViewController.onDismiss' at ResultViewController.swift:2",
            "'coordinator: SceneCoordinator' was 'ResultViewController.coordinator' at ResultViewController.swift:3",
        ])
        #expect(scene.spec.fields.map(\.name) == ["attempts"])
        let router = try #require(scene.files.first { $0.path == "ResultRouter.swift" }?.text)
        #expect(router.contains(
            "    // TODO: hold what the legacy screen left through, and call it from the routes:\n"
                + "    // TODO: 'onDismiss: (Bool) -> Void' was 'ResultViewController.onDismiss' at ResultViewController.swift:2\n"
        ))
        // A screen that leaves through nothing of its own has no such note.
        let productRouter = try #require(Self.scene.files.first { $0.path == "ProductSceneRouter.swift" }?.text)
        #expect(!productRouter.contains("left through"))
    }

    /// The data store writes Swift types that compile: an Objective-C screen's `BOOL` and `NSArray<NSDictionary>` become
    /// `Bool` and `[[AnyHashable: Any]]`, and a SwiftUI environment value of unwritten type (`@Environment(\.appTheme)`)
    /// becomes `Any?`, with a note to give it one.
    @Test func theDataStoreWritesSwiftTypes() throws {
        let seed = try LegacySeed.load(from: "SWBuddyListViewController", project: TestPaths.sampleApp)
        let fields = try GenerationFixtures.scene("Buddies", seed: seed).spec.fields
        #expect(fields.map { "\($0.name): \($0.storedType) = \($0.initialValue)" } == [
            "user: SWUserModel? = nil", "buddies: [[AnyHashable: Any]] = []", "reloadCount: Int = 0", "loading: Bool = false",
        ])
        let report = Analyzer().analyze(InMemorySources.load([
            "ThemeView.swift": """
                struct ThemeView: View {
                    @Environment(\\.appTheme) private var theme
                    @State private var names: [[String: Int]] = []
                    var body: some View { Text("x").task { UserDefaults.standard.set(names.count, forKey: "n") } }
                }
                """,
        ]))
        let view = try #require(report.screens.first { $0.name == "ThemeView" })
        let swiftUIFields = try GenerationFixtures.scene("ThemeScene", seed: LegacySeed(screen: view, typeNames: [])).spec.fields
        #expect(swiftUIFields.map { "\($0.name): \($0.storedType) = \($0.initialValue)" } == ["theme: Any? = nil", "names: [[String: Int]] = []"])
        #expect(swiftUIFields[0].notes == ["was 'ThemeView.theme' at ThemeView.swift:2; its type is not written there: give it one"])
    }

    /// Given, the screen's own name is an error; left out, it becomes the name the error suggests.
    @Test func theScreensOwnNameCollidesWithItsEntityAndItself() throws {
        #expect(throws: GenerationError.collision(scene: "Product", existing: ["Product", "ProductViewController"], suggestion: "ProductScene")) {
            try GenerationFixtures.scene("Product", seed: GenerationFixtures.productSeed)
        }
        let defaulted = try GenerationFixtures.scene(nil, seed: GenerationFixtures.productSeed)
        #expect(defaulted.spec.name == "ProductScene")
        #expect(defaulted.renamed == "'Product' collides with 'Product', 'ProductViewController' in the analysed codebase")
    }

    @Test func aScreenIsFoundByItsTypeName() throws {
        let seed = try LegacySeed.load(from: "CartViewController", project: TestPaths.sampleApp)
        #expect(seed.screen.name == "CartViewController")
        // The name taken from the screen collides with the screen itself, which stays until the scene replaces it: the
        // scene is named `CartScene` instead.
        #expect(throws: GenerationError.collision(scene: "Cart", existing: ["CartViewController"], suggestion: "CartScene")) {
            try GenerationFixtures.scene("Cart", seed: seed)
        }
        #expect(try GenerationFixtures.scene(nil, seed: seed).spec.name == "CartScene")
        #expect(try GenerationFixtures.scene("CartScene", seed: seed).spec.useCases.isEmpty == false)
    }

    @Test func aSwiftUIScreenSeedsASwiftUIScene() throws {
        let seed = try LegacySeed.load(from: "ProfileView", project: TestPaths.sampleApp)
        let scene = try GenerationFixtures.scene("ProfileScene", seed: seed)
        #expect(scene.spec.ui == .swiftui)
        #expect(scene.spec.useCases.map(\.name) == ["Load"])
        #expect(scene.files.contains { $0.path == "ProfileSceneComposer.swift" })
    }

    @Test func anUnknownScreenSuggestsTheClosest() throws {
        #expect(throws: GenerationError.noScreen("NopeViewController", suggestion: nil)) {
            try LegacySeed.load(from: "NopeViewController", project: TestPaths.sampleApp)
        }
        #expect(throws: GenerationError.noScreen("CartViewControler", suggestion: "CartViewController")) {
            try LegacySeed.load(from: "CartViewControler", project: TestPaths.sampleApp)
        }
        let model = TestPaths.sampleApp + "/LegacyShop/Models/Product.swift"
        #expect(throws: GenerationError.noScreenInFile(model)) { try LegacySeed.load(from: model, project: TestPaths.sampleApp) }
    }

    @Test func aFilesProjectIsTheNearestFolderThatLooksLikeOne() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Shop/Shop.xcodeproj"), withIntermediateDirectories: true)
        let screen = folder.appendingPathComponent("Shop/Sources/Screens/CartViewController.swift")
        TestPaths.write("import UIKit\nfinal class CartViewController: UIViewController {}\n", to: screen)
        #expect(LegacySeed.projectFolder(of: screen.path) == folder.appendingPathComponent("Shop").standardizedFileURL.path)
    }

    @Test(arguments: [
        ("loadProduct()", false, "FetchProduct"), ("buyTapped(_:)", false, "Buy"), ("didTapCheckout()", false, "Checkout"),
        ("fetchOrders()", false, "FetchOrders"), ("submitOrder()", false, "SubmitOrder"), ("refreshFeed()", false, "FetchFeed"),
        ("reloadData()", true, "FetchReloadData"), ("load()", true, "Load"), ("refresh()", false, "Refresh"),
        ("doneWasPressed(_:)", false, "Done"), ("shareButtonWasTapped(_:)", false, "Share"),
        // A name that says it changes something is no fetch; a delegate callback is its event.
        ("performDeleteAll()", true, "DeleteAll"), ("deleteItem(_:)", true, "DeleteItem"), ("performSearch()", true, "FetchSearch"),
        ("tableView(_:commit:forRowAt:)", true, "CommitEditing"), ("tableView(_:didSelectRowAt:)", false, "SelectRow"),
        ("searchBar(_:textDidChange:)", true, "FetchTextDidChange"), ("loadRemoved()", true, "FetchRemoved"),
        ("tableView(_:)", false, "TableView"),
    ])
    func useCaseNames(_ member: String, _ fetches: Bool, _ expected: String) {
        #expect(SceneNaming.useCaseName(forMember: member, fetches: fetches) == expected)
    }

    @Test func namesForScreensRoutesAndPaths() {
        #expect(SceneNaming.sceneName(forScreen: "OrdersTableViewController") == "Orders")
        #expect(SceneNaming.sceneName(forScreen: "ProfileView") == "Profile")
        #expect(SceneNaming.routeName(forDestination: "UIActivityViewController") == "routeToActivity")
        #expect(SceneNaming.routeName(forDestination: "showOrderConfirmation") == "routeToOrderConfirmation")
        #expect(SceneNaming.routeName(forDestination: "shower") == "routeToShower")
        #expect(SceneNaming.routeName(forURL: "settings") == "routeToSettings")
        #expect(SceneNaming.routeName(forURL: nil) == "routeToExternalURL")
        #expect(SceneNaming.routeName(forURL: "mailto:{address}") == "routeToMail")
        #expect(SceneNaming.routeName(forURL: "tel:+441234") == "routeToPhone")
        #expect(SceneNaming.routeName(forURL: "https://www.example.com/legal/privacy-policy?lang=en") == "routeToPrivacyPolicyPage")
        #expect(SceneNaming.routeName(forURL: "https://github.com") == "routeToGithubPage")
        #expect(SceneNaming.routeName(forURL: "https://example.com/users/{id}") == "routeToUsersPage")
        #expect(SceneNaming.routeName(forURL: "https://apps.apple.com/app/id1") == "routeToAppStore")
        #expect(SceneNaming.routeName(forURL: "spotify:track:1") == "routeToSpotifyApp")
        #expect(SceneNaming.routeName(forURL: "working-copy://show?remote={remote}") == "routeToWorkingCopyApp")
        #expect(SceneNaming.routeName(forURL: "x-apple.systempreferences:com.apple.preference.security") == "routeToSystemSettings")
        #expect(SceneSpec.urlExpression("https://example.com/a\"b") == #""https://example.com/a\"b""#)
        #expect(SceneSpec.urlExpression("settings") == "UIApplication.openSettingsURLString")
        #expect(SceneSpec.urlExpression("mailto:{address}").isEmpty && SceneSpec.urlExpression(nil).isEmpty)
        #expect(SceneSpec.urlExpression("notification").isEmpty && SceneSpec.urlExpression("/Manage-Key-Bindings").isEmpty)
        #expect(NavigationAction.startsWithScheme("itms-apps://x") && !NavigationAction.startsWithScheme("1http://x"))
        #expect(SceneNaming.useCaseName(forPath: "/v1/products/{id}/reviews", method: "GET") == "FetchReviews")
        #expect(SceneNaming.useCaseName(forPath: nil, method: "POST") == "SendData")
        #expect(SceneNaming.useCaseName(forMember: "viewDidLoad()", fetches: true) == nil)
    }
}
