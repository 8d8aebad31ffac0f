import SwiftParser
import SwiftSyntax
import Testing
@testable import StranglerGeneration

/// How `characterize`'s `setUp` makes the type under test: `Type()` where it can, else the initializer with the fewest
/// values a test cannot build, those left as editor placeholders.
@Suite struct CharacterizationConstructionTests {
    private func initializers(_ members: String) -> [InitializerDeclSyntax] {
        let tree = Parser.parse(source: "final class HistoryViewController: UIViewController {\n" + members + "\n}")
        let type = tree.statements.first!.item.as(ClassDeclSyntax.self)!
        return type.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
    }

    @Test(arguments: [
        ("", "HistoryViewController()", [String]()),
        ("init() { super.init(nibName: nil, bundle: nil) }", "HistoryViewController()", []),
        ("init(animated: Bool = true) { super.init(nibName: nil, bundle: nil) }", "HistoryViewController()", []),
        // The app's own types are left to the developer, a flag gets a sample value.
        (
            """
            init(isPrivateBrowsing: Bool, isModallyPresented: Bool = false, historyAPI: BraveHistoryAPI, tabManager: TabManager) {}
            required init?(coder: NSCoder) { fatalError() }
            """,
            "HistoryViewController(isPrivateBrowsing: false, historyAPI: <#BraveHistoryAPI#>, tabManager: <#TabManager#>)",
            ["BraveHistoryAPI", "TabManager"]
        ),
        // Of two, the one a test can fill in itself.
        ("init(api: HistoryAPI) {}\ninit?(query: String) {}", "HistoryViewController(query: \"\")!", []),
        ("required init?(coder: NSCoder) { super.init(coder: coder) }", "<#HistoryViewController#>", ["HistoryViewController"]),
    ])
    func construction(_ members: String, _ expected: String, _ placeholders: [String]) {
        let made = Construction.make("HistoryViewController", initializers: initializers(members))
        #expect(made.text == expected)
        #expect(made.placeholders == placeholders)
    }
}
