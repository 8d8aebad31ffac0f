import Testing
@testable import StranglerAnalysis

/// A property wrapper given a key path holds the type of the property the path reads: Factory's `@Injected(\.keychainService)
/// var keychain`, the Composable Architecture's `@Dependency(\.apiClient)`, SwiftUI's `@FocusedValue(\.item)`, and a
/// wrapper of the codebase that reads a key path of its settings (`@AppSettings(\.general)`).
@Suite struct KeyPathWrapperTests {
    static let files = [
        "Container.swift": """
            import Factory
            import Foundation
            final class APIClient {
                func fetchUser() { URLSession.shared.dataTask(with: URL(string: "https://example.com/user")!).resume() }
            }
            final class Keychain {
                func set(_ value: String, forKey key: String) {}
            }
            extension Container {
                var apiClient: Factory<APIClient> { self { APIClient() } }
                var keychainService: Factory<Keychain> { self { Keychain() }.singleton }
                var launchCount: Int { 0 }
            }
            final class SessionContainer: SharedContainer {
                var session: Factory<Session?> { self { nil } }
            }
            struct Session {}
            struct AnalyticsClient {}
            extension DependencyValues {
                var analytics: AnalyticsClient {
                    get { self[AnalyticsClient.self] }
                    set { self[AnalyticsClient.self] = newValue }
                }
            }
            struct Poster {}
            extension FocusedValues {
                var focusedPoster: Poster? {
                    get { self[PosterKey.self] }
                    set { self[PosterKey.self] = newValue }
                }
            }
            """,
        "AppSettings.swift": """
            import SwiftUI
            struct SettingsData {
                var general: GeneralSettings = .init()
            }
            struct GeneralSettings {
                var fileIconStyle: FileIconStyle = .color
            }
            enum FileIconStyle { case color, monochrome }
            @propertyWrapper
            struct AppSettings<T>: DynamicProperty {
                let keyPath: WritableKeyPath<SettingsData, T>
                init(_ keyPath: WritableKeyPath<SettingsData, T>) { self.keyPath = keyPath }
                var wrappedValue: T {
                    get { Settings.shared.preferences[keyPath: keyPath] }
                    nonmutating set { Settings.shared.preferences[keyPath: keyPath] = newValue }
                }
            }
            @propertyWrapper
            struct Tracked<T> {
                let keyPath: KeyPath<SettingsData, GeneralSettings>
                init(_ keyPath: KeyPath<SettingsData, GeneralSettings>) { self.keyPath = keyPath }
                var wrappedValue: T
            }
            """,
        "ProfileViewController.swift": """
            import UIKit
            import Factory
            final class ProfileViewController: UIViewController {
                @Injected(\\.apiClient) private var api
                @LazyInjected(\\.keychainService) private var keychain
                @Injected(\\SessionContainer.session) private var session
                @Dependency(\\.analytics) var analytics
                @FocusedValue(\\.focusedPoster) private var poster
                @AppSettings(\\.general) var settings
                @AppSettings(\\.general.fileIconStyle) var iconStyle
                @AppSettings(\\SettingsData.general) var explicitSettings
                @Injected(\\.launchCount) private var launchCount
                @Injected(\\.unknownService) private var unknown
                @Tracked(\\.general) var tracked
                @Observed(\\.general) var observed
                func load() { api.fetchUser() }
            }
            """,
    ]

    @Test func aKeyPathWrapperHoldsWhatItsPathReads() throws {
        let screen = try #require(analyze(Self.files).screens.first { $0.name == "ProfileViewController" })
        #expect(screen.propertyTypes(named: ["api", "keychain", "session", "analytics", "poster", "settings", "iconStyle", "explicitSettings", "launchCount", "unknown", "tracked", "observed"]) == [
            "api: APIClient", "keychain: Keychain", "session: Session?", "analytics: AnalyticsClient", "poster: Poster?",
            "settings: GeneralSettings", "iconStyle: FileIconStyle", "explicitSettings: GeneralSettings",
            // Factory makes what a `Factory<T>` makes, and nothing else; a path the codebase does not declare says nothing.
            "launchCount: unknown", "unknown: unknown",
            // A wrapper of the codebase whose value is not what its key path reads, and another module's wrapper the
            // analysis does not know.
            "tracked: unknown", "observed: unknown",
        ])
        // Typed, the client is followed: its request is the screen's.
        #expect(apiCallLines(of: "ProfileViewController", in: analyze(Self.files)) == ["load() GET /user APIClient.fetchUser"])
    }
}
