import StranglerAnalysis
import Testing
import _StranglerTestSupport
@testable import StranglerReporting

/// Where the text reports say things are, which screens they show, in which order, and how they open.
@Suite struct ReportLayoutTests {
    static let report = ReporterTests.report

    /// A screen whose extension sits in another folder: every location the reports give is the path from the analysed
    /// folder, which a terminal or an editor opens, not a file name two folders could share.
    static let extended = Analyzer().analyze(InMemorySources.load([
        "App/Screens/HomeViewController.swift": """
            import UIKit
            final class HomeViewController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
            }
            """,
        "App/Routing/HomeViewController+Routing.swift": """
            import UIKit
            extension HomeViewController {
                func showSettings() {
                    URLSession.shared.dataTask(with: URL(string: "https://api.example.com/v1/settings")!).resume()
                    navigationController?.pushViewController(SettingsViewController(), animated: true)
                }
            }
            """,
        "App/Screens/SettingsViewController.swift": "import UIKit\nfinal class SettingsViewController: UIViewController {}\n",
    ]))

    @Test func locationsArePathsFromTheAnalysedFolder() throws {
        let markdown = MarkdownReporter.render(Self.extended)
        #expect(markdown.contains("| push | SettingsViewController |  | `showSettings()` | App/Routing/HomeViewController+Routing.swift:5 |"))
        #expect(markdown.contains("| `showSettings()` | App/Routing/HomeViewController+Routing.swift:4 |"), "the API call's row")
        #expect(markdown.contains("- `showSettings()` (App/Routing/HomeViewController+Routing.swift:3)"), "the mixed member")
        let terminal = TerminalReporter.render(Self.extended, colored: false)
        #expect(terminal.contains("HomeViewController  App/Screens/HomeViewController.swift:2  uikit\n"))
        #expect(terminal.contains("  in showSettings()  App/Routing/HomeViewController+Routing.swift:5\n"), "\(terminal)")
        #expect(terminal.contains(" in showSettings()  App/Routing/HomeViewController+Routing.swift:4\n"), "the API call: \(terminal)")
    }

    /// The terminal lists the largest screens first, markdown by name, as they always have; `--sort` picks either or
    /// complexity, and `--top` keeps the first few, which the banner says.
    @Test(arguments: [
        (ReportLayout.Order.size, ["ProductViewController", "OrderHistoryViewController", "CartViewController"], "the 3 largest"),
        (.complexity, ["ProductViewController", "OrderHistoryViewController", "CartViewController"], "the 3 most complex"),
        (.name, ["CartViewController", "CheckoutViewController", "LoginViewController"], "the first 3 by name"),
    ])
    func sortedAndCut(_ order: ReportLayout.Order, _ names: [String], _ shown: String) {
        let layout = ReportLayout(order: order, limit: 3)
        let terminal = TerminalReporter.render(Self.report, colored: false, layout: layout)
        #expect(terminal.hasPrefix("Strangler analysis: 11 screens in 40 files, 2453 lines; showing \(shown)\n\n\(names[0])  "))
        #expect(titles(inTerminal: terminal) == names)
        let markdown = MarkdownReporter.render(Self.report, layout: layout)
        #expect(markdown.hasPrefix("# Strangler analysis\n\n11 screens in 40 files (2453 lines); showing \(shown).\n"))
        #expect(titles(inMarkdown: markdown) == names)
    }

    /// Size and complexity part at the sample's small screens: StoreInfo is longer than Checkout, both as complex (5),
    /// so by complexity they go by name.
    @Test func sizeAndComplexityAreDifferentOrders() {
        let size = titles(inTerminal: TerminalReporter.render(Self.report, colored: false, layout: ReportLayout(order: .size)))
        let complexity = titles(inTerminal: TerminalReporter.render(Self.report, colored: false, layout: ReportLayout(order: .complexity)))
        #expect(size.suffix(3) == ["StoreInfoViewController", "CheckoutViewController", "MainTabBarController"])
        #expect(complexity.suffix(3) == ["CheckoutViewController", "StoreInfoViewController", "MainTabBarController"])
        #expect(Set(size) == Set(Self.report.screens.map(\.name)) && size.count == 11)
    }

    @Test func theDefaultOrdersAreTheReportsOwn() {
        let terminal = titles(inTerminal: TerminalReporter.render(Self.report, colored: false))
        #expect(terminal.prefix(4) == ["ProductViewController", "OrderHistoryViewController", "CartViewController", "LoginViewController"])
        let markdown = titles(inMarkdown: MarkdownReporter.render(Self.report))
        #expect(markdown == Self.report.screens.map(\.name))
        let one = ReportLayout(limit: 1)
        #expect(TerminalReporter.render(Self.report, colored: false, layout: one).hasPrefix("Strangler analysis: 11 screens in 40 files, 2453 lines; showing the largest\n"))
        #expect(titles(inTerminal: TerminalReporter.render(Self.report, colored: false, layout: ReportLayout(limit: 50))).count == 11)
    }

    /// A report on the screens a user named opens with the first of them: no banner, no note on the codebase's views.
    @Test func aFocusedReportStartsWithItsScreen() {
        var report = Self.report
        report.screens = report.screens.filter { ["CartViewController", "LoginViewController"].contains($0.name) }
        let layout = ReportLayout(isFocused: true)
        let terminal = TerminalReporter.render(report, colored: false, layout: layout)
        #expect(terminal.hasPrefix("CartViewController  LegacyShop/Screens/Cart/CartViewController.swift:8  uikit\n"))
        #expect(titles(inTerminal: terminal) == ["CartViewController", "LoginViewController"])
        #expect(!terminal.contains("Strangler analysis"))
        let markdown = MarkdownReporter.render(report, layout: layout)
        #expect(markdown.hasPrefix("## CartViewController Analysis\n\n`LegacyShop/Screens/Cart/CartViewController.swift:8`"))
        #expect(titles(inMarkdown: markdown) == ["CartViewController", "LoginViewController"])
        #expect(!markdown.contains("# Strangler analysis"))
    }

    /// The screens a terminal report lists, by their title lines (`Name  path:line  kind`).
    private func titles(inTerminal text: String) -> [String] {
        text.split(separator: "\n").compactMap { line in
            line.wholeMatch(of: /(\S+)  \S+:\d+  (uikit|swiftui|objc|appkit)/).map { String($0.1) }
        }
    }

    /// The screens a markdown report lists, by their headings.
    private func titles(inMarkdown text: String) -> [String] {
        text.split(separator: "\n").filter { $0.hasPrefix("## ") }.map { String($0.dropFirst(3).dropLast(" Analysis".count)) }
    }
}
