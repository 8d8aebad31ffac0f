import Testing
@testable import StranglerAnalysis

/// Which VIP+W component a member belongs in when its code shows nothing to decide by.
struct MemberRoleTests {
    static func roles(_ body: String) -> [String: Set<Role>] {
        let (screen, _) = screen(viewControllerBody: body)
        return Dictionary(uniqueKeysWithValues: screen.members.map { ($0.name, Set($0.roles)) })
    }

    /// Focus for iOS's `PortraitHostingController` sent `shouldAutorotate` to the Interactor as business logic.
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

    @Test func anOverrideThatDoesWorkSendsItWhereTheWorkGoes() {
        let found = Self.roles("""
            override func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
                UserDefaults.standard.set(true, forKey: "shaken")
            }
            """)
        #expect(found["motionEnded(_:with:)"] == [.viewController, .worker])
    }

    /// Pocket Casts' screens override their base class's `handleThemeChanged()`: the codebase's method, not UIKit's.
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
}
