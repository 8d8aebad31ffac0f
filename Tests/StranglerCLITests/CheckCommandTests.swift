import Foundation
import Testing
import _StranglerTestSupport

/// `strangler check` and `strangler rules` as a user runs them: output, exit codes, baselines, the cache.
@Suite struct CheckCommandTests {
    /// A one-scene project; `violation` adds a presenter that holds its view strongly (an error).
    static func project(violation: Bool, warning: Bool = false) -> URL {
        let folder = TestPaths.temporaryFolder()
        TestPaths.write("""
            import UIKit
            protocol ShopDisplayLogic: AnyObject {}
            protocol ShopBusinessLogic {}
            final class ShopViewController: UIViewController, ShopDisplayLogic {
                var interactor: ShopBusinessLogic?
                func done() {
            \(warning ? "        navigationController?.popViewController(animated: true)" : "")
                }
            }
            """, to: folder.appendingPathComponent("Shop/ShopViewController.swift"))
        TestPaths.write("""
            import Foundation
            final class ShopInteractor: ShopBusinessLogic {}
            final class ShopPresenter {
                \(violation ? "var" : "weak var") viewController: ShopDisplayLogic?
            }
            enum ShopConfigurator {}
            """, to: folder.appendingPathComponent("Shop/ShopPresenter.swift"))
        return folder
    }

    static let environment = ["XDG_CACHE_HOME": FileManager.default.temporaryDirectory.appendingPathComponent("strangler-cli-cache").path]

    func check(_ arguments: [String], in folder: URL) throws -> CommandRunner.Result {
        try CommandRunner.run(["check"] + arguments, environment: Self.environment, in: folder)
    }

    @Test func exitCodesZeroForCleanOrWarningsTwoForErrorsOrStrictWarnings() throws {
        let clean = Self.project(violation: false)
        let warned = Self.project(violation: false, warning: true)
        let broken = Self.project(violation: true)
        defer { for folder in [clean, warned, broken] { try? FileManager.default.removeItem(at: folder) } }
        let ok = try check([], in: clean)
        #expect(ok.status == 0 && ok.stdout.isEmpty && ok.stderr == "0 findings (0 errors, 0 warnings) in 2 files\n")
        #expect(try check([], in: warned).status == 0)
        #expect(try check(["--strict"], in: warned).status == 2)
        let failed = try check([], in: broken)
        #expect(failed.status == 2)
        let path = broken.appendingPathComponent("Shop/ShopPresenter.swift").resolvingSymlinksInPath().path
        #expect(failed.stdout.hasSuffix(":4:5: error: presenter 'ShopPresenter' holds its view 'viewController' ('ShopDisplayLogic') strongly; declare it 'weak' to break the cycle (presenter_strong_view)\n"))
        #expect(failed.stdout.hasPrefix("/") && failed.stdout.contains("Shop/ShopPresenter.swift") && !path.isEmpty)
    }

    @Test func everyReporterRuns() throws {
        let broken = Self.project(violation: true)
        defer { try? FileManager.default.removeItem(at: broken) }
        for reporter in ["xcode", "json", "sarif", "junit", "checkstyle", "github-actions", "markdown", "html"] {
            let result = try check(["--reporter", reporter, "--no-cache"], in: broken)
            #expect(result.status == 2 && result.stdout.contains("presenter_strong_view"), "\(reporter)")
        }
        let github = try check(["--reporter", "github-actions"], in: broken)
        #expect(github.stdout.hasPrefix("::error file=Shop/ShopPresenter.swift,line=4,col=5,title=presenter_strong_view::"))
        let unknown = try check(["--reporter", "emacs"], in: broken)
        #expect(unknown.status == 1 && unknown.stderr.contains("github-actions"))
    }

    @Test func configurationSeverityAndUnknownKeys() throws {
        let broken = Self.project(violation: true)
        defer { try? FileManager.default.removeItem(at: broken) }
        TestPaths.write("check:\n  presenter_strong_view: warning\n  presenter_strong_vew: error\n", to: broken.appendingPathComponent(".strangler.yml"))
        let result = try check([], in: broken)
        #expect(result.status == 0 && result.stdout.contains(": warning: "))
        #expect(result.stderr.contains("warning: ./.strangler.yml: check.presenter_strong_vew: unknown key or rule id"))
        TestPaths.write("check:\n  presenter_strong_view:\n    severity: fatal\n", to: broken.appendingPathComponent(".strangler.yml"))
        let invalid = try check([], in: broken)
        #expect(invalid.status == 1 && invalid.stderr.hasPrefix("error: invalid configuration") && invalid.stderr.split(separator: "\n").count == 1)
    }

    @Test func baselineWorkflow() throws {
        let broken = Self.project(violation: true)
        defer { try? FileManager.default.removeItem(at: broken) }
        let written = try check(["--write-baseline", "baseline.json"], in: broken)
        #expect(written.status == 0 && written.stderr.contains("wrote baseline baseline.json with 1 entry"))
        let baselineText = try String(contentsOf: broken.appendingPathComponent("baseline.json"), encoding: .utf8)
        #expect(baselineText.contains("\"source\" : \"var viewController: ShopDisplayLogic?\"") && !baselineText.contains("\"line\""))

        // Lines added above the finding: still accepted.
        let presenter = broken.appendingPathComponent("Shop/ShopPresenter.swift")
        let text = try String(contentsOf: presenter, encoding: .utf8)
        TestPaths.write("// Shop\n// Presenter\n" + text, to: presenter)
        let accepted = try check(["--baseline", "baseline.json"], in: broken)
        #expect(accepted.status == 0 && accepted.stdout.isEmpty && accepted.stderr.contains("baseline: 1 accepted, 0 fixed"))

        // Fixed: counted, then dropped with --update-baseline.
        TestPaths.write(text.replacingOccurrences(of: "    var viewController", with: "    weak var viewController"), to: presenter)
        let fixed = try check(["--baseline", "baseline.json"], in: broken)
        #expect(fixed.status == 0 && fixed.stderr.contains("1 baseline entry is fixed: run with --update-baseline to drop them"))
        let updated = try check(["--baseline", "baseline.json", "--update-baseline"], in: broken)
        #expect(updated.status == 0 && updated.stderr.contains("updated baseline baseline.json: removed 1 fixed, kept 0"))

        // A new violation is reported even with the baseline.
        TestPaths.write(text.replacingOccurrences(of: "viewController", with: "display"), to: presenter)
        #expect(try check(["--baseline", "baseline.json"], in: broken).status == 2)
    }

    @Test func writeBaselineNeverReplacesAnotherFileWithoutForce() throws {
        let broken = Self.project(violation: true)
        defer { try? FileManager.default.removeItem(at: broken) }
        let refused = try check(["--write-baseline", "Shop/ShopPresenter.swift"], in: broken)
        #expect(refused.status == 1 && refused.stderr.hasPrefix("error: 'Shop/ShopPresenter.swift' exists and is not a strangler baseline: pass --force"))
        let missing = try check(["--baseline", "none.json"], in: broken)
        #expect(missing.status == 1 && missing.stderr.hasPrefix("error: cannot read baseline 'none.json': it does not exist"))
        let nowhere = try check(["/no/such/project"], in: broken)
        #expect(nowhere.status == 1 && nowhere.stderr.hasPrefix("error: no such file or folder '/no/such/project'"))
        let usage = try check(["--update-baseline"], in: broken)
        #expect(usage.status == 1 && usage.stderr.contains("--update-baseline needs --baseline FILE"))
    }

    @Test func theCacheIsOutsideTheTreeAndCanBeTurnedOff() throws {
        let broken = Self.project(violation: true)
        let cache = TestPaths.temporaryFolder("strangler-cli-cache")
        defer {
            try? FileManager.default.removeItem(at: broken)
            try? FileManager.default.removeItem(at: cache)
        }
        let environment = ["XDG_CACHE_HOME": cache.path]
        #expect(try CommandRunner.run(["check", "--no-cache"], environment: environment, in: broken).status == 2)
        #expect(try FileManager.default.contentsOfDirectory(atPath: cache.path).isEmpty)
        #expect(try CommandRunner.run(["check"], environment: environment, in: broken).status == 2)
        #expect(FileManager.default.fileExists(atPath: cache.appendingPathComponent("strangler/check").path))
        #expect(try FileManager.default.contentsOfDirectory(atPath: broken.path).sorted() == ["Shop"])
        let warm = try CommandRunner.run(["check"], environment: environment, in: broken)
        #expect(warm.status == 2 && warm.stdout.contains("presenter_strong_view"))
    }

    @Test func theSampleAppHasOneError() throws {
        let result = try CommandRunner.run(["check", TestPaths.sampleApp, "--no-cache"])
        #expect(result.status == 2)
        #expect(result.stdout.hasSuffix(
            "/LegacyShop/Scenes/Checkout/CheckoutPresenter.swift:8:8: error: presenter 'CheckoutPresenter' imports 'UIKit'; only the view controller may use a UI framework (ui_framework_import)\n"
        ))
        #expect(result.stderr == "1 finding (1 error, 0 warnings) in 40 files\n")
    }

    @Test func rulesListsAndExplains() throws {
        let list = try CommandRunner.run(["rules"])
        #expect(list.status == 0 && list.stdout.split(separator: "\n").count == 14)
        #expect(list.stdout.contains("massive_switch") && list.stdout.contains("opt-in"))
        let one = try CommandRunner.run(["rules", "presenter_strong_view"])
        #expect(one.status == 0 && one.stdout.contains("↓var viewController: StoreInfoDisplayLogic?"))
        let markdown = try CommandRunner.run(["rules", "--format", "markdown"])
        #expect(markdown.stdout.hasPrefix("| Rule | Default severity |"))
        let checkDoc = try String(contentsOf: TestPaths.repository.appendingPathComponent("docs/check.md"), encoding: .utf8)
        #expect(checkDoc.contains(markdown.stdout), "docs/check.md's rule list is 'strangler rules --format markdown'")
        let unknown = try CommandRunner.run(["rules", "nope"])
        #expect(unknown.status == 1 && unknown.stderr == "error: no rule named 'nope'; run 'strangler rules' to list them\n")
    }

    /// What `strangler scaffold` generates is what the rules ask for: a UIKit scene, a SwiftUI scene with its
    /// composer, and their tests and spies pass every default rule.
    @Test func scaffoldedScenesPassTheRules() throws {
        let folder = TestPaths.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let uikit = try CommandRunner.run(["scaffold", "Product", "--use-case", "FetchProduct", "--route", "Cart", "-o", folder.path])
        let swiftui = try CommandRunner.run(["scaffold", "Profile", "--ui", "swiftui", "-o", folder.path])
        #expect(uikit.status == 0 && swiftui.status == 0)
        let result = try check([folder.path, "--no-cache"], in: folder)
        #expect(result.status == 0 && result.stdout.isEmpty, "\(result.stdout)")
    }
}
