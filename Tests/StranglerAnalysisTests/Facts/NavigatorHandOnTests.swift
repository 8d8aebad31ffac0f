import Testing
@testable import StranglerAnalysis

/// A navigator hands navigation on down a chain of the codebase's navigators (a `@Router` wrapper →
/// `NavigationCoordinator.Router` → `NavigationCoordinator.push(_:)`, which appends to the path); a view model that tells
/// its coordinator does not. A property made by the codebase's property wrapper has the wrapper's `wrappedValue` type, and a
/// nested type written with its outer type's name is that one, not a type of the same last name.
@Suite struct NavigatorHandOnTests {
    static let source = """
        import SwiftUI
        enum NavigationRoute: Hashable { case server, settings }
        final class NavigationCoordinator: ObservableObject {
            @Published var path: [NavigationRoute] = []
            func push(_ route: NavigationRoute) { path.append(route) }
            struct Router {
                let navigationCoordinator: NavigationCoordinator?
                func route(to route: NavigationRoute) { navigationCoordinator?.push(route) }
            }
        }
        @propertyWrapper
        struct Router: DynamicProperty {
            struct Wrapper {
                let router: NavigationCoordinator.Router
                func route(to route: NavigationRoute) { router.route(to: route) }
            }
            @EnvironmentObject private var coordinator: NavigationCoordinator
            var wrappedValue: Wrapper { Wrapper(router: .init(navigationCoordinator: coordinator)) }
        }
        final class SettingsViewModel: ObservableObject {
            let coordinator = NavigationCoordinator()
            let router = NavigationCoordinator.Router(navigationCoordinator: nil)
            func didTapProfile() { coordinator.push(.settings) }
        }
        struct SettingsView: View {
            @Router private var router
            @StateObject private var viewModel = SettingsViewModel()
            @AppStorage("name") private var name = ""
            var body: some View {
                Button("Server") { router.route(to: .server) }
                Button("Profile") { viewModel.didTapProfile() }
            Button("Settings") { viewModel.router.route(to: .settings) }
            }
        }
        """

    @Test func aCallToTheRouterWrapperPushesItsRoute() throws {
        let screen = try #require(analyze(Self.source).screens.first { $0.name == "SettingsView" })
        #expect(screen.navigation.map { "\($0.action) \($0.destination ?? "?") \($0.line)" } == ["push server 30", "push settings 32"])
        #expect(screen.propertyTypes(named: ["router", "viewModel", "name"]) == [
            "router: Router.Wrapper", "viewModel: SettingsViewModel", "name: String",
        ])
        #expect(screen.members.first { $0.name == "router" }?.roles == [.router])
    }

    @Test func aGenericWrapperSaysNothingOfTheTypeItWraps() throws {
        let source = """
            import SwiftUI
            @propertyWrapper
            struct Clamped<Value: Comparable> {
                var wrappedValue: Value
            }
            struct VolumeView: View {
                @Clamped(wrappedValue: 0.5) private var volume
                @AppStorage("muted") private var muted = false
                var body: some View { Text("Volume") }
            }
            """
        let screen = try #require(analyze(source).screens.first { $0.name == "VolumeView" })
        #expect(screen.state.map { "\($0.name): \($0.type)" } == ["volume: unknown", "muted: Bool"])
    }
}
