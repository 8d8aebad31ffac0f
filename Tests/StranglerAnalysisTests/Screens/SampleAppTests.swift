import StranglerSources
import Testing
import _StranglerTestSupport
@testable import StranglerAnalysis

/// The facts a careful reader finds in Examples/LegacyShop (see its EXPECTED.md); the reporter tests pin the whole report.
@Suite struct SampleAppTests {
    static let report = try! Analyzer().analyze(path: TestPaths.sampleApp)

    func screen(_ name: String) throws -> ScreenAnalysis {
        try #require(Self.report.screens.first { $0.name == name })
    }

    @Test func findsTheScreensAndNothingElse() {
        #expect(Self.report.screens.map(\.name) == [
            "CartViewController", "CheckoutViewController", "LoginViewController", "MainTabBarController", "OrderDetailViewController",
            "OrderHistoryViewController", "ProductViewController", "ProfileView", "SWBuddyListViewController",
            "SWMembershipViewController", "StoreInfoViewController",
        ])
        #expect(Self.report.files.analyzed == 40 && Self.report.files.skipped.isEmpty)
    }

    /// The Objective-C corner of the app (Legacy/): two screens over a `WebAPI` singleton, one Mantle model.
    @Test func objectiveCScreensWithTheSameVocabulary() throws {
        let buddies = try screen("SWBuddyListViewController")
        #expect(buddies.kind == .objc && buddies.superclass == "UITableViewController")
        #expect(buddies.files == ["LegacyShop/Legacy/Screens/SWBuddyListViewController.h", "LegacyShop/Legacy/Screens/SWBuddyListViewController.m"])
        #expect(buddies.apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?") \($0.via) \($0.member)" } == [
            "GET /v1/users/{user.identifier}/buddies WebAPI.GET loadBuddies",
            "GET /v1/buddies/online WebAPI.GET loadBuddies",
        ])
        #expect(buddies.navigation.map { "\($0.action) \($0.destination ?? "-") [\($0.condition ?? "")]" } == [
            "present UIAlertController []", "popToRoot - []", "push SWMembershipViewController [!self.user.premium]",
            "segue showBuddy [self.user.premium]",
        ])
        #expect(Set(buddies.smells.map(\.id)).contains("singleton_access"))
        // Two requests' success blocks, the main queue's `dispatch_async` inside: two completion handlers deep, under the limit.
        #expect(!buddies.smells.contains { $0.id == "callback_pyramid" })
        #expect(buddies.responsibilities.map(\.kind).contains(.persistence), "NSUserDefaults and NSKeyedUnarchiver")

        let membership = try screen("SWMembershipViewController")
        #expect(membership.kind == .objc)
        // The model hands its request straight to `WebAPI`: the screen that asks it calls the API.
        #expect(membership.apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?") \($0.via)" } == [
            "GET /v1/users/{identifier}/membership SWUserModel.checkMembership", "POST /v1/membership/upgrade WebAPI.POST",
        ])
        #expect(membership.navigation.map(\.action) == ["segue", "present", "dismiss"])
        // A formatter is the Presenter's, no state.
        #expect(membership.state.map(\.name).sorted() == ["user"], "'user' is readonly in the header, readwrite in the class extension: one property")
        #expect(membership.navigation.first?.condition == "[response[@\"status\"] isEqualToString:@\"active\"]")
        #expect(!Self.report.screens.contains { $0.name == "SWUserModel" || $0.name == "WebAPI" }, "a model and a client are no screens")
    }

    @Test func followsInheritanceThroughTheProjectsBaseClass() throws {
        let history = try screen("OrderHistoryViewController")
        #expect(history.superclass == "BaseViewController" && history.kind == .uikit)
        #expect(try screen("ProfileView").kind == .swiftui)
        #expect(try screen("ProfileView").superclass == nil)
    }

    @Test func apiCallsWithMethodsAndEndpoints() throws {
        let product = try screen("ProductViewController")
        #expect(product.apiCalls.map { "\($0.method ?? "?") \($0.path ?? "?") \($0.member)" } == [
            "GET /v1/products/{productId} loadProduct()",
            "GET /v1/products/{productId}/reviews loadReviews()",
            "GET ? loadImage(from:)",
            "POST /v1/products/{productId}/favorite favoriteTapped(_:)",
        ])
        #expect(try screen("CartViewController").apiCalls.map { "\($0.method!) \($0.path!)" } == ["POST /v1/orders"])
        #expect(try screen("LoginViewController").apiCalls.map { "\($0.method!) \($0.path!) \($0.via)" } == [
            "POST /v1/auth/login AuthService.login", "GET /v1/me AuthService.fetchProfile", "GET /v1/me/settings AuthService.fetchSettings",
        ])
        #expect(try screen("OrderDetailViewController").apiCalls.map { "\($0.method!) \($0.path!)" } == ["POST /v1/orders/{order.id}/cancel"])
        #expect(try screen("ProfileView").apiCalls.map { "\($0.method!) \($0.path!)" } == ["GET /v1/me"])
    }

    @Test func navigationWithDestinationsAndConditions() throws {
        let product = try screen("ProductViewController")
        let steps = product.navigation.map { "\($0.action) \($0.destination ?? "-") [\($0.condition ?? "")] \($0.member)" }
        #expect(steps == [
            "pop - [error != nil] loadProduct()",
            "pop - [product == nil] updateUI()",
            "present UIAlertController [product != nil && product.stock == 0] buyTapped(_:)",
            "push CartViewController [product != nil && product.stock != 0] buyTapped(_:)",
            "present UIActivityViewController [product != nil] shareTapped()",
            "openURL https://legacyshop.example/returns [] returnPolicyTapped(_:)",
            "openURL mailto:support@legacyshop.example?subject={encoded} [url != nil] askSellerTapped(_:)",
        ])
        let cart = try screen("CartViewController")
        #expect(cart.navigation.map(\.action) == ["present", "segue"])
        #expect(cart.navigation.last?.destination == "showOrderConfirmation")
        let login = try screen("LoginViewController")
        #expect(login.navigation.first { $0.action == "setRoot" }?.destination == "MainTabBarController")
        let history = try screen("OrderHistoryViewController")
        #expect(history.navigation.contains { $0.action == "selectTab" })
    }

    @Test func smellsWhereAReaderSeesThem() throws {
        func ids(_ name: String) throws -> Set<String> { Set(try screen(name).smells.map(\.id)) }
        #expect(try ids("ProductViewController").isSuperset(of: ["massive_view_controller", "force_unwrap_network_data", "singleton_access", "mixed_ui_and_data"]))
        #expect(try ids("LoginViewController").contains("callback_pyramid"))
        #expect(try ids("OrderHistoryViewController").contains("massive_switch"))
        #expect(try !ids("OrderHistoryViewController").contains("massive_view_controller"))
        #expect(try ids("StoreInfoViewController").isEmpty, "the clean screen has no smells")
        #expect(try !ids("ProfileView").contains("callback_pyramid"), "SwiftUI builder closures are no callbacks")
    }

    @Test func stateIsTheNonUIStoredProperties() throws {
        let product = try screen("ProductViewController")
        let names = product.state.map(\.name)
        #expect(names.starts(with: ["productId", "product", "reviews", "isFavorite"]))
        #expect(!names.contains("nameLabel"))
        #expect(product.state.first { $0.name == "reviews" }?.type == "[Review]")
        #expect(product.state.first { $0.name == "isFavorite" }?.type == "Bool")
    }

    @Test func aMixedMemberIsSplitStatementByStatement() throws {
        let load = try #require(try screen("ProductViewController").members.first { $0.name == "loadProduct()" })
        #expect(Set(load.roles).isSuperset(of: [.worker, .router, .viewController, .interactor]))
        let worker = try #require(load.split.first { $0.role == .worker })
        #expect(worker.statements.contains { $0.text.contains("URLSession.shared.dataTask") })
        let router = try #require(load.split.first { $0.role == .router })
        #expect(router.statements.map(\.text).contains { $0.contains("popViewController") })
    }

    @Test func sideEffects() throws {
        let effects = try screen("CartViewController").sideEffects
        #expect(effects.contains { $0.kind == "analytics" && $0.symbol == "Analytics.shared.track(\"checkout_completed\")" })
        #expect(effects.contains { $0.kind == "persistenceWrite" && $0.symbol.hasPrefix("UserDefaults.standard.removeObject") })
        #expect(effects.contains { $0.kind == "notificationPosted" })
    }
}
