import Foundation
import Testing
import _StranglerTestSupport

/// `strangler analyze` shaped for a reader: the screens asked for, first; sorted and cut summaries.
@Suite struct AnalyzeOutputTests {
    /// Several `--screen`s keep the report's order, whatever order they are given in, and the report opens with the
    /// first of them rather than the codebase's banner.
    @Test func repeatedScreensInTheReportsOrder() throws {
        let arguments = ["analyze", TestPaths.sampleApp, "--screen", "ProductViewController", "--screen", "CartViewController"]
        let json = try CommandRunner.run(arguments + ["--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["screens"] as? [[String: Any]])?.map { $0["name"] as? String } == ["CartViewController", "ProductViewController"])
        let terminal = try CommandRunner.run(arguments)
        #expect(terminal.status == 0)
        #expect(terminal.stdout.hasPrefix("ProductViewController  LegacyShop/Screens/Product/ProductViewController.swift:13  uikit\n"))
        #expect(terminal.stdout.contains("\n\nCartViewController  LegacyShop/Screens/Cart/CartViewController.swift:8  uikit\n"))
        #expect(!terminal.stdout.contains("Strangler analysis") && !terminal.stdout.contains("SwiftUI view"))
        let markdown = try CommandRunner.run(arguments + ["--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("## CartViewController Analysis\n\n`LegacyShop/Screens/Cart/CartViewController.swift:8`"))
        #expect(markdown.stdout.contains("\n## ProductViewController Analysis\n"))
    }

    @Test func anUnknownScreenAmongSeveralIsNamedWithTheClosest() throws {
        let result = try CommandRunner.run([
            "analyze", TestPaths.sampleApp, "--screen", "CartViewController", "--screen", "ProductViewControler", "--screen", "Nope",
        ])
        #expect(result.status == 1)
        #expect(result.stderr == "error: no screen named 'ProductViewControler' was found: did you mean 'ProductViewController'?\n")
        #expect(result.stdout.isEmpty)
    }

    /// `--sort` and `--top` shape the terminal and markdown summaries; JSON keeps every screen.
    @Test func sortedAndCut() throws {
        let terminal = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--sort", "name", "--top", "2"])
        #expect(terminal.status == 0)
        #expect(terminal.stdout.hasPrefix("Strangler analysis: 11 screens in 40 files, 2453 lines; showing the first 2 by name\n\nCartViewController  "))
        #expect(terminal.stdout.contains("\n\nCheckoutViewController  ") && !terminal.stdout.contains("LoginViewController"))
        let markdown = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--format", "markdown", "--sort", "size", "--top", "1"])
        #expect(markdown.stdout.hasPrefix("# Strangler analysis\n\n11 screens in 40 files (2453 lines); showing the largest.\n"))
        #expect(markdown.stdout.components(separatedBy: "\n## ").count == 2 && markdown.stdout.contains("\n## ProductViewController Analysis\n"))
        let json = try CommandRunner.run(["analyze", TestPaths.sampleApp, "--format", "json", "--top", "1"])
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        #expect((object?["screens"] as? [Any])?.count == 11)
    }

    @Test(arguments: [
        (["--top", "0"], "Error: --top must be 1 or more"),
        (["--top", "many"], "Error: The value 'many' is invalid for '--top <n>'"),
        (["--sort", "lines"], "Error: The value 'lines' is invalid for '--sort <sort>'"),
    ])
    func badSortOrTopIsOneError(_ arguments: [String], _ message: String) throws {
        let result = try CommandRunner.run(["analyze", TestPaths.sampleApp] + arguments)
        #expect(result.status != 0 && result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }
}
