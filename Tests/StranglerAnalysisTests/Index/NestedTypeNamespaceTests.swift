import Testing
@testable import StranglerAnalysis

/// A type the codebase nests in a framework's store or session (`extension UserDefaults { enum
/// TabBarTapScrollPreference … }`) is read through that type's name as a namespace: listing its cases stores nothing.
/// Using the store itself still is persistence.
@Suite struct NestedTypeNamespaceTests {
    @Test func aTypeNestedInAStoreIsNoUseOfTheStore() {
        let report = analyze([
            "Preferences.swift": """
                import Foundation
                extension UserDefaults {
                    enum TabBarTapScrollPreference: String, CaseIterable { case top, refresh }
                }
                extension URLSession {
                    enum Priority { case low, high }
                }
                """,
            "BehaviorsViewController.swift": """
                import UIKit
                final class BehaviorsViewController: UIViewController {
                    func optionCount() -> Int { UserDefaults.TabBarTapScrollPreference.allCases.count }
                    func preference(named name: String) -> UserDefaults.TabBarTapScrollPreference? {
                        UserDefaults.TabBarTapScrollPreference(rawValue: name)
                    }
                    func priority() -> URLSession.Priority { URLSession.Priority.high }
                    func save() { UserDefaults.standard.set(true, forKey: "scrollToTop") }
                    func load() { URLSession.shared.dataTask(with: URL(string: "https://example.com/prefs")!).resume() }
                }
                """,
        ])
        let screen = report.screens.first { $0.name == "BehaviorsViewController" }
        let members = { (kind: Responsibility) in
            Set(screen?.responsibilities.first { $0.kind == kind }?.evidence.map(\.member) ?? [])
        }
        #expect(members(.persistence) == ["save()"])
        #expect(members(.networking) == ["load()"])
    }
}
