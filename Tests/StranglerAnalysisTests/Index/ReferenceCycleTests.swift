import Testing
@testable import StranglerAnalysis

/// Names that read each other (`let weakStore = store` … `guard let store = weakStore`) must not send the type
/// resolution round in circles.
struct ReferenceCycleTests {
    @Test func localsThatReadEachOtherEndTheAnalysis() {
        let report = analyze("""
            import UIKit
            final class InboxViewController: UIViewController {
                @IBOutlet weak var countLabel: UILabel!
                var store: InboxStore?

                func observe() {
                    let weakStore = store
                    InboxFeed.subscribe { entries in
                        guard let store = weakStore else { return }
                        store.save(entries)
                        self.countLabel.text = "\\(entries.count)"
                    }
                }

                func swap() {
                    let first = second.value
                    let second = first.value
                    first.reload()
                }
            }
            """)
        let screen = report.screens.first { $0.name == "InboxViewController" }
        #expect(screen != nil)
        #expect(screen?.members.contains { $0.name == "observe()" } == true)
        #expect(screen?.responsibilities.contains { $0.kind == .ui } == true)
    }

    @Test func propertiesWhoseValuesReadEachOtherEndTheAnalysis() {
        let report = analyze("""
            import UIKit
            final class ProfileViewController: UIViewController {
                lazy var header = footer.header
                lazy var footer = header.footer
                func refresh() {
                    header.reload()
                    footer.reload()
                }
            }
            """)
        #expect(report.screens.map(\.name) == ["ProfileViewController"])
    }

    @Test func aChainStillResolvesThroughSeveralLocals() {
        let (screen, _) = screen(viewControllerBody: """
            let defaults = UserDefaults.standard
            func remember(_ name: String) {
                let store = defaults
                let target = store
                target.set(name, forKey: "name")
            }
            """)
        #expect(screen.responsibilities.contains { $0.kind == .persistence })
    }
}
