import Foundation
import Testing
import _StranglerTestSupport

/// `seams`, `break-dependency` and `characterize` as a user runs them on the sample app: output, and one-line errors.
@Suite struct SeamsCommandTests {
    @Test func seamsListsTheProductScreensDependenciesWithTheCommandThatBreaksEach() throws {
        let result = try CommandRunner.run(["seams", "ProductViewController", TestPaths.sampleApp, "--change", "show the rating as stars"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("URLSession.shared  shared instance"))
        #expect(result.stdout.contains("run: strangler break-dependency ProductViewController --dependency 'Analytics.shared'"))
        #expect(result.stdout.contains("change points (a heuristic"))
        #expect(result.stdout.contains("averageRatingText(for:)  member"))
    }

    @Test func seamsJSONIsStableAndSorted() throws {
        let first = try CommandRunner.run(["seams", "--all", TestPaths.sampleApp, "--format", "json"])
        let second = try CommandRunner.run(["seams", "--all", TestPaths.sampleApp, "--format", "json"])
        #expect(first.status == 0 && first.stdout == second.stdout)
        let object = try JSONSerialization.jsonObject(with: Data(first.stdout.utf8)) as? [String: Any]
        #expect((object?["types"] as? [Any])?.count == 11)
    }

    @Test(arguments: [
        (["seams", "NoSuchScreen", TestPaths.sampleApp], Int32(1), "error: no type named 'NoSuchScreen' was found; pass a class, struct, enum or actor"),
        (["seams", "ProductViewController", "/no/such/folder"], 2, "error: no such file or folder '/no/such/folder'"),
        (["seams"], 1, "Error: pass a type or file, or --all"),
        (["break-dependency", "ProductViewController", TestPaths.sampleApp, "--dependency", "Foo.bar"], 1,
         "error: 'ProductViewController' has no dependency 'Foo.bar'; its dependencies:"),
        (["break-dependency", "ProductViewController", TestPaths.sampleApp, "--dependency", "CartStore()"], 1,
         "error: cannot break the dependency: 'CartStore()' is a collaborator built inside a method"),
        (["break-dependency", "ProductViewController", TestPaths.sampleApp, "--dependency", "URLSession.shared", "--property", "../x"], 1,
         "Error: '../x' is not a valid property name"),
        (["break-dependency", "ProductViewController", TestPaths.sampleApp, "--dependency", "URLSession.shared", "--technique", "magic"], 1,
         "Error: The value 'magic' is invalid for '--technique <technique>'"),
        (["characterize", "NoSuchScreen", TestPaths.sampleApp], 1, "error: no type named 'NoSuchScreen' was found; pass a class, struct, enum or actor"),
    ])
    func badInputIsOneLineAndANonZeroExit(_ arguments: [String], _ status: Int32, _ message: String) throws {
        let result = try CommandRunner.run(arguments)
        #expect(result.status == status)
        #expect(result.stderr.hasPrefix(message), "\(result.stderr)")
        #expect(!result.stderr.contains("Fatal error") && !result.stderr.contains("Stack dump"))
    }

    @Test func breakDependencyDefaultsToADryRunThatWritesNothing() throws {
        let file = TestPaths.sampleApp + "/LegacyShop/Screens/Product/ProductViewController.swift"
        let before = try String(contentsOfFile: file, encoding: .utf8)
        let result = try CommandRunner.run(["break-dependency", "ProductViewController", TestPaths.sampleApp, "--dependency", "UserDefaults.standard"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("--- a/LegacyShop/Screens/Product/ProductViewController.swift\n+++ b/"))
        #expect(result.stdout.contains("+    var defaults: any ProductDefaultsProtocol = UserDefaults.standard"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == before)
    }

    @Test func characterizeDryRunPrintsTheFilesAndWritesNothing() throws {
        let folder = TestPaths.temporaryFolder("strangler-characterize")
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Tests").path
        let result = try CommandRunner.run(["characterize", "ProductViewController", TestPaths.sampleApp, "--output", output, "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("// \(output)/ProductViewControllerCharacterizationTests.swift\n"))
        #expect(result.stdout.contains("#\"CHARACTERIZE ME\"#"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    /// A screen whose initializer takes the app's own types (a `TabManager`) has no `init()` to inherit:
    /// `setUp` calls its initializer, leaving those values as placeholders to fill in.
    @Test func characterizeMakesATypeWithItsInitializer() throws {
        let folder = TestPaths.temporaryFolder("strangler-characterize-init")
        defer { try? FileManager.default.removeItem(at: folder) }
        TestPaths.write("""
            import UIKit
            final class TabManager {}
            final class HistoryViewController: UIViewController {
                let tabManager: TabManager
                var isPrivate: Bool
                init(isPrivate: Bool, tabManager: TabManager) {
                    self.isPrivate = isPrivate
                    self.tabManager = tabManager
                    super.init(nibName: nil, bundle: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
                func title(for count: Int) -> String { isPrivate ? "" : String(count) }
            }
            """, to: folder.appendingPathComponent("App/HistoryViewController.swift"))
        let result = try CommandRunner.run(["characterize", "HistoryViewController", folder.path, "--dry-run"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("sut = HistoryViewController(isPrivate: false, tabManager: <#TabManager#>)\n"))
        #expect(result.stderr.contains("setUp makes 'HistoryViewController' with placeholders to fill in (TabManager)"))
    }

    @Test func characterizeNeverOverwritesWithoutForce() throws {
        let folder = TestPaths.temporaryFolder("strangler-characterize")
        defer { try? FileManager.default.removeItem(at: folder) }
        let arguments = ["characterize", "ProductViewController", TestPaths.sampleApp, "--output", folder.path]
        #expect(try CommandRunner.run(arguments).status == 0)
        let test = folder.appendingPathComponent("ProductViewControllerCharacterizationTests.swift")
        TestPaths.write("// mine\n", to: test)
        let again = try CommandRunner.run(arguments)
        #expect(again.status == 1 && again.stderr.contains("already exists: pass --force"))
        #expect(try String(contentsOf: test, encoding: .utf8) == "// mine\n")
        #expect(try CommandRunner.run(arguments + ["--force"]).status == 0)
    }
}
