import Testing
@testable import StranglerAnalysis

/// A screen spread over several files (`ProductViewController+Actions.swift`): each API call, navigation, state entry,
/// side effect and smell says which file its line is in, and each list is in the order of the files, then the lines.
@Suite struct EntryFileTests {
    static let report = analyze([
        "Screens/ProductViewController.swift": """
            import UIKit
            final class ProductViewController: UIViewController {
                var product: Product?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    load()
                }
                func load() {
                    URLSession.shared.dataTask(with: URL(string: "https://shop.example.com/v1/products/1")!) { _, _, _ in }.resume()
                }
            }
            """,
        "Screens/Views/ProductViewController+Actions.swift": """
            import UIKit
            extension ProductViewController {
                @objc func buy() {
                    UserDefaults.standard.set(true, forKey: "bought")
                    navigationController?.pushViewController(CartViewController(), animated: true)
                }
            }
            final class CartViewController: UIViewController {}
            """,
    ])

    static var screen: ScreenAnalysis { report.screens.first { $0.name == "ProductViewController" }! }

    @Test func eachEntryNamesItsFile() {
        let own = "Screens/ProductViewController.swift", actions = "Screens/Views/ProductViewController+Actions.swift"
        #expect(Self.screen.apiCalls.map { "\($0.file):\($0.line)" } == ["\(own):9"])
        #expect(Self.screen.navigation.map { "\($0.file):\($0.line)" } == ["\(actions):5"])
        #expect(Self.screen.state.map { "\($0.file):\($0.line)" } == ["\(own):3"])
        #expect(Self.screen.sideEffects.map { "\($0.file):\($0.line)" } == ["\(actions):4"])
        // The extension's line is lower than the class's, but its file sorts after: the files first, then the lines.
        #expect(Self.screen.smells.filter { $0.id == "singleton_access" }.map { "\($0.file):\($0.line)" } == [
            "\(own):9", "\(actions):4",
        ])
    }
}
